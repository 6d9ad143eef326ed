import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type TestServer, engines, startServer } from "./harness";
import { awayFromStepEdge, codeAt, forgetUsedSteps, turnOnTotp } from "./people-helpers";

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

/**
 * Wrong second-factor codes are counted per account, from any address (docs/product.md, "Sign-in
 * throttling"): someone who has the password cannot walk the codes from many addresses.
 */
describe.each(engines)("wrong second-factor codes from many addresses (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a proxy on this machine: X-Forwarded-For names each request's address.
    server = await startServer(engine, { TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  let address = 0;
  /** A sign-in with the right password and `proof`, from an address used by no request before. */
  const fromNewAddress = (proof: { totpCode?: string; recoveryCode?: string }) => {
    address += 1;
    return server
      .client()
      .post(
        "/api/cms/login",
        { username: ADMIN.username, password: ADMIN.password, ...proof },
        { "X-Forwarded-For": `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}` },
      );
  };
  /** `count` codes that are none of the three the account would accept now. */
  const wrongCodes = async (secret: string, count: number) => {
    const right = new Set([await codeAt(secret, -1), await codeAt(secret), await codeAt(secret, 1)]);
    const codes: string[] = [];
    for (let n = 100000; codes.length < count; n += 7919) if (!right.has(String(n))) codes.push(String(n));
    return codes;
  };
  const lockMails = () => server.outbox().filter((m) => m.includes(`To: ${ADMIN.email}`) && /wrong codes/i.test(m));
  const ageAttempts = (minutes: number) =>
    server.query("UPDATE login_attempts SET created_at = $1", [new Date(Date.now() - minutes * 60 * 1000).toISOString()]);

  it("after 5 wrong codes from 40 addresses, refuses even the right code for everyone, e-mails the owner, lets a recovery code in, and lifts after 15 minutes", async () => {
    const owner = server.client();
    await owner.login();
    const { secret, recoveryCodes } = await turnOnTotp(owner, ADMIN.password);
    await awayFromStepEdge(10);
    const answers = await Promise.all((await wrongCodes(secret, 40)).map((totpCode) => fromNewAddress({ totpCode })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
      expect(refused.headers.getSetCookie()).toEqual([]);
    }

    // The right code, from yet another address, is refused too: the lock is the account's.
    await forgetUsedSteps(server, 1);
    const right = await fromNewAddress({ totpCode: await codeAt(secret) });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/recovery code/i);
    expect(right.headers.getSetCookie()).toEqual([]);
    // Nor can a session turn the second factor off with a code meanwhile.
    const off = await owner.request("DELETE", "/api/cms/account/totp", { password: ADMIN.password, code: await codeAt(secret) });
    expect(off.status).toBe(429);
    expect((await owner.get("/api/cms/account")).body.totp.enabled).toBe(true);

    // The owner is told, once, from where.
    await expect.poll(() => lockMails().length).toBe(1);
    expect(lockMails()[0]).toMatch(/198\.51\.\d+\.\d+/);
    expect(lockMails()[0]).toContain(`${server.url}/cms/reset-password`);

    // A recovery code (120 bits: not guessable) still signs the owner in.
    expect((await fromNewAddress({ recoveryCode: recoveryCodes[0]! })).status).toBe(200);

    // Once the wrong codes are 15 minutes old, the app's code works again.
    await ageAttempts(16);
    await forgetUsedSteps(server, 1);
    await awayFromStepEdge();
    expect((await fromNewAddress({ totpCode: await codeAt(secret) })).status).toBe(200);
  }, 120_000);

  it("after 20 wrong codes in a day, refuses the code step for longer than 15 minutes", async () => {
    const secret = (await server.query<{ totp_secret: string }>("SELECT totp_secret FROM admins WHERE id = 1"))[0]!.totp_secret;
    await ageAttempts(16);
    // The first test left 5 wrong codes; three more rounds of 5, each past its 15 minutes.
    for (let round = 0; round < 3; round++) {
      for (const totpCode of await wrongCodes(secret, 5)) expect((await fromNewAddress({ totpCode })).status).toBe(401);
      expect((await fromNewAddress({ totpCode: "000000" })).status).toBe(429);
      await ageAttempts(16);
    }
    await forgetUsedSteps(server, 1);
    const right = await fromNewAddress({ totpCode: await codeAt(secret) });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(15 * 60);
    await expect.poll(() => lockMails().length).toBe(4);
  }, 120_000);
});
