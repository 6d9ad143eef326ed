/** Public pages stay eligible for the back/forward cache: Back is instant. */
import { expect, test } from "./fixtures";
import config from "../../playwright.config";

// Playwright turns the cache off by default (so that goBack is always a network load): a browser
// as visitors have it, for this file.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });

test("keeps a page left for another, and brings it back without loading it again", async ({ page }) => {
  await page.goto("/languages");
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page
    .locator("main")
    .getByRole("link", { name: /Get a Quote/ })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/languages$/);
  // Restored from the cache, the page fires no load event: wait for the navigation itself.
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(/\/languages$/);
  // The same document, restored: not loaded again.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
