import { createHmac, randomBytes } from "node:crypto";
import { type Kysely, type Transaction, sql } from "kysely";
import { addDays } from "../../app/lib/guam-time";
import type { Database, Engine } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { COUNTS, type Deltas, type VisitorState, parseVisitor, serializeVisit } from "./rollup";

/** Rows written per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 200;

const chunks = <T>(items: T[]): T[][] => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, n) => items.slice(n * CHUNK, (n + 1) * CHUNK));

/**
 * The statistics' reads and writes: the daily salts, the day's visitors, the roll-ups, and
 * forgetting what is finer than a day once its two days are over.
 */
export class StatsStore {
  /** Salts read or made, by day: only today's and yesterday's are ever asked for. */
  private readonly salts = new Map<string, Buffer | null>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  /**
   * The salt of `today` (made now when it has none: the first hit of the day) and of the day
   * before (null when it had none). Every server sharing the database uses the same ones.
   */
  async saltsFor(today: string): Promise<{ today: Buffer; yesterday: Buffer | null }> {
    const yesterday = addDays(today, -1);
    for (const day of this.salts.keys()) if (day !== today && day !== yesterday) this.salts.delete(day);
    if (!this.salts.get(today)) {
      await this.db
        .insertInto("stats_salts")
        .values({ day: today, salt: randomBytes(32).toString("hex") })
        .onConflict((oc) => oc.column("day").doNothing())
        .execute();
    }
    const missing = [today, yesterday].filter((day) => !this.salts.get(day));
    if (missing.length > 0) {
      const rows = await this.db.selectFrom("stats_salts").select(["day", "salt"]).where("day", "in", missing).execute();
      for (const day of missing) {
        const row = rows.find((r) => r.day === day);
        this.salts.set(day, row ? Buffer.from(row.salt, "hex") : null);
      }
    }
    return { today: this.salts.get(today)!, yesterday: this.salts.get(yesterday) ?? null };
  }

  /** The visitors' states by hash, for those that have one. */
  async visitors(hashes: string[]): Promise<Map<string, VisitorState>> {
    const found = new Map<string, VisitorState>();
    for (const part of chunks([...new Set(hashes)])) {
      const rows = await this.db.selectFrom("stats_visitors").select(["visitor", "day", "last_at", "visit", "seen"]).where("visitor", "in", part).execute();
      for (const row of rows) found.set(row.visitor, parseVisitor(row));
    }
    return found;
  }

  /**
   * Adds a batch's changes to the roll-ups and saves its visitors, in one transaction that does
   * not wait for the disk (SQLite's synchronous=NORMAL in WAL mode, PostgreSQL's
   * synchronous_commit=off, for this transaction only): a power cut can lose the last second of
   * page views, as a crash loses those still waiting in memory, but never the database; and a
   * second's page views do not hold the server (SQLite writes on its one thread) for an fsync.
   */
  async write(deltas: Deltas, visitors: Map<string, VisitorState>): Promise<void> {
    const rows = deltas.sorted().map(({ row, counts }) => ({ ...row, ...counts }));
    const states = [...visitors.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    // One connection held throughout (SQLite has one): no other write runs between the pragmas.
    await this.db.connection().execute(async (connection) => {
      if (this.engine === "sqlite") await sql`PRAGMA synchronous = NORMAL`.execute(connection);
      try {
        await inTransaction(connection, (trx) => this.writeIn(trx, rows, states));
      } finally {
        if (this.engine === "sqlite") await sql`PRAGMA synchronous = FULL`.execute(connection);
      }
    });
  }

  private async writeIn(trx: Transaction<Database>, rows: Array<Record<string, unknown>>, states: Array<[string, VisitorState]>): Promise<void> {
    if (this.engine === "postgres") await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    for (const part of chunks(rows)) await addToRollups(trx, part);
    for (const part of chunks(states)) {
      await trx
        .insertInto("stats_visitors")
        .values(
          part.map(([visitor, state]) => ({
            visitor,
            day: state.day,
            last_at: new Date(state.lastAt).toISOString(),
            visit: serializeVisit(state.visit),
            seen: [...state.seen].join("\n"),
          })),
        )
        .onConflict((oc) =>
          oc.column("visitor").doUpdateSet((eb) => ({ last_at: eb.ref("excluded.last_at"), visit: eb.ref("excluded.visit"), seen: eb.ref("excluded.seen") })),
        )
        .execute();
    }
  }

  /**
   * Forgets the visitors and salts of days before yesterday (Guam), so that no hash can be
   * linked to an address again and nothing finer than a day outlives its two days.
   */
  async prune(today: string): Promise<number> {
    const before = addDays(today, -1);
    const visitors = await this.db.deleteFrom("stats_visitors").where("day", "<", before).executeTakeFirst();
    await this.db.deleteFrom("stats_salts").where("day", "<", before).execute();
    for (const day of this.salts.keys()) if (day < before) this.salts.delete(day);
    return Number(visitors.numDeletedRows);
  }
}

async function addToRollups(trx: Transaction<Database>, rows: Array<Record<string, unknown>>): Promise<void> {
  await trx
    .insertInto("stats_daily")
    .values(rows as never)
    .onConflict((oc) =>
      oc
        .columns(["dimension", "locale", "day", "key"])
        .doUpdateSet((eb) => Object.fromEntries(COUNTS.map((name) => [name, eb(`stats_daily.${name}`, "+", eb.ref(`excluded.${name}`))]))),
    )
    .execute();
}

/** A visitor of one day: the address and user agent keyed by that day's salt; neither can be found again once the salt is gone. */
export function visitorHash(salt: Buffer, address: string, userAgent: string): string {
  return createHmac("sha256", salt).update(address).update("\n").update(userAgent).digest("hex").slice(0, 32);
}
