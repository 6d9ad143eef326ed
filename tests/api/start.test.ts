import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceHash, STAMP_FILE } from "../../scripts/lib/build-stamp.mjs";
import { freePort } from "../../scripts/lib/production-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");

describe("npm start", () => {
  const work = mkdtempSync(path.join(tmpdir(), "gts-start-"));
  // Inside the project (and git-ignored), so the bundled server finds node_modules.
  const buildDir = path.join(root, `build-start-test-${randomBytes(4).toString("hex")}`);
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("rebuilds when the sources changed since the build was made, then serves the new build", async () => {
    // A copy of the current build whose stamp says it was made from other sources: what a
    // checkout looks like after editing a file or pulling commits without building.
    cpSync(path.join(root, process.env.BUILD_DIR ?? "build"), buildDir, { recursive: true });
    writeFileSync(path.join(buildDir, STAMP_FILE), "made-from-older-sources\n");
    const serverBefore = statSync(path.join(buildDir, "app-server/index.js")).mtimeMs;

    const port = await freePort();
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env: {
        ...process.env,
        BUILD_DIR: buildDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(work, "data"),
        LOG_LEVEL: "info",
        LOG_FORMAT: "json",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    let exited = false;
    child.once("exit", () => (exited = true));
    try {
      await expect
        .poll(() => (exited ? `exited early:\n${output}` : output), { timeout: 170_000, interval: 250 })
        .toMatch(/listening on http:\/\/127\.0\.0\.1:/);
      expect(output).toContain("The sources changed since the build");
      // The build is quiet: no future-flag warnings, no notes about third-party comments.
      expect(output).not.toMatch(/Future Flag Warning|contains an annotation|\(!\)/);
      expect(readFileSync(path.join(buildDir, STAMP_FILE), "utf8").trim()).toBe(sourceHash(root));
      expect(statSync(path.join(buildDir, "app-server/index.js")).mtimeMs).toBeGreaterThan(serverBefore);
      const res = await fetch(`http://127.0.0.1:${port}/languages`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Chamorro");
    } finally {
      if (!exited) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
    }
  }, 180_000);
});

/** The processes whose environment names this DATA_DIR: what `npm start` started, at any depth. */
function processesWith(dataDir: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes(`DATA_DIR=${dataDir}`)) found.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `npm start` as an operator types it, in a process group of its own (a terminal's foreground
 * group receives Ctrl-C's SIGINT as a whole), on a fresh DATA_DIR.
 */
async function npmStart(work: string, env: Record<string, string>, waitFor: RegExp): Promise<Started> {
  const port = await freePort();
  const dataDir = path.join(work, `data-${randomBytes(3).toString("hex")}`);
  const child = spawn("npm", ["start"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info", LOG_FORMAT: "json", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));
  await expect.poll(() => (done ? `exited early:\n${output}` : output), { timeout: 170_000, interval: 100 }).toMatch(waitFor);
  return { child, port, dataDir, output: () => output, exited };
}

/** Whatever is left of a run, ended by its id (a failed test must not leave a server behind). */
function cleanUp(run: Started | undefined) {
  if (!run) return;
  for (const pid of processesWith(run.dataDir)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone.
    }
  }
}

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe("npm start, stopped as a terminal, systemd or a supervisor stops it", () => {
  const work = mkdtempSync(path.join(tmpdir(), "gts-npm-start-"));
  const runs: Started[] = [];
  afterAll(() => {
    runs.forEach(cleanUp);
    rmSync(work, { recursive: true, force: true });
  });
  const publicUrl = "https://translations.example.test";
  const listening = /"msg":"listening on [^"]*"/;

  it("logs the address it really listens on, and the public address", async () => {
    const run = await npmStart(work, { HOST: "127.0.0.1", PUBLIC_URL: publicUrl }, listening);
    runs.push(run);
    const line = run
      .output()
      .split("\n")
      .find((l) => l.includes('"listening on'))!;
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry.msg).toBe(`listening on http://127.0.0.1:${run.port}, public address ${publicUrl}`);
    expect(entry).toMatchObject({ address: "127.0.0.1", port: run.port, publicUrl });
    // Without ADMIN_EMAIL the first administrator's address is made up: the log says what that means and what to do.
    const warning = run
      .output()
      .split("\n")
      .find((l) => l.includes("no real e-mail address"));
    expect(warning, run.output()).toBeTruthy();
    expect(JSON.parse(warning!)).toMatchObject({
      level: 40,
      username: "admin",
      msg:
        'the account "admin" has no real e-mail address (admin@localhost: ADMIN_EMAIL was not set when it was created), so no password reset e-mail can reach it until one is set: ' +
        "sign in and set it on the Account screen (E-mail address), or run npm run admin -- set-email admin you@example.com",
    });
    run.child.kill("SIGTERM");
    await run.exited;
  }, 120_000);

  it("keeps the data directory, the database and the outbox to its own user (700, 600)", async () => {
    const run = await npmStart(
      work,
      {
        HOST: "127.0.0.1",
        PUBLIC_URL: publicUrl,
        ADMIN_USERNAME: "owner",
        ADMIN_EMAIL: "owner@example.com",
        ADMIN_PASSWORD: "first-password-1",
        // No nginx here: with an https PUBLIC_URL the server would read port 443's certificate,
        // find nothing and e-mail the administrator an alert at start, beside the reset mail counted below.
        CERTIFICATE_CHECK: "off",
      },
      listening,
    );
    runs.push(run);
    expect(run.output()).not.toContain("no real e-mail address");
    // A reset link mailed to the outbox (no SMTP_URL).
    const reset = await fetch(`http://127.0.0.1:${run.port}/api/cms/reset-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: publicUrl },
      body: JSON.stringify({ username: "owner", email: "owner@example.com", newPassword: "second-password-2" }),
    });
    expect(reset.status).toBe(200);
    const outbox = path.join(run.dataDir, "outbox");
    await expect
      .poll(() => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".eml")).length : 0), { timeout: 10_000 })
      .toBe(1);
    const db = path.join(run.dataDir, "site.db");
    expect({
      dataDir: mode(run.dataDir),
      db: mode(db),
      wal: mode(`${db}-wal`),
      shm: mode(`${db}-shm`),
      outbox: mode(outbox),
      message: mode(path.join(outbox, readdirSync(outbox)[0]!)),
    }).toEqual({ dataDir: "700", db: "600", wal: "600", shm: "600", outbox: "700", message: "600" });
    run.child.kill("SIGTERM");
    await run.exited;
  }, 120_000);

  it("stops, and leaves nothing running, on SIGTERM to npm's own process", async () => {
    const run = await npmStart(work, { HOST: "127.0.0.1" }, listening);
    runs.push(run);
    expect(await portOpen(run.port)).toBe(true);
    run.child.kill("SIGTERM");
    const { code } = await run.exited;
    expect(code).toBe(0);
    await expect.poll(() => processesWith(run.dataDir), { timeout: 10_000 }).toEqual([]);
    expect(await portOpen(run.port)).toBe(false);
    // Gracefully: requests finished, the database closed.
    expect(run.output()).toContain('"msg":"stopped"');
  }, 120_000);

  it("stops gracefully on Ctrl-C (SIGINT to the terminal's whole process group)", async () => {
    const run = await npmStart(work, { HOST: "127.0.0.1" }, listening);
    runs.push(run);
    process.kill(-run.child.pid!, "SIGINT");
    await run.exited;
    await expect.poll(() => processesWith(run.dataDir), { timeout: 10_000 }).toEqual([]);
    expect(await portOpen(run.port)).toBe(false);
    // npm passes the signal on as well: one Ctrl-C is one request to stop, not two.
    expect(run.output()).not.toContain("second signal");
    expect(run.output()).toContain('"msg":"stopped"');
  }, 120_000);

  it("stops the build too when stopped while building", async () => {
    const buildDir = path.join(root, `build-start-test-${randomBytes(4).toString("hex")}`);
    try {
      cpSync(path.join(root, process.env.BUILD_DIR ?? "build"), buildDir, { recursive: true });
      writeFileSync(path.join(buildDir, STAMP_FILE), "made-from-older-sources\n");
      const run = await npmStart(work, { HOST: "127.0.0.1", BUILD_DIR: buildDir }, /building again/);
      runs.push(run);
      // Well into the build: the bundler is running.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(processesWith(run.dataDir).length).toBeGreaterThan(1);
      run.child.kill("SIGTERM");
      await run.exited;
      await expect.poll(() => processesWith(run.dataDir), { timeout: 10_000 }).toEqual([]);
      expect(await portOpen(run.port)).toBe(false);
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  }, 180_000);
});
