/**
 * The site in its visitors' languages (docs/product.md), in Chromium: a language turned on, the
 * home page translated beside its English and published, the language switcher used on a phone
 * and with the keyboard, an English change marking the translation outdated until it is marked
 * up to date, and axe on the new screens and on a Japanese page.
 */
import { readFileSync } from "node:fs";
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

  // A phone, without a session: English, then Japanese through the menu's list of the page's languages.
  const phone = await browser.newContext({ baseURL: site.origin, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const visitor = await phone.newPage();
  await visit(visitor, "/");
  await visitor.getByRole("button", { name: "Menu" }).tap();
  const languages = visitor.getByRole("navigation", { name: "Language" });
  await expect(languages).toBeVisible();
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  const japanese = languages.getByRole("link", { name: "日本語" });
  await expect(japanese).toHaveAttribute("hreflang", "ja");
  await expect(japanese).toHaveAttribute("lang", "ja");
  await japanese.tap();
  await expect(visitor).toHaveURL(/\/ja\/$/);
  await expect(visitor.getByText(HERO_JA)).toBeVisible();
  // Only published versions are offered: Korean is not.
  await visitor.getByRole("button", { name: "Menu" }).tap();
  await expect(visitor.getByRole("navigation", { name: "Language" }).getByRole("link")).toHaveText(["English", "日本語"]);
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
  // With the switcher in it, the header still holds the whole business name and one line of menu from 1024 px.
  for (const width of [1024, 1280]) {
    await reader.setViewportSize({ width, height: 800 });
    const brand = reader.locator("header a[href='/']").first().locator("span span").first();
    expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth), `the whole brand at ${width} px`).toBe(true);
    const heights = await reader.locator("header nav").first().locator(":scope > ul > li > a, :scope > ul > li > div > button, :scope > ul > li > button").evaluateAll((items) => items.map((el) => el.getBoundingClientRect().height));
    expect(heights.length).toBe(7);
    for (const h of heights) expect(h).toBeLessThan(44);
  }
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
    // The languages open, too: the header's switcher, or the menu on a phone.
    if (width >= 1024) {
      await page.getByRole("button", { name: "Language: 日本語" }).click();
      await expect(page.locator("#language-menu")).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Language" })).toBeVisible();
    }
    expect(await axeViolations(page), `/ja/ with the language menu open at ${width}px`).toEqual([]);
  }
});

test("an XLIFF file downloaded from Translations, translated and imported, becomes the Japanese draft", async ({ page, site }) => {
  await login(page);
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers: { Origin: site.origin } })).status()).toBe(200);
  const home = ((await (await page.request.get("/api/cms/pages")).json()) as Array<{ id: number; slug: string }>).find((p) => p.slug === "home")!;
  await visit(page, "/cms/translations?lang=ja");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download XLIFF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^website-en-ja-\d{4}-\d{2}-\d{2}\.xlf$/);
  const xml = readFileSync((await download.path())!, "utf8");
  expect(xml).toContain('srcLang="en" trgLang="ja"');

  // The translator's tool fills the home page's title and its hero description.
  const fill = (text: string, unitId: string, target: string) =>
    text.replace(new RegExp(`(<unit id="${unitId.replace(/\./g, "\\.")}"[^>]*>[\\s\\S]*?<source>[\\s\\S]*?</source>)`), `$1<target>${target}</target>`);
  const translated = fill(fill(xml, `p${home.id}.title`, "ホーム"), `p${home.id}.s.hero_description`, HERO_JA);
  expect(translated).not.toBe(xml);

  await page.getByLabel("Import a translated XLIFF file").setInputFiles({ name: "website-ja.xlf", mimeType: "application/xliff+xml", buffer: Buffer.from(translated) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported: 0 translation(s) updated, 1 created." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Open the Japanese translation of Home" }) }).getByText("Draft")).toBeVisible();

  // A file that is not XLIFF is refused, saying why, and nothing changes.
  await page.getByLabel("Import a translated XLIFF file").setInputFiles({ name: "notes.xlf", mimeType: "application/xliff+xml", buffer: Buffer.from("<!DOCTYPE x [<!ENTITY a 'b'>]><x>&a;</x>") });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: /DOCTYPE/i })).toBeVisible();

  const states = await (await page.request.get(`/api/cms/pages/${home.id}/translations`)).json();
  const ja = await (await page.request.get(`/api/cms/pages/${states[0].pageId}`)).json();
  expect(ja.title).toBe("ホーム");
  expect(ja.sections.find((s: { sectionKey: string }) => s.sectionKey === "hero_description").content.text).toBe(HERO_JA);
});
