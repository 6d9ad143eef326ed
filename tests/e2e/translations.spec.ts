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
import { networkIdle } from "./network-idle";

test.use({ isolatedSite: true });

const fieldId = (key: string) => `section-field-${key}-content`;
const HERO_JA = "グアムとマリアナ諸島のための、プロによる人間翻訳です。";

/** Japanese on, and the home page translated and published, through the API the screens use. */
async function publishedJapaneseHome(request: APIRequestContext, origin: string) {
  const headers = { Origin: origin };
  expect((await request.put("/api/cms/languages/ja", { data: { enabled: true }, headers })).status()).toBe(200);
  const home = ((await (await request.get("/api/cms/pages")).json()) as Array<{ id: number; slug: string }>).find(
    (p) => p.slug === "home",
  )!;
  const created = await request.post(`/api/cms/pages/${home.id}/translations`, { data: { locale: "ja" }, headers });
  expect(created.status()).toBe(201);
  const ja = await created.json();
  const sections = ja.sections.map(({ pageId: _p, ...s }: { pageId: number; sectionKey: string; content: { text: string } }) =>
    s.sectionKey === "hero_description" ? { ...s, content: { text: HERO_JA } } : s,
  );
  const saved = await request.put(`/api/cms/pages/${ja.id}`, {
    data: {
      title: "ホーム",
      slug: ja.slug,
      status: "published",
      metaDescription: ja.metaDescription,
      metaKeywords: null,
      version: ja.version,
      sections,
    },
    headers,
  });
  expect(saved.status()).toBe(200);
  return { homeId: home.id, translationId: ja.id as number };
}

async function openTranslations(page: Page) {
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Translations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
}

test("Japanese turned on, the home page translated beside its English and published at /ja/", async ({ page }) => {
  // A journey of many steps: 19 to 25 s of the default 30 on a quiet CI machine (measured), so a budget of its own.
  test.setTimeout(60_000);
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
  await networkIdle(page);
  // The English beside the field being translated.
  await expect(page.locator('[data-source-part="hero_description"]')).toContainText("Certified translators for businesses");
  await page.locator(`#${fieldId("hero_description")}`).fill(HERO_JA);
  await page.locator("#page-title").fill("ホーム");
  await page.locator("#page-status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  // Only the hero and the title are translated: publishing asks first, naming the parts still in English.
  await expect(page.getByRole("alertdialog", { name: "Publish with parts still in English?" })).toBeVisible();
  await page.getByRole("button", { name: "Publish anyway" }).click();
  await expectToast(page, "Page saved successfully");

  const response = await visit(page, "/ja/");
  expect(response!.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByText(HERO_JA)).toBeVisible();
  await expect(page).toHaveTitle(/^Guam Translation Services/);

  await openTranslationsFromSite(page);
  // The English page is published, and so is its Japanese translation now.
  await expect(
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Open the Japanese translation of Home" }) })
      .getByText("Published"),
  ).toHaveCount(2);
});

/** Back to the admin area's Translations screen. */
async function openTranslationsFromSite(page: Page) {
  await visit(page, "/cms/translations?lang=ja");
  await expect(page.getByRole("heading", { name: "Pages in Japanese" })).toBeVisible();
}

test("the language switcher leads between the published versions on a phone and with the keyboard alone", async ({
  page,
  browser,
  site,
}) => {
  // A journey of many steps: 19 to 25 s of the default 30 on a quiet CI machine (measured), so a budget of its own.
  test.setTimeout(60_000);
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
    const heights = await reader
      .locator("header nav")
      .first()
      .locator(":scope > ul > li > a, :scope > ul > li > div > button, :scope > ul > li > button")
      .evaluateAll((items) => items.map((el) => el.getBoundingClientRect().height));
    expect(heights.length).toBe(7);
    for (const h of heights) expect(h).toBeLessThan(44);
  }
  await desk.close();
});

