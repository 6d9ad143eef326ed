/**
 * The end-to-end tests' `test` and `expect`: every spec imports them from here, not from
 * @playwright/test.
 *
 * Each worker starts its own production server (`node $BUILD_DIR/app-server/index.js`) on a free
 * port with its own temporary DATA_DIR, so workers run in parallel without sharing a database,
 * an outbox or login throttles. Tests on one worker run one after another; they create the data
 * they need through the API, with unique slugs, and leave the seeded site as they found it.
 *
 * A test that needs the whole site in a particular state (no pages at all, the administrator's
 * password changed, the home page's texts rewritten) says `test.use({ isolatedSite: true })` and
 * gets a fresh server of its own for that one test, torn down right after it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setInterval } from "node:timers/promises";
import { test as base, expect } from "@playwright/test";
import { freePort } from "../../scripts/lib/production-server.mjs";
import { trackRequests } from "./network-idle";

export { expect };

/** The first administrator every server seeds from ADMIN_* (the same on every server). */
export const E2E_ADMIN: { readonly username: string; readonly email: string; readonly password: string } = {
  username: "e2e-admin",
  email: "owner@example.com",
  password: "e2e-password-1",
};

export interface Site {
  /** http://localhost:PORT, the server's PUBLIC_URL and the tests' baseURL. */
  origin: string;
  /** The server's DATA_DIR (its SQLite database and mail outbox). */
  dataDir: string;
  admin: typeof E2E_ADMIN;
}

const SERVER_ENTRY = path.join(process.env.BUILD_DIR ?? "build", "app-server", "index.js");
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

class PortTaken extends Error {}

interface RunningSite {
  site: Site;
  stop(): Promise<void>;
}

/**
 * Starts one server in a fresh directory and waits until /healthz answers 200. The directory
 * lives under the run's temporary root (see global-setup.ts) when there is one, so that even a
 * worker that dies without its teardown leaves nothing behind once the run ends.
 */
export async function startSite(label: string, env: Record<string, string> = {}): Promise<RunningSite> {
  // Another process may take the port between our probe and the server's listen: try a new one.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(label, await freePort(), env);
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === 3) throw err;
    }
  }
}

async function startOnce(label: string, port: number, extraEnv: Record<string, string>): Promise<RunningSite> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `No production build at ${SERVER_ENTRY}: build it first (BUILD_DIR=${process.env.BUILD_DIR ?? "build"} npm run build).`,
    );
  }
  const root = await mkdtemp(path.join(process.env.GTS_E2E_ROOT ?? tmpdir(), `gts-e2e-${label}-`));
  const dataDir = path.join(root, "data");
  await mkdir(dataDir);
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      // Only the loopback interface; localhost in PUBLIC_URL and baseURL reaches it.
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The same origin the browser uses, so the server's same-origin check, canonical links and
      // e-mailed links all agree with the tests' URLs.
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Nothing from the developer's shell may point the servers elsewhere: a shared PostgreSQL
      // database, real mail instead of the outbox the tests read, other contact details than
      // the ones the tests expect. (Empty means unset to the server's configuration.)
      DATABASE_URL: "",
      SMTP_URL: "",
      TRUST_PROXY: "",
      SITE_PHONE: "",
      SITE_EMAIL: "",
      SITE_ADDRESS: "",
      // What a test asks for on purpose (two instances sharing one PostgreSQL database).
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid !== undefined) await writeFile(path.join(root, "server.pid"), String(child.pid));

  // The server's output, kept (the last 16 KB) for the error message if it fails to start.
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-16_384);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", (chunk: Buffer) => {
    keep(chunk);
    // What the server writes to stderr (a crash) belongs in the test output, as with webServer.
    // Its log (stdout, warnings and up) is kept only for a failed start.
    process.stderr.write(`[server ${port}] ${chunk.toString("utf8")}`);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()).once("error", () => resolve()));
  let stopping = false;
  child.once("exit", (code, signal) => {
    // Otherwise the tests would only see "connection refused".
    if (!stopping)
      process.stderr.write(`[server ${port}] exited on its own or was stopped from outside the tests (${signal ?? `status ${code}`})\n`);
  });

  const stop = async () => {
    stopping = true;
    await stopServer(child, exited);
    await rm(root, { recursive: true, force: true });
  };

  try {
    await waitForHealth(port, child, () => output);
  } catch (err) {
    await stop();
    if (!(err instanceof PortTaken) && /EADDRINUSE|already in use/.test(output)) throw new PortTaken(`port ${port} was taken`);
    throw err;
  }
  return { site: { origin, dataDir, admin: E2E_ADMIN }, stop };
}

