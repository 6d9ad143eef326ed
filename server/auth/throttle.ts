import { type Kysely, type Transaction, sql } from "kysely";
import type { Database, Engine } from "../db/schema";
import { nowIso } from "../db/connect";
import { inTransaction } from "../db/transaction";

/**
 * Attempts are counted in the database per action ("login", "reset"), not per request path, so
 * `/API/CMS/LOGIN/` counts the same as `/api/cms/login`, and the counts survive a restart and are
 * shared between instances. Windows are short so a stranger cannot lock the owner out for long,
 * and the per-username limit is per address too: someone guessing elsewhere does not lock the
 * administrator's own address.
 */
export interface ThrottleRule {
  /** Attempts allowed per username and address within the window. */
  perUserAddress: number;
  /** Attempts allowed per address (any username) within the window. */
  perAddress: number;
  windowMs: number;
}

export const THROTTLE_RULES = {
  login: { perUserAddress: 5, perAddress: 20, windowMs: 15 * 60 * 1000 },
  reset: { perUserAddress: 3, perAddress: 10, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, ThrottleRule>;

export type ThrottleAction = keyof typeof THROTTLE_RULES;

export class Throttle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  /**
   * Claims one attempt: when the limits allow it, the attempt is recorded before it is evaluated
   * and 0 is returned; otherwise nothing is recorded and the answer is the seconds to wait. The
   * check and the record are one step per address (a transaction holding an advisory lock on
   * PostgreSQL, so several instances queue too; SQLite runs one transaction at a time), so
   * requests sent at once get no more attempts than requests sent one after another.
   */
  async claim(action: ThrottleAction, username: string, address: string): Promise<number> {
    const user = username.toLowerCase();
    return inTransaction(this.db, async (trx) => {
      if (this.engine === "postgres") {
        await sql`select pg_advisory_xact_lock(hashtext(${`throttle:${action}:${address}`}))`.execute(trx);
      }
      const wait = await retryAfter(trx, action, user, address);
      if (wait > 0) return wait;
      await trx.insertInto("login_attempts").values({ action, username: user, address, created_at: nowIso() }).execute();
      return 0;
    });
  }

  /** A successful sign-in forgets that username's attempts from this address. */
  async clear(action: ThrottleAction, username: string, address: string): Promise<void> {
    await this.db
      .deleteFrom("login_attempts")
      .where("action", "=", action)
      .where("username", "=", username.toLowerCase())
      .where("address", "=", address)
      .execute();
  }

  /** Forgets this throttle's attempts older than its longest window (code-lock.ts keeps its own). */
  async purgeOld(): Promise<void> {
    const longest = Math.max(...Object.values(THROTTLE_RULES).map((r) => r.windowMs));
    await this.db
      .deleteFrom("login_attempts")
      .where("action", "in", Object.keys(THROTTLE_RULES))
      .where("created_at", "<", new Date(Date.now() - longest).toISOString())
      .execute();
  }
}

/** Seconds to wait before trying again, or 0 when another attempt is within both limits. */
async function retryAfter(db: Transaction<Database>, action: ThrottleAction, user: string, address: string): Promise<number> {
  const rule = THROTTLE_RULES[action];
  const since = new Date(Date.now() - rule.windowMs).toISOString();
  const rows = await db
    .selectFrom("login_attempts")
    .select(["username", "created_at"])
    .where("action", "=", action)
    .where("address", "=", address)
    .where("created_at", ">", since)
    .orderBy("created_at", "desc")
    .limit(rule.perAddress)
    .execute();
  const waitFor = (times: string[], limit: number) => {
    if (times.length < limit) return 0;
    // The attempt that ends the block is the limit-th most recent one.
    const oldest = Date.parse(times[limit - 1]!);
    return Math.max(1, Math.ceil((oldest + rule.windowMs - Date.now()) / 1000));
  };
  const all = rows.map((r) => r.created_at);
  const mine = rows.filter((r) => r.username === user).map((r) => r.created_at);
  return Math.max(waitFor(all, rule.perAddress), waitFor(mine, rule.perUserAddress));
}
