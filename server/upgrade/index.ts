/**
 * npm run server:upgrade (scripts/server-upgrade.mjs): the next release built beside the running
 * one, a backup, the migration, the switch of the `current` link, a restart and a health check;
 * when the build, the migration or the health check fails, the previous release and the database
 * are put back by themselves. docs/deploying.md, "Upgrading"; docs/decisions/029-upgrades-with-releases.md.
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pathsFor } from "../install/options";
import { checkRoot, PreflightError } from "../install/preflight";
import * as releases from "../install/releases";
import { healthy, serverLogOf, startServer, stopServer, type Service } from "../install/steps-service";
import { parseEnvFile, readOr, StepError, systemdRuns } from "../install/system";
import { backupFiles, copyDatabase, exportSite, migrate, pruneBackups, restoreDatabase, type Site } from "./database";
import { parseUpgradeOptions, USAGE, UsageError } from "./options";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HEALTH_SECONDS = 30;

/** A failure after the server was stopped: its words, and whether the new release was linked. */
class Failed extends Error {}

const short = (commit: string) => commit.slice(0, 12);
const firstLine = (err: unknown) => {
  const text = err instanceof Error ? err.message : String(err);
  const lines = text.split("\n").filter((line) => line.trim() && !/^\s+at /.test(line));
  return lines.slice(-1)[0]?.trim().slice(0, 300) ?? "no reason given";
};

/** GET /healthz and the home page, straight from the server on its local port. */
async function answers(port: number, alive: () => boolean): Promise<boolean> {
  if (!(await healthy(port, HEALTH_SECONDS * 1000, alive))) return false;
  try {
    return (await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(10_000) })).ok;
  } catch {
    return false;
  }
}

