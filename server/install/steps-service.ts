/**
 * The systemd unit, the first administrator and the running server. Where systemd is not PID 1
 * (containers, CI) the unit is installed and verified, and the server is started the way the
 * unit would start it: docs/deploying.md, "Without systemd".
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, closeSync } from "node:fs";
import path from "node:path";
import type { Context, Step } from "./step";
import { capture, fileIs, parseEnvFile, pidFrom, readOr, run, StepError, writeFile } from "./system";

/** deploy/guam-translation.service with this install's user, directories and node. */
export function renderUnit(ctx: Context, name = "guam-translation.service"): string {
  const { o, paths, repo } = ctx;
  const set = (text: string, key: string, value: string) => text.replace(new RegExp(`^${key}=.*$`, "m"), `${key}=${value}`);
  let unit = readFileSync(path.join(repo, "deploy", name), "utf8");
  unit = set(unit, "Documentation", `file://${paths.current}/docs/deploying.md`);
  unit = set(unit, "User", o.user);
  unit = set(unit, "Group", o.user);
  // The link to the release that runs: an upgrade switches it, then restarts (docs/deploying.md).
  unit = set(unit, "WorkingDirectory", paths.current);
  unit = set(unit, "EnvironmentFile", paths.envFile);
  if (name === "guam-translation.service") unit = set(unit, "ExecStart", `${process.execPath} build/app-server/index.js`);
  else unit = unit.replace(/^(ExecStart=)\/usr\/bin\/node /m, `$1${process.execPath} `);
  unit = set(unit, "ReadWritePaths", paths.dataDir);
  return `# Installed by npm run server:install from deploy/${name}.\n${unit}`;
}

export const unit: Step = {
  title: "systemd unit",
  done: (ctx) => (fileIs(ctx.paths.unit, renderUnit(ctx), 0o644) ? `${ctx.paths.unit}` : null),
  plan: (ctx) => `${ctx.paths.unit}, checked with systemd-analyze verify${ctx.systemd ? ", enabled" : ""}`,
  apply: (ctx) => {
    writeFile(ctx.paths.unit, renderUnit(ctx), 0o644);
    run("systemd-analyze", ["verify", ctx.paths.unit]);
    ctx.changed.add("unit");
    if (ctx.systemd) {
      run("systemctl", ["daemon-reload"]);
      run("systemctl", ["enable", "--quiet", "guam-translation.service"]);
      return "verified and enabled";
    }
    return "verified (systemd is not PID 1 here: not enabled)";
  },
};

/** [Service] settings of the installed unit, as systemd would read them. */
function serviceOf(file: string) {
  const text = readOr(file);
  const values = (key: string) => [...text.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((m) => m[1]!.trim());
  const env: Record<string, string> = {};
  for (const line of values("Environment")) {
    const eq = line.indexOf("=");
    env[line.slice(0, eq)] = line.slice(eq + 1);
  }
  for (const file of values("EnvironmentFile")) Object.assign(env, parseEnvFile(readOr(file.replace(/^-/, ""))));
  return {
    user: values("User")[0]!,
    group: values("Group")[0]!,
    cwd: values("WorkingDirectory")[0]!,
    command: values("ExecStart")[0]!.split(/\s+/),
    umask: values("UMask")[0] ?? "0022",
    env,
  };
}

/**
 * The unit's command as its user, in its directory (or `cwd`), with its environment (no systemd
 * needed): arguments for /bin/sh.
 */
export function asUnit(ctx: Pick<Context, "paths">, command: string[], cwd?: string) {
  const s = serviceOf(ctx.paths.unit);
  const args = [
    "-c",
    `umask ${s.umask}; exec "$@"`,
    "sh",
    "setpriv",
    `--reuid=${s.user}`,
    `--regid=${s.group}`,
    "--init-groups",
    "--",
    ...command,
  ];
  return { args, cwd: cwd ?? s.cwd, env: { PATH: "/usr/local/bin:/usr/bin:/bin", ...s.env } };
}

const ADMINS = /^\S+\s+Administrator\s/m;

export const administrator: Step = {
  title: "first administrator",
  done: (ctx) => {
    const env = parseEnvFile(readOr(ctx.paths.envFile));
    // Without a database yet there is nobody; asking the CLI would create it (not in --dry-run).
    if (!existsSync(ctx.paths.unit) || (!env.DATABASE_URL && !existsSync(path.join(ctx.paths.dataDir, "site.db")))) return null;
    const { args, cwd, env: runEnv } = asUnit(ctx, [process.execPath, "scripts/admin.mjs", "list"]);
    return ADMINS.test(capture("/bin/sh", args, { cwd, env: runEnv })) ? "one exists already" : null;
  },
  plan: ({ o }) => `npm run admin -- create ${adminName(o.email)} ${o.email}, as the site's user; its password shown once, here`,
  apply: (ctx) => {
    const { args, cwd, env } = asUnit(ctx, [process.execPath, "scripts/admin.mjs", "create", adminName(ctx.o.email), ctx.o.email]);
    // Standard input is no terminal, so the CLI generates the password and prints it once: to
    // this terminal only, never into a log or a file.
    const out = run("/bin/sh", args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    const password = /Password \(shown once\): (\S+)/.exec(out)?.[1];
    if (!password) throw new StepError(`npm run admin did not say the password:\n${out}`);
    return `"${adminName(ctx.o.email)}" <${ctx.o.email}>, password (shown once, not kept anywhere): ${password}`;
  },
};

function adminName(email: string): string {
  return (
    email
      .split("@")[0]!
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, "")
      .slice(0, 32) || "admin"
  );
}

/**
 * Whether GET /healthz answers 200 within the time; false at once when `alive` says the server
 * exited (there is then nothing to wait for).
 */
export async function healthy(port: number, timeoutMs: number, alive: () => boolean = () => true): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  do {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) })).ok) return true;
    } catch {
      // Not listening yet.
    }
    if (!alive()) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  } while (Date.now() < deadline);
  return false;
}

