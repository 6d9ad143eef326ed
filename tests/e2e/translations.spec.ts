/**
 * The site in its visitors' languages (docs/product.md), in Chromium: a language turned on, the
 * home page translated beside its English and published, the language switcher used on a phone
 * and with the keyboard, an English change marking the translation outdated until it is marked
 * up to date, and axe on the new screens and on a Japanese page.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations, expectToast, login, tabTo, visit } from "./admin-helpers";
import { expect, test } from "./fixtures";

test.use({ isolatedSite: true });

const fieldId = (key: string) => `section-field-${key}-content`;
const HERO_JA = "グアムとマリアナ諸島のための、プロによる人間翻訳です。";

/** Japanese on, and the home page translated and published, through the API the screens use. */
async function publishedJapaneseHome(request: APIRequestContext, origin: string) {
  const headers = { Origin: origin };
  expect((await request.put("/api/cms/languages/ja", { data: { enabled: true }, headers })).status()).toBe(200);
  const home = ((await (await request.get("/api/cms/pages")).json()) as Array<{ id: number; slug: string }>).find((p) => p.slug === "home")!;
  const created = await request.post(`/api/cms/pages/${home.id}/translations`, { data: { locale: "ja" }, headers });
  expect(created.status()).toBe(201);
  const ja = await created.json();
  const sections = ja.sections.map(({ pageId: _p, ...s }: { pageId: number; sectionKey: string; content: { text: string } }) =>
    s.sectionKey === "hero_description" ? { ...s, content: { text: HERO_JA } } : s,
  );
  const saved = await request.put(`/api/cms/pages/${ja.id}`, { data: { title: "ホーム", slug: ja.slug, status: "published", metaDescription: ja.metaDescription, metaKeywords: null, version: ja.version, sections }, headers });
  expect(saved.status()).toBe(200);
  return { homeId: home.id, translationId: ja.id as number };
}

async function openTranslations(page: Page) {
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Translations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
}

