/**
 * A glossary per language (docs/product.md, "Glossary"): the owner adds the suggested terms on the
 * Translations screen (an empty translation refused first, naming the row), opens a Japanese
 * translation whose English holds them and sees each with what it should say, then saves a title
 * without the term's translation and is warned, not refused. Axe at 1280 and 375 px after every
 * state, and screenshots of both widths.
 */
import { axeViolations, expectToast, login, toasts, noViolationsAtBothWidths, shoot, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";
import { networkIdle } from "./network-idle";

// The glossary starts empty: its empty state is part of what is checked.
test.use({ isolatedSite: true });

test("the owner keeps a Japanese glossary, sees its terms beside the English, and is warned of a missed one", async ({ page, site }) => {
  test.setTimeout(120_000);
  await login(page);
  const headers = { Origin: site.origin };
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers })).status()).toBe(200);
  const english = await page.request.post("/api/cms/pages", {
    data: {
      title: "Certified translation with the Xact Guarantee",
      slug: `court-papers-${unique()}`,
      status: "published",
      sections: [
        { sectionKey: "intro", sectionType: "text", content: { text: "Every certified translation is checked twice." }, sortOrder: 0 },
      ],
    },
    headers,
  });
  expect(english.status(), await english.text()).toBe(201);
  const created = await page.request.post(`/api/cms/pages/${((await english.json()) as { id: number }).id}/translations`, {
    data: { locale: "ja" },
    headers,
  });
  expect(created.status()).toBe(201);
  const ja = (await created.json()) as { id: number };

  // The empty glossary suggests its first terms.
  await visit(page, "/cms/translations?lang=ja");
  const section = page.getByRole("region", { name: "Glossary for Japanese" });
  await expect(section.getByText("No terms yet")).toBeVisible();
  await expect(section.getByRole("link", { name: "Download TBX" })).toHaveAttribute("href", "/api/cms/glossary/ja/tbx");
  await noViolationsAtBothWidths(page);
  await shoot(page, "glossary-empty");

  // Added, with the second term's translation still empty: refused before anything is sent, naming the row.
  await section.getByRole("button", { name: "Add these terms" }).click();
  await expect(section.getByLabel("English term, row 1", { exact: true })).toHaveValue("Xact Guarantee");
  await expect(section.getByLabel("Do not translate, row 1", { exact: true })).toBeChecked();
  await section.getByRole("button", { name: "Save glossary" }).click();
  await expect(section.getByRole("alert")).toHaveText(/^Row 2 \(“certified translation”\): The translation is empty/);
  expect(await axeViolations(page)).toEqual([]);
  await section.getByLabel("Japanese, row 2", { exact: true }).fill("認定翻訳");
  await section.getByRole("button", { name: "Save glossary" }).click();
  await expectToast(page, "Japanese glossary saved");
  await expect(section.getByRole("alert")).toHaveCount(0);
  const saved = (await (await page.request.get("/api/cms/glossary/ja")).json()) as { terms: Array<{ source: string; target: string }> };
  expect(saved.terms.map((t) => [t.source, t.target])).toEqual([
    ["Xact Guarantee", ""],
    ["certified translation", "認定翻訳"],
  ]);
  await noViolationsAtBothWidths(page);
  await shoot(page, "glossary-terms");

  // The translation editor: each term found in the English, with what the translation should say.
  await visit(page, `/cms/pages/${ja.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
  await networkIdle(page);
  const titleMarks = page.getByRole("list", { name: "Glossary terms in the English of Title" });
  await expect(titleMarks.getByRole("listitem")).toHaveText([
    /^Xact Guarantee\s*→?\s*:?\s*keep as is \(do not translate\)/,
    /^certified translation\s*→?\s*:?\s*認定翻訳 \(Write the term/,
  ]);
  await expect(page.getByRole("list", { name: "Glossary terms in the English of Section intro" }).getByRole("listitem")).toHaveCount(1);
  await noViolationsAtBothWidths(page);
  await shoot(page, "glossary-editor-marks");

  // Saved without the term's translation: saved, with the glossary's warning.
  await page.locator("#page-title").fill("Xact Guarantee 付きの公認翻訳");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Check the glossary: Title has no “認定翻訳” for “certified translation”.");
  // The section still in English (the copy a translation starts from) is not named.
  await expect(toasts(page)).not.toContainText("Section intro");
  const title = ((await (await page.request.get(`/api/cms/pages/${ja.id}`)).json()) as { title: string }).title;
  expect(title).toBe("Xact Guarantee 付きの公認翻訳");
  await noViolationsAtBothWidths(page);
  await shoot(page, "glossary-editor-warning");
});
