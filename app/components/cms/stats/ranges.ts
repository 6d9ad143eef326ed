/**
 * The Statistics screen's ranges (docs/product.md, 5.18), in Guam days: today, the last 7 and 30
 * days and the last 12 months end today; a custom range names its first and last day. Kept in
 * the address (`?range=30d`, `?range=custom&from=...&to=...`, `&locale=ja`).
 */
import { addDays, daysBetween, guamDate, isIsoDate } from "~/lib/guam-time";
import { STATS_RANGE_MAX_DAYS, type StatsQuery } from "~/domain/schemas/stats";
import { localeOf } from "~/content/locales";

export const RANGES = [
  { id: "today", label: "Today", days: 1 },
  { id: "7d", label: "Last 7 days", days: 7 },
  { id: "30d", label: "Last 30 days", days: 30 },
  { id: "12m", label: "Last 12 months", days: 365 },
  { id: "custom", label: "Custom range", days: 0 },
] as const;
export type RangeId = (typeof RANGES)[number]["id"];
export const DEFAULT_RANGE = "7d" satisfies RangeId;

export interface RangeChoice {
  range: RangeId;
  query: StatsQuery;
  /** Why a custom range cannot be shown (the last valid one is shown instead), or null. */
  problem: string | null;
}

/** The range ending today in Guam that a preset names. */
export function presetQuery(range: Exclude<RangeId, "custom">, now: number, locale = ""): StatsQuery {
  const today = guamDate(now);
  const days = RANGES.find((r) => r.id === range)!.days;
  return { from: addDays(today, -(days - 1)), to: today, locale };
}

/** What the address asks for, checked; anything it cannot be is the default range. */
export function rangeFromParams(params: URLSearchParams, now: number): RangeChoice {
  const locale = localeOf(params.get("locale"))?.code ?? "";
  const range: RangeId = RANGES.find((r) => r.id === params.get("range"))?.id ?? DEFAULT_RANGE;
  if (range !== "custom") return { range, query: presetQuery(range, now, locale), problem: null };
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const problem = customProblem(from, to);
  return problem
    ? { range, query: presetQuery(DEFAULT_RANGE, now, locale), problem }
    : { range, query: { from, to, locale }, problem: null };
}

/** Why two dates make no range, or null when they do. */
export function customProblem(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return "Choose a first and a last day.";
  if (from > to) return "The first day must not be after the last.";
  if (daysBetween(from, to) > STATS_RANGE_MAX_DAYS) return `A range can span at most ${STATS_RANGE_MAX_DAYS} days.`;
  return null;
}

/** "Mar 5, 2026" for a Guam date. */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
}

/** "Mar 5 – Mar 11, 2026", or one day. */
export function describeRange({ from, to }: { from: string; to: string }): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}
