/**
 * What the specification audit found, in the browser: a taken slug is a failed save (not a
 * conflict), the contact page marks its own button, the header holds one line from 1024 px,
 * toasts keep to 420 px, and slugs fold accented letters.
 */
import { expect, test, unique } from "./fixtures";
import { axeViolations, cmsApi, expectToast, login, toasts } from "./admin-helpers";

test("saving with a slug another page uses is a failed save with the server's message, shown at the slug", async ({ page, site }) => {
  const api = cmsApi(page.request, site.origin);
  await login(page);
  const taken = await api.createPage({ title: "Rates", slug: `rates-${unique()}`, status: "draft" });
  const mine = await api.createPage({ title: "Mine", slug: `mine-${unique()}`, status: "draft" });

  await page.goto(`/cms/pages/${mine.id}`);
  const slug = page.getByLabel("Slug");
  await slug.fill(taken.slug);
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, `The slug "${taken.slug}" is already used by another page.`);
  await expect(toasts(page).first()).toContainText("Save failed");
  await expect(toasts(page).first()).not.toContainText("changed elsewhere");
  await expect(page.locator("#page-slug-error")).toHaveText(`The slug "${taken.slug}" is already used by another page.`);
  await expect(slug).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test("a new page's slug folds accented letters to their base form", async ({ page }) => {
  await login(page);
  await page.goto("/cms/pages/new");
  await page.getByLabel("Title").fill("Håfa Adai, Hagåtña!");
  await expect(page.getByLabel("Slug")).toHaveValue("hafa-adai-hagatna");
  await page.getByLabel("Title").fill("Über Café");
  await expect(page.getByLabel("Slug")).toHaveValue("uber-cafe");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("the header", () => {
  test("marks Contact Us as the current page on /contact, desktop and mobile", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/contact");
    const button = page.locator("header nav").getByRole("link", { name: "Contact Us" });
    await expect(button).toHaveAttribute("aria-current", "page");
    const current = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.goto("/languages");
    await expect(button).not.toHaveAttribute("aria-current", /.*/);
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(current);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/contact");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Contact Us" })).toHaveAttribute("aria-current", "page");
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const width of [1024, 1030, 1049, 1050, 1280]) {
    test(`holds every menu entry on one line and the whole brand at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const nav = page.locator("header nav").first();
      const heights = await nav
        .locator(":scope > ul > li > a, :scope > ul > li > div > button")
        .evaluateAll((items) => items.map((el) => el.getBoundingClientRect().height));
      expect(heights.length).toBe(6);
      // One line of text: every entry as tall as the others, none wrapped to two lines.
      for (const h of heights) expect(h).toBeLessThan(44);
      const brand = page.locator("header a[href='/']").first().locator("span span").first();
      expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expect(brand).toHaveText("Guam Translation Services");
    });
  }
});

test("a toast is at most 420 px wide at every width, and as wide as a narrower screen allows", async ({ page }) => {
  for (const width of [1280, 700, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/cms/login");
    await page.getByLabel("Username").fill("nobody");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Invalid credentials");
    const box = (await toasts(page).first().boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(420);
    // The notification area is the screen's width up to 420 px, with 1 rem of padding around the toast.
    expect(box.width).toBeCloseTo(Math.min(width, 420) - 32, 0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
  }
});
