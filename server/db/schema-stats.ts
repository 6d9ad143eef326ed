// The Kysely table types of the visitor statistics (server/stats/), part of `Database` in schema.ts.
import type { Generated } from "kysely";

/**
 * Visitor statistics, one row per day (Guam), language ("" for every language), dimension and key
 * (server/stats/, docs/product.md 5.18). Only the columns its dimension counts are used.
 */
export interface StatsDailyTable {
  id: Generated<number>;
  /** "2026-03-05", in Guam. */
  day: string;
  locale: string;
  dimension: string;
  key: string;
  visitors: number;
  pageviews: number;
  visits: number;
  entries: number;
  bounces: number;
  /** The visits' lengths, added up, in seconds. */
  seconds: number;
}

/** A visitor of one day, known only by a keyed hash; deleted after two days (server/stats/store.ts). */
export interface StatsVisitorsTable {
  id: Generated<number>;
  /** HMAC-SHA256 of the address and user agent under the day's salt, hex. */
  visitor: string;
  day: string;
  last_at: string;
  /** JSON of the visit in progress (server/stats/rollup.ts `Visit`). */
  visit: string;
  /** What this visitor was already counted for today, one key a line. */
  seen: string;
}

/** The random salt of a day; only today's and yesterday's exist. */
export interface StatsSaltsTable {
  day: string;
  /** 32 random bytes, hex. */
  salt: string;
}
