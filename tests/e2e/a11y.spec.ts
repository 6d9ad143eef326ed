import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PUBLIC_ROUTES } from "../../app/content/navigation";
import { axeViolations } from "./admin-helpers";
import { networkIdle } from "./network-idle";

const NOT_FOUND_PATH = "/this-page-does-not-exist";
const PAGES = [...PUBLIC_ROUTES, NOT_FOUND_PATH];

function collectErrors(page: Page, path: string): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    // Chromium reports the 404 status of the 404 page's own document; that is the point of it.
    if (m.type() === "error" && !(path === NOT_FOUND_PATH && /status of 404/.test(m.text()))) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

for (const path of PAGES) {
  test.describe(path, () => {
    test("axe finds no violation at 1280 px, and no console error", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const errors = collectErrors(page, path);
      await page.goto(path);
      await networkIdle(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test("no horizontal scrolling and no axe violation at 375 px", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const errors = collectErrors(page, path);
      await page.goto(path);
      await networkIdle(page);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test("axe finds no violation with the Services dropdown open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  // The menus respond once the page's scripts have run.
  await networkIdle(page);
  await page.locator("header").getByRole("button", { name: "Services" }).click();
  await expect(page.locator("header").getByRole("link", { name: "Samples" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("axe finds no violation with the mobile menu open, and it fits at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await networkIdle(page);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
