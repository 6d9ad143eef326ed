import { createHmac, randomBytes } from "node:crypto";
import { type Kysely, type Transaction, sql } from "kysely";
import { addDays } from "../../app/lib/guam-time";
import type { Database, Engine } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { STATS_KEPT_DAYS } from "../../app/domain/schemas/stats";
import { COUNTS, type Deltas, type VisitorState, parseVisitor, serializeVisit } from "./rollup";
import { CAPPED, type Eviction, type KeptRow, OTHER_KEY } from "./top-keys";

/** Rows written per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 200;

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, n) => items.slice(n * CHUNK, (n + 1) * CHUNK));

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
      const rows = await this.db
        .selectFrom("stats_visitors")
        .select(["visitor", "day", "last_at", "visit", "seen"])
        .where("visitor", "in", part)
        .execute();
      for (const row of rows) found.set(row.visitor, parseVisitor(row));
    }
    return found;
  }

  /** A day's rows of the dimensions whose keys are capped (server/stats/top-keys.ts): at most their places, and "Other". */
  keptRows(day: string): Promise<KeptRow[]> {
    return this.db
      .selectFrom("stats_daily")
      .select(["locale", "dimension", "key", "pageviews"])
      .where("day", "=", day)
      .where("dimension", "in", [...CAPPED])
      .where("key", "!=", OTHER_KEY)
      .execute();
  }

  /**
   * Adds a batch's changes to the roll-ups and saves its visitors, in one transaction that does
   * not wait for the disk (SQLite's synchronous=NORMAL in WAL mode, PostgreSQL's
   * synchronous_commit=off, for this transaction only): a power cut can lose the last second of
   * page views, as a crash loses those still waiting in memory, but never the database; and a
   * second's page views do not hold the server (SQLite writes on its one thread) for an fsync.
   * The keys that lost their place first have their rows folded into "Other".
   */
  async write(deltas: Deltas, visitors: Map<string, VisitorState>, evictions: Eviction[] = []): Promise<void> {
    if (evictions.length > 0) deltas = await this.withFolded(deltas, evictions);
    const rows = deltas.sorted().map(({ row, counts }) => ({ ...row, ...counts }));
    const states = [...visitors.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    // One connection held throughout (SQLite has one): no other write runs between the pragmas.
    await this.db.connection().execute(async (connection) => {
      if (this.engine === "sqlite") await sql`PRAGMA synchronous = NORMAL`.execute(connection);
      try {
        await inTransaction(connection, (trx) => this.writeIn(trx, rows, states, evictions));
      } finally {
        if (this.engine === "sqlite") await sql`PRAGMA synchronous = FULL`.execute(connection);
      }
    });
  }

  private async writeIn(
    trx: Transaction<Database>,
    rows: Array<Record<string, unknown>>,
    states: Array<[string, VisitorState]>,
    evictions: Eviction[],
  ): Promise<void> {
    if (this.engine === "postgres") await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    for (const { day, locale, dimension, keys } of evictions) {
      for (const part of chunks(keys)) {
        await trx
          .deleteFrom("stats_daily")
          .where("dimension", "=", dimension)
          .where("locale", "=", locale)
          .where("day", "=", day)
          .where("key", "in", part)
          .execute();
      }
    }
    for (const part of chunks(rows)) await addToRollups(trx, part, this.engine);
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
          oc
            .column("visitor")
            .doUpdateSet((eb) => ({ last_at: eb.ref("excluded.last_at"), visit: eb.ref("excluded.visit"), seen: eb.ref("excluded.seen") })),
        )
        .execute();
    }
  }

  /**
   * The batch's changes with the figures of the rows that lost their place added to "Other" (their
   * rows are deleted in the same transaction). Read before it: the rows change only by these
   * writes, one at a time on this server.
   */
  private async withFolded(deltas: Deltas, evictions: Eviction[]): Promise<Deltas> {
    for (const { day, locale, dimension, keys } of evictions) {
      for (const part of chunks(keys)) {
        const rows = await this.db
          .selectFrom("stats_daily")
          .select(["visitors", "pageviews", "visits", "entries", "bounces", "seconds"])
          .where("dimension", "=", dimension)
          .where("locale", "=", locale)
          .where("day", "=", day)
          .where("key", "in", part)
          .execute();
        for (const row of rows)
          deltas.add(day, locale, dimension, OTHER_KEY, row.visitors, row.pageviews, row.visits, row.entries, row.bounces, row.seconds);
      }
    }
    return deltas;
  }

  /**
   * Forgets the visitors and salts of days before yesterday (Guam), so that no hash can be
   * linked to an address again and nothing finer than a day outlives its two days; and the
   * roll-ups older than STATS_KEPT_DAYS.
   */
  async prune(today: string): Promise<{ visitors: number; rollups: number }> {
    const before = addDays(today, -1);
    const visitors = await this.db.deleteFrom("stats_visitors").where("day", "<", before).executeTakeFirst();
    await this.db.deleteFrom("stats_salts").where("day", "<", before).execute();
    for (const day of this.salts.keys()) if (day < before) this.salts.delete(day);
    const rollups = await this.db
      .deleteFrom("stats_daily")
      .where("day", "<", addDays(today, 1 - STATS_KEPT_DAYS))
      .executeTakeFirst();
    return { visitors: Number(visitors.numDeletedRows), rollups: Number(rollups.numDeletedRows) };
  }
}

/**
 * Adds rows to the roll-ups. A bounce is never below none: the later page view of a visit takes
 * its bounce back from the row its first was counted in, which after a restart may be a row that
 * lost its place and got it again (server/stats/top-keys.ts).
 */
async function addToRollups(trx: Transaction<Database>, rows: Array<Record<string, unknown>>, engine: Engine): Promise<void> {
  const greatest = engine === "postgres" ? sql`greatest` : sql`max`;
  await trx
    .insertInto("stats_daily")
    .values(rows as never)
    .onConflict((oc) =>
      oc.columns(["dimension", "locale", "day", "key"]).doUpdateSet((eb) => ({
        ...Object.fromEntries(COUNTS.map((name) => [name, eb(`stats_daily.${name}`, "+", eb.ref(`excluded.${name}`))])),
        bounces: sql<number>`${greatest}(stats_daily.bounces + ${sql.ref("excluded.bounces")}, 0)`,
      })),
    )
    .execute();
}

/** A visitor of one day: the address and user agent keyed by that day's salt; neither can be found again once the salt is gone. */
export function visitorHash(salt: Buffer, address: string, userAgent: string): string {
  return createHmac("sha256", salt).update(address).update("\n").update(userAgent).digest("hex").slice(0, 32);
}
