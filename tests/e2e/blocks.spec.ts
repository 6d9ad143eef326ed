/**
 * A page built of every kind of block (docs/product.md, "Blocks") as visitors get it: axe's
 * default rules find nothing at 1280 and 375 px, before and after a question is opened by
 * keyboard, nothing scrolls sideways on a phone, and no console error.
 */
import type { Page } from "@playwright/test";
import { publishEveryBlock } from "../../scripts/lib/every-block.mjs";
import { axeViolations } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a page of every block: axe clean at 1280 px, with a question opened by keyboard, and at 375 px without sideways scrolling", async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  const slug = `every-block-${unique()}`;
  await publishEveryBlock(site.origin, site.admin, slug);
  const errors = consoleErrors(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Medical translation you can trust" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const question = page.locator("summary", { hasText: "How long does a translation take?" });
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Most documents are returned in 24 to 72 hours.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/${slug}`);
  await expect(page.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeVisible();
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
