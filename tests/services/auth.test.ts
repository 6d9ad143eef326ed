import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../server/errors";
import { createTestServices, engines, type TestServices } from "./support";

async function outcomes(attempts: Array<Promise<unknown>>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const result of await Promise.allSettled(attempts)) {
    const key = result.status === "fulfilled" ? "ok" : result.reason instanceof AppError ? result.reason.code : String(result.reason);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe.each(engines)("auth service (%s)", (engine) => {
  let t: TestServices;
  beforeEach(async () => {
    await t?.dispose();
    t = await createTestServices(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("evaluates no more than 5 of 40 wrong passwords sent at once for one username and address", async () => {
    const counts = await outcomes(Array.from({ length: 40 }, () => t.services.auth.signIn("owner", "wrong-guess", "203.0.113.5")));
    expect(counts).toEqual({ unauthorized: 5, throttled: 35 });
  });

  it("evaluates no more than 5 of 200 sent at once", async () => {
    const counts = await outcomes(Array.from({ length: 200 }, () => t.services.auth.signIn("owner", "wrong-guess", "203.0.113.6")));
    expect(counts).toEqual({ unauthorized: 5, throttled: 195 });
  });

  it("holds the per-address limit (20) when many usernames are tried at once", async () => {
    const counts = await outcomes(Array.from({ length: 60 }, (_, i) => t.services.auth.signIn(`guess-${i}`, "nope", "203.0.113.7")));
    expect(counts).toEqual({ unauthorized: 20, throttled: 40 });
  });

  it("holds the reset limits (3 per username, 10 per address) under parallel requests", async () => {
    const same = await outcomes(
      Array.from({ length: 30 }, () =>
        t.services.auth.requestReset({ username: "owner", email: "owner@example.com", newPassword: "brand-new-1" }, "203.0.113.8"),
      ),
    );
    expect(same).toEqual({ ok: 3, throttled: 27 });
    const many = await outcomes(
      Array.from({ length: 30 }, (_, i) =>
        t.services.auth.requestReset({ username: `user-${i}`, email: "x@example.com", newPassword: "brand-new-1" }, "203.0.113.9"),
      ),
    );
    expect(many).toEqual({ ok: 10, throttled: 20 });
  });

  it("does the same database work before answering a reset whether or not the details match", async () => {
    const statementsFor = async (details: { username: string; email: string }, address: string) => {
      t.sqlLog.length = 0;
      await t.services.auth.requestReset({ ...details, newPassword: "brand-new-1" }, address);
      // Only what ran before the answer: the link is stored and mailed afterwards.
      const before = t.sqlLog.splice(0);
      await t.services.auth.settle();
      return before;
    };
    const match = await statementsFor({ username: "owner", email: "owner@example.com" }, "198.51.100.1");
    const wrongEmail = await statementsFor({ username: "owner", email: "other@example.com" }, "198.51.100.2");
    const unknownUser = await statementsFor({ username: "nobody", email: "owner@example.com" }, "198.51.100.3");
    expect(match.length).toBeGreaterThan(0);
    expect(wrongEmail).toEqual(match);
    expect(unknownUser).toEqual(match);
    expect(match.join("\n")).not.toMatch(/password_resets/);
    // The matching request still got its link, once the answer had gone.
    const rows = await t.services.database.db.selectFrom("password_resets").select("id").execute();
    expect(rows).toHaveLength(1);
  });

  it("signs in with the right password and forgets that address's failures", async () => {
    await outcomes(Array.from({ length: 4 }, () => t.services.auth.signIn("owner", "wrong", "192.0.2.1")));
    const result = await t.services.auth.signIn("owner", "first-password-1", "192.0.2.1");
    if ("totpRequired" in result) throw new Error("no second factor was set up");
    expect(result.admin).toMatchObject({ username: "owner" });
    expect(await t.services.auth.session(result.token)).toMatchObject({ username: "owner", role: "administrator" });
    const left = await t.services.database.db.selectFrom("login_attempts").select("id").where("address", "=", "192.0.2.1").execute();
    expect(left).toEqual([]);
  });
});
