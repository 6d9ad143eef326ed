/**
 * Where translation pays (docs/product.md, 5.18, "Where translation pays"): visitors whose browser
 * prefers one of the site's translation languages, and the pages they read whose translation is
 * missing or outdated. Browser-safe; the server parses the query with the same schema.
 */
import { z } from "zod";
import { STATS_RANGE_MAX_DAYS } from "./stats";

/** The days the ranking looks back over, by default: the Translations screen's too. */
export const DEMAND_DAYS = 30;
/** Pages named per language, at most. */
export const DEMAND_TOP_PAGES = 10;

export const languageDemandQuerySchema = z.object({
  days: z.coerce
    .number({ error: "Days must be a whole number" })
    .int({ error: "Days must be a whole number" })
    .min(1, { error: "Days must be at least 1" })
    .max(STATS_RANGE_MAX_DAYS, { error: `Days must be at most ${STATS_RANGE_MAX_DAYS}` })
    .default(DEMAND_DAYS),
});

/** A page whose translation is missing or outdated, with its visits from visitors who prefer the language. */
export interface DemandPageDTO {
  pageId: number;
  title: string;
  slug: string;
  state: "missing" | "outdated";
  visits: number;
}

/** GET /api/cms/stats/language-demand: one row per translation language, most preferred first. */
export interface LanguageDemandDTO {
  locale: string;
  /** Whether the language is on: a language nobody has turned on can be the most wanted. */
  enabled: boolean;
  /** Visitors who prefer the language over the range, once per day they came. */
  visitors: number;
  pagesMissing: number;
  pagesOutdated: number;
  /** Missing and outdated translations read by those visitors, most visits first. */
  topPages: DemandPageDTO[];
}
