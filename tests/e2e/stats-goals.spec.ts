/**
 * Goals in Chromium (docs/product.md, 5.18, "Goals"): a visitor clicks the site's phone number
 * and e-mail address and arrives at the contact page; the public pages' beacon sends each click
 * after its page view, within the script budget, and the Statistics screen shows the goals, with
 * axe finding no violation in each state at both widths. A site of its own: the figures are this
 * test's only.
 */
import type { Page } from "@playwright/test";
import { axeViolations, login } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { networkIdle } from "./network-idle";

const DESKTOP_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Beacon {
  path: string;
  referrer: string;
  locale: string;
  goal?: string;
}

function beacons(page: Page): Beacon[] {
  const sent: Beacon[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/stats/hit") sent.push(JSON.parse(request.postData() ?? "{}") as Beacon);
  });
  return sent;
}

/** No sideways scrolling and no axe violation at 1280 and 375 px; a screenshot of each when `shot` names it. */
async function checkWidths(page: Page, shot?: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    if (shot) {
      const goals = page.getByRole("region", { name: "Goals", exact: true });
      await goals.scrollIntoViewIfNeeded();
      await goals.screenshot({ path: test.info().outputPath(`${shot}-${width}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function tableRows(page: Page, region: string): Promise<string[][]> {
  const table = page.getByRole("region", { name: region, exact: true }).getByRole("table");
  await expect(table).toBeVisible();
  return table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? "").trim())));
}

/** A figure of the Goals region, by its label. */
const figure = (page: Page, label: string) =>
  page.getByRole("region", { name: "Goals", exact: true }).locator("dl > div").filter({ hasText: label }).locator("dd");

test.describe("goals", () => {
  test.use({ isolatedSite: true, userAgent: DESKTOP_CHROME });

  test("a visitor's e-mail, contact page visit and call appear on the Statistics screen", async ({ page: visitor, site }) => {
    let page = visitor;
    test.setTimeout(90_000);
    const sent = beacons(page);
    let scriptBytes = 0;
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scriptBytes += (await response.request().sizes()).responseBodySize;
    });
    await page.goto("/?utm_source=flyer&utm_medium=print&utm_campaign=fiesta");
    await networkIdle(page);
    expect(scriptBytes).toBeGreaterThan(0);
    expect(scriptBytes).toBeLessThanOrEqual(5 * 1024);

    // The footer's e-mail address, clicked at once: its page view goes first, then the e-mail, both before the second the page view waits.
    await page.getByTestId("footer-email").click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent.map(({ path, goal }) => ({ path, goal }))).toEqual([
      { path: "/?utm_source=flyer&utm_medium=print&utm_campaign=fiesta", goal: undefined },
      { path: "/?utm_source=flyer&utm_medium=print&utm_campaign=fiesta", goal: "email" },
    ]);
    // No more beacons than that: a click elsewhere is no goal.
    await page.locator("main h1").first().click();
    await page.waitForTimeout(1500);
    expect(sent).toHaveLength(2);
    await checkWidths(page);

    // The contact page (a quote visit), and its phone number. (Last in this tab: after Chromium
    // has handed a tel: address to the system, the tab stops reporting its events to the test.)
    await page.goto("/contact");
    await networkIdle(page);
    await expect.poll(() => sent.length).toBe(3);
    await checkWidths(page);
    await page.locator("main").locator('a[href^="tel:"]').first().click();
    await expect.poll(() => sent.length).toBe(4);
    expect(sent[3]).toEqual({ path: "/contact", referrer: "", locale: "en", goal: "call", prefers: "en-US" });

    page = await page.context().newPage();
    await login(page);
    await page.goto("/cms/statistics");
    const goals = page.getByRole("region", { name: "Goals", exact: true });
    await expect(goals).toBeVisible();
    await expect(figure(page, "Calls")).toHaveText("1");
    await expect(figure(page, "E-mails")).toHaveText("1");
    await expect(figure(page, "Quote visits")).toHaveText("1");
    // One visit, which reached a goal.
    await expect(figure(page, "Conversion rate")).toHaveText("100%");
    expect(await tableRows(page, "Goals by page")).toEqual([
      ["/contact", "1", "0", "1"],
      ["/", "0", "1", "0"],
    ]);
    expect(await tableRows(page, "Goals by referrer")).toEqual([["Direct or unknown", "1", "1", "1"]]);
    expect(await tableRows(page, "Goals by campaign")).toEqual([["flyer / print / fiesta", "1", "1", "1"]]);
    await checkWidths(page, "goals");

    // Another language: no page views, so no goals either.
    await page.getByLabel("Language", { exact: true }).selectOption("ja");
    await expect(page).toHaveURL(/locale=ja/);
    await expect(page.getByText("No page views in this range")).toBeVisible();
    await expect(goals).toHaveCount(0);
    await checkWidths(page);
    expect(site.origin).toMatch(/^http/);
  });
});
