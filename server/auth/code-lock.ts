import { type Kysely, sql } from "kysely";
import type { Database, Engine } from "../db/schema";
import { nowIso } from "../db/connect";
import { inTransaction } from "../db/transaction";
import type { MailMessage } from "../mail/mailer";

/**
 * Wrong second-factor codes counted per account, from every address (docs/product.md, "Sign-in
 * throttling"; ASVS 5.0 6.3.1): the sign-in throttle counts per username and address, so someone
 * who has the password could otherwise try 5 codes from each of many addresses. Only a sign-in
 * whose password was right reaches a code, so only the password's holder can lock the codes.
 * Past either limit, the account's app codes are refused for everyone until enough wrong codes
 * have left the window. Recovery codes (120 bits) are still checked, so the owner gets in.
 */
export const CODE_LOCK_LIMITS = [
  { failures: 5, windowMs: 15 * 60 * 1000 },
  { failures: 20, windowMs: 24 * 60 * 60 * 1000 },
] as const;

/** The attempts' action in `login_attempts` (beside "login" and "reset"). */
const ACTION = "second-factor";
const LONGEST = Math.max(...CODE_LOCK_LIMITS.map((limit) => limit.windowMs));

export type CodeClaim =
  /** The account's codes are locked: seconds to wait. */
  | { wait: number }
  /** The attempt is counted (`id`); `locks`: if it turns out wrong, the account's codes lock now. */
  | { wait: 0; id: number; locks: boolean };

export class CodeLock {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  /**
   * Counts one code attempt of the account before it is checked, as the sign-in throttle claims
   * its attempts (one step per account, so codes sent at once from many addresses get no more
   * checks than codes sent one after another). A locked account's attempt is refused and not
   * counted, unless `evenLocked` (a recovery code): it is then counted and checked.
   */
  async claim(username: string, address: string, { evenLocked = false } = {}): Promise<CodeClaim> {
    const user = username.toLowerCase();
    return inTransaction(this.db, async (trx) => {
      if (this.engine === "postgres") {
        await sql`select pg_advisory_xact_lock(hashtext(${`throttle:${ACTION}:${user}`}))`.execute(trx);
      }
      const rows = await trx
        .selectFrom("login_attempts")
        .select("created_at")
        .where("action", "=", ACTION)
        .where("username", "=", user)
        .where("created_at", ">", new Date(Date.now() - LONGEST).toISOString())
        .orderBy("created_at", "desc")
        .execute();
      const times = rows.map((row) => Date.parse(row.created_at));
      const wait = waitFor(times);
      if (wait > 0 && !evenLocked) return { wait };
      const now = Date.now();
      const { id } = await trx
        .insertInto("login_attempts")
        .values({ action: ACTION, username: user, address, created_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Exactly reaching a limit (not passing it): one notice per lock, however many try at once.
      const locks = CODE_LOCK_LIMITS.some((limit) => times.filter((t) => t > now - limit.windowMs).length + 1 === limit.failures);
      return { wait: 0, id, locks };
    });
  }

  /** The claimed attempt was a right code: it is not counted as a wrong one. */
  async release(id: number): Promise<void> {
    await this.db.deleteFrom("login_attempts").where("id", "=", id).where("action", "=", ACTION).execute();
  }

  /** Seconds the account's codes stay locked now (0: not locked). */
  async lockedFor(username: string): Promise<number> {
    const rows = await this.db
      .selectFrom("login_attempts")
      .select("created_at")
      .where("action", "=", ACTION)
      .where("username", "=", username.toLowerCase())
      .where("created_at", ">", new Date(Date.now() - LONGEST).toISOString())
      .orderBy("created_at", "desc")
      .execute();
    return waitFor(rows.map((row) => Date.parse(row.created_at)));
  }

  async purgeOld(): Promise<void> {
    await this.db
      .deleteFrom("login_attempts")
      .where("action", "=", ACTION)
      .where("created_at", "<", new Date(Date.now() - LONGEST).toISOString())
      .execute();
  }
}

/** Seconds until every limit allows one more wrong code, given the attempts' times, newest first. */
function waitFor(times: number[]): number {
  const now = Date.now();
  let wait = 0;
  for (const limit of CODE_LOCK_LIMITS) {
    const inWindow = times.filter((t) => t > now - limit.windowMs);
    if (inWindow.length < limit.failures) continue;
    // The attempt that ends the lock is the limit-th most recent one.
    wait = Math.max(wait, Math.ceil((inWindow[limit.failures - 1]! + limit.windowMs - now) / 1000));
  }
  return wait > 0 ? Math.max(1, wait) : 0;
}

/** "about 15 minutes", "about 23 hours": how long a lock of `seconds` lasts, in words. */
function duration(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `about ${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `about ${Math.round(minutes / 60)} hours`;
}

/** The e-mail that tells an account's owner their codes were locked, and what to do. */
export function lockNotice(
  account: { username: string; email: string },
  { address, lockedFor, publicUrl }: { address: string; lockedFor: number; publicUrl: string },
): MailMessage {
  return {
    to: account.email,
    subject: "Wrong codes were entered for your account",
    text: [
      `Hello ${account.username},`,
      "",
      "Someone signed in with your password and then entered wrong codes from the authenticator app,",
      `several times (the last from the address ${address}).`,
      `To protect your account, codes from the app are refused for ${duration(lockedFor)}.`,
      "One of your recovery codes still signs you in meanwhile.",
      "",
      "If this was not you, someone knows your password: change it now, on the Account screen, or here:",
      "",
      `${publicUrl}/cms/reset-password`,
      "",
      "If it was you, there is nothing to do.",
      "",
    ].join("\n"),
  };
}
