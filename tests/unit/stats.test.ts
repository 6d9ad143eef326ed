import { describe, expect, it } from "vitest";
import { toCsv } from "~/components/cms/stats/csv";
import { customProblem, presetQuery, rangeFromParams } from "~/components/cms/stats/ranges";
import { keyLabel } from "~/components/cms/stats/labels";
import { describeChange } from "~/components/cms/stats/totals";
import { STATS_OTHER_KEY } from "~/domain/schemas/stats";
import { pathAndCampaign, referrerHost } from "../../server/stats/hits";
import { countedPage } from "../../server/stats/paths";
import { browserFamily, deviceClass } from "../../server/stats/user-agent";

describe("which paths are pages (countedPage)", () => {
  const published = new Set(["price-list", "home", "site-settings", "ja/home", "zh-Hant/price-list", "ja/services"]);
  it("takes the built-in routes and published pages in English, with or without a trailing slash", () => {
    expect(countedPage("/", "en", published)).toEqual({ path: "/", locale: "en" });
    expect(countedPage("/services/", "en", published)).toEqual({ path: "/services", locale: "en" });
    expect(countedPage("/price-list", "en", published)).toEqual({ path: "/price-list", locale: "en" });
  });
  it("takes /{code} and /{code}/{page} for the translation languages, in their own language only", () => {
    expect(countedPage("/ja", "ja", published)).toEqual({ path: "/ja", locale: "ja" });
    expect(countedPage("/zh-Hant/price-list", "zh-Hant", published)).toEqual({ path: "/zh-Hant/price-list", locale: "zh-Hant" });
    expect(countedPage("/ja/", "ja", published)).toEqual({ path: "/ja", locale: "ja" });
    expect(countedPage("/ja/services", "ja", published)).toEqual({ path: "/ja/services", locale: "ja" });
    expect(countedPage("/ja/services", "en", published)).toBeNull();
    expect(countedPage("/services", "ja", published)).toBeNull();
    // A translation that is not served (none, unpublished, its language off) is no page.
    expect(countedPage("/ko/", "ko", published)).toBeNull();
    expect(countedPage("/ja/price-list", "ja", published)).toBeNull();
    expect(countedPage("/ch/services", "ch", published)).toBeNull();
  });
  it("ignores everything else: unknown pages, built-in records by slug, the admin area, files, deeper paths", () => {
    for (const path of [
      "/nope",
      "/home",
      "/site-settings",
      "/cms/login",
      "/api/stats/hit",
      "/favicon.svg",
      "/services/x",
      "/en/services",
      "/ja/ja",
      "//services",
    ]) {
      expect(countedPage(path, "en", published), path).toBeNull();
    }
  });
});

describe("what is kept of a beacon", () => {
  it("keeps the path without its query, and the utm campaign", () => {
    expect(pathAndCampaign("/?utm_source=news&utm_campaign=spring%0Asale&email=a@b.c")).toEqual({
      path: "/",
      campaign: "news / - / springsale",
    });
    expect(pathAndCampaign("/services?q=1")).toEqual({ path: "/services", campaign: "" });
    expect(pathAndCampaign("//elsewhere.example/x")).toBeNull();
  });
  it("keeps the referrer's host only, and nothing for the site itself or other schemes", () => {
    const own = new Set(["guamtranslation.example"]);
    expect(referrerHost("https://www.google.com/search?q=private", own)).toBe("google.com");
    expect(referrerHost("https://guamtranslation.example/services", own)).toBe("");
    expect(referrerHost("android-app://com.google.android.gm/", own)).toBe("");
    expect(referrerHost("not a url", own)).toBe("");
  });
  it("turns a user agent into a device class and a browser family", () => {
    const ipad =
      "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1";
    const edge =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
    const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    expect([deviceClass(ipad), browserFamily(ipad)]).toEqual(["Tablet", "Safari"]);
    expect([deviceClass(edge), browserFamily(edge)]).toEqual(["Desktop", "Edge"]);
    expect([deviceClass(android), browserFamily(android)]).toEqual(["Phone", "Chrome"]);
    expect(browserFamily("curl/8.0")).toBe("Other");
  });
});

describe("the Statistics screen's ranges", () => {
  // 2026-03-05 at 09:00 in Guam is 2026-03-04 23:00 UTC.
  const now = Date.parse("2026-03-04T23:00:00Z");
  it("ends the presets today in Guam", () => {
    expect(presetQuery("today", now)).toEqual({ from: "2026-03-05", to: "2026-03-05", locale: "" });
    expect(presetQuery("7d", now)).toEqual({ from: "2026-02-27", to: "2026-03-05", locale: "" });
    expect(presetQuery("12m", now, "ja")).toEqual({ from: "2025-03-06", to: "2026-03-05", locale: "ja" });
  });
  it("reads the address, and falls back to the last 7 days with the reason for a custom range it cannot show", () => {
    expect(rangeFromParams(new URLSearchParams("range=custom&from=2026-01-01&to=2026-01-31&locale=ko"), now).query).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      locale: "ko",
    });
    const bad = rangeFromParams(new URLSearchParams("range=custom&from=2026-02-01&to=2026-01-01&locale=xx"), now);
    expect(bad).toEqual({ range: "custom", query: presetQuery("7d", now), problem: "The first day must not be after the last." });
    expect(customProblem("2020-01-01", "2026-01-01")).toBe("A range can span at most 731 days.");
  });
  it("words the change from the previous period", () => {
    expect(describeChange(120, 100)).toEqual({ text: "up 20%", direction: "up" });
    expect(describeChange(5, 0)).toEqual({ text: "new", direction: "up" });
    expect(describeChange(0.25, 0.5, true)).toEqual({ text: "down 25 points", direction: "down" });
    expect(describeChange(7, 7)).toEqual({ text: "no change", direction: "same" });
  });
  it("writes CSV with quotes where needed and formulas made harmless", () => {
    expect(
      toCsv(
        ["Page", "Visitors"],
        [
          ["/a,b", 3],
          ['say "hi"', 1],
          ["=SUM(A1)", 2],
        ],
      ),
    ).toBe('Page,Visitors\r\n"/a,b",3\r\n"say ""hi""",1\r\n\'=SUM(A1),2\r\n');
  });
  it("names the row that adds up the rest of a day's pages, sites and campaigns", () => {
    expect(keyLabel("referrers", STATS_OTHER_KEY)).toBe("Other sites");
    expect(keyLabel("campaigns", STATS_OTHER_KEY)).toBe("Other campaigns");
    expect(keyLabel("pages", STATS_OTHER_KEY)).toBe("Other pages");
    expect(keyLabel("entries", STATS_OTHER_KEY)).toBe("Other pages");
    expect(keyLabel("referrers", "")).toBe("Direct or unknown");
  });
});
