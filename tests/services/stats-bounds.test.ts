/**
 * What a day of statistics may hold (docs/product.md, 5.18; server/stats/top-keys.ts): many
 * distinct pages, referrers and campaigns on one day add at most N rows per language and
 * dimension plus "Other", whose figures add up with the rest to the day's; a key read more than
 * 1/N of the day keeps its row through a flood; a restart keeps the bound; export and import carry
 * the "Other" rows; housekeeping deletes roll-ups older than STATS_KEPT_DAYS. With N = 3 here (the
 * server keeps 100), on both engines.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../app/lib/guam-time";
import { STATS_KEPT_DAYS, STATS_OTHER_KEY } from "../../app/domain/schemas/stats";
import { exportSite, importSite } from "../../server/backup/site-file";
import { runHousekeeping } from "../../server/housekeeping";
import { PENDING_CHARS_MAX, StatsService } from "../../server/stats/service";
import { createTestServices, engines, type TestServices } from "./support";

const N = 3;
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PAGES = [
  "/",
  "/languages",
  "/services",
  "/samples",
  "/how-it-works",
  "/get-quote",
  "/buy-translation",
  "/xact-guarantee",
  "/contact",
];
const DAY = "2026-04-01";
const guam = (local: string) => Date.parse(`${local}+10:00`);

interface Row {
  locale: string;
  dimension: string;
  key: string;
  visitors: number;
  pageviews: number;
  visits: number;
  entries: number;
  bounces: number;
  seconds: number;
}

describe.each(engines)("a day's statistics are bounded (%s)", (engine) => {
  let t: TestServices;
  let now = guam(`${DAY}T09:00:00`);
  beforeAll(async () => {
    t = await createTestServices(engine, {}, { now: () => now, statsKeptPerDay: N });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const view = (stats: StatsService, n: number, pagePath: string, referrer: string) => {
    const address = `198.51.${100 + Math.floor(n / 250)}.${n % 250}`;
    stats.admit(address);
    stats.record({ path: pagePath, referrer, locale: "en" }, address, CHROME);
  };
  const rows = async (day = DAY): Promise<Row[]> =>
    (await t.services.database.db.selectFrom("stats_daily").selectAll().where("day", "=", day).execute()).map((row) => ({
      ...row,
      visitors: Number(row.visitors),
      pageviews: Number(row.pageviews),
      visits: Number(row.visits),
      entries: Number(row.entries),
      bounces: Number(row.bounces),
      seconds: Number(row.seconds),
    }));
  const sum = (list: Row[], column: keyof Row) => list.reduce((total, row) => total + Number(row[column]), 0);

  /** Checks the bound and that each capped dimension's rows add up to the day's totals, in every language and in English. */
  const checkDay = async () => {
    const all = await rows();
    for (const locale of ["", "en"]) {
      const total = all.find((row) => row.locale === locale && row.dimension === "total")!;
      for (const dimension of ["page", "entry", "referrer", "campaign"]) {
        const list = all.filter((row) => row.locale === locale && row.dimension === dimension);
        expect(list.length, `${dimension} rows (${locale || "all"})`).toBeLessThanOrEqual(N + 1);
        expect(
          list.some((row) => row.key === STATS_OTHER_KEY),
          `${dimension} has Other`,
        ).toBe(true);
        if (dimension === "campaign") continue;
        expect(sum(list, "pageviews"), `${dimension} page views`).toBe(total.pageviews);
        if (dimension === "page") {
          expect(sum(list, "entries"), "entries").toBe(total.visits);
        } else {
          expect(sum(list, "visits"), `${dimension} visits`).toBe(total.visits);
        }
        expect(sum(list, "bounces"), `${dimension} bounces`).toBe(total.bounces);
        expect(sum(list, "seconds"), `${dimension} seconds`).toBe(total.seconds);
      }
    }
    return all;
  };

  it("keeps N pages, referrers and campaigns a day, adds the rest up as Other, and keeps a key read often through a flood", async () => {
    const { stats } = t.services;
    // Twelve visitors from a search engine, then a flood of twenty from sites and campaigns of their own, over nine pages.
    for (let n = 0; n < 12; n += 1) view(stats, n, "/", "https://www.google.com/search");
    await stats.flush();
    for (let n = 12; n < 32; n += 1) {
      view(stats, n, `${PAGES[n % PAGES.length]}?utm_source=s${n}&utm_medium=m&utm_campaign=c`, `https://site-${n}.example/`);
      // Written a few at a time, as the server does every second.
      if (n % 4 === 3) await stats.flush();
    }
    await stats.flush();
    // Five of the flood read a second page ten minutes later: their visits' bounce and length go where their first page view went.
    now = guam(`${DAY}T09:10:00`);
    for (let n = 12; n < 17; n += 1) view(stats, n, "/contact", "");
    await stats.flush();

    const all = await checkDay();
    const report = await stats.report({ from: DAY, to: DAY, locale: "" });
    expect(report.totals).toMatchObject({ visitors: 32, visits: 32, pageviews: 37 });
    // Read by 12 of 32 visits, more than 1/N: it kept its row with every page view.
    expect(report.referrers).toContainEqual({ key: "google.com", visitors: 12, pageviews: 12 });
    expect(report.referrers.find((row) => row.key === STATS_OTHER_KEY)!.pageviews).toBeGreaterThan(0);
    expect(report.campaigns.reduce((total, row) => total + row.pageviews, 0)).toBe(25);
    expect(all.filter((row) => row.dimension === "referrer" && row.locale === "").length).toBe(N + 1);
  });

  it("keeps the bound after a restart (the places are read back from the rows)", async () => {
    const restarted = new StatsService({
      db: t.services.database.db,
      engine: t.services.database.engine,
      logger: pino({ level: "silent" }),
      publicUrl: "http://localhost:3000",
      servedSlugs: async () => [],
      onContentChange: () => {},
      now: () => now,
      keptPerDay: N,
    });
    now = guam(`${DAY}T15:00:00`);
    for (let n = 40; n < 46; n += 1) view(restarted, n, PAGES[n % PAGES.length]!, `https://later-${n}.example/`);
    await restarted.stop();
    await checkDay();
  });

  it("moves the Other rows with export and import", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "gts-stats-bounds-"));
    const target = await createTestServices(engine);
    try {
      const file = path.join(work, "site.export");
      await exportSite(t.services.database.db, t.services.database.engine, file);
      await importSite(target.services.database.db, target.services.database.engine, file);
      const query = { from: DAY, to: DAY, locale: "" };
      expect(await target.services.stats.report(query)).toEqual(await t.services.stats.report(query));
    } finally {
      await target.dispose();
      rmSync(work, { recursive: true, force: true });
    }
  });

  it("holds a bounded number of characters waiting to be written, and logs what it drops", async () => {
    const { stats } = t.services;
    t.logs.length = 0;
    // 2,500 page views of 2,000 characters: 5 million characters, past the 4 million the queue holds.
    const long = `/${"a".repeat(1999)}`;
    for (let n = 0; n < 2500; n += 1) stats.record({ path: long, referrer: "", locale: "en" }, "198.51.100.200", CHROME);
    await stats.flush();
    const drop = t.logs.find((entry) => entry.msg === "statistics: page views dropped, too many were waiting");
    expect(drop?.dropped).toBe(2500 - Math.floor(PENDING_CHARS_MAX / (2000 + "198.51.100.200".length + CHROME.length + 16)));
  });

  it(`deletes roll-ups once they are ${STATS_KEPT_DAYS} days old`, async () => {
    const before = (await rows()).length;
    expect(before).toBeGreaterThan(0);
    now = guam(`${addDays(DAY, STATS_KEPT_DAYS - 1)}T08:00:00`);
    await runHousekeeping(t.services, now);
    expect((await rows()).length).toBe(before);
    now = guam(`${addDays(DAY, STATS_KEPT_DAYS)}T08:00:00`);
    await runHousekeeping(t.services, now);
    expect(await rows()).toEqual([]);
  });
});
