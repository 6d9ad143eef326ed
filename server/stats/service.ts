import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { addDays, guamDate } from "../../app/lib/guam-time";
import type { HitPayload, StatsQuery, StatsReport } from "../../app/domain/schemas/stats";
import type { Database, Engine } from "../db/schema";
import { AppError } from "../errors";
import { CountryLookup } from "./countries";
import { type PendingHit, pendingHit, pendingSize } from "./hits";
import { countedPage, slugToServe } from "./paths";
import { HitRateLimit } from "./rate-limit";
import { statsReport } from "./report";
import { Deltas, VISIT_GAP_MS, type VisitorState, applyHit, countBot } from "./rollup";
import { StatsStore, visitorHash } from "./store";
import { TopKeys } from "./top-keys";
import { browserFacts } from "./user-agent";

/** Hits waiting for the next write, at most: past it, a hit is dropped (and the drop logged), so a flood cannot take the server's memory. */
export const PENDING_MAX = 20_000;
/** The characters they may hold, at most (8 MB at two bytes a character): a flood of long paths and referrers is dropped sooner. */
export const PENDING_CHARS_MAX = 4_000_000;
/** How often waiting hits are written. */
export const FLUSH_INTERVAL_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Hits written per transaction. */
const WRITE_SLICE = 50;
/** Slugs whose answer (served or not) is kept until the next content change, at most: past it, they are all read again. */
const SLUGS_KEPT_MAX = 10_000;

export interface StatsDeps {
  db: Kysely<Database>;
  engine: Engine;
  logger: Logger;
  /** The site's public address: a referrer on its host is the site itself. */
  publicUrl: string;
  /** Those of the stored slugs `among` that the site serves now: published English pages, served translations ("ja/contact"). */
  servedSlugs: (among: string[]) => Promise<string[]>;
  /** Subscribes to content changes (ContentChanges.onChange): the served pages may have changed (a write, or a scheduled page going live). */
  onContentChange: (listener: () => void) => void;
  /** The clock; tests drive it. */
  now?: () => number;
  countries?: CountryLookup;
  /** Rows a day keeps per language for pages, entry pages, referrers and campaigns (top-keys.ts KEPT_PER_DAY); tests set fewer. */
  keptPerDay?: number;
}

/**
 * Visitor statistics without cookies (docs/product.md, 5.18; docs/decisions/014). A beacon is
 * checked and queued in memory (`record`, cheap: the request's work is bounded by the rate limit
 * and the queue's size); every second the queue is written (`flush`): bots counted as left out,
 * hits for anything but a page dropped, each visitor hashed with the day's salt, their visit
 * followed, and the day's roll-ups changed in one transaction. Reading the figures writes what is
 * waiting first, so the screen shows every hit that reached this server.
 */
export class StatsService {
  private pending: PendingHit[] = [];
  private pendingChars = 0;
  private dropped = 0;
  private flushing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Whether each slug hits asked for is served, until the next content change (`changesHeard` counts them: an answer read across one is not kept). */
  private served = new Map<string, boolean>();
  private changesHeard = 0;
  private readonly store: StatsStore;
  private readonly top: TopKeys;
  private readonly limit: HitRateLimit;
  private readonly now: () => number;
  private readonly countries: CountryLookup;
  private readonly ownHosts: ReadonlySet<string>;

  constructor(private readonly deps: StatsDeps) {
    this.now = deps.now ?? Date.now;
    this.store = new StatsStore(deps.db, deps.engine);
    this.top = new TopKeys(deps.keptPerDay);
    this.limit = new HitRateLimit(this.now);
    this.countries = deps.countries ?? new CountryLookup();
    this.ownHosts = new Set([new URL(deps.publicUrl).hostname.toLowerCase()]);
    deps.onContentChange(() => {
      this.served.clear();
      this.changesHeard += 1;
    });
  }

  /** Counts a beacon against its address's rate, before its body is read: past it, a refusal (429, throttled). */
  admit(address: string): void {
    const retryAfter = this.limit.take(address);
    if (retryAfter > 0) throw new AppError("throttled", "Too many page views from this address; try again in a minute.", retryAfter);
  }

  /**
   * Takes one admitted beacon: queued for the next write, or dropped when the queue is full. The
   * address and user agent stay in memory until that write, which hashes them; they are never
   * stored.
   */
  record(payload: HitPayload, address: string, userAgent: string): void {
    const hit = pendingHit(this.now(), payload, address, userAgent, this.ownHosts);
    if (!hit) return;
    const size = pendingSize(hit);
    if (this.pending.length >= PENDING_MAX || this.pendingChars + size > PENDING_CHARS_MAX) {
      this.dropped += 1;
      return;
    }
    this.pending.push(hit);
    this.pendingChars += size;
  }

  /** Writes the waiting hits; one write at a time, in the order they came. */
  flush(): Promise<void> {
    const run = this.flushing.then(() => this.writePending());
    this.flushing = run.catch((err: unknown) => this.deps.logger.warn({ err }, "statistics: hits could not be written and were dropped"));
    return run;
  }

