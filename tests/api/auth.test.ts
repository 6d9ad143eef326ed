import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type TestServer, engines, startServer } from "./harness";

describe.each(engines)("sign-in and sessions (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("signs in with the first administrator and sets a hardened session cookie", async () => {
    const api = server.client();
    const res = await api.post("/api/cms/login", { username: ADMIN.username, password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, admin: { username: ADMIN.username } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("cms_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // Served over plain HTTP here: no Secure flag (browsers would drop the cookie).
    expect(cookie).not.toMatch(/Secure/i);
    expect(res.headers.get("cache-control")).toBe("no-store");

    const session = await api.get("/api/cms/session");
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ authenticated: true, admin: { username: ADMIN.username } });
  });

  it("stores only a hash of the session token", async () => {
    const api = server.client();
    await api.login();
    const token = api.cookies.get("cms_session")!;
    const rows = await server.query<{ id: string }>("SELECT id FROM sessions");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
  });

  it("issues a new token at every sign-in", async () => {
    const api = server.client();
    await api.login();
    const first = api.cookies.get("cms_session");
    await api.login();
    expect(api.cookies.get("cms_session")).not.toBe(first);
  });

  it("answers 401 to the session check without a valid cookie", async () => {
    const anonymous = server.client();
    const res = await anonymous.get("/api/cms/session");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ authenticated: false, message: "Not signed in", code: "unauthorized" });
    anonymous.cookies.set("cms_session", "forged-token-value");
    expect((await anonymous.get("/api/cms/session")).status).toBe(401);
  });

  it("says Invalid credentials for a wrong password and for an unknown user alike", async () => {
    const api = server.client();
    const wrong = await api.post("/api/cms/login", { username: ADMIN.username, password: "not-it" });
    const unknown = await api.post("/api/cms/login", { username: "nobody-here", password: "whatever" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid credentials", code: "unauthorized" });
    expect(unknown.body).toEqual({ message: "Invalid credentials", code: "unauthorized" });
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a sign-in without username or password with 400 naming the field", async () => {
    const api = server.client();
    const noUser = await api.post("/api/cms/login", { password: "x" });
    expect(noUser.status).toBe(400);
    expect(noUser.body.message).toMatch(/username/i);
    const noPassword = await api.post("/api/cms/login", { username: "x", password: "" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toMatch(/password/i);
    const tooLong = await api.post("/api/cms/login", { username: "x", password: "p".repeat(10_000) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/password/i);
  });

  it("ends the session at logout and clears the cookie", async () => {
    const api = server.client();
    await api.login();
    const token = api.cookies.get("cms_session")!;
    const out = await api.post("/api/cms/logout");
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(out.headers.getSetCookie().some((c) => c.startsWith("cms_session=;"))).toBe(true);
    // Replaying the old cookie does not work: the session is gone on the server.
    const replay = server.client();
    replay.cookies.set("cms_session", token);
    expect((await replay.get("/api/cms/session")).status).toBe(401);
    expect((await replay.get("/api/cms/pages")).status).toBe(401);
  });

  it("accepts logout without a session", async () => {
    const res = await server.client().post("/api/cms/logout");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
  });

  it("keeps sessions across a restart (they live in the database)", async () => {
    const api = server.client();
    await api.login();
    await server.stop();
    await server.restart();
    expect((await api.get("/api/cms/session")).status).toBe(200);
  });

  it("ends an idle session after two hours", async () => {
    const api = server.client();
    await api.login();
    const old = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    await server.query("UPDATE sessions SET last_seen_at = $1", [old]);
    expect((await api.get("/api/cms/session")).status).toBe(401);
  });

  it("refuses a sign-in posted from another site", async () => {
    const api = server.client();
    const res = await api.post(
      "/api/cms/login",
      { username: ADMIN.username, password: ADMIN.password },
      { Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/cross-site/i);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
