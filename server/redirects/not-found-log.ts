import type { Kysely } from "kysely";
import { type NotFoundDTO, redirectKey } from "../../app/domain/redirects";
import { addDays, guamDate } from "../../app/lib/guam-time";
import type { Database } from "../db/schema";

/** Days the log covers, and the distinct addresses kept per day (the rest are summed as OTHER). */
export const NOT_FOUND_DAYS = 30;
export const NOT_FOUND_PER_DAY = 200;
/** Referring hosts kept per address and day. */
const REFERRERS_KEPT = 5;
/** Where the addresses past a day's limit are counted together (never listed). */
export const OTHER = "(other)";
/** Addresses counted in memory between two writes, at most (a flood of made-up addresses). */
const PENDING_MAX = 1000;

interface Pending {
  day: string;
  path: string;
  hits: number;
  at: string;
  referrers: Map<string, number>;
}

/** The host of a Referer header, or null: only the host is kept, never the rest of the address. */
function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host.length > 0 && host.length <= 253 ? host : null;
  } catch {
    return null;
  }
}

function mergeReferrers(into: Map<string, number>, from: Iterable<[string, number]>): void {
  for (const [host, hits] of from) into.set(host, (into.get(host) ?? 0) + hits);
}

const topOf = (referrers: Map<string, number>, n: number) =>
  [...referrers].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n);

/**
 * The log of missing pages (docs/product.md, "Redirects"): the addresses that answered 404, per
 * day in Guam, with their hits, when last, and the hosts that linked to them. Bounded like the
 * statistics: at most NOT_FOUND_PER_DAY addresses a day, the rest summed under OTHER; no visitor's
 * address or browser is kept. Counted in memory and written every few seconds.
 */
export class NotFoundLog {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly db: Kysely<Database>) {}

  record(path: string, referrer: string | undefined): void {
    const now = Date.now();
    const day = guamDate(now);
    let key = redirectKey(path) ?? OTHER;
    if (!this.pending.has(`${day}\u0001${key}`) && this.pending.size >= PENDING_MAX) key = OTHER;
    const id = `${day}\u0001${key}`;
    let entry = this.pending.get(id);
    if (!entry) this.pending.set(id, (entry = { day, path: key, hits: 0, at: "", referrers: new Map() }));
    entry.hits += 1;
    entry.at = new Date(now).toISOString();
    const host = referrerHost(referrer);
    if (host) entry.referrers.set(host, (entry.referrers.get(host) ?? 0) + 1);
  }

  /** Writes what was counted since the last time. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const entries = [...this.pending.values()];
    this.pending.clear();
    const kept = new Map<string, Set<string>>();
    for (const entry of entries) {
      let paths = kept.get(entry.day);
      if (!paths) {
        const rows = await this.db.selectFrom("not_found_daily").select("path").where("day", "=", entry.day).execute();
        kept.set(entry.day, (paths = new Set(rows.map((row) => row.path))));
      }
      // A new address on a day already full is counted with the others.
      const path = paths.has(entry.path) || paths.size < NOT_FOUND_PER_DAY ? entry.path : OTHER;
      paths.add(path);
      const row = await this.db
        .selectFrom("not_found_daily")
        .select(["id", "referrers"])
        .where("day", "=", entry.day)
        .where("path", "=", path)
        .executeTakeFirst();
      const referrers = new Map<string, number>(row ? (Object.entries(JSON.parse(row.referrers)) as Array<[string, number]>) : []);
      mergeReferrers(referrers, entry.referrers);
      const text = JSON.stringify(Object.fromEntries(topOf(referrers, REFERRERS_KEPT)));
      await this.db
        .insertInto("not_found_daily")
        .values({ day: entry.day, path, hits: entry.hits, last_at: entry.at, referrers: text })
        .onConflict((oc) =>
          oc
            .columns(["day", "path"])
            .doUpdateSet((eb) => ({ hits: eb("not_found_daily.hits", "+", entry.hits), last_at: entry.at, referrers: text })),
        )
        .execute();
    }
  }

  /** The addresses that answered 404 in the last NOT_FOUND_DAYS days, most hits first. */
  async list(): Promise<NotFoundDTO[]> {
    await this.flush();
    const since = addDays(guamDate(Date.now()), -(NOT_FOUND_DAYS - 1));
    const rows = await this.db.selectFrom("not_found_daily").selectAll().where("day", ">=", since).where("path", "!=", OTHER).execute();
    const byPath = new Map<string, { hits: number; lastAt: string; referrers: Map<string, number> }>();
    for (const row of rows) {
      const found = byPath.get(row.path) ?? { hits: 0, lastAt: "", referrers: new Map<string, number>() };
      found.hits += Number(row.hits);
      if (row.last_at > found.lastAt) found.lastAt = row.last_at;
      mergeReferrers(found.referrers, Object.entries(JSON.parse(row.referrers)) as Array<[string, number]>);
      byPath.set(row.path, found);
    }
    return [...byPath]
      .map(([path, found]) => ({ path, hits: found.hits, lastAt: found.lastAt, topReferrer: topOf(found.referrers, 1)[0]?.[0] ?? null }))
      .sort((a, b) => b.hits - a.hits || b.lastAt.localeCompare(a.lastAt));
  }

  /** Forgets the days past the log's reach (housekeeping). */
  async prune(): Promise<number> {
    const before = addDays(guamDate(Date.now()), -NOT_FOUND_DAYS);
    const result = await this.db.deleteFrom("not_found_daily").where("day", "<", before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
