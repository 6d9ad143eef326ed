/**
 * How many rows a day's roll-ups may hold (docs/product.md, 5.18; docs/decisions/014): the keys a
 * visitor's request chooses (the page, the entry page, the referrer's host, the campaign) are kept
 * for the day's KEPT_PER_DAY most read of each, in each language; the rest are added up under one
 * row, OTHER_KEY ("Other sites", "Other campaigns", "Other pages" on the Statistics screen).
 *
 * Decided as the page views are written, by a streaming top-N (Space-Saving): a bounded counter
 * map per day, language and dimension. A key that has a row counts its page views; a new key takes
 * a free place, or, when all are taken, the place of the key with the fewest, with that count plus
 * its own (so a key that keeps coming can climb), and the key it replaces is folded into OTHER_KEY
 * (its row's figures added there, the row deleted). A folded key stays in "Other" for the rest of
 * the day: the visits it began are followed there (their later page views change their bounce and
 * length), so it must not get a row of its own again. The folded keys are remembered, at most
 * FOLDS_PER_DAY a day per language and dimension; past that, the places are settled for the day
 * and every new key goes to "Other". Each dimension's rows, "Other" included, add up to the day's
 * figures. Counts are kept for today and yesterday only (a page view of just before midnight), and
 * read back from the rows after a restart (the folded keys are not: after a restart, one may have
 * a row again).
 */
import { STATS_OTHER_KEY } from "../../app/domain/schemas/stats";
import { GOAL_DIMENSIONS } from "./goals";
import { Deltas, type Dimension } from "./rollup";

export const OTHER_KEY = STATS_OTHER_KEY;
/** Rows a day may hold per language and dimension below, besides "Other": the Statistics screen's tables show 100. */
export const KEPT_PER_DAY = 100;
/** Keys folded into "Other" a day per language and dimension, at most (remembered for the day, so the memory is bounded). */
export const FOLDS_PER_DAY = 2 * KEPT_PER_DAY;
/** The dimensions whose keys come from the request: the others have a few fixed keys (devices, browsers, languages) or a bounded list (countries). */
export const CAPPED: ReadonlySet<Dimension> = new Set<Dimension>(["page", "entry", "referrer", "campaign", ...GOAL_DIMENSIONS, "demand"]);

/** A kept row of the day, as read back from the database. */
export interface KeptRow {
  locale: string;
  dimension: string;
  key: string;
  pageviews: number;
}

/** Keys to fold into "Other" on one day, in one language and dimension. */
export interface Eviction {
  day: string;
  locale: string;
  dimension: Dimension;
  keys: string[];
}

/** One day's places in one language and dimension: the kept keys with their (estimated) page views, and the keys folded into "Other". */
interface Places {
  kept: Map<string, number>;
  folded: Set<string>;
}

export class TopKeys {
  /** By day, then `${locale}\u0001${dimension}`. */
  private readonly days = new Map<string, Map<string, Places>>();

  constructor(
    private readonly perDay = KEPT_PER_DAY,
    private readonly foldsPerDay = (FOLDS_PER_DAY / KEPT_PER_DAY) * perDay,
  ) {}

  /** The days not known yet, to be read with `load` before `fold`. */
  missing(days: Iterable<string>): string[] {
    return [...new Set(days)].filter((day) => !this.days.has(day));
  }

  /** The day's kept rows (from the database, at the first write of a day or after a restart). */
  load(day: string, rows: KeptRow[]): void {
    const groups = new Map<string, Places>();
    for (const row of [...rows].sort((a, b) => b.pageviews - a.pageviews)) {
      if (!CAPPED.has(row.dimension as Dimension) || row.key === OTHER_KEY) continue;
      const places = placesOf(groups, `${row.locale}\u0001${row.dimension}`);
      // More rows than places (a database from before the bound): the most read are followed.
      if (places.kept.size < this.perDay) places.kept.set(row.key, row.pageviews);
    }
    this.days.set(day, groups);
  }

  /** Forgets every day but these (today and yesterday). */
  keep(days: string[]): void {
    for (const day of this.days.keys()) if (!days.includes(day)) this.days.delete(day);
  }

  /** Forgets everything (after a write that failed: the rows are read again). */
  reset(): void {
    this.days.clear();
  }

  /**
   * A batch's changes with each capped key either kept or folded into OTHER_KEY, in the order the
   * page views came, and the kept keys that lost their place (to be folded into OTHER_KEY in the
   * same transaction). Every day of the batch must have been loaded.
   */
  fold(deltas: Deltas): { deltas: Deltas; evictions: Eviction[] } {
    const mapped = new Deltas();
    const evicted = new Map<string, Eviction>();
    for (const { row, counts } of deltas.rows.values()) {
      let key = row.key;
      if (CAPPED.has(row.dimension) && key !== OTHER_KEY) {
        const groups = this.days.get(row.day);
        if (!groups) throw new Error(`statistics: the kept keys of ${row.day} were not read`);
        const id = `${row.locale}\u0001${row.dimension}`;
        const places = placesOf(groups, id);
        const known = places.kept.get(key);
        if (known !== undefined) places.kept.set(key, known + counts.pageviews);
        // A key folded today, a later part of a visit whose key has no row, or no place left to take.
        else if (
          places.folded.has(key) ||
          counts.pageviews === 0 ||
          (places.kept.size >= this.perDay && places.folded.size >= this.foldsPerDay)
        )
          key = OTHER_KEY;
        else {
          // A new row. Its bounce is never below none (after a restart, a folded key may come back
          // with a later page view of a visit whose bounce was folded into "Other").
          counts.bounces = Math.max(0, counts.bounces);
          if (places.kept.size < this.perDay) places.kept.set(key, counts.pageviews);
          else {
            const [least, leastCount] = fewest(places.kept);
            places.kept.delete(least);
            places.folded.add(least);
            places.kept.set(key, leastCount + counts.pageviews);
            const eviction = evicted.get(`${row.day}\u0001${id}`) ?? {
              day: row.day,
              locale: row.locale,
              dimension: row.dimension,
              keys: [],
            };
            eviction.keys.push(least);
            evicted.set(`${row.day}\u0001${id}`, eviction);
          }
        }
      }
      mapped.add(
        row.day,
        row.locale,
        row.dimension,
        key,
        counts.visitors,
        counts.pageviews,
        counts.visits,
        counts.entries,
        counts.bounces,
        counts.seconds,
      );
    }
    // A key that lost its place after this batch counted it: what the batch counted goes to "Other" too.
    for (const { day, locale, dimension, keys } of evicted.values())
      for (const key of keys) mapped.move(day, locale, dimension, key, OTHER_KEY);
    return { deltas: mapped, evictions: [...evicted.values()] };
  }
}

function placesOf(groups: Map<string, Places>, id: string): Places {
  let places = groups.get(id);
  if (!places) groups.set(id, (places = { kept: new Map(), folded: new Set() }));
  return places;
}

/** The key with the fewest page views (the first of equals: the one that has had its place longest). */
function fewest(kept: Map<string, number>): [string, number] {
  let least: [string, number] | null = null;
  for (const entry of kept) if (!least || entry[1] < least[1]) least = entry;
  return least!;
}
