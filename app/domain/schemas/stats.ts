/**
 * Visitor statistics (docs/product.md, 5.18 and 8.2): what a public page's beacon sends, what the
 * Statistics screen asks for, and what it gets back. Browser-safe; the server parses with the
 * same schemas.
 */
import { z } from "zod";
import { daysBetween, isIsoDate } from "../../lib/guam-time";
import { ALL_LOCALES } from "../../content/locales";

/** The longest address, referrer or language a beacon may send; anything longer is refused (400). */
export const HIT_TEXT_MAX = 2000;

/** One page view, as the public pages' script sends it (`navigator.sendBeacon`, a JSON text). */
export const hitSchema = z.object({
  /** The page's path, with only its utm_source, utm_medium and utm_campaign parameters. */
  path: z.string().min(1).max(HIT_TEXT_MAX).startsWith("/", { error: "Path must start with /" }),
  /** document.referrer: the server keeps its host name only, and nothing for the site's own pages. */
  referrer: z.string().max(HIT_TEXT_MAX).default(""),
  /** The page's language (`<html lang>`), one of the site's languages. */
  locale: z
    .string()
    .max(35)
    .refine((code) => ALL_LOCALES.some((locale) => locale.code === code), { error: "Language must be one of the site's languages" }),
  /** A goal reached on the page instead of a page view: a click on a `tel:` link ("call") or a `mailto:` link ("email"). */
  goal: z.enum(["call", "email"]).optional(),
  /** `navigator.language`: the server reduces it to one of the site's languages or "other" and keeps only that (absent: not counted). */
  prefers: z.string().max(35).optional(),
});
export type HitPayload = z.output<typeof hitSchema>;

/** The longest range the Statistics screen may ask for, in days (two years). */
export const STATS_RANGE_MAX_DAYS = 731;

/**
 * How long the roll-ups are kept, in days (about four years): the longest range the screen shows
 * and the period of the same length before it, which its comparison reads. Housekeeping deletes
 * older days (server/stats/store.ts).
 */
export const STATS_KEPT_DAYS = 2 * STATS_RANGE_MAX_DAYS;

/**
 * The key of a table's "Other" row: the day's pages, referrers and campaigns past the ones kept,
 * added up (server/stats/top-keys.ts). No real key can be it: a page starts with "/", a campaign
 * holds " / ", and a host name is ASCII.
 */
export const STATS_OTHER_KEY = "\u2026";

const date = (label: string) => z.string().refine(isIsoDate, { error: `${label} must be a date such as 2026-01-31` });

export const statsQuerySchema = z
  .object({
    from: date("From"),
    to: date("To"),
    /** A language's code, or empty for every language. */
    locale: z
      .string()
      .default("")
      .refine((code) => code === "" || ALL_LOCALES.some((locale) => locale.code === code), {
        error: "Language must be one of the site's languages",
      }),
  })
  .refine(({ from, to }) => from <= to, { error: "From must not be after To", path: ["from"] })
  .refine(({ from, to }) => daysBetween(from, to) <= STATS_RANGE_MAX_DAYS, {
    error: `A range can span at most ${STATS_RANGE_MAX_DAYS} days`,
    path: ["to"],
  });
export type StatsQuery = z.output<typeof statsQuerySchema>;

export interface StatsTotals {
  visitors: number;
  visits: number;
  pageviews: number;
  /** Visits of one page view, as a share of visits (0 to 1). */
  bounceRate: number;
  /** The average visit's length, in whole seconds (from its first page view to its last). */
  visitSeconds: number;
}

/** One row of a table: how many visitors and page views it counts. */
export interface StatsRow {
  key: string;
  visitors: number;
  pageviews: number;
}

export const STATS_TABLES = ["pages", "entries", "referrers", "campaigns", "countries", "devices", "browsers", "languages"] as const;
export type StatsTable = (typeof STATS_TABLES)[number];

/** One row of a goals table: the goals reached on a page, from a referrer or in a campaign. */
export interface GoalsRow {
  key: string;
  calls: number;
  emails: number;
  quoteVisits: number;
}

/** The goals of a range (docs/product.md, 5.18, "Goals"). */
export interface StatsGoals {
  /** Clicks on a `tel:` link. */
  calls: number;
  /** Clicks on a `mailto:` link. */
  emails: number;
  /** Visits that reached /get-quote or /contact, in any language (once each). */
  quoteVisits: number;
  /** Visits with at least one goal (a call, an e-mail or a quote page), as a share of visits (0 to 1). */
  conversionRate: number;
  /** By the page the goal was reached on; by the visit's referrer; by the visit's campaign. */
  byPage: GoalsRow[];
  byReferrer: GoalsRow[];
  byCampaign: GoalsRow[];
}

export type StatsReport = {
  from: string;
  to: string;
  locale: string;
  totals: StatsTotals;
  /** The same figures for the period of the same length just before `from`. */
  previous: StatsTotals;
  /** One entry per day of the range, in order, days without visitors included. */
  series: Array<{ date: string; visitors: number; pageviews: number }>;
  /** Page views the server left out because a bot sent them. */
  botsFiltered: number;
  goals: StatsGoals;
} & Record<StatsTable, StatsRow[]>;
