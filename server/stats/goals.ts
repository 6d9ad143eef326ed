/**
 * Goals (docs/product.md, 5.18, "Goals"): what turns a visitor into a client here, a call, an
 * e-mail, or a visit to the quote or contact page. Counted in the same daily roll-ups as page
 * views, from the same cookieless visitors, bots left out the same way (server/stats/rollup.ts):
 * - dimension "goal", key "call", "email" or "quote": `pageviews` the clicks (a quote visit: its
 *   arrival), `visits` the visits that reached it, `visitors` the visitors that did that day;
 * - dimension "goal", key "any": `visits` the visits that reached at least one goal (the
 *   conversion rate's numerator), in the visit's day and language as its visits are counted;
 * - dimensions "{goal}-page", "{goal}-referrer", "{goal}-campaign": the goal's clicks by the page it
 *   was reached on and by its visit's referrer and campaign, capped per day like pages
 *   (top-keys.ts).
 * A quote visit is derived from page views: the first page view of a visit at /get-quote or
 * /contact (in any language) counts it once.
 */
import { pageOfPath } from "../../app/domain/locale-paths";
import type { CountedHit, Deltas, Dimension, VisitorState } from "./rollup";

export const GOALS = ["call", "email", "quote"] as const;
export type Goal = (typeof GOALS)[number];

/** The goals' capped dimensions: by page, referrer and campaign for each goal. */
export const GOAL_DIMENSIONS = GOALS.flatMap((goal) => [`${goal}-page`, `${goal}-referrer`, `${goal}-campaign`] as const);

/** The pages whose arrival is a quote visit. */
const QUOTE_SLUGS: ReadonlySet<string> = new Set(["get-quote", "contact"]);

export const isQuotePage = (path: string) => QUOTE_SLUGS.has(pageOfPath(path)?.slug ?? "");

const both = (locale: string) => [locale, ""];

/**
 * Counts one goal of a visitor on the hit's page: attributed to the visitor's visit in progress
 * (its referrer and campaign) or, with none (the click came 30 minutes or more after the last
 * page view), to the page's own referrer and campaign, and then it counts in no visit. `seenAdd`
 * marks a row as counted for the visitor today and says whether it is their first (a visitor
 * counts once a day per row).
 */
export function countGoal(
  deltas: Deltas,
  state: VisitorState,
  hit: CountedHit,
  goal: Goal,
  live: boolean,
  seenAdd: (key: string) => boolean,
): void {
  const visit = live ? state.visit : null;
  const reached = visit ? (visit.goals ??= []) : null;
  const firstInVisit = reached ? !reached.includes(goal) : false;
  const firstGoalOfVisit = reached ? reached.length === 0 : false;
  if (reached && firstInVisit) reached.push(goal);
  const referrer = visit ? visit.referrer : hit.referrer;
  const campaign = visit ? visit.campaign : hit.campaign;
  const keys: Array<[string, string]> = [
    ["goal", goal],
    [`${goal}-page`, hit.path],
    [`${goal}-referrer`, referrer],
  ];
  if (campaign) keys.push([`${goal}-campaign`, campaign]);
  for (const language of both(hit.locale)) {
    for (const [dimension, key] of keys) {
      const firstToday = seenAdd(`${language}|${dimension}|${key}`);
      deltas.add(hit.day, language, dimension as Dimension, key, firstToday ? 1 : 0, 1, dimension === "goal" && firstInVisit ? 1 : 0);
    }
  }
  if (visit && firstGoalOfVisit) for (const language of both(visit.locale)) deltas.add(visit.day, language, "goal", "any", 0, 0, 1);
}
