// The production build, for scripts: build it when missing or older than the sources, or run it on
// a free port with a fresh data directory (npm start, npm run lighthouse, npm run screenshots).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIsFresh } from "./build-stamp.mjs";

export const buildDir = process.env.BUILD_DIR ?? "build";
export const serverEntry = `${buildDir}/app-server/index.js`;

/** Why the build must be made again (missing, or made from other sources), or null when it is fresh. */
export function buildNeeded() {
  if (buildIsFresh(buildDir)) return null;
  return existsSync(serverEntry)
    ? `The sources changed since the build in ${buildDir}/ was made: building again (npm run build)...`
    : `No production build in ${buildDir}/: building first (npm run build)...`;
}

/**
 * Runs `npm run build` when the build is missing or was made from other sources than those in the
 * working tree (a change, a `git pull`); throws when the build fails.
 */
export function ensureBuild() {
  const reason = buildNeeded();
  if (!reason) return;
  console.log(reason);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/**
 * Starts the production server on a free port with a temporary DATA_DIR and waits for /healthz.
 * Returns its origin, its data directory, its process id, `exited` (resolves with the exit code
 * and signal when it ends) and a stop() that ends it and removes the directory.
 */
export async function startProductionServer({ label, env = {}, build = true }) {
  if (build) ensureBuild();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `gts-${label}-`));
  const server = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve).once("error", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${origin}/healthz`, server);
  } catch (err) {
    await stop();
    throw err;
  }
  const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));
  return { origin, dataDir, pid: server.pid, exited, stop };
}

/** A TCP port free on 127.0.0.1 now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}
