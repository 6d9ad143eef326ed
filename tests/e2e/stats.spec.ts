/**
 * Visitor statistics in Chromium (docs/product.md, 5.18): a public page view sends one beacon,
 * the public pages keep their script budget, and the Statistics screen shows what was read,
 * with axe finding no violation at both widths. Each test has a site of its own, so the figures
 * are its own page views only.
 */
import type { Page } from "@playwright/test";
import { axeViolations, cmsApi, login } from "./admin-helpers";
import type { PageDTO } from "../../app/domain/schemas/pages";
import { expect, test } from "./fixtures";
import { networkIdle } from "./network-idle";

/** What a desktop Chrome says, and what Chromium's old headless mode says (a bot, rightly). */
const DESKTOP_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HEADLESS_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";

interface Beacon {
  path: string;
  referrer: string;
  locale: string;
}

/** The page views the page sends, as the server receives them. */
function beacons(page: Page): Beacon[] {
  const sent: Beacon[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/stats/hit") sent.push(JSON.parse(request.postData() ?? "{}") as Beacon);
  });
  return sent;
}

/** Signs in, reads the dashboard's line of statistics, and follows its link to the screen. */
async function openStatistics(page: Page, dashboardLine: RegExp) {
  await login(page);
  await expect(page.locator("p", { hasText: "Last 7 days:" })).toHaveText(dashboardLine);
  await page.getByRole("link", { name: "See the statistics" }).click();
  await expect(page).toHaveURL(/\/cms\/statistics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  // One entry in the admin navigation, marked as the current screen.
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Statistics", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
}

/** A table of the screen, by the region that holds it: each row's cells. */
async function tableRows(page: Page, region: string): Promise<string[][]> {
  const table = page.getByRole("region", { name: region, exact: true }).getByRole("table");
  await expect(table).toBeVisible();
  return table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? "").trim())));
}

