/**
 * Every word on the site is the owner's (docs/product.md): the built-in pages and the settings
 * edited through their generated forms in Chromium, and seen on the public pages.
 */
import type { Page } from "@playwright/test";
import { axeViolations, expectToast, login, visit } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { networkIdle } from "./network-idle";

test.use({ isolatedSite: true });

/** The id of a field's control (app/components/cms/fields/field-form.tsx) and of a list item's part. */
const fieldId = (key: string) => `section-field-${key}-content`;
const itemId = (key: string, index: number, part: string) => `${fieldId(key)}-${index}-${part}`;

async function openSitePage(page: Page, title: string) {
  await visit(page, "/cms/dashboard");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible({ timeout: 15_000 });
  await networkIdle(page);
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Page saved successfully");
}

test("a package's new price and an added feature show on /buy-translation, and the preview follows as you type", async ({ page }) => {
  await login(page);
  await openSitePage(page, "Buy Translation");
  const price = page.locator(`#${itemId("packages", 1, "price")}`);
  await expect(price).toHaveValue("$149");
  await price.fill("$159");
  // The live preview draws the page from the form on each keystroke.
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await expect(preview.getByText("$159")).toBeVisible();

  const features = page.locator(`#${itemId("packages", 1, "features")}`);
  await features.click();
  await features.press("End");
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("\nCertified translation included");
  await features.blur();
  await save(page);

  await visit(page, "/buy-translation");
  const standard = page
    .locator("li, article, div")
    .filter({ has: page.getByRole("heading", { name: "Standard Package" }) })
    .last();
  await expect(standard).toContainText("$159");
  await expect(standard).toContainText("Certified translation included");
  await expect(page.getByText("$149")).toHaveCount(0);
});

test("Saturday's hours and the phone number changed in Settings show in the footer, on /contact and in the JSON-LD", async ({ page }) => {
  await login(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await networkIdle(page);
  await page.locator(`#${fieldId("phone")}`).fill("+1 (671) 555-0199");
  await page.locator(`#${itemId("hours", 5, "opens")}`).fill("09:00");
  await page.locator(`#${itemId("hours", 5, "closes")}`).fill("13:00");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Page saved successfully");

  await visit(page, "/contact");
  await expect(page.getByTestId("footer-phone")).toHaveText("+1 (671) 555-0199");
  await expect(page.locator("main")).toContainText("+1 (671) 555-0199");
  await expect(page.locator("main")).toContainText("Saturday");
  await expect(page.locator("main")).toContainText("9:00 AM-1:00 PM");
  await visit(page, "/");
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)["@graph"];
  const jsonLd = graph.find((node: { "@type": string }) => node["@type"] === "ProfessionalService");
  expect(jsonLd.telephone).toBe("+1 (671) 555-0199");
  expect(jsonLd.openingHoursSpecification).toContainEqual({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["https://schema.org/Saturday"],
    opens: "09:00",
    closes: "13:00",
  });
  await expect(page.getByTestId("footer-phone")).toHaveText("+1 (671) 555-0199");
});

test("the language list is reordered with the keyboard alone, and Reset to default brings the order back", async ({ page }) => {
  await login(page);
  await openSitePage(page, "Languages We Translate");
  const firstToggle = page.locator(`#${itemId("popular_languages", 0, "toggle")}`);
  await expect(firstToggle).toContainText("Chamorro");
  // Move Chamorro below Tagalog: focus its Move down button and press Enter, as a keyboard user would.
  await page.locator(`#${itemId("popular_languages", 0, "down")}`).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(`#${itemId("popular_languages", 0, "toggle")}`)).toContainText("Tagalog");
  await expect(page.locator(`#${itemId("popular_languages", 1, "toggle")}`)).toContainText("Chamorro");
  // Focus stays on the moved item's button, so Enter again moves it on.
  await expect(page.locator(`#${itemId("popular_languages", 1, "down")}`)).toBeFocused();
  await save(page);

  await visit(page, "/languages");
  const names = await page.locator("main ul li").allTextContents();
  const tagalog = names.findIndex((text) => text.includes("Tagalog"));
  const chamorro = names.findIndex((text) => text.includes("Chamorro"));
  expect(tagalog).toBeGreaterThanOrEqual(0);
  expect(tagalog).toBeLessThan(chamorro);

  await openSitePage(page, "Languages We Translate");
  await page.getByRole("button", { name: "Reset to default: Languages" }).click();
  await expect(page.locator(`#${itemId("popular_languages", 0, "toggle")}`)).toContainText("Chamorro");
  await save(page);
});

test("axe finds no violation on the dashboard's site pages, a built-in page's form and Settings, at desktop and phone widths", async ({
  page,
}) => {
  // Three screens at two widths, each checked by axe: more than the default 30 s on a busy machine.
  test.setTimeout(240_000);
  await login(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, "/cms/dashboard");
    await expect(page.getByRole("heading", { name: "Site pages" })).toBeVisible();
    expect(await axeViolations(page), `dashboard at ${width}`).toEqual([]);
    await openSitePage(page, "Home");
    expect(await axeViolations(page), `home form at ${width}`).toEqual([]);
    // A list item added: its new controls and the list's Reset to default.
    await page.locator(`#${fieldId("greetings")}-add`).click();
    await expect(page.locator(`#${itemId("greetings", 5, "text")}`)).toBeVisible();
    expect(await axeViolations(page), `home form with an item added at ${width}`).toEqual([]);
    await visit(page, "/cms/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    expect(await axeViolations(page), `settings at ${width}`).toEqual([]);
    // A field changed shows Reset to default, whose name starts with its visible words (WCAG 2.5.3).
    await page.locator(`#${fieldId("phone")}`).fill("+1 (671) 555-0199");
    await expect(page.getByRole("button", { name: "Reset to default: Phone" })).toBeVisible();
    expect(await axeViolations(page), `settings with a field changed at ${width}`).toEqual([]);
  }
});
