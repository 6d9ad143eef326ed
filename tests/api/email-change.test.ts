/**
 * Changing an account's e-mail address (docs/product.md, "Account" and "People"): by its owner,
 * through a link to the new address with a notice to the old one; by an administrator at once;
 * and the first administrator made without ADMIN_EMAIL, who can reset and is warned about at start.
 */
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type ApiClient, type TestServer, engines, startServer } from "./harness";
import { adminClient, newPerson } from "./people-helpers";

const INVALID = "This link is invalid or has expired: ask for the change again from your Account screen.";

/** The messages sent to `address`, oldest first (waiting a little for those sent after the answer). */
async function mailsTo(server: TestServer, address: string, atLeast = 1): Promise<string[]> {
  let found: string[] = [];
  for (let i = 0; i < 100; i++) {
    found = server.outbox().filter((m) => new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "mi").test(m));
    if (found.length >= atLeast) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${atLeast} message(s) to ${address}, found ${found.length}`);
}

function linkToken(mail: string, server: TestServer): string {
  const match = new RegExp(`${server.url.replace(/[.:/]/g, "\\$&")}/cms/email-change\\?token=([A-Za-z0-9_-]+)`).exec(mail);
  if (!match) throw new Error(`no address change link in:\n${mail}`);
  return match[1]!;
}

const confirm = (server: TestServer, token: string) => server.client().post("/api/cms/email-change/confirm", { token });

describe.each(engines)("e-mail address change (%s)", (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startServer(engine);
    admin = await adminClient(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("refuses a wrong password, a malformed address, the same address and someone else's", async () => {
    const person = await newPerson(server, admin, "editor");
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ email: "new@example.com", password: "not-the-password" }, 400, "The password is not right"],
      [{ email: "not an address", password: person.password }, 400, "Email must be a valid e-mail address"],
      [{ password: person.password }, 400, "Email is required"],
      [{ email: "new@example.com" }, 400, "Password is required"],
      [{ email: person.email, password: person.password }, 400, "This is your e-mail address already"],
      [{ email: ADMIN.email.toUpperCase(), password: person.password }, 409, "Someone else's account has this e-mail address"],
    ];
    for (const [body, status, message] of cases) {
      const res = await person.api.post("/api/cms/account/email", body);
      expect(res.status, res.text).toBe(status);
      if (typeof message === "string") expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    expect(await server.query("SELECT id FROM email_changes WHERE admin_id = $1", [person.id])).toEqual([]);
  });

  it("changes the address only when the link mailed to the new one is opened, once; the old address is told", async () => {
    const person = await newPerson(server, admin, "editor");
    const newEmail = `moved-${person.id}@example.net`;
    const asked = await person.api.post("/api/cms/account/email", { email: newEmail, password: person.password });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.email).toBe(newEmail);
    expect(Date.parse(asked.body.expiresAt) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);

    const [link] = await mailsTo(server, newEmail);
    // Headers are folded past 78 characters: unfold them first. Every subject is led by the business's name.
    expect(link!.replace(/\r?\n[ \t]+/g, " ")).toMatch(/Subject: Guam Translation Services: Confirm your new e-mail address/);
    const token = linkToken(link!, server);
    // The invitation, then the notice.
    const notice = (await mailsTo(server, person.email, 2))[1];
    expect(notice!.replace(/\r?\n[ \t]+/g, " ")).toMatch(
      /Subject: Guam Translation Services: Your account.s e-mail address is about to change/,
    );
    expect(notice).toContain(`to ${newEmail}`);
    expect(notice).not.toContain(token);
    // Only the token's SHA-256 is stored.
    const rows = await server.query<{ token_hash: string; new_email: string }>(
      "SELECT token_hash, new_email FROM email_changes WHERE admin_id = $1",
      [person.id],
    );
    expect(rows).toEqual([{ token_hash: createHash("sha256").update(token).digest("hex"), new_email: newEmail }]);

    // Nothing changed yet: the account shows the change waiting.
    const before = await person.api.get("/api/cms/account");
    expect(before.body.email).toBe(person.email);
    expect(before.body.pendingEmail).toEqual({ email: newEmail, expiresAt: asked.body.expiresAt });

    expect((await confirm(server, "not-a-token")).body.message).toBe(INVALID);
    const done = await confirm(server, token);
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ success: true, email: newEmail });
    const after = await person.api.get("/api/cms/account");
    expect(after.body.email).toBe(newEmail);
    expect(after.body.pendingEmail).toBeNull();
    // Once only.
    const again = await confirm(server, token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);

    const activity = await admin.get(`/api/cms/activity?person=${person.id}&kind=email-changed`);
    expect(activity.body.items[0].detail).toEqual({ from: person.email, to: newEmail });
  });

  it("a link stops working when it expires, when a newer one is asked for, and when the password changes", async () => {
    const person = await newPerson(server, admin, "editor");
    const ask = async (email: string) => {
      const res = await person.api.post("/api/cms/account/email", { email, password: person.password });
      expect(res.status, res.text).toBe(200);
      return linkToken((await mailsTo(server, email)).at(-1)!, server);
    };
    const expired = await ask(`expired-${person.id}@example.com`);
    await server.query("UPDATE email_changes SET expires_at = $1 WHERE admin_id = $2", [
      new Date(Date.now() - 1000).toISOString(),
      person.id,
    ]);
    expect((await confirm(server, expired)).status).toBe(400);

    const first = await ask(`first-${person.id}@example.com`);
    const second = await ask(`second-${person.id}@example.com`);
    expect((await confirm(server, first)).body.message).toBe(INVALID);

    const changed = await person.api.put("/api/cms/account/password", {
      currentPassword: person.password,
      newPassword: "another-Long-passphrase-9",
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await confirm(server, second)).body.message).toBe(INVALID);
    expect((await person.api.get("/api/cms/account")).body.email).toBe(person.email);
  });

  it("refuses a link whose address another account took meanwhile", async () => {
    const person = await newPerson(server, admin, "editor");
    const other = await newPerson(server, admin, "editor");
    const wanted = `wanted-${person.id}@example.com`;
    await person.api.post("/api/cms/account/email", { email: wanted, password: person.password });
    const token = linkToken((await mailsTo(server, wanted))[0]!, server);
    const taken = await admin.put(`/api/cms/users/${other.id}/email`, { email: wanted, password: ADMIN.password });
    expect(taken.status, taken.text).toBe(200);
    const res = await confirm(server, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Someone else's account has this e-mail address");
    expect((await person.api.get("/api/cms/account")).body.email).toBe(person.email);
  });

  it("asks for at most 5 links an hour", async () => {
    const person = await newPerson(server, admin, "editor");
    for (let i = 0; i < 5; i++) {
      expect(
        (await person.api.post("/api/cms/account/email", { email: `try-${i}-${person.id}@example.com`, password: person.password })).status,
      ).toBe(200);
    }
    const sixth = await person.api.post("/api/cms/account/email", { email: `try-6-${person.id}@example.com`, password: person.password });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("an administrator changes someone's address at once with their own password; the old address is told and its reset links end", async () => {
    const person = await newPerson(server, admin, "translator");
    // A reset link mailed to the old address before the change.
    await server
      .client()
      .post("/api/cms/reset-password", { username: person.username, email: person.email, newPassword: "reset-Long-passphrase-3" });
    await expect.poll(async () => (await server.query("SELECT id FROM password_resets WHERE admin_id = $1", [person.id])).length).toBe(1);

    const newEmail = `by-admin-${person.id}@example.org`;
    const wrong = await admin.put(`/api/cms/users/${person.id}/email`, { email: newEmail, password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The password is not right");
    const self = await admin.put(`/api/cms/users/${(await admin.get("/api/cms/account")).body.id}/email`, {
      email: newEmail,
      password: ADMIN.password,
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("Change your own address on your Account screen");
    expect((await admin.put("/api/cms/users/2147483000/email", { email: newEmail, password: ADMIN.password })).status).toBe(404);
    expect((await person.api.put(`/api/cms/users/${person.id}/email`, { email: newEmail, password: person.password })).status).toBe(403);

    const done = await admin.put(`/api/cms/users/${person.id}/email`, { email: newEmail, password: ADMIN.password });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ id: person.id, email: newEmail });
    // The invitation, the reset link, then the notice.
    const notices = await mailsTo(server, person.email, 3);
    expect(notices.at(-1)).toMatch(
      new RegExp(`The administrator ${ADMIN.username} changed the e-mail address of your account to ${newEmail.replace(/\./g, "\\.")}`),
    );
    expect(await server.query("SELECT id FROM password_resets WHERE admin_id = $1 AND used_at IS NULL", [person.id])).toEqual([]);
  });
});

describe.each(engines)("the first administrator without ADMIN_EMAIL (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine, { ADMIN_EMAIL: "" });
  });
  afterAll(async () => {
    await server?.dispose();
  });
  const warning = /the account \\?"owner\\?" has no real e-mail address \(admin@localhost/;

  it("is warned about at start, can reset the password at admin@localhost, and is not warned about once an address is set", async () => {
    expect(server.output()).toMatch(warning);
    expect(server.output()).toContain("npm run admin -- set-email owner you@example.com");

    const reset = await server
      .client()
      .post("/api/cms/reset-password", { username: ADMIN.username, email: "admin@localhost", newPassword: "a-Brand-new-pass-5" });
    expect(reset.status, reset.text).toBe(200);
    const [mail] = await mailsTo(server, "admin@localhost");
    expect(mail).toContain("/cms/reset-password/confirm?token=");

    const cli = spawnSync(process.execPath, ["scripts/admin.mjs", "set-email", ADMIN.username, "owner@example.com"], {
      env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...server.databaseEnv },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(cli.stderr).toBe("");
    expect(cli.status).toBe(0);
    await server.stop();
    const logged = server.output().length;
    await server.restart();
    expect(server.output().slice(logged)).not.toMatch(warning);
    expect(server.output().slice(logged)).toContain("listening on");
  }, 120_000);
});
