/**
 * npm run server:upgrade, for real (docs/deploying.md, "Upgrading"): an install as
 * tests/deploy/install.test.ts makes it (pebble, nginx, a temporary --root, a test user), then
 * upgrades from a temporary clone of this one to new commits made there: one that works, one whose
 * server exits at start after its migration ran, one whose migration throws. Public pages are
 * requested through nginx all along, and the admin API polled (tests/deploy/load.ts).
 * BENCH_UPGRADE_OUT=FILE writes the measured figures there (npm run bench:upgrade).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/production-server.mjs";
import { installHosts, makePebble, nginxMainConf, removeHosts, treeOf, waitFor } from "./install-helpers";
import { getter, underLoad, type Measured, type Target } from "./load";

const BINARIES = [
  "/usr/sbin/nginx",
  "/usr/bin/pebble",
  "/usr/bin/certbot",
  "/usr/bin/openssl",
  "/usr/bin/systemd-analyze",
  "/usr/bin/setpriv",
];
const missing = BINARIES.filter((bin) => !existsSync(bin));
const why = process.getuid?.() !== 0 ? "the upgrade runs as root" : missing.length ? `missing ${missing.join(", ")}` : "";
const ci = Boolean(process.env.CI) && process.env.CI !== "false" && process.env.CI !== "0";
if (why && ci) it("can test the upgrade", () => expect.fail(`CI must test npm run server:upgrade, but ${why}`));

const USER = "gts-upgrade-test";
const DOMAIN = "upgrade.guam-translation.test";
const ADDRESS = "127.0.0.58";
const MARK = "# guam-translation upgrade test";
const PUBLIC = ["/", "/contact", "/disclaimer"];

interface Ran {
  status: number;
  stdout: string;
  stderr: string;
  ms: number;
}

const sh = (cwd: string, command: string, args: string[]) => {
  const r = spawnSync(command, args, { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${r.stderr}${r.stdout}`);
  return r.stdout.trim();
};

describe.skipIf(Boolean(why))(`npm run server:upgrade${why ? ` (skipped: ${why})` : ""}`, () => {
  let dir: string;
  let root: string;
  let clone: string;
  let pebble: ChildProcess;
  let target: Target;
  const ports = { http: 0, https: 0, node: 0, acme: 0, management: 0 };
  const figures: Record<string, Measured & { seconds: number }> = {};
  const site = () => path.join(root, "srv/guam-translation");

  const script = (file: string, args: string[], cwd = process.cwd()): Promise<Ran> => {
    const started = Date.now();
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [file, ...args], { cwd, stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.setEncoding("utf8").on("data", (c) => (stdout += c));
      child.stderr.setEncoding("utf8").on("data", (c) => (stderr += c));
      child.on("close", (status) => resolve({ status: status ?? -1, stdout, stderr, ms: Date.now() - started }));
    });
  };
  const upgrade = (extra: string[] = []) =>
    script(path.join(clone, "scripts/server-upgrade.mjs"), ["--root", root, "--reuse-build", ...extra], clone);

  /** A commit in the temporary clone, its server bundle built (the browser build stays the test's). */
  const commit = (message: string, change: () => void) => {
    change();
    sh(clone, "git", ["add", "-A"]);
    sh(clone, "git", ["-c", "user.name=Upgrade test", "-c", "user.email=test@example.com", "commit", "-q", "-m", message]);
    sh(clone, process.execPath, ["scripts/build-server.mjs"]);
    return sh(clone, "git", ["rev-parse", "HEAD"]);
  };
  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(path.join(clone, file), "utf8");
    expect(text).toContain(from);
    writeFileSync(path.join(clone, file), text.replace(from, to));
  };
  /** A migration that creates a table (so that a rollback must drop it again), or throws. */
  const addMigration = (name: string, body: string) => {
    writeFileSync(
      path.join(clone, `server/db/migrations/${name}.ts`),
      `import { type Kysely, sql } from "kysely";\nexport async function up(db: Kysely<unknown>): Promise<void> {\n  ${body}\n}\n`,
    );
    edit(
      "server/db/migrate.ts",
      `const MIGRATIONS: Record<string, Migration> = {\n`,
      `import * as m${name.slice(0, 3)} from "./migrations/${name}";\nconst MIGRATIONS: Record<string, Migration> = {\n  "${name}": m${name.slice(0, 3)},\n`,
    );
  };
  const running = () => realpathSync(path.join(site(), "current"));
  const commitOf = (release: string) => sh(release, "git", ["-c", "safe.directory=*", "rev-parse", "HEAD"]);
  /** Every table's rows and the schema, as text: "the database equals what it was". */
  const database = (without: string[] = []) => {
    const db = new SQLite(path.join(site(), "data/site.db"), { readonly: true });
    try {
      const tables = db.prepare("select name, sql from sqlite_master where type = 'table' order by name").all() as {
        name: string;
        sql: string;
      }[];
      return tables
        .map((t) => `${t.sql}\n${without.includes(t.name) ? "" : JSON.stringify(db.prepare(`select * from "${t.name}"`).raw().all())}`)
        .join("\n");
    } finally {
      db.close();
    }
  };
  const healthz = async () => {
    const { get, close } = getter(target);
    try {
      return await get("/healthz");
    } finally {
      close();
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "gts-upgrade-"));
    chmodSync(dir, 0o755);
    root = path.join(dir, "root");
    mkdirSync(root, { mode: 0o755 });
    for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();
    const pebbleCa = makePebble(path.join(dir, "pebble"), ports);
    pebble = spawn("pebble", ["-config", path.join(dir, "pebble/config.json")], {
      env: { ...process.env, PEBBLE_VA_NOSLEEP: "1", PEBBLE_VA_ALWAYS_VALID: "0", PEBBLE_WFE_NONCEREJECT: "0", PEBBLE_AUTHZREUSE: "0" },
      stdio: "ignore",
    });
    await waitFor(ports.acme);
    installHosts([`${ADDRESS} ${DOMAIN}`], MARK);
    nginxMainConf(root);
    // The clone the upgrades run from, as an owner's clone on the server: node_modules and the build as here.
    clone = path.join(dir, "clone");
    sh(dir, "git", ["clone", "--quiet", process.cwd(), clone]);
    sh(dir, "cp", ["-al", path.join(process.cwd(), "node_modules"), path.join(clone, "node_modules")]);
    sh(dir, "cp", ["-a", path.join(process.cwd(), "build"), path.join(clone, "build")]);
    const args = ["--domain", DOMAIN, "--email", "owner@example.com", "--root", root, "--user", USER, "--reuse-build"];
    args.push("--port", String(ports.node), "--http-port", String(ports.http), "--https-port", String(ports.https));
    args.push("--acme-server", `https://127.0.0.1:${ports.acme}/dir`, "--acme-ca", pebbleCa.ca);
    const installed = await script("scripts/server-install.mjs", args, clone);
    expect(installed.status, installed.stdout + installed.stderr).toBe(0);
    target = { domain: DOMAIN, address: ADDRESS, port: ports.https, ca: await pebbleCa.roots() };
    // nginx keeps what it served: each public page asked for once before any upgrade.
    const { get, close } = getter(target);
    for (const p of PUBLIC) expect((await get(p)).status, p).toBe(200);
    close();
  }, 180_000);

  afterAll(() => {
    const pid = (file: string) => Number(existsSync(file) ? readFileSync(file, "utf8").trim() : 0);
    const server = pid(path.join(root, "run/guam-translation.pid"));
    if (server > 0) spawnSync("kill", [String(server)]);
    if (pid(path.join(root, "run/nginx.pid")) > 0) spawnSync("nginx", ["-c", path.join(root, "etc/nginx/nginx.conf"), "-s", "quit"]);
    pebble?.kill();
    removeHosts(MARK);
    spawnSync("userdel", [USER]);
    for (let i = 0; i < 20 && existsSync(path.join(root, "run/nginx.pid")); i++) spawnSync("sleep", ["0.2"]);
    if (process.env.BENCH_UPGRADE_OUT) writeFileSync(process.env.BENCH_UPGRADE_OUT, JSON.stringify(figures, null, 2));
    rmSync(dir, { recursive: true, force: true });
  });

  it("the installer laid out releases/<time>-<commit> with current linked to it; same commit: nothing to upgrade; --dry-run changes nothing", async () => {
    expect(readdirSync(path.join(site(), "releases"))).toHaveLength(1);
    expect(commitOf(running())).toBe(sh(clone, "git", ["rev-parse", "HEAD"]));
    expect(readFileSync(path.join(root, "etc/systemd/system/guam-translation.service"), "utf8")).toMatch(
      new RegExp(`^WorkingDirectory=${site()}/current$`, "m"),
    );
    const same = await upgrade();
    expect(same.status, same.stderr).toBe(0);
    expect(same.stdout).toMatch(/^Nothing to upgrade: .* runs [0-9a-f]{12} already/);
    commit("A new version (test)", () =>
      edit("server/app.ts", "res.status(ok ? 200 : 503).json({ ok });", 'res.status(ok ? 200 : 503).json({ ok, release: "second" });'),
    );
    const before = treeOf(root);
    const dry = await upgrade(["--dry-run"]);
    expect(dry.status, dry.stderr).toBe(0);
    for (const step of ["build", "backup", "stop", "migrate", "switch", "start", "tidy"])
      expect(dry.stdout).toMatch(new RegExp(`^ would ${step}: `, "m"));
    expect(treeOf(root)).toEqual(before);
  }, 60_000);

  it("upgrades under load: current moves, the new version serves, the data is kept, no public request fails", async () => {
    const data = database(["sessions", "activity_log"]);
    const old = running();
    const { result: r, measured } = await underLoad(target, PUBLIC, () => upgrade());
    figures.upgrade = { ...measured, seconds: r.ms / 1000 };
    console.log(`upgrade: ${r.ms} ms\n${r.stdout}${r.stderr}\n${JSON.stringify(measured)}`);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Upgraded from [0-9a-f]{12} to [0-9a-f]{12} in /m);
    expect(running()).not.toBe(old);
    expect(commitOf(running())).toBe(sh(clone, "git", ["rev-parse", "HEAD"]));
    expect(JSON.parse((await healthz()).body)).toEqual({ ok: true, release: "second" });
    expect(database(["sessions", "activity_log"])).toBe(data);
    expect(readdirSync(path.join(site(), "data/backups")).filter((n) => n.startsWith("before-upgrade-"))).toHaveLength(2);
    expect(measured.publicFailed, measured.failures.join("\n")).toBe(0);
  }, 240_000);

  it("a release whose server exits at start, after its migration ran: rolled back by itself, old version serving, the database as it was", async () => {
    commit("A release that migrates, then cannot start (test)", () => {
      addMigration("900-upgrade-probe", `await sql\`create table upgrade_probe (id integer primary key)\`.execute(db);`);
      edit("server/index.ts", "import ", `throw new Error("deliberately broken by the upgrade test");\nimport `);
    });
    const data = database(["sessions", "activity_log"]);
    const old = running();
    const { result: r, measured } = await underLoad(target, PUBLIC, () => upgrade());
    figures.failedStart = { ...measured, seconds: r.ms / 1000 };
    console.log(`failed upgrade: ${r.ms} ms\n${r.stdout}${r.stderr}\n${JSON.stringify(measured)}`);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^Rolled back to [0-9a-f]{12}, its database as before the upgrade: the new release exited at start/);
    expect(running()).toBe(old);
    expect(JSON.parse((await healthz()).body)).toEqual({ ok: true, release: "second" });
    expect(database(["sessions", "activity_log"])).toBe(data);
    expect(database()).not.toContain("upgrade_probe");
    expect(readdirSync(path.join(site(), "releases"))).toHaveLength(2);
    expect(measured.publicFailed, measured.failures.join("\n")).toBe(0);
  }, 240_000);

  it("a release whose migration throws: rolled back before the switch, with the migration's words", async () => {
    sh(clone, "git", ["reset", "-q", "--hard", "HEAD~1"]);
    commit("A release whose migration throws (test)", () =>
      addMigration("901-throws", `throw new Error("this migration fails on purpose");`),
    );
    const data = database(["sessions", "activity_log"]);
    const old = running();
    const r = await upgrade();
    console.log(`failed migration: ${r.ms} ms\n${r.stdout}${r.stderr}`);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^Rolled back to [0-9a-f]{12}, its database as before the upgrade: the migration failed \(.*fails on purpose/);
    expect(running()).toBe(old);
    expect((await healthz()).status).toBe(200);
    expect(database(["sessions", "activity_log"])).toBe(data);
  }, 240_000);
});