  /** The Statistics screen's figures, after writing what is waiting. */
  async report(query: StatsQuery): Promise<StatsReport> {
    await this.flush().catch(() => {});
    return statsReport(this.deps.db, query);
  }

  /** Housekeeping: forgets visitors and salts older than yesterday, and roll-ups older than STATS_KEPT_DAYS. */
  prune(): Promise<{ visitors: number; rollups: number }> {
    return this.store.prune(guamDate(this.now()));
  }

  /** Writes the queue every FLUSH_INTERVAL_MS until `stop`. */
  start(): void {
    this.timer ??= setInterval(() => void this.flush().catch(() => {}), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and writes what is waiting (at shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush().catch(() => {});
  }

  private async writePending(): Promise<void> {
    if (this.dropped > 0) {
      this.deps.logger.warn({ dropped: this.dropped }, "statistics: page views dropped, too many were waiting");
      this.dropped = 0;
    }
    const waiting = this.pending;
    this.pending = [];
    this.pendingChars = 0;
    // In slices, each its own transaction, the event loop free between them: pages go on being
    // answered while a second's page views are written.
    for (let start = 0; start < waiting.length; start += WRITE_SLICE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      await this.writeBatch(waiting.slice(start, start + WRITE_SLICE));
    }
  }

  private async writeBatch(batch: PendingHit[]): Promise<void> {
    const slugs = await this.servedSlugs(batch);
    const today = guamDate(this.now());
    const salts = await this.store.saltsFor(today);
    const deltas = new Deltas();
    const hits: Array<{ hash: string; previous: string | null; hit: Parameters<typeof applyHit>[3] }> = [];
    // Today began at this instant in Guam: a visit can go on from yesterday only in its first 30 minutes.
    const dayStart = Date.parse(`${today}T00:00:00+10:00`);
    for (const { at, path, campaign, referrer, locale, goal, prefers, address, userAgent } of batch) {
      const page = countedPage(path, locale, slugs);
      if (!page) continue;
      const day = at >= dayStart && at < dayStart + DAY_MS ? today : guamDate(at);
      const facts = browserFacts(userAgent);
      if (facts.bot) {
        if (!goal) countBot(deltas, day, page.locale);
        continue;
      }
      // A hit from just before midnight, written just after it: filed under its own day, with today's salt (yesterday's is still kept).
      const salt = day === today ? salts.today : (salts.yesterday ?? salts.today);
      const previousSalt = day === today && at - dayStart < VISIT_GAP_MS ? salts.yesterday : null;
      hits.push({
        hash: visitorHash(salt, address, userAgent),
        previous: previousSalt ? visitorHash(previousSalt, address, userAgent) : null,
        hit: {
          at,
          day,
          path: page.path,
          locale: page.locale,
          referrer,
          campaign,
          country: this.countries.country(address),
          device: facts.device,
          browser: facts.browser,
          ...(goal === "call" || goal === "email" ? { goal } : { prefers }),
        },
      });
    }
    const known = await this.store.visitors(hits.flatMap(({ hash, previous }) => (previous ? [hash, previous] : [hash])));
    const changed = new Map<string, VisitorState>();
    for (const { hash, previous, hit } of hits) {
      const state = applyHit(deltas, changed.get(hash) ?? known.get(hash) ?? null, previous ? (known.get(previous) ?? null) : null, hit);
      changed.set(hash, state);
    }
    if (deltas.rows.size === 0 && changed.size === 0) return;
    // Each day's places for pages, referrers and campaigns (top-keys.ts): today's and yesterday's.
    this.top.keep([today, addDays(today, -1)]);
    for (const day of this.top.missing([...deltas.rows.values()].map(({ row }) => row.day)))
      this.top.load(day, await this.store.keptRows(day));
    const folded = this.top.fold(deltas);
    try {
      await this.store.write(folded.deltas, changed, folded.evictions);
    } catch (err) {
      // The places counted what was not written: read them again from the rows.
      this.top.reset();
      throw err;
    }
  }

  /**
   * Which of the pages the batch's hits are for are served now: asked of the database only for the
   * slugs not asked since the last content change, so the work is the batch's, whatever the size
   * of the site.
   */
  private async servedSlugs(batch: PendingHit[]): Promise<ReadonlySet<string>> {
    const answers = new Map<string, boolean | undefined>();
    for (const hit of batch) {
      const slug = slugToServe(hit.path, hit.locale);
      if (slug) answers.set(slug, this.served.get(slug));
    }
    const unknown = [...answers.keys()].filter((slug) => answers.get(slug) === undefined);
    if (unknown.length > 0) {
      const heard = this.changesHeard;
      const found = new Set(await this.deps.servedSlugs(unknown));
      const keep = heard === this.changesHeard;
      if (keep && this.served.size + unknown.length > SLUGS_KEPT_MAX) this.served.clear();
      for (const slug of unknown) {
        answers.set(slug, found.has(slug));
        if (keep) this.served.set(slug, found.has(slug));
      }
    }
    return new Set([...answers.keys()].filter((slug) => answers.get(slug)));
  }
}