async function checkWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("visitor statistics", () => {
  test.use({ isolatedSite: true });

  test.describe("a visitor's browser", () => {
    test.use({ userAgent: DESKTOP_CHROME });

    test("sends one beacon per page view, within the script budget, and its pages show on the Statistics screen", async ({
      page,
      site,
    }) => {
      test.setTimeout(60_000);
      const sent = beacons(page);
      let scriptBytes = 0;
      page.on("response", async (response) => {
        if (response.request().resourceType() === "script") scriptBytes += (await response.request().sizes()).responseBodySize;
      });
      await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring");
      await networkIdle(page);
      await expect.poll(() => sent.length).toBe(1);
      // The enhancement script, beacon included, as it travels: at most 5 KB for the whole page.
      expect(scriptBytes).toBeGreaterThan(0);
      expect(scriptBytes).toBeLessThanOrEqual(5 * 1024);

      await page.locator("header").getByRole("link", { name: "Languages", exact: true }).click();
      await expect(page).toHaveURL(/\/languages$/);
      await expect.poll(() => sent.length).toBe(2);
      await page.reload();
      await networkIdle(page);
      // A page view is sent a second after its load (or as the page is left): three page views,
      // three beacons, and nothing more arrives later.
      await expect.poll(() => sent.length).toBe(3);
      await page.waitForTimeout(1500);
      expect(sent).toEqual([
        {
          path: "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
          referrer: "",
          locale: "en",
          // The browser's preferred language (docs/product.md 5.18, "Where translation pays").
          prefers: "en-US",
        },
        {
          path: "/languages",
          referrer: `${site.origin}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
          locale: "en",
          prefers: "en-US",
        },
        {
          path: "/languages",
          referrer: `${site.origin}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
          locale: "en",
          prefers: "en-US",
        },
      ]);

      await openStatistics(page, /^Last 7 days: 1 visitor, 3 page views\.\s*See the statistics$/);
      expect(await tableRows(page, "Top pages")).toEqual([
        ["/languages", "1", "2"],
        ["/", "1", "1"],
      ]);
      expect(await tableRows(page, "Campaigns")).toEqual([["newsletter / email / spring", "1", "3"]]);
      expect(await tableRows(page, "Languages")).toEqual([["English", "1", "3"]]);
      expect(await tableRows(page, "Browsers")).toEqual([["Chrome", "1", "3"]]);
      await expect(page.getByText("0 page views from bots were left out.")).toBeVisible();
      // The chart's figures, as a table.
      const byDay = await tableRows(page, "Visitors and page views by day, as a table");
      expect(byDay).toHaveLength(7);
      expect(byDay[0]!.slice(1)).toEqual(["1", "3"]);
      expect(byDay.slice(1).map((row) => row.slice(1))).toEqual(Array(6).fill(["0", "0"]));
      await expect(page.locator("[data-chart] canvas").first()).toBeVisible();
      await expect(page.getByRole("link", { name: "IP Geolocation by DB-IP" })).toHaveAttribute("href", "https://db-ip.com");

      // The language filter: nothing was read in Japanese.
      await page.getByLabel("Language", { exact: true }).selectOption("ja");
      await expect(page).toHaveURL(/locale=ja/);
      await expect(page.getByText("No page views in this range")).toBeVisible();
      await page.getByLabel("Language", { exact: true }).selectOption("");
      await expect(page.getByRole("region", { name: "Top pages", exact: true })).toBeVisible();
      await checkWidths(page);

      // The CSV of a table.
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download Top pages as a spreadsheet (CSV file)" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^statistics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-pages\.csv$/);
      const stream = await file.createReadStream();
      let csv = "";
      for await (const chunk of stream) csv += String(chunk);
      expect(csv).toBe("Page,Visitors,Page views\r\n/languages,1,2\r\n/,1,1\r\n");
    });

    test("counts a page in another language under its language, and once for the whole site", async ({ page, request, site }) => {
      // Japanese on, and the home page translated and published, through the API in a context of
      // its own: the browser below has no session (a signed-in browser's page views are not counted).
      const api = cmsApi(request, site.origin);
      await api.login();
      const headers = { Origin: site.origin };
      expect((await request.put("/api/cms/languages/ja", { data: { enabled: true }, headers })).status()).toBe(200);
      const home = await api.pageBySlug("home");
      const created = await request.post(`/api/cms/pages/${home!.id}/translations`, { data: { locale: "ja" }, headers });
      expect(created.status()).toBe(201);
      const japanese = (await created.json()) as PageDTO;
      expect((await request.put(`/api/cms/pages/${japanese.id}`, { data: { ...japanese, status: "published" }, headers })).status()).toBe(
        200,
      );

      const sent = beacons(page);
      // Each page stays its second (a beacon sent as a page is left did not reach the server in
      // headless Chromium; docs/decisions/014-visitor-statistics.md).
      await page.goto("/");
      await expect.poll(() => sent.length).toBe(1);
      await page.goto("/ja/");
      await expect(page.locator("html")).toHaveAttribute("lang", "ja");
      await expect.poll(() => sent.some((beacon) => beacon.locale === "ja" && beacon.path === "/ja/")).toBe(true);

      await openStatistics(page, /^Last 7 days: 1 visitor, 2 page views\./);
      expect(await tableRows(page, "Languages")).toEqual([
        ["English", "1", "1"],
        ["Japanese", "1", "1"],
      ]);
      await page.getByLabel("Language", { exact: true }).selectOption("ja");
      await expect(page).toHaveURL(/locale=ja/);
      await expect(page.getByText(/^Showing .*, Japanese\.$/)).toBeVisible();
      expect(await tableRows(page, "Top pages")).toEqual([["/ja", "1", "1"]]);
      await checkWidths(page);
    });
  });

  test("adds up a day's sites and campaigns past the 100 kept as Other sites and Other campaigns, on the screen and in the CSV", async ({
    page,
    request,
    site,
  }) => {
    test.setTimeout(180_000);
    // 105 visitors (browsers of their own), each from a site and a campaign of its own: the day keeps 100 of each.
    for (let n = 0; n < 105; n += 1) {
      const res = await request.post("/api/stats/hit", {
        headers: { Origin: site.origin, "Content-Type": "text/plain;charset=UTF-8", "User-Agent": `${DESKTOP_CHROME} Visitor/${n}` },
        data: JSON.stringify({
          path: `/?utm_source=source-${n}&utm_medium=email&utm_campaign=spring`,
          referrer: `https://site-${n}.example/`,
          locale: "en",
        }),
      });
      expect(res.status()).toBe(204);
    }
    await openStatistics(page, /^Last 7 days: 105 visitors, 105 page views\./);
    const referrers = await tableRows(page, "Referrers");
    expect(referrers[0]).toEqual(["Other sites", "5", "5"]);
    expect(referrers).toHaveLength(10);
    expect((await tableRows(page, "Campaigns"))[0]).toEqual(["Other campaigns", "5", "5"]);
    await page.getByRole("region", { name: "Referrers", exact: true }).getByRole("button", { name: "Show all 100" }).click();
    expect(await tableRows(page, "Referrers")).toHaveLength(100);
    await checkWidths(page);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Referrers as a spreadsheet (CSV file)" }).click();
    let csv = "";
    for await (const chunk of await (await download).createReadStream()) csv += String(chunk);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines.slice(0, 2)).toEqual(["Site,Visitors,Page views", "Other sites,5,5"]);
    expect(lines).toHaveLength(101);
  });

  test.describe("a headless browser", () => {
    test.use({ userAgent: HEADLESS_CHROME });

    test("is a bot: its page view is left out, and shown as left out", async ({ page }) => {
      const sent = beacons(page);
      await page.goto("/contact");
      await networkIdle(page);
      await expect.poll(() => sent.length).toBe(1);
      await openStatistics(page, /^Last 7 days: 0 visitors, 0 page views\./);
      await expect(page.getByText("1 page view from a bot was left out.")).toBeVisible();
      await expect(page.getByText("No page views in this range")).toBeVisible();
      await checkWidths(page);

      // A custom range: refused with its reason while it is no range, kept in the address once it is.
      await page.getByLabel("Range", { exact: true }).selectOption("custom");
      await page.getByLabel("First day").fill("2026-03-10");
      await page.getByLabel("Last day").fill("2026-03-01");
      await page.getByRole("button", { name: "Show", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText("The first day must not be after the last.");
      await expect(page.getByLabel("First day")).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("First day").fill("2026-02-27");
      await page.getByRole("button", { name: "Show", exact: true }).click();
      await expect(page).toHaveURL(/range=custom&from=2026-02-27&to=2026-03-01$/);
      await expect(page.getByText("Showing Feb 27, 2026 – Mar 1, 2026 (3 days), all languages.")).toBeVisible();
    });
  });
});