test("Japanese turned on, the home page translated beside its English and published at /ja/", async ({ page }) => {
  await login(page);
  // Two clicks from the dashboard: Translations, then the page's Translate.
  await openTranslations(page);
  const japanese = page.getByRole("switch", { name: "Japanese on the site" });
  await expect(japanese).toHaveAttribute("aria-checked", "false");
  await japanese.click();
  await expect(japanese).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("heading", { name: "Pages in Japanese" })).toBeVisible();
  await page.getByRole("button", { name: "Translate Home into Japanese" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The English beside the field being translated.
  await expect(page.locator('[data-source-part="hero_description"]')).toContainText("Certified translators for businesses");
  await page.locator(`#${fieldId("hero_description")}`).fill(HERO_JA);
  await page.locator("#page-title").fill("ホーム");
  await page.locator("#page-status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Page saved successfully");

  const response = await visit(page, "/ja/");
  expect(response!.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByText(HERO_JA)).toBeVisible();
  await expect(page).toHaveTitle(/^Guam Translation Services/);

  await openTranslationsFromSite(page);
  // The English page is published, and so is its Japanese translation now.
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Open the Japanese translation of Home" }) }).getByText("Published")).toHaveCount(2);
});

/** Back to the admin area's Translations screen. */
async function openTranslationsFromSite(page: Page) {
  await visit(page, "/cms/translations?lang=ja");
  await expect(page.getByRole("heading", { name: "Pages in Japanese" })).toBeVisible();
}

test("the language switcher leads between the published versions on a phone and with the keyboard alone", async ({ page, browser, site }) => {
  await login(page);
  await publishedJapaneseHome(page.request, site.origin);

  // A phone, without a session: English, then Japanese through the switcher.
  const phone = await browser.newContext({ baseURL: site.origin, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const visitor = await phone.newPage();
  await visit(visitor, "/");
  const trigger = visitor.getByRole("button", { name: "Language: English" });
  await expect(trigger).toBeVisible();
  await trigger.tap();
  const japanese = visitor.getByRole("link", { name: "日本語" });
  await expect(japanese).toHaveAttribute("hreflang", "ja");
  await expect(japanese).toHaveAttribute("lang", "ja");
  await japanese.tap();
  await expect(visitor).toHaveURL(/\/ja\/$/);
  await expect(visitor.getByText(HERO_JA)).toBeVisible();
  // Only published versions are offered: Korean is not.
  await visitor.getByRole("button", { name: "Language: 日本語" }).tap();
  await expect(visitor.locator("#language-menu a")).toHaveText(["English", "日本語"]);
  await phone.close();

  // The keyboard: Tab to the switcher, open it, move to English with the arrow keys, follow it.
  const desk = await browser.newContext({ baseURL: site.origin });
  const reader = await desk.newPage();
  await visit(reader, "/ja/");
  await tabTo(reader, "Language: 日本語");
  await reader.keyboard.press("Enter");
  await expect(reader.locator("#language-menu")).toBeVisible();
  await reader.keyboard.press("ArrowDown");
  await expect(reader.getByRole("link", { name: "English" })).toBeFocused();
  await reader.keyboard.press("Enter");
  await expect(reader).toHaveURL(/\/$/);
  await expect(reader.locator("html")).toHaveAttribute("lang", "en");
  await desk.close();
});

test("an English change marks the translation outdated, with what changed, until it is marked up to date", async ({ page, site }) => {
  await login(page);
  const { homeId, translationId } = await publishedJapaneseHome(page.request, site.origin);
  const home = await (await page.request.get(`/api/cms/pages/${homeId}`)).json();
  const sections = home.sections.map(({ pageId: _p, ...s }: { pageId: number; sectionKey: string; content: { text: string } }) =>
    s.sectionKey === "hero_description" ? { ...s, content: { text: "Certified translators for every business on Guam." } } : s,
  );
  const hasDescription = sections.some((s: { sectionKey: string }) => s.sectionKey === "hero_description");
  if (!hasDescription) sections.push({ sectionKey: "hero_description", sectionType: "text", content: { text: "Certified translators for every business on Guam." }, sortOrder: sections.length });
  const changed = await page.request.put(`/api/cms/pages/${homeId}`, { data: { ...home, sections }, headers: { Origin: site.origin } });
  expect(changed.status()).toBe(200);

  await visit(page, "/cms/dashboard");
  const chip = page.getByRole("link", { name: "Japanese: outdated" });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 part changed in English since translated" })).toBeVisible();
  const changedPart = page.locator('[data-source-part="hero_description"]');
  await expect(changedPart).toContainText("Changed since it was translated:");
  await expect(changedPart.locator("ins").first()).toContainText("every business on Guam");
  await page.getByRole("button", { name: "Mark Hero description as up to date" }).click();
  await expectToast(page, "Hero description: marked as up to date");
  await expect(page.getByText("1 part changed in English since translated")).toHaveCount(0);

  const states = await (await page.request.get(`/api/cms/pages/${homeId}/translations`)).json();
  expect(states).toEqual([{ locale: "ja", pageId: translationId, status: "published", outdatedSections: [] }]);
});

test("axe finds no violation on the Translations screen, the translation editor and a Japanese page, at both widths", async ({ page, site }) => {
  test.setTimeout(90_000);
  await login(page);
  const { translationId } = await publishedJapaneseHome(page.request, site.origin);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, "/cms/translations?lang=ja");
    await expect(page.getByRole("heading", { name: "Pages in Japanese" })).toBeVisible();
    expect(await axeViolations(page), `Translations at ${width}px`).toEqual([]);
    await visit(page, `/cms/pages/${translationId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
    expect(await axeViolations(page), `translation editor at ${width}px`).toEqual([]);
    await visit(page, "/ja/");
    await expect(page.getByText(HERO_JA)).toBeVisible();
    expect(await axeViolations(page), `/ja/ at ${width}px`).toEqual([]);
    // The switcher open, too.
    await page.getByRole("button", { name: "Language: 日本語" }).click();
    await expect(page.locator("#language-menu")).toBeVisible();
    expect(await axeViolations(page), `/ja/ with the language menu open at ${width}px`).toEqual([]);
  }
});