/**
 * Who listens on 127.0.0.1:port, from Linux's /proc: this process, another one, nobody yet, or
 * "unknown" where /proc cannot tell.
 */
function portOwner(port: number, pid: number): "ours" | "other" | "none" | "unknown" {
  let table: string;
  try {
    table = readFileSync("/proc/net/tcp", "utf8");
  } catch {
    return "unknown";
  }
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const listening = new Set<string>();
  for (const line of table.split("\n").slice(1)) {
    // sl local_address rem_address st ... inode; state 0A is LISTEN.
    const columns = line.trim().split(/\s+/);
    if (columns[1]?.endsWith(hexPort) && columns[3] === "0A" && columns[9]) listening.add(`socket:[${columns[9]}]`);
  }
  if (listening.size === 0) return "none";
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    // The process is gone: whoever listens, it is not this one.
    return "other";
  }
  for (const fd of fds) {
    try {
      if (listening.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return "ours";
    } catch {
      // Closed meanwhile.
    }
  }
  return "other";
}

/**
 * Polls GET /healthz until it answers 200; fails early, with the server's output, if it exits.
 * Where /proc tells, the port must be the child's: another process's 200 must not pass for
 * ours, and a port taken between our probe and the server's listen is tried again with another
 * (PortTaken) at once, whatever the server then does (older builds logged "listening" and
 * exited with status 0).
 */
async function waitForHealth(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  // A poll interval, not a pause: each round checks the condition again.
  for await (const _ of setInterval(100)) {
    if (Date.now() > deadline) {
      throw new Error(`The e2e server did not answer /healthz with 200 within ${START_TIMEOUT_MS / 1000} s.\nIts output:\n${output()}`);
    }
    const owner = portOwner(port, child.pid!);
    if (owner === "other") throw new PortTaken(`port ${port} is another process's`);
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The e2e server exited (${child.exitCode ?? child.signalCode}, not from the tests) before /healthz answered.\nIts output:\n${output()}`,
      );
    }
    if (owner === "none") continue;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not answering yet.
    }
  }
}

/** SIGTERM, then wait for the exit (the server drains its requests); SIGKILL if it hangs. */
async function stopServer(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const deadline = AbortSignal.timeout(STOP_TIMEOUT_MS);
  const hung = new Promise<"hung">((resolve) => deadline.addEventListener("abort", () => resolve("hung"), { once: true }));
  if ((await Promise.race([exited, hung])) === "hung") {
    child.kill("SIGKILL");
    await exited;
  }
}

interface Options {
  /** Give each test its own fresh server instead of the worker's (for tests that change the whole site). */
  isolatedSite: boolean;
}

export const test = base.extend<Options & { site: Site }, { workerSite: Site }>({
  workerSite: [
    // Playwright reads the fixtures a fixture needs from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const running = await startSite(`w${workerInfo.workerIndex}`);
      try {
        await provide(running.site);
      } finally {
        await running.stop();
      }
    },
    { scope: "worker", timeout: START_TIMEOUT_MS + STOP_TIMEOUT_MS + 5_000 },
  ],

  isolatedSite: [false, { option: true }],

  site: [
    async ({ isolatedSite, workerSite }, provide, testInfo) => {
      if (!isolatedSite) {
        await provide(workerSite);
        return;
      }
      const running = await startSite(`t${testInfo.workerIndex}`);
      try {
        await provide(running.site);
      } finally {
        await running.stop();
      }
    },
    { timeout: START_TIMEOUT_MS + STOP_TIMEOUT_MS + 5_000 },
  ],

  baseURL: async ({ site }, provide) => {
    await provide(site.origin);
  },

  // Its requests are counted from the start, for networkIdle (network-idle.ts).
  page: async ({ page }, provide) => {
    trackRequests(page);
    await provide(page);
  },
});

/** A suffix that makes a slug or title unique to this test run (lower-case letters and digits). */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
