import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type TestServer, engines, startServer } from "./harness";

const ACCEPTED = "If these details match an administrator, we have e-mailed a link to confirm the new password.";
const INVALID = "This reset link is invalid or has expired.";

async function waitForMail(server: TestServer, count: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = server.outbox();
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${count} e-mails in the outbox`);
}

function tokenFrom(mail: string, server: TestServer): string {
  const match = new RegExp(`${server.url.replace(/[.:/]/g, "\\$&")}/cms/reset-password/confirm\\?token=([A-Za-z0-9_-]+)`).exec(mail);
  if (!match) throw new Error(`no reset link in:\n${mail}`);
  return match[1]!;
}

describe.each(engines)("password reset (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("answers the same for unknown details and sends nothing", async () => {
    const api = server.client();
    for (const body of [
      { username: "nobody", email: ADMIN.email, newPassword: "another-pass" },
      { username: ADMIN.username, email: "wrong@example.com", newPassword: "another-pass" },
    ]) {
      const res = await api.post("/api/cms/reset-password", body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: ACCEPTED });
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(server.outbox()).toEqual([]);
  });

  it("validates each field with 400 { success: false, error, message }", async () => {
    const api = server.client();
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ email: ADMIN.email, newPassword: "long-enough" }, /username/i],
      [{ username: "a", newPassword: "long-enough" }, /email/i],
      [{ username: "a", email: "not-an-email", newPassword: "long-enough" }, /e-mail address/i],
      [{ username: "a", email: ADMIN.email, newPassword: "12345" }, "Password must be at least 6 characters long"],
      [{ username: "a", email: ADMIN.email, newPassword: "sunshine" }, /10,000 most common passwords/],
      [{ username: "a", email: ADMIN.email }, /password/i],
    ];
    for (const [body, expected] of cases) {
      const res = await api.post("/api/cms/reset-password", body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toBe(res.body.message);
      if (typeof expected === "string") expect(res.body.message).toBe(expected);
      else expect(res.body.message).toMatch(expected);
    }
  });

  it("changes the password only when the e-mailed link is confirmed, once, ending every session", async () => {
    const signedIn = server.client();
    await signedIn.login();

    const req = await server.client().post("/api/cms/reset-password", {
      username: ADMIN.username,
      email: ADMIN.email.toUpperCase(),
      newPassword: "brand-new-pass",
    });
    expect(req.body).toEqual({ success: true, message: ACCEPTED });
    const mail = await waitForMail(server, 1);
    expect(mail).toMatch(/^To: owner@example\.com/m);
    const token = tokenFrom(mail, server);
    // The new password is stored hashed, even while pending; the token only as a hash.
    const pending = await server.query<{ token_hash: string; password_hash: string }>(
      "SELECT token_hash, password_hash FROM password_resets",
    );
    expect(pending).toHaveLength(1);
    expect(pending[0]!.token_hash).not.toBe(token);
    expect(pending[0]!.password_hash).toMatch(/^scrypt\$/);

    // Until the link is opened, the old password still works and the new one does not.
    expect((await server.client().post("/api/cms/login", { username: ADMIN.username, password: "brand-new-pass" })).status).toBe(401);
    await server.client().login();
    expect((await signedIn.get("/api/cms/session")).status).toBe(200);

    const confirm = await server.client().post("/api/cms/reset-password/confirm", { token });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ success: true, message: "Your password has been changed. Please sign in with your new password." });

    expect((await signedIn.get("/api/cms/session")).status).toBe(401);
    expect((await server.client().post("/api/cms/login", { username: ADMIN.username, password: ADMIN.password })).status).toBe(401);
    await server.client().login(ADMIN.username, "brand-new-pass");

    const again = await server.client().post("/api/cms/reset-password/confirm", { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, error: INVALID, message: INVALID, code: "invalid_input" });
  });

  it("refuses an expired link and a made-up token", async () => {
    await server.client().post("/api/cms/reset-password", { username: ADMIN.username, email: ADMIN.email, newPassword: "expired-pass" });
    const token = tokenFrom(await waitForMail(server, 2), server);
    await server.query("UPDATE password_resets SET expires_at = $1 WHERE used_at IS NULL", [new Date(Date.now() - 1000).toISOString()]);
    const res = await server.client().post("/api/cms/reset-password/confirm", { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID);
    await server.client().login(ADMIN.username, "brand-new-pass");
    for (const body of [{ token: "made-up" }, {}, { token: 42 }]) {
      const bad = await server.client().post("/api/cms/reset-password/confirm", body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(INVALID);
    }
  });

  it("changes nothing on GET: only the confirmation POST applies a link", async () => {
    await server.query("DELETE FROM login_attempts");
    await server.client().post("/api/cms/reset-password", { username: ADMIN.username, email: ADMIN.email, newPassword: "third-pass-1" });
    const token = tokenFrom(await waitForMail(server, 3), server);
    const api = await fetch(`${server.url}/api/cms/reset-password/confirm?token=${token}`);
    expect(api.status).not.toBe(200);
    await fetch(`${server.url}/cms/reset-password/confirm?token=${token}`);
    await server.client().login(ADMIN.username, "brand-new-pass");
    const res = await server.client().post("/api/cms/reset-password/confirm", { token });
    expect(res.status).toBe(200);
    await server.client().login(ADMIN.username, "third-pass-1");
  });

  it("throttles reset requests per username and address with 429 and Retry-After", async () => {
    const api = server.client();
    let last;
    for (let i = 0; i < 4; i++) {
      last = await api.post("/API/CMS/RESET-PASSWORD/", { username: "throttled", email: "t@example.com", newPassword: "whatever1" });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last!.body.success).toBe(false);
    expect(last!.body.error).toMatch(/too many/i);
  });
});
