import { ALL_LOCALES } from "../../app/content/locales";
import { isIsoDate } from "../../app/lib/guam-time";
import { MAX_ID } from "../db/connect";
import { DIMENSIONS } from "../stats/rollup";
import { type Kind, id, oneOf, refuse, text, whole } from "./values";

const count = whole(0, MAX_ID);
const day: Kind = (value, column) => {
  if (typeof value !== "string" || !isIsoDate(value)) refuse(`${column === "day" ? "Day" : column} must be a date such as 2026-01-31`);
};

/** The roll-ups' columns (server/db/schema-stats.ts StatsDailyTable): a day, a language or "" for all, a dimension, a key and its counts. */
export const STATS_DAILY_COLUMNS: Record<string, Kind> = {
  id,
  day,
  locale: oneOf(["", ...ALL_LOCALES.map((locale) => locale.code)]),
  dimension: oneOf(DIMENSIONS),
  key: text({ max: 300 }),
  visitors: count,
  pageviews: count,
  visits: count,
  entries: count,
  bounces: count,
  seconds: count,
};

/**
 * A roll-up row as the statistics write one (server/stats/rollup.ts): once per day, language,
 * dimension and key in the file, no key where the dimension has none, and no more visitors or
 * bounces than it could count.
 */
export class StatsRowChecker {
  private readonly rows = new Set<string>();

  check(row: Record<string, unknown>): void {
    const identity = `${String(row.dimension)}\u0001${String(row.locale)}\u0001${String(row.day)}\u0001${String(row.key)}`;
    if (this.rows.has(identity))
      refuse(`The roll-up of ${String(row.day)}, ${String(row.dimension)} "${String(row.key).slice(0, 100)}" is in the file twice`);
    if ((row.dimension === "total" || row.dimension === "bots") && row.key !== "")
      refuse(`Key must be empty for the ${String(row.dimension)} dimension`);
    if ((row.bounces as number) > (row.visits as number) + (row.entries as number)) refuse("Bounces must not exceed visits");
    this.rows.add(identity);
  }
}