test("an English change marks the translation outdated, with what changed, until it is marked up to date", async ({ page, site }) => {
  await login(page);
  // While its owner has written none, the home page's description is made from the hero text and
  // changes with it: one the owner wrote keeps this English change to one part.
  const listed = (await (await page.request.get("/api/cms/pages")).json()) as Array<{ id: number; slug: string }>;
  const english = await (await page.request.get(`/api/cms/pages/${listed.find((p) => p.slug === "home")!.id}`)).json();
  const described = await page.request.put(`/api/cms/pages/${english.id}`, {
    data: {
      ...english,
      metaDescription: "Professional human translation from Guam.",
      sections: english.sections.map(({ pageId: _p, ...s }: { pageId: number }) => s),
    },
    headers: { Origin: site.origin },
  });
  expect(described.status(), await described.text()).toBe(200);
  const { homeId, translationId } = await publishedJapaneseHome(page.request, site.origin);
  const home = await (await page.request.get(`/api/cms/pages/${homeId}`)).json();
  const sections = home.sections.map(({ pageId: _p, ...s }: { pageId: number; sectionKey: string; content: { text: string } }) =>
    s.sectionKey === "hero_description" ? { ...s, content: { text: "Certified translators for every business on Guam." } } : s,
  );
  const hasDescription = sections.some((s: { sectionKey: string }) => s.sectionKey === "hero_description");
  if (!hasDescription)
    sections.push({
      sectionKey: "hero_description",
      sectionType: "text",
      content: { text: "Certified translators for every business on Guam." },
      sortOrder: sections.length,
    });
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
  // An outdated part shown: its Mark as up to date is named by its visible words first (WCAG 2.5.3).
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Mark as up to date: Hero description" }).click();
  await expectToast(page, "Hero description: marked as up to date");
  await expect(page.getByText("1 part changed in English since translated")).toHaveCount(0);

  const states = await (await page.request.get(`/api/cms/pages/${homeId}/translations`)).json();
  expect(states).toEqual([{ locale: "ja", pageId: translationId, status: "published", outdatedSections: [] }]);
});

test("axe finds no violation on the Translations screen, the translation editor and a Japanese page, at both widths", async ({
  page,
  site,
}) => {
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
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers: { Origin: site.origin } })).status()).toBe(
    200,
  );
  const home = ((await (await page.request.get("/api/cms/pages")).json()) as Array<{ id: number; slug: string }>).find(
    (p) => p.slug === "home",
  )!;
  await visit(page, "/cms/translations?lang=ja");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download XLIFF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^website-en-ja-\d{4}-\d{2}-\d{2}\.xlf$/);
  const xml = readFileSync((await download.path())!, "utf8");
  expect(xml).toContain('srcLang="en" trgLang="ja"');

  // The translator's tool fills the home page's title and its hero description.
  const fill = (text: string, unitId: string, target: string) =>
    text.replace(
      new RegExp(`(<unit id="${unitId.replace(/\./g, "\\.")}"[^>]*>[\\s\\S]*?<source>[\\s\\S]*?</source>)`),
      `$1<target>${target}</target>`,
    );
  const translated = fill(fill(xml, `p${home.id}.title`, "ホーム"), `p${home.id}.s.hero_description`, HERO_JA);
  expect(translated).not.toBe(xml);

  await page
    .getByLabel("Import a translated XLIFF file")
    .setInputFiles({ name: "website-ja.xlf", mimeType: "application/xliff+xml", buffer: Buffer.from(translated) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported: 0 translation(s) updated, 1 created." })).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Open the Japanese translation of Home" }) })
      .getByText("Draft"),
  ).toBeVisible();

  // A file that is not XLIFF is refused, saying why, and nothing changes.
  await page.getByLabel("Import a translated XLIFF file").setInputFiles({
    name: "notes.xlf",
    mimeType: "application/xliff+xml",
    buffer: Buffer.from("<!DOCTYPE x [<!ENTITY a 'b'>]><x>&a;</x>"),
  });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: /DOCTYPE/i })).toBeVisible();

  const states = await (await page.request.get(`/api/cms/pages/${home.id}/translations`)).json();
  const ja = await (await page.request.get(`/api/cms/pages/${states[0].pageId}`)).json();
  expect(ja.title).toBe("ホーム");
  expect(ja.sections.find((s: { sectionKey: string }) => s.sectionKey === "hero_description").content.text).toBe(HERO_JA);
});

/** Puts a target after the first segment's source of a unit (the others stay untranslated), as a CAT tool saves it. */
const fillUnit = (text: string, unitId: string, target: string) =>
  text.replace(
    new RegExp(`(<unit id="${unitId.replace(/\./g, "\\.")}"[^>]*>[\\s\\S]*?<source>[\\s\\S]*?</source>)`),
    `$1<target>${target}</target>`,
  );