export async function run(argv: string[], out = (line: string) => console.log(line)): Promise<number> {
  let o;
  try {
    o = parseUpgradeOptions(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (!o) return (out(USAGE), 0);
  const paths = pathsFor({ root: o.root, dir: o.dir, domain: "" });
  const ctx: Service = { paths, systemd: systemdRuns() };
  const env = parseEnvFile(readOr(paths.envFile));
  const running = releases.currentRelease(paths.current);
  const target = releases.resolveRef(REPO, o.ref);
  const unitUser = /^User=(.+)$/m.exec(readOr(paths.unit))?.[1]?.trim() ?? "";
  try {
    checkRoot();
    if (!running || !existsSync(paths.unit) || !env.PORT || !unitUser)
      throw new PreflightError(
        `No install in ${o.dir} (${paths.current}, ${paths.unit}, ${paths.envFile}): run npm run server:install first.`,
      );
    if (!target) throw new PreflightError(`${REPO} has no commit ${o.ref ?? "HEAD"}: git fetch, or give another --ref.`);
  } catch (err) {
    if (!(err instanceof PreflightError)) throw err;
    console.error(`Nothing was changed. ${err.message}`);
    return 1;
  }
  const from = releases.commitOf(running);
  if (from === target) {
    out(`Nothing to upgrade: ${paths.current} runs ${short(target)} already (${path.basename(running)}).`);
    return 0;
  }
  const site: Site = { dataDir: env.DATA_DIR ?? paths.dataDir, databaseUrl: env.DATABASE_URL || undefined, user: unitUser };
  const port = Number(env.PORT);
  const stamp = releases.releaseName(target).slice(0, 16);
  const files = backupFiles(site, stamp);
  const plan = [
    [
      "build",
      `git clone ${REPO} at ${short(target)} into ${paths.releases}/, ${o.reuseBuild ? "its build copied (tests)" : "npm ci, npm run build"}`,
    ],
    ["backup", `npm run export to ${files.export} while ${short(from)} still serves`],
    ["stop", `stop the server; copy the database to ${site.databaseUrl ? files.pgdump : files.sqlite}`],
    ["migrate", "npm run migrate by the new release"],
    ["switch", `${paths.current} to the new release (a new link renamed over it)`],
    ["start", `start the server, then GET /healthz and / on 127.0.0.1:${port}, ${HEALTH_SECONDS} s at most`],
    ["tidy", `keep the last ${releases.KEPT_RELEASES} releases`],
  ] as const;
  out(
    `Upgrading ${o.dir} from ${short(from)} to ${short(target)}${ctx.systemd ? "" : " (systemd is not PID 1 here: the server is run as the unit would)"}.`,
  );
  if (o.dryRun) {
    for (const [title, what] of plan) out(` would ${title}: ${what}`);
    out("Dry run over: nothing was changed.");
    return 0;
  }
  const started = Date.now();
  const step = (title: (typeof plan)[number][0]) => out(`  ..  ${title}: ${plan.find(([t]) => t === title)![1]}`);

  let release = "";
  let phase = "the build";
  try {
    step("build");
    release = releases.cloneRelease(REPO, paths.releases, target);
    releases.installDependencies(release, REPO, o.reuseBuild);
    releases.buildRelease(release, REPO, o.reuseBuild);
    step("backup");
    phase = "the backup";
    exportSite(ctx, running, files.export);
  } catch (err) {
    if (!(err instanceof StepError)) throw err;
    if (release) rmSync(release, { recursive: true, force: true });
    rmSync(files.export, { force: true });
    console.error(
      `Upgrade stopped, nothing to roll back: ${phase} of ${short(target)} failed (${firstLine(err)}); ${short(from)} still serves as before.`,
    );
    return 1;
  }

  let switched = false;
  try {
    step("stop");
    await stopServer(ctx);
    copyDatabase(site, files);
    step("migrate");
    try {
      migrate(ctx, release);
    } catch (err) {
      throw new Failed(`the migration failed (${err instanceof StepError ? firstLine(err) : String(err)})`);
    }
    step("switch");
    releases.linkCurrent(paths.current, release);
    switched = true;
    step("start");
    const alive = await startServer(ctx);
    if (!(await answers(port, alive)))
      throw new Failed(
        `the new release ${alive() ? `did not answer /healthz and / within ${HEALTH_SECONDS} s` : "exited at start"} (${serverLogOf(ctx)} says why)`,
      );
  } catch (err) {
    const why = err instanceof Failed ? err.message : `the upgrade failed (${firstLine(err)})`;
    return rollBack({ ctx, site, files, running, release, switched, port, why, from });
  }
  step("tidy");
  const removed = releases.pruneReleases(paths.releases, paths.current);
  pruneBackups(site, releases.KEPT_RELEASES);
  out(`  done tidy: ${removed.length ? `removed ${removed.map((dir) => path.basename(dir)).join(", ")}` : "nothing to remove"}`);
  out(`Upgraded from ${short(from)} to ${short(target)} in ${((Date.now() - started) / 1000).toFixed(1)} s (${path.basename(release)}).`);
  return 0;
}

interface Back {
  ctx: Service;
  site: Site;
  files: ReturnType<typeof backupFiles>;
  running: string;
  release: string;
  switched: boolean;
  port: number;
  why: string;
  from: string;
}

/** The previous release linked back, the database as it was, the server started again and checked. */
async function rollBack(b: Back): Promise<number> {
  const { ctx } = b;
  const problems: string[] = [];
  const attempt = async (what: string, action: () => unknown) => {
    try {
      await action();
    } catch (err) {
      problems.push(`${what}: ${firstLine(err)}`);
    }
  };
  await attempt("stopping the new release", () => stopServer(ctx));
  if (b.switched) await attempt("linking the previous release", () => releases.linkCurrent(ctx.paths.current, b.running));
  await attempt("restoring the database", () => restoreDatabase(b.site, b.files));
  let answered = false;
  await attempt("starting the previous release", async () => (answered = await answers(b.port, await startServer(ctx))));
  if (releases.currentRelease(ctx.paths.current) !== b.release) rmSync(b.release, { recursive: true, force: true });
  if (answered && problems.length === 0) {
    console.error(`Rolled back to ${short(b.from)}, its database as before the upgrade: ${b.why}.`);
    return 1;
  }
  console.error(
    `Rolled back to ${short(b.from)}, but ${problems.join("; ") || `it does not answer either (${serverLogOf(ctx)})`}: ${b.why}. docs/deploying.md, "Roll back by hand".`,
  );
  return 1;
}
