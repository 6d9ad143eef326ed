import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { type TestServer, startServer } from "./harness";

/**
 * When the database goes away under a running server: /healthz says so with 503, the public
 * site keeps serving its pages with the built-in texts, the API answers 500 without internals,
 * and the process stays up. PostgreSQL only: there the database can really disappear.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("with the database gone (postgres)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("postgres");
    const dbName = new URL(server.databaseEnv.DATABASE_URL!).pathname.slice(1);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
    await admin.end();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("answers 503 on /healthz", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false });
  });

  it("still serves the home page, with the default texts and no error", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Rooted in Guam");
    expect(html).toContain("Our Main Focus");
    // Shown, but not kept: the content counter will not move when the database comes back.
    expect(res.headers.get("cache-control")).toBe("no-store");
    const again = await fetch(`${server.url}/`);
    expect(again.headers.get("x-page-cache")).toBe("miss");
    // Static pages do not need the database at all.
    expect((await fetch(`${server.url}/services`)).status).toBe(200);
  });

  it("answers API calls with a plain 500 and no internals", async () => {
    const res = await server.client().post("/api/cms/login", { username: "owner", password: "first-password-1" });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Something went wrong on our side. Please try again.", code: "server_error" });
    expect(res.text).not.toMatch(/database|postgres|pg_|at \w+ \(|stack/i);
  });
});
