import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type TestServer, engines, startServer } from "./harness";

describe.each(engines)("sign-in throttling (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("blocks a username from an address after 5 failures, whatever the spelling of the path", async () => {
    const api = server.client();
    const paths = ["/api/cms/login", "/API/CMS/LOGIN", "/api/cms/login/", "/Api/Cms/Login", "/api/cms/login"];
    for (const p of paths) {
      const res = await api.post(p, { username: ADMIN.username, password: "wrong-guess" });
      expect(res.status).toBe(401);
    }
    const blocked = await api.post("/api/cms/login/", { username: ADMIN.username, password: ADMIN.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/too many/i);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits: the block does not reveal whether a guess was right.
    expect(blocked.headers.getSetCookie()).toEqual([]);
  });

  it("does not let a forged X-Forwarded-For walk around the block (no trusted proxy)", async () => {
    const res = await server
      .client()
      .post("/api/cms/login", { username: ADMIN.username, password: ADMIN.password }, { "X-Forwarded-For": "203.0.113.9" });
    expect(res.status).toBe(429);
  });

  it("lets the block expire after its window", async () => {
    await server.query("UPDATE login_attempts SET created_at = $1", [new Date(Date.now() - 16 * 60 * 1000).toISOString()]);
    const res = await server.client().post("/api/cms/login", { username: ADMIN.username, password: ADMIN.password });
    expect(res.status).toBe(200);
  });

  it("blocks an address trying many usernames after 20 failures", async () => {
    const api = server.client();
    for (let i = 0; i < 20; i++) {
      const res = await api.post("/api/cms/login", { username: `guess-${i}`, password: "nope" });
      expect(res.status).toBe(401);
    }
    const blocked = await api.post("/api/cms/login", { username: "guess-new", password: "nope" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
