import { type Kysely, sql } from "kysely";
import { addDays, daysBetween } from "../../app/lib/guam-time";
import type { StatsQuery, StatsReport, StatsRow, StatsTable, StatsTotals } from "../../app/domain/schemas/stats";
import type { Database } from "../db/schema";
import { goalsReport } from "./goals-report";
import type { Dimension } from "./rollup";

/** Rows per table of the Statistics screen (and of its CSV files): the top ones by visitors. */
export const TABLE_ROWS = 100;

const TABLE_DIMENSIONS: Record<StatsTable, Dimension> = {
  pages: "page",
  entries: "entry",
  referrers: "referrer",
  campaigns: "campaign",
  countries: "country",
  devices: "device",
  browsers: "browser",
  languages: "language",
};

/** A sum as a number: PostgreSQL answers a sum of integers as a bigint, which pg hands over as text. */
const total = (column: "visitors" | "pageviews" | "visits" | "bounces" | "seconds") =>
  sql<string | number | null>`sum(${sql.ref(column)})`.as(column);

/**
 * The Statistics screen's figures for a range of days (in Guam) and a language ("" for every
 * language), from the roll-ups alone. Over a range, a visitor is counted once per day they came
 * (the roll-ups are daily), as the series shows them.
 */
export async function statsReport(db: Kysely<Database>, { from, to, locale }: StatsQuery): Promise<StatsReport> {
  const days = daysBetween(from, to);
  const totalsNow = totalsOf(db, from, to, locale);
  const [totals, goals, previous, series, botsFiltered, ...tables] = await Promise.all([
    totalsNow,
    goalsReport(
      db,
      from,
      to,
      locale,
      totalsNow.then(({ visits }) => visits),
    ),
    totalsOf(db, addDays(from, -days), addDays(from, -1), locale),
    seriesOf(db, from, to, locale),
    botsOf(db, from, to, locale),
    ...Object.values(TABLE_DIMENSIONS).map((dimension) => tableOf(db, dimension, from, to, locale)),
  ]);
  const named = Object.fromEntries(Object.keys(TABLE_DIMENSIONS).map((name, n) => [name, tables[n] as StatsRow[]])) as Record<
    StatsTable,
    StatsRow[]
  >;
  return { from, to, locale, totals, previous, series, botsFiltered, goals, ...named };
}

const inRange = (db: Kysely<Database>, dimension: Dimension, from: string, to: string, locale: string) =>
  db
    .selectFrom("stats_daily")
    .where("dimension", "=", dimension)
    .where("locale", "=", locale)
    .where("day", ">=", from)
    .where("day", "<=", to);

async function totalsOf(db: Kysely<Database>, from: string, to: string, locale: string): Promise<StatsTotals> {
  const row = await inRange(db, "total", from, to, locale)
    .select([total("visitors"), total("pageviews"), total("visits"), total("bounces"), total("seconds")])
    .executeTakeFirst();
  const visits = Number(row?.visits ?? 0);
  return {
    visitors: Number(row?.visitors ?? 0),
    visits,
    pageviews: Number(row?.pageviews ?? 0),
    bounceRate: visits > 0 ? Math.round((Number(row?.bounces ?? 0) / visits) * 1000) / 1000 : 0,
    visitSeconds: visits > 0 ? Math.round(Number(row?.seconds ?? 0) / visits) : 0,
  };
}

async function seriesOf(db: Kysely<Database>, from: string, to: string, locale: string): Promise<StatsReport["series"]> {
  const rows = await inRange(db, "total", from, to, locale).select(["day", "visitors", "pageviews"]).execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: daysBetween(from, to) }, (_, n) => {
    const date = addDays(from, n);
    const row = byDay.get(date);
    return { date, visitors: Number(row?.visitors ?? 0), pageviews: Number(row?.pageviews ?? 0) };
  });
}

async function botsOf(db: Kysely<Database>, from: string, to: string, locale: string): Promise<number> {
  const row = await inRange(db, "bots", from, to, locale).select(total("pageviews")).executeTakeFirst();
  return Number(row?.pageviews ?? 0);
}

async function tableOf(db: Kysely<Database>, dimension: Dimension, from: string, to: string, locale: string): Promise<StatsRow[]> {
  const rows = await inRange(db, dimension, from, to, locale)
    .select(["key", total("visitors"), total("pageviews")])
    .groupBy("key")
    .orderBy(sql`sum(visitors)`, "desc")
    .orderBy(sql`sum(pageviews)`, "desc")
    .orderBy("key")
    .limit(TABLE_ROWS)
    .execute();
  return rows.map((row) => ({ key: row.key, visitors: Number(row.visitors ?? 0), pageviews: Number(row.pageviews ?? 0) }));
}
