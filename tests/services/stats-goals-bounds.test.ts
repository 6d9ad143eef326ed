/**
 * Goals are bounded and kept as page views are (docs/product.md, 5.18, "Goals"; server/stats/goals.ts):
 * a day's goals by page, referrer and campaign hold at most N rows per language besides "Other",
 * which adds up with the rest to the day's goals; export and import carry them; housekeeping deletes
 * them with the other roll-ups after STATS_KEPT_DAYS. With N = 3 here (the server keeps 100), on
 * both engines, through the statistics service and a real database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../app/lib/guam-time";
import { STATS_KEPT_DAYS, STATS_OTHER_KEY } from "../../app/domain/schemas/stats";
import { exportSite, importSite } from "../../server/backup/site-file";
import { runHousekeeping } from "../../server/housekeeping";
import { createTestServices, engines, type TestServices } from "./support";

const N = 3;
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PAGES = ["/", "/languages", "/services", "/samples", "/how-it-works", "/buy-translation", "/xact-guarantee"];
const DAY = "2026-05-01";
const guam = (local: string) => Date.parse(`${local}+10:00`);

describe.each(engines)("goals are bounded and kept like page views (%s)", (engine) => {
  let t: TestServices;
  let now = guam(`${DAY}T09:00:00`);
  beforeAll(async () => {
    t = await createTestServices(engine, {}, { now: () => now, statsKeptPerDay: N });
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const query = { from: DAY, to: DAY, locale: "" };
  const goalRows = async () =>
    (await t.services.database.db.selectFrom("stats_daily").selectAll().where("day", "=", DAY).execute()).filter(
      (row) => row.dimension === "goal" || /^(call|email|quote)-/.test(row.dimension),
    );

  it("folds a day's goals past N pages, referrers and campaigns into Other, the figures adding up", async () => {
    const { stats } = t.services;
    // 14 visitors, each from a site and campaign of its own, on a page of their own, calling from it; every other one then goes to the contact page.
    for (let n = 0; n < 14; n += 1) {
      const address = `198.51.100.${n + 1}`;
      const page = `${PAGES[n % PAGES.length]!}?utm_source=s${n}&utm_campaign=c${n}`;
      stats.record({ path: page, referrer: `https://site-${n}.example/`, locale: "en" }, address, CHROME);
      stats.record({ path: page, referrer: "", locale: "en", goal: "call" }, address, CHROME);
      if (n % 2 === 0) stats.record({ path: "/contact", referrer: "", locale: "en" }, address, CHROME);
      if (n % 3 === 0) await stats.flush();
    }
    await stats.flush();
    const rows = await goalRows();
    for (const locale of ["", "en"]) {
      for (const dimension of ["call-page", "call-referrer", "call-campaign", "quote-referrer", "quote-campaign"]) {
        const list = rows.filter((row) => row.locale === locale && row.dimension === dimension);
        expect(list.length, `${dimension} (${locale || "all"})`).toBeLessThanOrEqual(N + 1);
        expect(
          list.some((row) => row.key === STATS_OTHER_KEY),
          `${dimension} has Other`,
        ).toBe(true);
      }
    }
    const report = await stats.report(query);
    expect(report.goals).toMatchObject({ calls: 14, emails: 0, quoteVisits: 7, conversionRate: 1 });
    for (const table of [report.goals.byPage, report.goals.byReferrer, report.goals.byCampaign]) {
      expect(table.reduce((total, row) => total + row.calls, 0)).toBe(14);
      expect(table.reduce((total, row) => total + row.quoteVisits, 0)).toBe(7);
      expect(table.some((row) => row.key === STATS_OTHER_KEY)).toBe(true);
    }
    // The quote visits were all on one page: it keeps its row.
    expect(report.goals.byPage).toContainEqual({ key: "/contact", calls: 0, emails: 0, quoteVisits: 7 });
  });

  it("moves the goals with export and import", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "gts-stats-goals-"));
    const target = await createTestServices(engine);
    try {
      const file = path.join(work, "site.export");
      await exportSite(t.services.database.db, t.services.database.engine, file);
      await importSite(target.services.database.db, target.services.database.engine, file);
      const copied = await target.services.stats.report(query);
      expect(copied.goals.calls).toBe(14);
      expect(copied.goals).toEqual((await t.services.stats.report(query)).goals);
    } finally {
      await target.dispose();
      rmSync(work, { recursive: true, force: true });
    }
  });

  it(`deletes goals with the roll-ups once they are ${STATS_KEPT_DAYS} days old`, async () => {
    now = guam(`${addDays(DAY, STATS_KEPT_DAYS - 1)}T08:00:00`);
    await runHousekeeping(t.services, now);
    expect((await goalRows()).length).toBeGreaterThan(0);
    now = guam(`${addDays(DAY, STATS_KEPT_DAYS)}T08:00:00`);
    await runHousekeeping(t.services, now);
    expect(await goalRows()).toEqual([]);
  });
});