test("an XLIFF import is reported by page in words, the parts still in English and what was left out folded in a details (finding 10)", async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  await login(page);
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers: { Origin: site.origin } })).status()).toBe(
    200,
  );
  const home = ((await (await page.request.get("/api/cms/pages")).json()) as Array<{ id: number; slug: string }>).find(
    (p) => p.slug === "home",
  )!;
  const xml = await (await page.request.get(`/api/cms/translations/ja/xliff?pages=${home.id}`)).text();
  const fixture = JSON.parse(readFileSync("tests/fixtures/xliff/home.ja.json", "utf8")) as Record<string, string[]>;
  // The title and the hero description whole, the main focus's first paragraph only, and a hero title whose tag is lost.
  let file = fillUnit(xml, `p${home.id}.title`, "ホーム");
  file = fillUnit(file, `p${home.id}.s.hero_description`, HERO_JA);
  file = fillUnit(file, `p${home.id}.s.main_focus_description`, fixture["s.main_focus_description"]![0]!);
  file = fillUnit(file, `p${home.id}.s.hero_title`, "グアムに根ざした");

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, "/cms/translations?lang=ja");
    await page
      .getByLabel("Import a translated XLIFF file")
      .setInputFiles({ name: "website-ja.xlf", mimeType: "application/xliff+xml", buffer: Buffer.from(file) });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const report = page.getByRole("status").filter({ hasText: "Imported:" });
    await expect(report.getByRole("list", { name: "Imported pages" }).getByRole("listitem")).toHaveText([
      /^Home: 3 parts imported, \d+ still in English$/,
    ]);
    const details = report.locator("details");
    await expect(details).not.toHaveAttribute("open", "");
    await expect(report.getByText("Still in English:")).toBeHidden();
    expect(await axeViolations(page), `import report at ${width}px`).toEqual([]);

    // Opened with the keyboard: the parts still in English by name, and why the hero title was left out.
    await details.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open", "");
    await expect(report.getByText(/^Still in English: .*Main focus description \(partly translated\)/)).toBeVisible();
    await expect(report.getByText(/^Still in English: /)).not.toContainText("Hero description");
    await expect(
      report.getByRole("listitem").filter({ hasText: /^Hero title: The translation lacks the tag \{1\} <span> of the English/ }),
    ).toBeVisible();
    expect(await axeViolations(page), `import report, details open, at ${width}px`).toEqual([]);
    await page.screenshot({ path: `/work/shots/input-import-report-${width}.png`, fullPage: true });
  }
});

test("publishing a translation with parts still in English asks first, naming them, with the keyboard alone (finding 11)", async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  await login(page);
  const headers = { Origin: site.origin };
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers })).status()).toBe(200);
  const home = ((await (await page.request.get("/api/cms/pages")).json()) as Array<{ id: number; slug: string }>).find(
    (p) => p.slug === "home",
  )!;
  const created = await page.request.post(`/api/cms/pages/${home.id}/translations`, { data: { locale: "ja" }, headers });
  expect(created.status()).toBe(201);
  const ja = (await created.json()) as { id: number };
  const status = async () => ((await (await page.request.get(`/api/cms/pages/${ja.id}`)).json()) as { status: string }).status;

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, `/cms/pages/${ja.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
    await networkIdle(page);
    if (width === 1280) {
      await page.locator("#page-title").fill("ホーム");
      await page.locator(`#${fieldId("hero_description")}`).fill(HERO_JA);
    }
    await page.locator("#page-status").selectOption("published");
    // With the keyboard: Save, then the question.
    await page.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Publish with parts still in English?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/\d+ parts are still in English:/);
    await expect(dialog).toContainText("Description");
    await expect(dialog).toContainText("First badge: title");
    // Words typed (at 1280) or saved (at 375) count as translated: the title is not named.
    await expect(dialog).not.toContainText(/(:|, )Title[,.]/);
    await expect(page.getByRole("button", { name: "Keep translating" })).toBeFocused();
    expect(await axeViolations(page), `publish question at ${width}px`).toEqual([]);
    await page.screenshot({ path: `/work/shots/input-publish-question-${width}.png` });

    if (width === 1280) {
      // Escape keeps translating: nothing was saved.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Save" })).toBeFocused();
      expect(await status()).toBe("draft");
      expect(await axeViolations(page), `editor after the question at ${width}px`).toEqual([]);
      // Saved as a draft, nothing is asked.
      await page.locator("#page-status").selectOption("draft");
      await page.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Page saved successfully");
      await expect(dialog).toBeHidden();
      continue;
    }
    // Publish anyway, by Tab and Enter.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Publish anyway" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(page, "Page saved successfully");
    expect(await status()).toBe("published");
    expect(await axeViolations(page), `editor after publishing at ${width}px`).toEqual([]);
  }
});
