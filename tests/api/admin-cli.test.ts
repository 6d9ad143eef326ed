import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type TestServer, engines, startServer } from "./harness";

describe.each(engines)("admin command line and shutdown (%s)", (engine) => {
  let server: TestServer;
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ["scripts/admin.mjs", ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...server.databaseEnv },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 30_000,
    });
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("creates an administrator who can sign in", async () => {
    const result = cli("create", "editor", "editor@example.com", "--password", "editor-pass-1");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Created administrator "editor"');
    await server.client().login("editor", "editor-pass-1");

    const again = cli("create", "editor", "editor@example.com", "--password", "editor-pass-1");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");
  });

  it("sets a password (generated when none is given) and ends that administrator's sessions", async () => {
    const api = server.client();
    await api.login();
    const result = cli("set-password", ADMIN.username);
    expect(result.status).toBe(0);
    const generated = /Password \(shown once\): (\S+)/.exec(result.stdout)?.[1];
    expect(generated).toBeTruthy();
    expect((await api.get("/api/cms/session")).status).toBe(401);
    await server.client().login(ADMIN.username, generated);
  });

  it("refuses bad input with the usage and a non-zero exit", () => {
    expect(cli("set-password", "nobody", "--password", "whatever1").stderr).toContain('No administrator named "nobody"');
    const short = cli("set-password", ADMIN.username, "--password", "123");
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("Password must be at least 6 characters long");
    const unknown = cli("frobnicate");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Usage:");
    expect(cli("create", "x", "not-an-email", "--password", "abcdefg").status).toBe(2);
  });

  it("stops gracefully on SIGTERM: finishes, closes the database, exits 0", async () => {
    await server.stop();
    expect(server.output()).toMatch(/"signal":"SIGTERM".*shutting down/);
    expect(server.output()).toContain('"msg":"stopped"');
    await server.restart();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
