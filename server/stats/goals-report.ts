import { type Kysely, sql } from "kysely";
import type { GoalsRow, StatsGoals } from "../../app/domain/schemas/stats";
import type { Database } from "../db/schema";
import { GOALS, type Goal } from "./goals";

/** Rows per goals table: the top ones by goals reached. */
const GOAL_ROWS = 100;

const sum = (column: "pageviews" | "visits") => sql<string | number | null>`sum(${sql.ref(column)})`;

/**
 * The goals of a range and language (docs/product.md, 5.18, "Goals"), from the roll-ups
 * (server/stats/goals.ts). `visitsOf` is the range's visits, the conversion rate's denominator.
 */
export async function goalsReport(
  db: Kysely<Database>,
  from: string,
  to: string,
  locale: string,
  visitsOf: Promise<number>,
): Promise<StatsGoals> {
  const inRange = (dimensions: string[]) =>
    db
      .selectFrom("stats_daily")
      .where("dimension", "in", dimensions)
      .where("locale", "=", locale)
      .where("day", ">=", from)
      .where("day", "<=", to);
  const [visits, totals] = await Promise.all([
    visitsOf,
    inRange(["goal"])
      .select(["key", sum("pageviews").as("pageviews"), sum("visits").as("visits")])
      .groupBy("key")
      .execute(),
  ]);
  // No goal in the range: no row by page, referrer or campaign either (each goal adds to both), and nothing more to read.
  const none = totals.every((row) => Number(row.pageviews ?? 0) === 0 && Number(row.visits ?? 0) === 0);
  const [byPage, byReferrer, byCampaign] = none
    ? [[], [], []]
    : await Promise.all([
        tableOf(db, from, to, locale, "page"),
        tableOf(db, from, to, locale, "referrer"),
        tableOf(db, from, to, locale, "campaign"),
      ]);
  const of = (key: string) => totals.find((row) => row.key === key);
  const converted = Number(of("any")?.visits ?? 0);
  return {
    calls: Number(of("call")?.pageviews ?? 0),
    emails: Number(of("email")?.pageviews ?? 0),
    quoteVisits: Number(of("quote")?.visits ?? 0),
    conversionRate: visits > 0 ? Math.round((Math.min(converted, visits) / visits) * 1000) / 1000 : 0,
    byPage,
    byReferrer,
    byCampaign,
  };
}

const FIELDS: Record<Goal, keyof Omit<GoalsRow, "key">> = { call: "calls", email: "emails", quote: "quoteVisits" };

async function tableOf(
  db: Kysely<Database>,
  from: string,
  to: string,
  locale: string,
  by: "page" | "referrer" | "campaign",
): Promise<GoalsRow[]> {
  const rows = await Promise.all(
    GOALS.map((goal) =>
      db
        .selectFrom("stats_daily")
        .where("dimension", "=", `${goal}-${by}`)
        .where("locale", "=", locale)
        .where("day", ">=", from)
        .where("day", "<=", to)
        .select(["key", sum("pageviews").as("count")])
        .groupBy("key")
        .orderBy(sql`sum(pageviews)`, "desc")
        .orderBy("key")
        .limit(GOAL_ROWS)
        .execute(),
    ),
  );
  const byKey = new Map<string, GoalsRow>();
  GOALS.forEach((goal, n) => {
    for (const row of rows[n] ?? []) {
      const entry = byKey.get(row.key) ?? { key: row.key, calls: 0, emails: 0, quoteVisits: 0 };
      entry[FIELDS[goal]] += Number(row.count ?? 0);
      byKey.set(row.key, entry);
    }
  });
  const reached = (row: GoalsRow) => row.calls + row.emails + row.quoteVisits;
  return [...byKey.values()].sort((a, b) => reached(b) - reached(a) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).slice(0, GOAL_ROWS);
}
