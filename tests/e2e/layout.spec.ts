import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { MAIN_NAV, SERVICES_NAV } from "../../app/content/navigation";
import { axeViolations, expectExpanded } from "./admin-helpers";
import { DEFAULT_SETTINGS } from "../../app/content/site-settings";
import { guamYear } from "../../app/lib/guam-time";
import { networkIdle } from "./network-idle";

/** The phone, e-mail and address the settings start with (their defaults). */
const CONTACT_DEFAULTS = DEFAULT_SETTINGS.values;

/** Loads a page and waits until its scripts have run, so the menus respond to input. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await networkIdle(page);
}

/**
 * Resolves once the page has run the tasks queued so far: React renders a state change made in a
 * timer in a task it posts through a MessageChannel, and this posts one behind it.
 */
async function afterQueuedTasks(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

const desktopNav = (page: Page) => page.locator("header").getByRole("navigation", { name: "Main" });
const servicesTrigger = (page: Page) => desktopNav(page).getByRole("button", { name: "Services" });
const servicesLink = (page: Page, name: string) => desktopNav(page).getByRole("link", { name, exact: true });

test.describe("mobile menu (375 px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("opens and closes with its toggle, closes on Escape and after navigating", async ({ page }) => {
    await open(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const panel = page.locator("#mobile-menu");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expectExpanded(toggle, false);
    await expect(panel).toBeHidden();
    // The desktop links are not shown at this width.
    await expect(desktopNav(page)).toBeHidden();

    await toggle.click();
    await expectExpanded(toggle, true);
    for (const item of [...MAIN_NAV, ...SERVICES_NAV]) {
      await expect(panel.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: "Contact Us" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await toggle.click();
    await expectExpanded(toggle, false);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expectExpanded(toggle, false);
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await toggle.click();
    await panel.getByRole("link", { name: "Samples" }).click();
    await expect(page).toHaveURL(/\/samples$/);
    await expectExpanded(toggle, false);
    await expect(panel).toBeHidden();

    // The current page is marked in the menu too.
    await toggle.click();
    await expect(panel.getByRole("link", { name: "Samples" })).toHaveAttribute("aria-current", "page");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("Services dropdown (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("opens when the pointer rests on it and closes when it leaves", async ({ page }) => {
    await open(page, "/");
    await expect(servicesLink(page, "What We Translate")).toBeHidden();
    await servicesTrigger(page).hover();
    await expectExpanded(servicesTrigger(page), true);
    for (const item of SERVICES_NAV) await expect(servicesLink(page, item.label)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The pointer can travel from the trigger into the menu without closing it.
    await servicesLink(page, "Samples").hover();
    await expect(servicesLink(page, "Samples")).toBeVisible();

    await page.mouse.move(10, 600);
    await expect(servicesLink(page, "What We Translate")).toBeHidden();
    await expectExpanded(servicesTrigger(page), false);
  });

  test("opens and closes on click, and a click outside closes it", async ({ page }) => {
    // Playwright's clock (time still flows), so the test can run the menu's close delay at once.
    await page.clock.install();
    await open(page, "/");
    const trigger = servicesTrigger(page);
    // A click without any hover (as on a touch screen).
    await trigger.dispatchEvent("click");
    await expectExpanded(trigger, true);
    await expect(servicesLink(page, "How It Works")).toBeVisible();
    await trigger.dispatchEvent("click");
    await expectExpanded(trigger, false);
    await expect(servicesLink(page, "How It Works")).toBeHidden();

    // A real mouse click (hover first, then click) leaves it open, even after the pointer leaves.
    await trigger.click();
    await page.mouse.move(640, 500);
    // Run every timer due in the next 400 ms (a hover-opened menu closes 150 ms after the pointer
    // leaves), then let React render what they changed: the clicked menu is still open.
    await page.clock.runFor(400);
    await afterQueuedTasks(page);
    await expect(servicesLink(page, "How It Works")).toBeVisible();
    await page.mouse.click(640, 500);
    await expect(servicesLink(page, "How It Works")).toBeHidden();

    await trigger.click();
    await servicesLink(page, "How It Works").click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(servicesLink(page, "How It Works")).toBeHidden();
  });

  test("is operable by keyboard: Enter/Space open, arrows move, Escape closes and returns focus", async ({ page }) => {
    await open(page, "/");
    const trigger = servicesTrigger(page);
    for (let i = 0; i < 20 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expectExpanded(trigger, true);
    await page.keyboard.press("ArrowDown");
    await expect(servicesLink(page, "What We Translate")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(servicesLink(page, "Samples")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowDown");
    await expect(servicesLink(page, "How It Works")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(servicesLink(page, "What We Translate")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(servicesLink(page, "How It Works")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(servicesLink(page, "What We Translate")).toBeFocused();
    await page.keyboard.press("Escape");
    await expectExpanded(trigger, false);
    await expect(servicesLink(page, "What We Translate")).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expectExpanded(trigger, true);
    await page.keyboard.press("Space");
    await expectExpanded(trigger, false);

    // ArrowDown on the closed trigger opens the menu and enters it; Enter follows the link.
    await page.keyboard.press("ArrowDown");
    await expect(servicesLink(page, "What We Translate")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/samples$/);

    // Tabbing out of the open menu closes it.
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await expect(servicesLink(page, "How It Works")).toBeFocused();
    await page.keyboard.press("Tab");
    await expectExpanded(trigger, false);
  });
});

test.describe("current route", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const item of MAIN_NAV) {
    test(`${item.label} is marked current on ${item.to}`, async ({ page }) => {
      await open(page, item.to);
      const nav = desktopNav(page);
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(servicesTrigger(page)).not.toHaveAttribute("data-active", /.*/);
    });
  }

  for (const item of SERVICES_NAV) {
    test(`the Services trigger is highlighted on ${item.to}`, async ({ page }) => {
      await open(page, item.to);
      const trigger = servicesTrigger(page);
      await expect(trigger).toHaveAttribute("data-active", "true");
      const idle = await desktopNav(page)
        .getByRole("link", { name: "Languages" })
        .evaluate((el) => getComputedStyle(el).color);
      const active = await trigger.evaluate((el) => getComputedStyle(el).color);
      expect(active).not.toBe(idle);
      await trigger.click();
      await expect(servicesLink(page, item.label)).toHaveAttribute("aria-current", "page");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("scrolling", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a route change scrolls to the top", async ({ page }) => {
    await open(page, "/");
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator("footer").getByRole("link", { name: "Xact Guarantee" }).click();
    await expect(page).toHaveURL(/\/xact-guarantee$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("h1")).toBeInViewport();
  });

  test("a link with an #anchor lands on the anchor, clear of the sticky header", async ({ page }) => {
    await open(page, "/");
    await page.locator("footer").getByRole("link", { name: "Manufacturing" }).click();
    await expect(page).toHaveURL(/\/services#manufacturing$/);
    const target = page.locator("#manufacturing");
    await expect(target).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const headerBottom = await page.locator("header").evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });

  test("a skip link is the first thing Tab reaches and moves focus to the main content", async ({ page }) => {
    await open(page, "/languages");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the footer shows phone, e-mail, address, every link and the year in Guam", async ({ page }) => {
  await open(page, "/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: CONTACT_DEFAULTS.phone })).toHaveAttribute("href", "tel:+16715550142");
  await expect(footer.getByRole("link", { name: CONTACT_DEFAULTS.email })).toHaveAttribute("href", `mailto:${CONTACT_DEFAULTS.email}`);
  await expect(footer).toContainText(CONTACT_DEFAULTS.address);
  await expect(footer).toContainText(`© ${guamYear(new Date())} Guam Translation Services`);

  const hrefs = await footer.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const anchor of ["marketing", "documents", "business", "legal", "digital", "manufacturing"]) {
    expect(hrefs).toContain(`/services#${anchor}`);
  }
  for (const path of [
    "/languages",
    "/how-it-works",
    "/get-quote",
    "/buy-translation",
    "/xact-guarantee",
    "/contact",
    "/terms-of-use",
    "/disclaimer",
  ]) {
    expect(hrefs).toContain(path);
  }
});
