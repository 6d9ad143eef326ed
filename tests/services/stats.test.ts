/**
 * Visitor statistics in-process, with a clock the test drives (docs/product.md, 5.18): visits end
 * after 30 minutes, a visitor is a new one once the salt's day has passed, housekeeping forgets
 * visitors and salts after two days, and export and import carry the roll-ups. The beacon, the
 * HTTP answers and what the log and the database hold are tested through the real server in
 * tests/api/stats.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportSite, importSite } from "../../server/backup/site-file";
import { runHousekeeping } from "../../server/housekeeping";
import { createTestServices, engines, type TestServices } from "./support";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** A wall-clock time in Guam (UTC+10) as the instant it is. */
const guam = (local: string) => Date.parse(`${local}+10:00`);

describe.each(engines)("visitor statistics with a clock the test drives (%s)", (engine) => {
  let t: TestServices;
  let now = guam("2026-03-03T11:00:00");
  beforeAll(async () => {
    t = await createTestServices(engine, {}, { now: () => now });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** A page view at the clock's time, written at once (the server writes every second). */
  const view = async (address: string, pagePath: string, at: number) => {
    now = at;
    t.services.stats.admit(address);
    t.services.stats.record({ path: pagePath, referrer: "", locale: "en" }, address, CHROME);
    await t.services.stats.flush();
  };
  const figures = (from: string, to = from) => t.services.stats.report({ from, to, locale: "" });

  it("ends a visit after 30 minutes without a page view, and adds up its length", async () => {
    await view("198.51.100.1", "/", guam("2026-03-03T11:00:00"));
    await view("198.51.100.1", "/services", guam("2026-03-03T11:29:00"));
    await view("198.51.100.1", "/contact", guam("2026-03-03T12:00:00"));
    const day = await figures("2026-03-03");
    // Two visits: 11:00-11:29 (29 minutes, two pages) and 12:00 (one page, a bounce).
    expect(day.totals).toEqual({ visitors: 1, visits: 2, pageviews: 3, bounceRate: 0.5, visitSeconds: (29 * 60) / 2 });
    expect(day.entries).toEqual([
      { key: "/", visitors: 1, pageviews: 2 },
      { key: "/contact", visitors: 1, pageviews: 1 },
    ]);
  });

  it("counts the same address and browser as a new visitor once the salt's day has passed", async () => {
    await view("198.51.100.2", "/", guam("2026-03-05T23:50:00"));
    // Twenty minutes later, past midnight: the visit goes on (yesterday's salt is still kept)...
    await view("198.51.100.2", "/services", guam("2026-03-06T00:10:00"));
    const salts = await t.services.database.db.selectFrom("stats_salts").select(["day", "salt"]).orderBy("day").execute();
    expect(salts.map((s) => s.day)).toEqual(["2026-03-03", "2026-03-05", "2026-03-06"]);
    expect(new Set(salts.map((s) => s.salt)).size).toBe(3);
    // ...and it is a new day's visitor: the new salt makes another hash of the same address and browser.
    await view("198.51.100.2", "/", guam("2026-03-06T12:00:00"));
    const first = await figures("2026-03-05");
    const second = await figures("2026-03-06");
    expect(first.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 1, bounceRate: 0, visitSeconds: 20 * 60 });
    expect(second.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 2, bounceRate: 1 });
    expect((await figures("2026-03-05", "2026-03-06")).totals.visitors).toBe(2);
    const hashes = await t.services.database.db
      .selectFrom("stats_visitors")
      .select(["visitor", "day"])
      .where("day", "in", ["2026-03-05", "2026-03-06"])
      .execute();
    expect(hashes).toHaveLength(2);
    expect(hashes[0]!.visitor).not.toBe(hashes[1]!.visitor);
  });

  it("forgets the visitors and salts of days before yesterday, and keeps the roll-ups", async () => {
    const before = await figures("2026-03-03", "2026-03-06");
    now = guam("2026-03-07T08:00:00");
    await runHousekeeping(t.services, now);
    const { db } = t.services.database;
    expect((await db.selectFrom("stats_salts").select("day").orderBy("day").execute()).map((s) => s.day)).toEqual(["2026-03-06"]);
    expect((await db.selectFrom("stats_visitors").select("day").execute()).map((v) => v.day)).toEqual(["2026-03-06"]);
    now = guam("2026-03-08T08:00:00");
    await runHousekeeping(t.services, now);
    expect(await db.selectFrom("stats_salts").select("day").execute()).toEqual([]);
    expect(await db.selectFrom("stats_visitors").select("day").execute()).toEqual([]);
    expect(await figures("2026-03-03", "2026-03-06")).toEqual(before);
  });

  it("moves the roll-ups with export and import, and nothing finer than a day", async () => {
    await view("198.51.100.3", "/languages", guam("2026-03-08T09:00:00"));
    const work = mkdtempSync(path.join(tmpdir(), "gts-stats-export-"));
    const target = await createTestServices(engine);
    try {
      const file = path.join(work, "site.export");
      const counts = await exportSite(t.services.database.db, t.services.database.engine, file);
      const rollups = await t.services.database.db.selectFrom("stats_daily").selectAll().orderBy("id").execute();
      expect(counts.stats_daily).toBe(rollups.length);
      const tables = new Set(
        gunzipSync(readFileSync(file))
          .toString("utf8")
          .trim()
          .split("\n")
          .slice(1, -1)
          .map((line) => (JSON.parse(line) as { t: string }).t),
      );
      expect(tables.has("stats_daily")).toBe(true);
      expect([...tables].filter((table) => table === "stats_visitors" || table === "stats_salts")).toEqual([]);

      await importSite(target.services.database.db, target.services.database.engine, file);
      expect(await target.services.database.db.selectFrom("stats_daily").selectAll().orderBy("id").execute()).toEqual(rollups);
      expect(await target.services.stats.report({ from: "2026-03-01", to: "2026-03-31", locale: "" })).toEqual(
        await figures("2026-03-01", "2026-03-31"),
      );
    } finally {
      await target.dispose();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
