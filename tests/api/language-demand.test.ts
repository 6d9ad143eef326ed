/**
 * Where translation pays, through the real server (docs/product.md, 5.18): the beacon's
 * `navigator.language` reduced to the site's languages, counted per day without cookies, and
 * GET /api/cms/stats/language-demand and the Translations screen's rows ranking the missing and
 * outdated translations by the visits of visitors who prefer that language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSLATION_LOCALES } from "../../app/content/locales";
import type { LanguageDemandDTO } from "../../app/domain/schemas/language-demand";
import type { TranslationOverviewRowDTO } from "../../app/domain/schemas/translations";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Demand/1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe.each(engines)("language demand (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;

  const hit = async (address: string, path: string, prefers: string | undefined, userAgent = CHROME) => {
    const res = await fetch(`${server.url}/api/stats/hit`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "text/plain;charset=UTF-8", "X-Forwarded-For": address, "User-Agent": userAgent },
      body: JSON.stringify({ path, referrer: "", locale: "en", ...(prefers === undefined ? {} : { prefers }) }),
    });
    expect(res.status).toBe(204);
  };
  const demand = async (query = "") => {
    const res = await api.get<LanguageDemandDTO[]>(`/api/cms/stats/language-demand${query}`);
    expect(res.status, res.text).toBe(200);
    return new Map(res.body.map((row) => [row.locale, row]));
  };
  const overview = async (locale: string) => {
    const res = await api.get<TranslationOverviewRowDTO[]>(`/api/cms/translations/${locale}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  let pageIds: Map<string, number>;

  beforeAll(async () => {
    server = await startServer(engine, { TRUST_PROXY: "1" });
    api = server.client();
    await api.login();
    expect((await api.put("/api/cms/languages/ja", { enabled: true })).status).toBe(200);
    pageIds = new Map((await overview("ja")).map((row) => [row.slug, row.pageId]));
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("lists every translation language with nothing wanted before any visit", async () => {
    const rows = await demand();
    expect([...rows.keys()].sort()).toEqual(TRANSLATION_LOCALES.map((locale) => locale.code).sort());
    const ja = rows.get("ja")!;
    const missing = (await overview("ja")).filter((row) => !row.settings && row.translation.status === "missing").length;
    expect(missing).toBeGreaterThan(3);
    expect(ja).toEqual({ locale: "ja", enabled: true, visitors: 0, pagesMissing: missing, pagesOutdated: 0, topPages: [] });
    expect(rows.get("ko")!.enabled).toBe(false);
    expect((await overview("ja")).every((row) => row.demand === 0)).toBe(true);
  });

  it("counts visitors by the language their browser prefers, and ranks the pages they read untranslated", async () => {
    // Two visitors who prefer Japanese: one reads /services twice and /languages, in one visit; the other /services.
    await hit("198.51.100.1", "/services", "ja-JP");
    await hit("198.51.100.1", "/services", "ja-JP");
    await hit("198.51.100.1", "/languages", "ja-JP");
    await hit("198.51.100.2", "/services", "ja");
    // Taiwan reads Traditional Chinese; English and French readers are no demand; a beacon without it counts nowhere.
    await hit("198.51.100.3", "/contact", "zh-TW");
    await hit("198.51.100.4", "/services", "en-US");
    await hit("198.51.100.5", "/services", "fr-FR");
    await hit("198.51.100.6", "/services", undefined);
    // A bot that says it prefers Japanese is left out, as from every figure.
    await hit("198.51.100.7", "/services", "ja", GOOGLEBOT);

    const rows = await demand();
    const ja = rows.get("ja")!;
    expect(ja.visitors).toBe(2);
    expect(ja.topPages).toEqual([
      { pageId: pageIds.get("services"), title: expect.any(String), slug: "services", state: "missing", visits: 2 },
      { pageId: pageIds.get("languages"), title: expect.any(String), slug: "languages", state: "missing", visits: 1 },
    ]);
    expect(rows.get("zh-Hant")!).toMatchObject({ visitors: 1, topPages: [{ slug: "contact", visits: 1 }] });
    expect(rows.get("zh-Hans")!.visitors).toBe(0);
    // Most preferred first.
    expect([...rows.keys()].slice(0, 2)).toEqual(["ja", "zh-Hant"]);

    // The Translations screen's rows: the missing pages by those visits, most first.
    const rowsJa = (await overview("ja")).filter((row) => !row.settings && row.translation.status === "missing");
    expect(rowsJa.slice(0, 2).map((row) => [row.slug, row.demand])).toEqual([
      ["services", 2],
      ["languages", 1],
    ]);
    expect((await overview("zh-Hant")).find((row) => row.slug === "contact")!.demand).toBe(1);
  });

  it("stops naming a page once its translation is under way", async () => {
    const created = await api.post(`/api/cms/pages/${pageIds.get("services")}/translations`, { locale: "ja" });
    expect(created.status, created.text).toBe(201);
    const ja = (await demand()).get("ja")!;
    expect(ja.topPages.map((page) => page.slug)).toEqual(["languages"]);
    expect(ja.pagesMissing).toBe((await overview("ja")).filter((row) => !row.settings && row.translation.status === "missing").length);
  });

  it("refuses a bad range and anyone signed out", async () => {
    expect((await api.get("/api/cms/stats/language-demand?days=0")).status).toBe(400);
    expect((await api.get("/api/cms/stats/language-demand?days=abc")).body).toMatchObject({ code: "invalid_input" });
    expect((await api.get("/api/cms/stats/language-demand?days=800")).status).toBe(400);
    expect((await fetch(`${server.url}/api/cms/stats/language-demand`)).status).toBe(401);
    // A language the browser cannot have sent is refused like any bad beacon.
    const res = await fetch(`${server.url}/api/stats/hit`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME },
      body: JSON.stringify({ path: "/", referrer: "", locale: "en", prefers: "x".repeat(36) }),
    });
    expect(res.status).toBe(400);
  });
});
