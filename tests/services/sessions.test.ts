import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSIONS_PER_PERSON } from "../../server/auth/sessions";
import { type TestServices, createTestServices, engines } from "./support";

describe.each(engines)("sessions (%s)", (engine) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const signIn = async (replacing?: string) => {
    const result = await t.services.auth.signIn("owner", "first-password-1", "192.0.2.50", { replacing });
    if ("totpRequired" in result) throw new Error("no second factor expected");
    return result.token;
  };

  it("keeps at most ten sessions a person, ending the least recently used", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS_PER_PERSON + 2; i += 1) {
      tokens.push(await signIn());
      // Distinct times, so "least recently used" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const rows = await t.services.database.db.selectFrom("sessions").select("id").execute();
    expect(rows).toHaveLength(SESSIONS_PER_PERSON);
    expect(await t.services.auth.session(tokens[0])).toBeNull();
    expect(await t.services.auth.session(tokens[1])).toBeNull();
    expect(await t.services.auth.session(tokens.at(-1))).toMatchObject({ username: "owner" });
  });

  it("a sign-in ends the session it replaces", async () => {
    const first = await signIn();
    const second = await signIn(first);
    expect(second).not.toBe(first);
    expect(await t.services.auth.session(first)).toBeNull();
    expect(await t.services.auth.session(second)).not.toBeNull();
  });

  it("ends a session 7 days after sign-in, used or not", async () => {
    const token = await signIn();
    const session = (await t.services.auth.session(token))!;
    await t.services.database.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString(), last_seen_at: new Date().toISOString() })
      .where("id", "=", session.sessionId)
      .execute();
    expect(await t.services.auth.session(token)).toBeNull();
    expect(await t.services.database.db.selectFrom("sessions").select("id").where("id", "=", session.sessionId).execute()).toEqual([]);
  });
});
