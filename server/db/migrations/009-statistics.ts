import type { Kysely } from "kysely";
import { idColumn } from "../engine";

/**
 * Visitor statistics without cookies (docs/product.md, 5.18; server/stats/). Three tables:
 * - `stats_daily`: the roll-ups, one row per day (in Guam), language ("" for every language),
 *   dimension (the totals, a page, an entry page, a referrer, a campaign, a country, a device
 *   class, a browser, a language, bots left out) and key, with its counts. Kept, and moved by
 *   export and import.
 * - `stats_visitors`: the day's visitors as keyed hashes, with what is needed to count a visitor
 *   once a day and to follow a visit; deleted after two days, with the salts.
 * - `stats_salts`: a random salt per day; only today's and yesterday's are kept, so a hash can
 *   never be linked to an address and a browser again once its day is over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("stats_daily"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pageviews", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visits", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("entries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("bounces", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("seconds", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The roll-ups' identity, and the Statistics screen's one access path: a dimension in a
  // language over a range of days.
  await db.schema.createIndex("stats_daily_row").on("stats_daily").columns(["dimension", "locale", "day", "key"]).unique().execute();
  // The same, with the two figures every table sums: a year of a table is read from the index
  // alone (about half the time of reading each row; docs/decisions/014).
  await db.schema
    .createIndex("stats_daily_sums")
    .on("stats_daily")
    .columns(["dimension", "locale", "day", "key", "visitors", "pageviews"])
    .execute();

  await idColumn(db, db.schema.createTable("stats_visitors"))
    .addColumn("visitor", "text", (c) => c.notNull().unique())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("last_at", "text", (c) => c.notNull())
    .addColumn("visit", "text", (c) => c.notNull())
    .addColumn("seen", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stats_visitors_day").on("stats_visitors").column("day").execute();

  await db.schema
    .createTable("stats_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stats_salts").execute();
  await db.schema.dropTable("stats_visitors").execute();
  await db.schema.dropTable("stats_daily").execute();
}
