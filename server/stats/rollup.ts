/**
 * How one page view changes the roll-ups (docs/product.md, 5.18), as pure functions over a
 * visitor's state of the day: no database, no clock of its own. A visit is the page views of one
 * visitor with less than VISIT_GAP_MS between them; it belongs to the day and language it began
 * in, and to the entry page, referrer and campaign it began with. A visit counts as a bounce
 * until its second page view, which takes the bounce back and starts adding to its length.
 * Every row is counted twice: in the page's language and in "" (every language), each with its
 * own visitors, so that a visitor reading two languages is one visitor of the whole site.
 */

import { isTranslationLocale } from "../../app/content/locales";
import { pageOfPath } from "../../app/domain/locale-paths";
import { GOAL_DIMENSIONS, type Goal, isQuotePage } from "./goals";

export const VISIT_GAP_MS = 30 * 60 * 1000;
/** What one visitor may be counted for in a day, and pages remembered per visit: past these, a visitor counts again rather than the state growing. */
const SEEN_MAX = 400;
const VISIT_PAGES_MAX = 100;

export const DIMENSIONS = [
  "total",
  "page",
  "entry",
  "referrer",
  "campaign",
  "country",
  "device",
  "browser",
  "language",
  "bots",
  "goal",
  ...GOAL_DIMENSIONS,
  "prefers",
  "demand",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const COUNTS = ["visitors", "pageviews", "visits", "entries", "bounces", "seconds"] as const;
export type Counts = Record<(typeof COUNTS)[number], number>;

/** One roll-up row's identity. */
export interface RowKey {
  day: string;
  locale: string;
  dimension: Dimension;
  key: string;
}

/** A page view, once the server has derived what it keeps from the request. */
export interface CountedHit {
  at: number;
  day: string;
  path: string;
  locale: string;
  /** The referrer's host name, "" for none or the site itself. */
  referrer: string;
  /** "source / medium / campaign" from the utm parameters, "" without any. */
  campaign: string;
  country: string;
  device: string;
  browser: string;
  /** A goal reached on the page (a click on a tel: or mailto: link) instead of a page view (server/stats/goals.ts). */
  goal?: "call" | "email";
  /** The visitor's preferred language, one of the site's or "other" (preferred-language.ts); absent: not counted. */
  prefers?: string;
}

export interface Visit {
  day: string;
  locale: string;
  entry: string;
  referrer: string;
  campaign: string;
  views: number;
  /** "{locale}|{path}" of the pages this visit has seen, to count a page's visits once. */
  pages: string[];
  /** The goals this visit has reached (server/stats/goals.ts); absent in a visit stored before goals. */
  goals?: string[];
}

export interface VisitorState {
  day: string;
  lastAt: number;
  visit: Visit | null;
  seen: Set<string>;
}

/** The changes of a batch of hits, by row. */
export class Deltas {
  readonly rows = new Map<string, { row: RowKey; counts: Counts }>();

  /** Adds to one row's counts (positional: this runs some twenty times a page view). */
  add(
    day: string,
    locale: string,
    dimension: Dimension,
    key: string,
    visitors: number,
    pageviews: number,
    visits = 0,
    entries = 0,
    bounces = 0,
    seconds = 0,
  ): void {
    const id = `${dimension}\u0001${locale}\u0001${day}\u0001${key}`;
    let entry = this.rows.get(id);
    if (!entry)
      this.rows.set(
        id,
        (entry = {
          row: { day, locale, dimension, key },
          counts: { visitors: 0, pageviews: 0, visits: 0, entries: 0, bounces: 0, seconds: 0 },
        }),
      );
    const counts = entry.counts;
    counts.visitors += visitors;
    counts.pageviews += pageviews;
    counts.visits += visits;
    counts.entries += entries;
    counts.bounces += bounces;
    counts.seconds += seconds;
  }

  /** Moves one row's counts onto another key (a key folded into "Other" after this batch counted it). */
  move(day: string, locale: string, dimension: Dimension, from: string, to: string): void {
    const id = `${dimension}\u0001${locale}\u0001${day}\u0001${from}`;
    const entry = this.rows.get(id);
    if (!entry) return;
    this.rows.delete(id);
    const c = entry.counts;
    this.add(day, locale, dimension, to, c.visitors, c.pageviews, c.visits, c.entries, c.bounces, c.seconds);
  }

  /** In one order for every writer, so that two servers writing at once lock rows in the same order. */
  sorted(): Array<{ row: RowKey; counts: Counts }> {
    return [...this.rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
  }
}

const both = (locale: string) => [locale, ""];

/** A bot's page view: counted as left out, nothing else. */
export function countBot(deltas: Deltas, day: string, locale: string): void {
  for (const language of both(locale)) deltas.add(day, language, "bots", "", 0, 1);
}

/**
 * Applies one page view to its visitor. `today` is the visitor's state under today's hash (null
 * on their first page view of the day); `yesterday` the state under yesterday's, so that a visit
 * running over midnight goes on. Returns the visitor's new state.
 */
export function applyHit(deltas: Deltas, today: VisitorState | null, yesterday: VisitorState | null, hit: CountedHit): VisitorState {
  const state: VisitorState = today ?? { day: hit.day, lastAt: 0, visit: null, seen: new Set() };
  if (!today && yesterday?.visit && hit.at - yesterday.lastAt < VISIT_GAP_MS) {
    state.visit = yesterday.visit;
    state.lastAt = yesterday.lastAt;
  }
  const gap = hit.at - state.lastAt;
  const seenAdd = (key: string) => {
    const first = !state.seen.has(key);
    if (first && state.seen.size < SEEN_MAX) state.seen.add(key);
    return first;
  };
  // A goal is no page view: it neither starts nor lengthens a visit.
  if (hit.goal) {
    countGoal(deltas, state, hit, hit.goal, Boolean(state.visit) && gap >= 0 && gap < VISIT_GAP_MS, seenAdd);
    return state;
  }
  let visit = state.visit;
  if (!visit || gap >= VISIT_GAP_MS || gap < 0) {
    visit = { day: hit.day, locale: hit.locale, entry: hit.path, referrer: hit.referrer, campaign: hit.campaign, views: 0, pages: [] };
    state.visit = visit;
    addToVisit(deltas, visit, 1, 1, 0);
  } else {
    addToVisit(deltas, visit, 0, visit.views === 1 ? -1 : 0, Math.round(gap / 1000));
  }
  visit.views += 1;
  state.lastAt = hit.at;

  const page = `${hit.locale}|${hit.path}`;
  const firstInVisit = !visit.pages.includes(page);
  if (firstInVisit && visit.pages.length < VISIT_PAGES_MAX) visit.pages.push(page);

  const keys: Array<[Dimension, string]> = [
    ["total", ""],
    ["page", hit.path],
    ["language", hit.locale],
    ["country", hit.country],
    ["device", hit.device],
    ["browser", hit.browser],
    ["entry", visit.entry],
    ["referrer", visit.referrer],
  ];
  if (visit.campaign) keys.push(["campaign", visit.campaign]);
  if (hit.prefers) keys.push(["prefers", hit.prefers]);
  for (const language of both(hit.locale)) {
    for (const [dimension, key] of keys) {
      const firstToday = seenAdd(`${language}|${dimension}|${key}`);
      deltas.add(hit.day, language, dimension, key, firstToday ? 1 : 0, 1, dimension === "page" && firstInVisit ? 1 : 0);
    }
  }
  const demand = demandKey(hit);
  if (demand) deltas.add(hit.day, "", "demand", demand, seenAdd(`|demand|${demand}`) ? 1 : 0, 1, firstInVisit ? 1 : 0);
  if (isQuotePage(hit.path) && !visit.goals?.includes("quote")) countGoal(deltas, state, hit, "quote" satisfies Goal, true, seenAdd);
  return state;
}

/**
 * "Where translation pays" (docs/product.md, 5.18): a page view of a visitor who prefers one of the
 * site's translation languages counts for the page's English slug in that language, whichever
 * language the page was read in: "{locale} {slug}", in every language's rows only.
 */
function demandKey(hit: CountedHit): string | null {
  if (!hit.prefers || !isTranslationLocale(hit.prefers)) return null;
  const page = pageOfPath(hit.path);
  return page ? `${hit.prefers} ${page.slug}` : null;
}

/**
 * Counts a visit as a whole: in the totals, its entry page, referrer and campaign (visits, bounces,
 * seconds), and on its entry page's own row (entries, bounces, seconds), in its language and in
 * every language.
 */
function addToVisit(deltas: Deltas, visit: Visit, visits: number, bounces: number, seconds: number): void {
  for (const locale of both(visit.locale)) {
    deltas.add(visit.day, locale, "total", "", 0, 0, visits, 0, bounces, seconds);
    deltas.add(visit.day, locale, "entry", visit.entry, 0, 0, visits, 0, bounces, seconds);
    deltas.add(visit.day, locale, "referrer", visit.referrer, 0, 0, visits, 0, bounces, seconds);
    if (visit.campaign) deltas.add(visit.day, locale, "campaign", visit.campaign, 0, 0, visits, 0, bounces, seconds);
    deltas.add(visit.day, locale, "page", visit.entry, 0, 0, 0, visits, bounces, seconds);
  }
}

/** The visitor's state as stored (stats_visitors), and back. */
export function serializeVisit(visit: Visit | null): string {
  return JSON.stringify(visit);
}

export function parseVisitor(row: { day: string; last_at: string; visit: string; seen: string }): VisitorState {
  let visit: Visit | null = null;
  try {
    visit = JSON.parse(row.visit) as Visit | null;
  } catch {
    visit = null;
  }
  return { day: row.day, lastAt: Date.parse(row.last_at) || 0, visit, seen: new Set(row.seen ? row.seen.split("\n") : []) };
}

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