/** What starting and stopping the server needs: where its unit and pid are, and who runs it. */
export type Service = Pick<Context, "paths" | "systemd">;

/** Stops the server (systemctl stop, or SIGTERM to what the installer started) and waits for its end. */
export async function stopServer(ctx: Service): Promise<void> {
  if (ctx.systemd) {
    run("systemctl", ["stop", "guam-translation.service"]);
    return;
  }
  const old = pidFrom(ctx.paths.serverPid);
  if (old) process.kill(old, "SIGTERM");
  for (const deadline = Date.now() + 25_000; old && pidFrom(ctx.paths.serverPid) && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (old && pidFrom(ctx.paths.serverPid)) process.kill(old, "SIGKILL");
}

/**
 * (Re)starts the server: systemctl restart, or where systemd is not PID 1 the unit's command run
 * as the unit would (its pid in paths.serverPid, its output in paths.serverLog). Returns a check
 * that says whether it still runs.
 */
export async function startServer(ctx: Service): Promise<() => boolean> {
  if (ctx.systemd) {
    run("systemctl", ["restart", "guam-translation.service"]);
    return () => capture("systemctl", ["is-failed", "guam-translation.service"]).trim() !== "failed";
  }
  await stopServer(ctx);
  const s = serviceOf(ctx.paths.unit);
  const { args, cwd, env } = asUnit(ctx, s.command);
  mkdirSync(path.dirname(ctx.paths.serverLog), { recursive: true, mode: 0o750 });
  const log = openSync(ctx.paths.serverLog, "a", 0o640);
  const child = spawn("/bin/sh", args, { cwd, env, detached: true, stdio: ["ignore", log, log] });
  closeSync(log);
  let exited = false;
  child.once("exit", () => (exited = true));
  child.unref();
  writeFile(ctx.paths.serverPid, `${child.pid}\n`, 0o644);
  return () => !exited;
}

/** Where the server's own words are, for a message that says where to look. */
export const serverLogOf = (ctx: Service) => (ctx.systemd ? "journalctl -u guam-translation" : ctx.paths.serverLog);

export const server: Step = {
  title: "server",
  done: async (ctx) => {
    if (ctx.changed.has("unit")) return null;
    if (ctx.systemd)
      return capture("systemctl", ["is-active", "guam-translation.service"]).trim() === "active" ? "running (systemd)" : null;
    const pid = pidFrom(ctx.paths.serverPid);
    return pid && (await healthy(ctx.o.port, 1000)) ? `running as the unit would (pid ${pid})` : null;
  },
  plan: (ctx) =>
    ctx.systemd
      ? "systemctl restart guam-translation, then GET /healthz"
      : `systemd is not PID 1: run the unit's command as ${ctx.o.user} with its environment file and directory, then GET /healthz`,
  apply: async (ctx) => {
    const alive = await startServer(ctx);
    if (!(await healthy(ctx.o.port, 30_000, alive)))
      throw new StepError(`The server did not answer on 127.0.0.1:${ctx.o.port}/healthz within 30 s: ${serverLogOf(ctx)} says why.`);
    ctx.changed.add("server");
    return ctx.systemd
      ? "started by systemd; /healthz answers"
      : `started as the unit would (log: ${ctx.paths.serverLog}); /healthz answers`;
  },
};
