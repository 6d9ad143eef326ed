/**
 * Word counts on the Translations screen, in Chromium (docs/product.md, "Word counts"): each page's
 * English words, the language's total, pages selected with the keyboard and their words to
 * translate beside Download XLIFF, which then downloads only them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { cmsApi, login, noViolationsAtBothWidths, shoot, visit } from "./admin-helpers";
import { expect, test } from "./fixtures";

test.use({ isolatedSite: true });

test("the Translations screen counts words, and the pages selected are those the XLIFF download holds", async ({ page, site }) => {
  await login(page);
  const api = cmsApi(page.request, site.origin);
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers: { Origin: site.origin } })).status()).toBe(
    200,
  );
  // Counted by hand: 2 + 4 + 3 = 9 words; 3 + 14 = 17.
  const first = await api.createPage({
    title: "Certified translation",
    slug: "counted-one",
    status: "published",
    metaDescription: "Fast, accurate, certified work.",
    sections: [{ sectionKey: "body", sectionType: "html", content: { text: "<p>Bring <strong>two</strong> copies.</p>" }, sortOrder: 0 }],
  });
  const second = await api.createPage({
    title: "Tokyo tower page",
    slug: "counted-two",
    status: "published",
    metaDescription: null,
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "東京タワーは日本の電波塔です。" }, sortOrder: 0 }],
  });

  await visit(page, "/cms/translations?lang=ja");
  const region = page.getByRole("region", { name: "Pages in Japanese" });
  await expect(region.getByRole("status").filter({ hasText: /words to translate, of [\d,]+ words in English/ })).toBeVisible();
  // A page's row (its English status), not the glossary's suggestions in the same region.
  const row = (title: string) => region.locator("li").filter({ hasText: title }).filter({ hasText: "English:" });
  await expect(row("Certified translation")).toContainText("9 words");
  await expect(row("Tokyo tower page")).toContainText("17 words");

  // Selected with the keyboard: the box of each page, named by its title.
  const one = page.getByRole("checkbox", { name: "Certified translation" });
  await one.focus();
  await page.keyboard.press("Space");
  await expect(one).toBeChecked();
  await page.getByRole("checkbox", { name: "Tokyo tower page" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("2 pages selected: 26 words to translate")).toBeVisible();

  const link = page.getByRole("link", { name: "Download XLIFF" });
  await expect(link).toHaveAttribute("href", `/api/cms/translations/ja/xliff?pages=${first.id},${second.id}`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const xml = readFileSync((await download.path())!, "utf8");
  expect([...xml.matchAll(/<file id="p(\d+)"/g)].map((m) => Number(m[1]))).toEqual([first.id, second.id]);
  expect(xml).toContain('<note category="word-count">17 words to translate, of 17 English words</note>');

  await noViolationsAtBothWidths(page);
  await shoot(page, "translations-word-counts");

  // "Select all missing or outdated" selects every page with words left; clearing empties it.
  await page.getByRole("button", { name: "Select all missing or outdated" }).click();
  await expect(page.getByText(/^\d+ pages selected: [\d,]+ words to translate$/)).toBeVisible();
  await page.getByRole("button", { name: "Clear the selection" }).click();
  await expect(link).toHaveAttribute("href", "/api/cms/translations/ja/xliff");
});

test("a translation memory imported on the Translations screen fills the missing parts and says what it did", async ({ page, site }) => {
  await login(page);
  const api = cmsApi(page.request, site.origin);
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers: { Origin: site.origin } })).status()).toBe(
    200,
  );
  await api.createPage({
    title: "Apostille and notarization",
    slug: "memory-e2e",
    status: "published",
    metaDescription: "Documents for use abroad, translated and certified.",
    sections: [{ sectionKey: "intro", sectionType: "text", content: { text: "Bring the original document to our office." }, sortOrder: 0 }],
  });
  await visit(page, "/cms/translations?lang=ja");
  const memory = page.getByRole("region", { name: "Translation memory (TMX)" });
  await expect(memory.getByRole("link", { name: "Download TMX" })).toHaveAttribute("href", "/api/cms/translations/ja/tmx");
  await memory
    .getByLabel("Import a translation memory")
    .setInputFiles(path.resolve(import.meta.dirname, "../fixtures/tmx/apostille.ja.tmx"));
  await memory.getByRole("button", { name: "Import TMX" }).click();
  await expect(memory.getByRole("status")).toContainText("3 parts filled from memory on 1 page (1 new draft)");
  await expect(memory.getByRole("status")).toContainText("2 matched nothing on the site");
  await expect(page.getByRole("region", { name: "Pages in Japanese" }).locator("li").filter({ hasText: "memory-e2e" })).toContainText(
    "Draft",
  );
  await noViolationsAtBothWidths(page);
  await shoot(page, "translations-memory");

  // The translation editor says which parts came from the memory, beside their English.
  await page.getByRole("link", { name: "Open the Japanese translation of Apostille and notarization" }).click();
  await expect(page.getByText("Translation from memory: check it")).toHaveCount(3);
  await noViolationsAtBothWidths(page);
  await shoot(page, "translation-editor-from-memory");
});
