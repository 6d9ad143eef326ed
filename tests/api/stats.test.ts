/**
 * Visitor statistics through the real server (docs/product.md, 5.18): beacons as browsers send
 * them (text/plain, the site's Origin), from addresses given through TRUST_PROXY, counted into the
 * roll-ups that GET /api/cms/stats reads; and what is never kept: no address, no user agent, in
 * the database or the log. The salt's change of day is driven by a clock in
 * tests/services/stats.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guamDate } from "../../app/lib/guam-time";
import type { StatsReport } from "../../app/domain/schemas/stats";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 StatsProbe/7.3.1";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1 StatsProbe/7.3.1";
/** Documentation addresses (RFC 5737): recognisable in a file or a log if they were ever written. */
const ALICE = "198.51.100.23";
const BOB = "203.0.113.77";

describe.each(engines)("visitor statistics (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  const today = () => guamDate(Date.now());

  const hit = (address: string, userAgent: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/stats/hit`, {
      method: "POST",
      headers: {
        Origin: server.url,
        "Content-Type": "text/plain;charset=UTF-8",
        "X-Forwarded-For": address,
        "User-Agent": userAgent,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const view = async (address: string, userAgent: string, pagePath: string, extra: Record<string, string> = {}) => {
    const res = await hit(address, userAgent, { path: pagePath, referrer: "", locale: "en", ...extra });
    expect(res.status, pagePath).toBe(204);
  };
  const report = async (query = "") => {
    const res = await api.get<StatsReport>(`/api/cms/stats?from=${today()}&to=${today()}${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    server = await startServer(engine, { TRUST_PROXY: "1", LOG_FORMAT: "json" });
    api = server.client();
    await api.login();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("counts visitors by address and user agent, their visits, page views and bounces", async () => {
    await view(ALICE, CHROME, "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring", {
      referrer: "https://www.google.com/search?q=guam+translation",
    });
    await view(ALICE, CHROME, "/services/", { referrer: `${server.url}/` });
    await view(ALICE, CHROME, "/services");
    await view(BOB, CHROME, "/languages", { referrer: "https://www.facebook.com/" });
    // The same address with another browser is another visitor.
    await view(ALICE, IPHONE, "/");

    const stats = await report();
    expect(stats.totals).toMatchObject({ visitors: 3, visits: 3, pageviews: 5, bounceRate: 0.667 });
    // Alice's three page views came a few milliseconds apart.
    expect(stats.totals.visitSeconds).toBeLessThanOrEqual(1);
    expect(stats.series).toEqual([{ date: today(), visitors: 3, pageviews: 5 }]);
    expect(stats.pages).toEqual([
      { key: "/", visitors: 2, pageviews: 2 },
      { key: "/services", visitors: 1, pageviews: 2 },
      { key: "/languages", visitors: 1, pageviews: 1 },
    ]);
    expect(stats.entries).toEqual([
      { key: "/", visitors: 2, pageviews: 4 },
      { key: "/languages", visitors: 1, pageviews: 1 },
    ]);
    expect(stats.referrers).toEqual([
      { key: "google.com", visitors: 1, pageviews: 3 },
      { key: "", visitors: 1, pageviews: 1 },
      { key: "facebook.com", visitors: 1, pageviews: 1 },
    ]);
    expect(stats.campaigns).toEqual([{ key: "newsletter / email / spring", visitors: 1, pageviews: 3 }]);
    expect(stats.devices).toEqual([
      { key: "Desktop", visitors: 2, pageviews: 4 },
      { key: "Phone", visitors: 1, pageviews: 1 },
    ]);
    expect(stats.browsers).toEqual([
      { key: "Chrome", visitors: 2, pageviews: 4 },
      { key: "Safari", visitors: 1, pageviews: 1 },
    ]);
    expect(stats.languages).toEqual([{ key: "en", visitors: 3, pageviews: 5 }]);
    // Documentation addresses belong to no country.
    expect(stats.countries).toEqual([{ key: "", visitors: 3, pageviews: 5 }]);
    expect(stats.botsFiltered).toBe(0);
    // Nothing yesterday: every figure is new.
    expect(stats.previous).toEqual({ visitors: 0, visits: 0, pageviews: 0, bounceRate: 0, visitSeconds: 0 });
  });

  it("counts a page in another language under that language, and once for the whole site", async () => {
    // Japanese served for the home page and /services; Korean on, with nothing translated.
    await api.put("/api/cms/languages/ja", { enabled: true });
    await api.put("/api/cms/languages/ko", { enabled: true });
    const pages = (await api.get("/api/cms/pages")).body as Array<{ id: number; slug: string }>;
    for (const slug of ["home", "services"]) {
      const draft = (await api.post(`/api/cms/pages/${pages.find((p) => p.slug === slug)!.id}/translations`, { locale: "ja" })).body;
      expect((await api.put(`/api/cms/pages/${draft.id}`, { ...draft, status: "published" })).status).toBe(200);
    }
    const before = await report();
    // Addresses that are not served in a language are no pages: nothing is counted for them.
    await view(BOB, CHROME, "/ko/", { locale: "ko" });
    await view(BOB, CHROME, "/ja/contact", { locale: "ja" });
    await view(BOB, CHROME, "/ja", { locale: "ja" });
    await view(BOB, CHROME, "/ja/services", { locale: "ja" });
    const all = await report();
    expect(all.totals.visitors).toBe(before.totals.visitors);
    expect(all.totals.pageviews).toBe(before.totals.pageviews + 2);
    expect(all.languages).toContainEqual({ key: "ja", visitors: 1, pageviews: 2 });
    const japanese = await report("&locale=ja");
    expect(japanese.totals).toMatchObject({ visitors: 1, pageviews: 2 });
    expect(japanese.pages).toEqual([
      { key: "/ja", visitors: 1, pageviews: 1 },
      { key: "/ja/services", visitors: 1, pageviews: 1 },
    ]);
    expect(japanese.languages).toEqual([{ key: "ja", visitors: 1, pageviews: 2 }]);
  });

  it("leaves out bots, and hits without a user agent, and counts them as left out", async () => {
    const before = await report();
    await view("192.0.2.10", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "/contact");
    await view(
      "192.0.2.11",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "/contact",
    );
    await view("192.0.2.12", "", "/contact");
    const after = await report();
    expect(after.botsFiltered).toBe(before.botsFiltered + 3);
    expect(after.totals).toEqual(before.totals);
    expect(after.pages.find((row) => row.key === "/contact")).toBeUndefined();
  });

  it("ignores hits for paths that are not pages of the site", async () => {
    const draft = await api.post("/api/cms/pages", { title: "Draft", slug: "stats-draft", status: "draft", sections: [] });
    const published = await api.post("/api/cms/pages", { title: "Published", slug: "stats-published", status: "published", sections: [] });
    expect([draft.status, published.status]).toEqual([201, 201]);
    const before = await report();
    for (const ignored of [
      "/no-such-page",
      "/cms/login",
      "/api/cms/pages",
      "/stats-draft",
      "/ja/no-such-page",
      "/xx/services",
      "/services/extra",
    ]) {
      await view("192.0.2.20", CHROME, ignored);
    }
    // A page whose language is not the one its address names.
    await view("192.0.2.20", CHROME, "/ja/services", { locale: "en" });
    expect((await report()).totals).toEqual(before.totals);
    await view("192.0.2.20", CHROME, "/stats-published");
    expect((await report()).pages).toContainEqual({ key: "/stats-published", visitors: 1, pageviews: 1 });
  });

  it("refuses a bad payload with 400 and stores nothing of it", async () => {
    const before = await report();
    const bad = [
      "not json",
      "[1,2]",
      JSON.stringify({ path: "/", referrer: "" }),
      JSON.stringify({ path: "services", referrer: "", locale: "en" }),
      JSON.stringify({ path: "/", referrer: "", locale: "xx" }),
      JSON.stringify({ path: `/${"a".repeat(2000)}`, referrer: "", locale: "en" }),
      JSON.stringify({ path: "/\u0000", referrer: "", locale: "en" }),
    ];
    for (const body of bad) {
      const res = await hit("192.0.2.30", CHROME, body);
      expect(res.status, body.slice(0, 40)).toBe(400);
      expect(Object.keys((await res.json()) as object).sort()).toEqual(["code", "message"]);
    }
    const form = await hit("192.0.2.30", CHROME, "path=/", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(400);
    const huge = await hit("192.0.2.30", CHROME, JSON.stringify({ path: "/", referrer: "x".repeat(9000), locale: "en" }));
    expect(huge.status).toBe(413);
    // Another site's page cannot send one (the API's same-origin guard).
    const foreign = await hit("192.0.2.30", CHROME, { path: "/", referrer: "", locale: "en" }, { Origin: "https://elsewhere.example" });
    expect(foreign.status).toBe(403);
    const after = await report();
    expect(after.totals).toEqual(before.totals);
    expect(after.botsFiltered).toBe(before.botsFiltered);
  });

  it("takes a beacon whose body comes in chunks as well (answered by the full route rather than the early one)", async () => {
    const before = await report();
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"path":"/samples",'));
        controller.enqueue(new TextEncoder().encode('"referrer":"","locale":"en"}'));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/api/stats/hit`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "text/plain;charset=UTF-8", "X-Forwarded-For": "192.0.2.50", "User-Agent": CHROME },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const after = await report();
    expect(after.pages).toContainEqual({ key: "/samples", visitors: 1, pageviews: 1 });
    expect(after.totals.visitors).toBe(before.totals.visitors + 1);
  });

  it("rate-limits one address, not the others", async () => {
    const flood = "192.0.2.40";
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1)
      statuses.push((await hit(flood, CHROME, { path: "/no-such-page", referrer: "", locale: "en" })).status);
    expect(statuses.slice(0, 300).every((status) => status === 204)).toBe(true);
    const refused = await hit(flood, CHROME, { path: "/", referrer: "", locale: "en" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await hit("192.0.2.41", CHROME, { path: "/no-such-page", referrer: "", locale: "en" })).status).toBe(204);
  });

  it("answers the figures to signed-in administrators only, for a valid range", async () => {
    const anonymous = await fetch(`${server.url}/api/cms/stats?from=${today()}&to=${today()}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: "Not signed in" });
    for (const [query, message] of [
      ["from=2026-02-30&to=2026-03-01", "From must be a date such as 2026-01-31"],
      ["from=2026-03-02&to=2026-03-01", "From must not be after To"],
      ["from=2020-01-01&to=2026-01-01", "A range can span at most 731 days"],
      ["from=2026-01-01&to=2026-01-02&locale=xx", "Language must be one of the site's languages"],
    ]) {
      const res = await api.get(`/api/cms/stats?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const year = await api.get<StatsReport>(`/api/cms/stats?from=2025-01-01&to=2025-12-31`);
    expect(year.body.series).toHaveLength(365);
    expect(year.body.totals.pageviews).toBe(0);
  });

  it("keeps no address and no user agent in the database or the log", async () => {
    // Let the page views reach the database, and the log its last lines.
    await report();
    const visitors = await server.query<{ n: number }>("SELECT count(*) AS n FROM stats_visitors");
    expect(Number(visitors[0]!.n)).toBeGreaterThan(3);
    await server.stop();
    const secrets = [ALICE, BOB, "StatsProbe", "192.0.2.10", "Googlebot"];
    const log = server.output();
    expect(log).toContain('"path":"/api/stats/hit"');
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
    if (engine === "sqlite") {
      for (const file of readdirSync(server.dataDir).filter((name) => name.startsWith("site.db"))) {
        const bytes = readFileSync(path.join(server.dataDir, file)).toString("latin1");
        for (const secret of secrets) expect(bytes.includes(secret), `${file} holds ${secret}`).toBe(false);
      }
    } else {
      const tables = await server.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.map((t) => t.table_name)).toContain("stats_visitors");
      for (const { table_name: table } of tables) {
        const text = JSON.stringify(await server.query(`SELECT * FROM ${table}`));
        for (const secret of secrets) expect(text.includes(secret), `${table} holds ${secret}`).toBe(false);
      }
    }
  });
});
