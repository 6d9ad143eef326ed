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
 * /contact (in any language) counts it once. They are counted by `countGoal` (rollup.ts).
 */
import { pageOfPath } from "../../app/domain/locale-paths";

export const GOALS = ["call", "email", "quote"] as const;
export type Goal = (typeof GOALS)[number];

/** The goals' capped dimensions: by page, referrer and campaign for each goal. */
export const GOAL_DIMENSIONS = GOALS.flatMap((goal) => [`${goal}-page`, `${goal}-referrer`, `${goal}-campaign`] as const);

/** The pages whose arrival is a quote visit. */
const QUOTE_SLUGS: ReadonlySet<string> = new Set(["get-quote", "contact"]);

export const isQuotePage = (path: string) => QUOTE_SLUGS.has(pageOfPath(path)?.slug ?? "");
