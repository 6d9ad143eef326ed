/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * People and accounts through the API on the real server (docs/product.md, "People", "Account",
 * "Activity"): invitations, the last administrator, removal, sessions, the second factor with
 * codes computed here from the secret, the password rules, the rule that everyone needs a second
 * factor, and the activity record with nothing secret in it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type ApiClient, type TestServer, engines, startServer } from "./harness";
import { adminClient, awayFromStepEdge, codeAt, forgetUsedSteps, invitationToken, newPerson, turnOnTotp } from "./people-helpers";

const CHROME_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

describe.each(engines)("people and accounts (%s)", (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startServer(engine);
    admin = await adminClient(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  describe("invitations", () => {
    it("invites by e-mail with a single-use link valid 72 hours; the invitee chooses a username and password and is signed in", async () => {
      const res = await admin.post("/api/cms/invitations", {
        email: "Mele@Example.com",
        role: "translator",
        languages: ["ja", "ko"],
        canPublish: true,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        email: "Mele@Example.com",
        role: "translator",
        languages: ["ja", "ko"],
        canPublish: true,
        status: "pending",
        invitedBy: ADMIN.username,
      });
      expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(72 * 3600 * 1000);
      const mail = server.outbox().at(-1)!;
      expect(mail).toContain("Translator (Japanese, Korean)");
      const token = invitationToken(server, "Mele@Example.com");
      const rows = await server.query<{ token_hash: string }>("SELECT token_hash FROM invitations WHERE id = $1", [res.body.id]);
      expect(rows[0]!.token_hash).not.toBe(token);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

      const invitee = server.client();
      const preview = await invitee.post("/api/cms/invitation/check", { token });
      expect(preview.body).toEqual({ email: "Mele@Example.com", role: "translator", languages: ["ja", "ko"] });
      const accepted = await invitee.post("/api/cms/invitation/accept", { token, username: "mele", password: "Hafa-adai-from-Tumon-1" });
      expect(accepted.status).toBe(201);
      expect(invitee.cookies.get("cms_session")).toBeTruthy();
      const me = await invitee.get("/api/cms/account");
      expect(me.body).toMatchObject({
        username: "mele",
        email: "Mele@Example.com",
        role: "translator",
        languages: ["ja", "ko"],
        canPublish: true,
        totp: { enabled: false },
      });
      expect((await admin.get("/api/cms/invitations")).body.find((i: any) => i.id === res.body.id)).toMatchObject({
        status: "accepted",
        acceptedBy: "mele",
      });

      // Used: it says so, and nobody else gets an account from it.
      const reused = await server
        .client()
        .post("/api/cms/invitation/accept", { token, username: "someone-else", password: "Another-passphrase-2" });
      expect(reused.status).toBe(410);
      expect(reused.body.message).toMatch(/used already/);
      expect((await admin.get("/api/cms/users")).body.some((u: any) => u.username === "someone-else")).toBe(false);
    });

    it("says so when a link has expired, was withdrawn, or is not one", async () => {
      await admin.post("/api/cms/invitations", { email: "late@example.com", role: "editor" });
      await server.query("UPDATE invitations SET expires_at = $1 WHERE email = $2", [
        new Date(Date.now() - 1000).toISOString(),
        "late@example.com",
      ]);
      const expired = await server.client().post("/api/cms/invitation/accept", {
        token: invitationToken(server, "late@example.com"),
        username: "late",
        password: "Late-but-keen-2026",
      });
      expect(expired.status).toBe(410);
      expect(expired.body.message).toMatch(/expired/);

      const sent = await admin.post("/api/cms/invitations", { email: "gone@example.com", role: "editor" });
      expect((await admin.delete(`/api/cms/invitations/${sent.body.id}`)).status).toBe(200);
      const withdrawn = await server.client().post("/api/cms/invitation/check", { token: invitationToken(server, "gone@example.com") });
      expect(withdrawn.status).toBe(410);
      expect(withdrawn.body.message).toMatch(/withdrawn/);
      expect((await admin.delete(`/api/cms/invitations/${sent.body.id}`)).status).toBe(409);

      const unknown = await server.client().post("/api/cms/invitation/check", { token: "not-a-token" });
      expect(unknown.status).toBe(404);
    });

    it("refuses an address that has an account or a waiting invitation, and a translator without languages", async () => {
      expect((await admin.post("/api/cms/invitations", { email: ADMIN.email, role: "editor" })).status).toBe(409);
      await admin.post("/api/cms/invitations", { email: "twice@example.com", role: "editor" });
      expect((await admin.post("/api/cms/invitations", { email: "TWICE@example.com", role: "editor" })).status).toBe(409);
      const noLanguage = await admin.post("/api/cms/invitations", { email: "t@example.com", role: "translator" });
      expect(noLanguage.status).toBe(400);
      expect(noLanguage.body.message).toBe("A translator needs at least one language");
    });
  });

  describe("the password rules", () => {
    it("refuses a common password, the username, and the site's own words on every path that sets one", async () => {
      await admin.post("/api/cms/invitations", { email: "rules@example.com", role: "editor" });
      const token = invitationToken(server, "rules@example.com");
      const accept = (username: string, password: string) =>
        server.client().post("/api/cms/invitation/accept", { token, username, password });
      expect((await accept("rules", "baseball1")).body.message).toMatch(/10,000 most common/);
      expect((await accept("rules", "password")).body.message).toMatch(/10,000 most common/);
      expect((await accept("rulesmaker", "RulesMaker2026")).body.message).toBe("The password must not be your username");
      expect((await accept("rules", "GuamTranslation2024!")).body.message).toMatch(/site's own words/);
      expect((await accept("rules", "sh0rt")).body.message).toBe("Password must be at least 6 characters long");

      const reset = await server
        .client()
        .post("/api/cms/reset-password", { username: ADMIN.username, email: ADMIN.email, newPassword: "qwertyuiop" });
      expect(reset.status).toBe(400);
      expect(reset.body.message).toMatch(/10,000 most common/);

      const change = await admin.put("/api/cms/account/password", { currentPassword: ADMIN.password, newPassword: "iloveyou1" });
      expect(change.status).toBe(400);
      expect(change.body.message).toMatch(/10,000 most common/);
      expect((await accept("rules", "a-Long-passphrase-42")).status).toBe(201);
    });

    it("changes the password with the current one: other sessions end, this one goes on", async () => {
      const person = await newPerson(server, admin, "editor");
      const other = server.client();
      await other.login(person.username, person.password);
      const wrong = await person.api.put("/api/cms/account/password", {
        currentPassword: "nope-nope-nope",
        newPassword: "Brand-new-passphrase-9",
      });
      expect(wrong.status).toBe(400);
      const done = await person.api.put("/api/cms/account/password", {
        currentPassword: person.password,
        newPassword: "Brand-new-passphrase-9",
      });
      expect(done.status).toBe(200);
      expect((await person.api.get("/api/cms/account")).status).toBe(200);
      expect((await other.get("/api/cms/account")).status).toBe(401);
      await server.client().login(person.username, "Brand-new-passphrase-9");
    });
  });

  describe("people", () => {
    it("lists everyone with role, languages, second factor and last sign-in; changes a role", async () => {
      const person = await newPerson(server, admin, "editor");
      const list = (await admin.get("/api/cms/users")).body as any[];
      expect(list.find((u) => u.username === ADMIN.username)).toMatchObject({ role: "administrator", totp: false, email: ADMIN.email });
      expect(list.find((u) => u.id === person.id)).toMatchObject({ role: "editor", languages: [], totp: false });
      expect(list.find((u) => u.id === person.id).lastSignInAt).not.toBeNull();
      const changed = await admin.put(`/api/cms/users/${person.id}`, { role: "translator", languages: ["fil"], canPublish: false });
      expect(changed.body).toMatchObject({ role: "translator", languages: ["fil"], canPublish: false });
      // The change holds on their very next request.
      expect((await person.api.post("/api/cms/pages", { title: "X", slug: "x-by-translator", status: "draft", sections: [] })).status).toBe(
        403,
      );
    });

    it("never leaves the site without an administrator", async () => {
      const me = (await admin.get("/api/cms/account")).body;
      const demote = await admin.put(`/api/cms/users/${me.id}`, { role: "editor" });
      expect(demote.status).toBe(409);
      expect(demote.body.message).toMatch(/last administrator/);
      expect((await admin.delete(`/api/cms/users/${me.id}`)).status).toBe(409);

      // Two administrators demoting each other at once: one of them stays an administrator.
      const second = await newPerson(server, admin, "administrator");
      const [a, b] = await Promise.all([
        admin.put(`/api/cms/users/${second.id}`, { role: "editor" }),
        second.api.put(`/api/cms/users/${me.id}`, { role: "editor" }),
      ]);
      // The other is refused: 409 (the last administrator), or 403 when the demotion that won took
      // away the loser's right to manage people first.
      expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
      expect([a.status, b.status].find((status) => status !== 200)).toBeOneOf([403, 409]);
      const admins = (await server.query<{ n: number | string }>("SELECT count(*) AS n FROM admins WHERE role = 'administrator'"))[0]!;
      expect(Number(admins.n)).toBe(1);
      // Put things back: the first administrator stays one.
      if (b.status === 200) await second.api.put(`/api/cms/users/${me.id}`, { role: "administrator" });
    });

    it("removes a person: their sessions end at once, their work stays under their name", async () => {
      const person = await newPerson(server, admin, "editor");
      const page = await person.api.post("/api/cms/pages", { title: "Their page", slug: "their-page", status: "draft", sections: [] });
      expect(page.status).toBe(201);
      expect((await admin.delete(`/api/cms/users/${person.id}`)).status).toBe(200);
      expect((await person.api.get("/api/cms/pages")).status).toBe(401);
      const revisions = (await admin.get(`/api/cms/pages/${page.body.id}/revisions`)).body;
      expect(revisions[0].author).toBe(person.username);
      const removed = (await admin.get("/api/cms/activity?kind=person-removed")).body.items[0];
      expect(removed).toMatchObject({ person: ADMIN.username, target: { type: "person", id: person.id, label: person.username } });
    });
  });

  describe("sessions", () => {
    it("lists them with device and address, ends one (with the password), and signs out the others", async () => {
      const person = await newPerson(server, admin, "editor");
      const phone = server.client();
      await phone.request(
        "POST",
        "/api/cms/login",
        { username: person.username, password: person.password },
        { "User-Agent": CHROME_ON_WINDOWS },
      );
      const laptop = server.client();
      await laptop.login(person.username, person.password);
      const list = (await person.api.get("/api/cms/account/sessions")).body as any[];
      expect(list).toHaveLength(3);
      expect(list[0].current).toBe(true);
      const chrome = list.find((s) => s.device === "Chrome on Windows");
      expect(chrome).toMatchObject({ current: false, ip: "127.0.0.1" });
      expect(chrome.id).not.toMatch(/^[0-9a-f]{64}$/);

      const noPassword = await person.api.request("DELETE", `/api/cms/account/sessions/${chrome.id}`);
      expect(noPassword.status).toBe(400);
      const ended = await person.api.request("DELETE", `/api/cms/account/sessions/${chrome.id}`, { password: person.password });
      expect(ended.body).toEqual({ success: true, current: false });
      expect((await phone.get("/api/cms/account")).status).toBe(401);
      expect((await laptop.get("/api/cms/account")).status).toBe(200);

      const others = await person.api.post("/api/cms/account/sessions/sign-out-others", { password: person.password });
      expect(others.body).toEqual({ ended: 1 });
      expect((await laptop.get("/api/cms/account")).status).toBe(401);
      expect((await person.api.get("/api/cms/account/sessions")).body).toHaveLength(1);
      // An administrator can end all of someone's sessions.
      expect((await admin.delete(`/api/cms/users/${person.id}/sessions`)).body).toEqual({ ended: 1 });
      expect((await person.api.get("/api/cms/account")).status).toBe(401);
    });
  });

  describe("second factor", () => {
    it("turns on with a code computed from the secret, asks for a code at sign-in, refuses a replay, accepts one step of drift", async () => {
      const person = await newPerson(server, admin, "editor");
      const begun = await person.api.post("/api/cms/account/totp", { password: person.password });
      expect(begun.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(begun.body.otpauthUri).toBe(
        `otpauth://totp/Guam%20Translation%20Services:${person.username}?secret=${begun.body.secret}&issuer=Guam%20Translation%20Services`,
      );
      await awayFromStepEdge();
      const confirmed = await person.api.post("/api/cms/account/totp/confirm", { code: await codeAt(begun.body.secret) });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.recoveryCodes).toHaveLength(10);
      const stored = await server.query<{ code_hash: string }>("SELECT code_hash FROM recovery_codes WHERE admin_id = $1", [person.id]);
      expect(stored).toHaveLength(10);
      expect(stored.map((r) => r.code_hash)).not.toContain(confirmed.body.recoveryCodes[0]);
      const secret = begun.body.secret as string;

      const client = server.client();
      const step1 = await client.post("/api/cms/login", { username: person.username, password: person.password });
      expect(step1.status).toBe(200);
      expect(step1.body).toEqual({ success: false, totpRequired: true });
      expect(step1.headers.getSetCookie()).toEqual([]);

      const wrong = await client.post("/api/cms/login", { username: person.username, password: person.password, totpCode: "000000" });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.getSetCookie()).toEqual([]);

      // The confirmation used this step's code: as if it were long ago.
      await forgetUsedSteps(server, person.id);
      await awayFromStepEdge();
      const code = await codeAt(secret);
      const signedIn = await client.post("/api/cms/login", { username: person.username, password: person.password, totpCode: code });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.success).toBe(true);
      const replay = await server.client().post("/api/cms/login", { username: person.username, password: person.password, totpCode: code });
      expect(replay.status).toBe(401);

      // The next step's code (a phone clock 30 s ahead) is accepted; then the current one is a replay too.
      const ahead = await server
        .client()
        .post("/api/cms/login", { username: person.username, password: person.password, totpCode: await codeAt(secret, 1) });
      expect(ahead.status).toBe(200);
      // Two steps away is refused.
      const far = await server
        .client()
        .post("/api/cms/login", { username: person.username, password: person.password, totpCode: await codeAt(secret, 3) });
      expect(far.status).toBe(401);
    });

    it("accepts a code one step behind, and a recovery code once; wrong codes count toward the sign-in throttle", async () => {
      const person = await newPerson(server, admin, "editor");
      const { secret, recoveryCodes } = await turnOnTotp(person.api, person.password);
      await forgetUsedSteps(server, person.id);
      await awayFromStepEdge();
      const behind = await server
        .client()
        .post("/api/cms/login", { username: person.username, password: person.password, totpCode: await codeAt(secret, -1) });
      expect(behind.status).toBe(200);

      const recovery = recoveryCodes[3]!.toUpperCase();
      const first = await server
        .client()
        .post("/api/cms/login", { username: person.username, password: person.password, recoveryCode: recovery });
      expect(first.status).toBe(200);
      const again = await server
        .client()
        .post("/api/cms/login", { username: person.username, password: person.password, recoveryCode: recovery });
      expect(again.status).toBe(401);
      expect((await person.api.get("/api/cms/account")).body.totp.recoveryCodesLeft).toBe(9);

      // After four failures here (the recovery code's replay was the first), the fifth is refused outright.
      const codes = ["111111", "222222", "333333"];
      for (const c of codes)
        expect(
          (await server.client().post("/api/cms/login", { username: person.username, password: person.password, totpCode: c })).status,
        ).toBe(401);
      const last = await server.client().post("/api/cms/login", { username: person.username, password: "wrong-password-x" });
      expect(last.status).toBe(401);
      const blocked = await server
        .client()
        .post("/api/cms/login", { username: person.username, password: person.password, totpCode: await codeAt(secret) });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      await server.query("DELETE FROM login_attempts");
    });

    it("a password reset changes the password but not the second factor; turning it off takes the password and a code", async () => {
      const person = await newPerson(server, admin, "editor");
      const { secret } = await turnOnTotp(person.api, person.password);
      const reset = await server
        .client()
        .post("/api/cms/reset-password", { username: person.username, email: person.email, newPassword: "Reset-passphrase-77" });
      expect(reset.status).toBe(200);
      await expect
        .poll(() => server.outbox().filter((m) => m.includes(`To: ${person.email}`) && m.includes("reset-password/confirm")).length)
        .toBe(1);
      const link = /token=([A-Za-z0-9_%-]+)/.exec(
        server
          .outbox()
          .filter((m) => m.includes("reset-password/confirm"))
          .at(-1)!,
      )![1]!;
      expect((await server.client().post("/api/cms/reset-password/confirm", { token: decodeURIComponent(link) })).status).toBe(200);
      const step1 = await server.client().post("/api/cms/login", { username: person.username, password: "Reset-passphrase-77" });
      expect(step1.body).toEqual({ success: false, totpRequired: true });

      const client = server.client();
      await forgetUsedSteps(server, person.id);
      await awayFromStepEdge();
      expect(
        (
          await client.post("/api/cms/login", {
            username: person.username,
            password: "Reset-passphrase-77",
            totpCode: await codeAt(secret),
          })
        ).status,
      ).toBe(200);
      const noCode = await client.request("DELETE", "/api/cms/account/totp", { password: "Reset-passphrase-77", code: "" });
      expect(noCode.status).toBe(400);
      await forgetUsedSteps(server, person.id);
      await awayFromStepEdge();
      const off = await client.request("DELETE", "/api/cms/account/totp", { password: "Reset-passphrase-77", code: await codeAt(secret) });
      expect(off.status).toBe(200);
      const plain = await server.client().post("/api/cms/login", { username: person.username, password: "Reset-passphrase-77" });
      expect(plain.body.success).toBe(true);
    });

    it("when administrators require it, a person without one can use nothing but their account until it is set up", async () => {
      const person = await newPerson(server, admin, "editor");
      const refusedWithout = await admin.put("/api/cms/account-policy", { requireSecondFactor: true });
      expect(refusedWithout.status).toBe(409);
      expect(refusedWithout.body.message).toMatch(/your own second factor first/);
      const guard = await newPerson(server, admin, "administrator");
      await turnOnTotp(guard.api, guard.password);
      expect((await guard.api.put("/api/cms/account-policy", { requireSecondFactor: true })).body).toEqual({ requireSecondFactor: true });
      try {
        const refused = await person.api.get("/api/cms/pages");
        expect(refused.status).toBe(403);
        expect(refused.body.message).toMatch(/second factor first/);
        expect((await person.api.get("/api/cms/account")).body.setup).toBe("second-factor");
        await turnOnTotp(person.api, person.password);
        expect((await person.api.get("/api/cms/pages")).status).toBe(200);
      } finally {
        await guard.api.put("/api/cms/account-policy", { requireSecondFactor: false });
      }
    });
  });

  describe("activity", () => {
    it("records each action with who, what, which and where, paged and filtered, with nothing secret", async () => {
      const failed = await server.client().post("/api/cms/login", { username: ADMIN.username, password: "Secret-Wrong-Guess-1" });
      expect(failed.status).toBe(401);
      await server.client().post("/api/cms/login", { username: "Secret-Typed-As-Username", password: "whatever-1" });
      const page = (await admin.post("/api/cms/pages", { title: "Recorded", slug: "recorded", status: "published", sections: [] })).body;
      await admin.put(`/api/cms/pages/${page.id}`, { title: "Recorded", slug: "recorded", status: "draft" });
      await admin.delete(`/api/cms/pages/${page.id}`);
      await admin.post(`/api/cms/trash/${page.id}/restore`);
      const out = server.client();
      await out.login();
      await out.post("/api/cms/logout");

      const res = await admin.get("/api/cms/activity?pageSize=100");
      expect(res.status, res.text).toBe(200);
      const all = res.body;
      const kinds = new Set(all.items.map((e: any) => e.kind));
      for (const kind of [
        "sign-in",
        "sign-in-failed",
        "sign-out",
        "password-changed",
        "password-reset",
        "second-factor-on",
        "second-factor-off",
        "invitation-sent",
        "invitation-withdrawn",
        "invitation-accepted",
        "role-changed",
        "person-removed",
        "sessions-ended",
        "second-factor-policy",
        "page-published",
        "page-unpublished",
        "page-deleted",
        "page-restored",
      ])
        expect(kinds, kind).toContain(kind);
      const published = all.items.find((e: any) => e.kind === "page-published" && e.target?.id === page.id);
      expect(published).toMatchObject({ person: ADMIN.username, target: { type: "page", label: "Recorded" }, address: "127.0.0.1" });
      const unknown = all.items.find((e: any) => e.kind === "sign-in-failed" && e.personId === null);
      expect(unknown).toMatchObject({ person: null, detail: { reason: "unknown username" } });

      const rows = await server.query<Record<string, unknown>>("SELECT * FROM activity");
      const text = JSON.stringify(rows);
      for (const secret of [
        "Secret-Wrong-Guess-1",
        "Secret-Typed-As-Username",
        ADMIN.password,
        "a-Long-passphrase-42",
        "Reset-passphrase-77",
      ])
        expect(text).not.toContain(secret);
      expect(text).not.toMatch(/token|otpauth|"code"/i);

      const paged = (await admin.get("/api/cms/activity?page=2&pageSize=5")).body;
      expect(paged).toMatchObject({ page: 2, pageSize: 5, total: all.total });
      expect(paged.items).toHaveLength(5);
      const me = (await admin.get("/api/cms/account")).body.id;
      const mine = (await admin.get(`/api/cms/activity?person=${me}&kind=page-deleted`)).body;
      expect(mine.items.length).toBeGreaterThan(0);
      expect(mine.items.every((e: any) => e.personId === me && e.kind === "page-deleted")).toBe(true);
      expect((await admin.get("/api/cms/activity?kind=nonsense")).status).toBe(400);
    });

    it("housekeeping forgets entries older than a year", async () => {
      const old = new Date(Date.now() - 366 * 24 * 3600 * 1000).toISOString();
      await server.query("UPDATE activity SET created_at = $1 WHERE id = (SELECT min(id) FROM activity)", [old]);
      const before = Number((await server.query<{ n: number | string }>("SELECT count(*) AS n FROM activity"))[0]!.n);
      expect(await server.housekeeping()).toMatch(/1 activity entry older than a year removed/);
      const after = Number((await server.query<{ n: number | string }>("SELECT count(*) AS n FROM activity"))[0]!.n);
      expect(after).toBe(before - 1);
    });
  });
});
