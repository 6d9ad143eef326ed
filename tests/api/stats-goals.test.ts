/**
 * Goals through the real server (docs/product.md, 5.18, "Goals"): clicks on tel: and mailto:
 * links sent as the public pages' beacon sends them, and arrivals at /get-quote and /contact
 * derived from page views, counted per page, referrer and campaign in GET /api/cms/stats; bots and
 * signed-in editors left out; the conversion rate is visits with a goal over visits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guamDate } from "../../app/lib/guam-time";
import type { StatsReport } from "../../app/domain/schemas/stats";
import { isQuotePage } from "../../server/stats/goals";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 GoalProbe/1";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 GoalProbe/1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe.each(engines)("goals (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  const today = () => guamDate(Date.now());

  const hit = async (address: string, userAgent: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/stats/hit`, {
      method: "POST",
      headers: {
        Origin: server.url,
        "Content-Type": "text/plain;charset=UTF-8",
        "X-Forwarded-For": address,
        "User-Agent": userAgent,
        ...headers,
      },
      body: JSON.stringify({ referrer: "", locale: "en", ...body }),
    });
    return res.status;
  };
  const report = async () => {
    const res = await api.get<StatsReport>(`/api/cms/stats?from=${today()}&to=${today()}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    server = await startServer(engine, { TRUST_PROXY: "1" });
    api = server.client();
    await api.login();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("has no goals before any", async () => {
    expect((await report()).goals).toEqual({
      calls: 0,
      emails: 0,
      quoteVisits: 0,
      conversionRate: 0,
      byPage: [],
      byReferrer: [],
      byCampaign: [],
    });
  });

  it("counts calls, e-mails and quote visits per page, referrer and campaign, and the visits that reached one", async () => {
    // Visit 1 (from Google, spring campaign): the home page, a call from it twice, then the quote page and the contact page.
    const campaign = "?utm_source=newsletter&utm_medium=email&utm_campaign=spring";
    expect(await hit("198.51.100.1", CHROME, { path: `/${campaign}`, referrer: "https://www.google.com/" })).toBe(204);
    expect(await hit("198.51.100.1", CHROME, { path: `/${campaign}`, goal: "call" })).toBe(204);
    expect(await hit("198.51.100.1", CHROME, { path: `/${campaign}`, goal: "call" })).toBe(204);
    expect(await hit("198.51.100.1", CHROME, { path: "/get-quote/", referrer: `${server.url}/` })).toBe(204);
    expect(await hit("198.51.100.1", CHROME, { path: "/contact" })).toBe(204);
    // Visit 2 (from Facebook): the contact page, an e-mail from it.
    expect(await hit("198.51.100.2", FIREFOX, { path: "/contact", referrer: "https://www.facebook.com/x" })).toBe(204);
    expect(await hit("198.51.100.2", FIREFOX, { path: "/contact", goal: "email" })).toBe(204);
    // Visit 3: reads two pages, no goal.
    expect(await hit("198.51.100.3", CHROME, { path: "/services" })).toBe(204);
    expect(await hit("198.51.100.3", CHROME, { path: "/languages" })).toBe(204);
    // Visit 4: a goal the click of which came without a page view first (it counts, in no visit).
    expect(await hit("198.51.100.4", CHROME, { path: "/samples", goal: "email" })).toBe(204);

    const { goals, totals } = await report();
    expect(totals).toMatchObject({ visits: 3, pageviews: 6 });
    expect(goals).toMatchObject({ calls: 2, emails: 2, quoteVisits: 2 });
    // Visits 1 and 2 reached a goal, of 3.
    expect(goals.conversionRate).toBe(0.667);
    expect(goals.byPage).toEqual([
      { key: "/", calls: 2, emails: 0, quoteVisits: 0 },
      { key: "/contact", calls: 0, emails: 1, quoteVisits: 1 },
      { key: "/get-quote", calls: 0, emails: 0, quoteVisits: 1 },
      { key: "/samples", calls: 0, emails: 1, quoteVisits: 0 },
    ]);
    expect(goals.byReferrer).toEqual([
      { key: "google.com", calls: 2, emails: 0, quoteVisits: 1 },
      { key: "facebook.com", calls: 0, emails: 1, quoteVisits: 1 },
      { key: "", calls: 0, emails: 1, quoteVisits: 0 },
    ]);
    expect(goals.byCampaign).toEqual([{ key: "newsletter / email / spring", calls: 2, emails: 0, quoteVisits: 1 }]);
  });

  it("leaves out bots, signed-in editors, unknown goals and goals on addresses that are no page", async () => {
    const before = (await report()).goals;
    const bots = (await report()).botsFiltered;
    expect(await hit("198.51.100.9", GOOGLEBOT, { path: "/contact", goal: "call" })).toBe(204);
    expect(await hit("198.51.100.9", GOOGLEBOT, { path: "/get-quote" })).toBe(204);
    expect(await hit("198.51.100.10", CHROME, { path: "/cms", goal: "call" })).toBe(204);
    expect(await hit("198.51.100.11", CHROME, { path: "/", goal: "sms" })).toBe(400);
    expect(api.cookieHeader).not.toBe("");
    expect(await hit("198.51.100.12", CHROME, { path: "/", goal: "call" }, { Cookie: api.cookieHeader })).toBe(204);
    const after = await report();
    expect(after.goals).toEqual(before);
    // The bot's page view is counted as left out; its click is not a page view.
    expect(after.botsFiltered).toBe(bots + 1);
  });

  it("lets a goal on another language's page count under that language, and a quote page be found in any language", async () => {
    expect(isQuotePage("/ja/get-quote")).toBe(true);
    expect(isQuotePage("/zh-hant/contact")).toBe(true);
    expect(isQuotePage("/contact")).toBe(true);
    expect(isQuotePage("/contact-us")).toBe(false);
    expect(isQuotePage("/ja/services")).toBe(false);
    const res = await api.get<StatsReport>(`/api/cms/stats?from=${today()}&to=${today()}&locale=en`);
    expect(res.body.goals.calls).toBe(2);
    const ja = await api.get<StatsReport>(`/api/cms/stats?from=${today()}&to=${today()}&locale=ja`);
    expect(ja.body.goals).toMatchObject({ calls: 0, emails: 0, quoteVisits: 0, conversionRate: 0 });
  });
});
