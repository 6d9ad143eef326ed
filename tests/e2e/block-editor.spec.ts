/**
 * An owner builds a page from blocks (docs/product.md, "Blocks"): a new page from the Service page
 * template, a card's title changed, a question added, a block moved by keyboard (announced), one
 * removed and brought back with Undo, a block added from the picker, the live preview drawing the
 * words as typed (a tab of its own on a phone); then published and found on
 * the public page at 1280 and 375 px. axe's default rules find nothing after each state. A page of
 * today (text, HTML and other JSON sections) is saved back byte for byte when only its title changes.
 */
import type { Locator, Page } from "@playwright/test";
import { axeViolations, cmsApi, expectToast, login, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";

/** A block of the editor, by its kind's name ("Cards", "Questions and answers"). */
const blockNamed = (page: Page, name: string): Locator =>
  page.getByRole("list", { name: "Content sections" }).getByRole("listitem", { name: new RegExp(`^${name} \\(block \\d+ of \\d+\\)$`) });
/** The order of the blocks, by their names. */
const blockOrder = (page: Page) =>
  page
    .getByRole("list", { name: "Content sections" })
    .locator(":scope > li h3")
    .evaluateAll((headings) => headings.map((h) => (h.firstChild?.textContent ?? "").trim()));

test("a page from the Service page template: edited, moved by keyboard, a block removed and undone, published and seen at both widths", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Medical Translation ${unique()}`;
  await login(page);
  await visit(page, "/cms/pages/new");
  await page.getByLabel("Title").fill(title);
  await page
    .getByRole("list", { name: "Templates" })
    .getByRole("button", { name: /^Service page/ })
    .click();
  await expect(blockNamed(page, "Hero").getByRole("heading")).toBeFocused();
  expect(await blockOrder(page)).toEqual(["Hero", "Text", "Cards", "Text and image", "Steps", "Questions and answers", "Call to action"]);
  expect(await axeViolations(page)).toEqual([]);

  // A card's title, and a question added to the questions and answers.
  const cards = blockNamed(page, "Cards");
  await cards.locator('[id$="-field-cards-0-title"]').fill("Hospital discharge papers");
  const faq = blockNamed(page, "Questions and answers");
  await faq.getByRole("button", { name: "Add item" }).click();
  await faq.locator('[id$="-field-items-2-question"]').fill("Do you translate vaccination records?");
  await faq.locator('[id$="-field-items-2-answer"]').fill("Yes, certified, within 48 hours.");
  // The live preview beside the form draws the words as they are typed, with the public page's parts.
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await expect(preview.getByRole("heading", { level: 3, name: "Hospital discharge papers" })).toBeVisible();
  await expect(preview.locator("summary", { hasText: "Do you translate vaccination records?" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Steps moved below the questions with the keyboard: announced, and focus stays on the button.
  const down = page.getByRole("button", { name: "Move Steps (block 5) down" });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Steps moved to position 6 of 7." })).toBeAttached();
  await expect(page.getByRole("button", { name: "Move Steps (block 6) down" })).toBeFocused();
  expect(await blockOrder(page)).toEqual(["Hero", "Text", "Cards", "Text and image", "Questions and answers", "Steps", "Call to action"]);

  // Removed, then brought back at its place with Undo.
  await page.getByRole("button", { name: "Remove Text and image (block 4)" }).click();
  await expectToast(page, "Text and image removed");
  expect(await blockOrder(page)).not.toContain("Text and image");
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("button", { name: "Undo" })
    .click();
  await expect(blockNamed(page, "Text and image")).toBeVisible();
  expect(await blockOrder(page)).toEqual(["Hero", "Text", "Cards", "Text and image", "Questions and answers", "Steps", "Call to action"]);

  // A quote from the picker, at the end.
  await page.getByRole("button", { name: "Add block" }).click();
  const picker = page.getByRole("dialog", { name: "Add a block" });
  await expect(picker.getByRole("list", { name: "Kinds of block" }).getByRole("button")).toHaveCount(12);
  expect(await axeViolations(page)).toEqual([]);
  await picker.getByRole("button", { name: /^Quote/ }).click();
  await expect(blockNamed(page, "Quote").getByRole("heading")).toBeFocused();

  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Page saved successfully");
  await expect(page).toHaveURL(/\/cms\/pages\/\d+$/);

  const slug = title.toLowerCase().replace(/ /g, "-");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, `/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Medical translation you can trust" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Hospital discharge papers" })).toBeVisible();
    await expect(page.locator("summary", { hasText: "Do you translate vaccination records?" })).toBeVisible();
    const headings = await page.locator("main h2").allTextContents();
    expect(headings.indexOf("Frequently asked questions")).toBeLessThan(headings.indexOf("How it works"));
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect(await axeViolations(page)).toEqual([]);
  }
});

test("the editor of a page of blocks fits a phone, with the picker open too, and axe finds nothing", async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, "/cms/pages/new");
  await page.getByLabel("Title").fill(`Landing ${unique()}`);
  await page
    .getByRole("list", { name: "Templates" })
    .getByRole("button", { name: /^Landing page/ })
    .click();
  await expect(blockNamed(page, "Hero").getByRole("heading")).toBeFocused();
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(await axeViolations(page)).toEqual([]);
  // The preview is a tab of its own on a phone, at the phone's width.
  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await expect(preview.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("tab", { name: "Edit" }).click();
  await page.getByRole("button", { name: "Add block" }).click();
  await expect(page.getByRole("dialog", { name: "Add a block" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a page of today's sections (text, HTML, other JSON) is saved back byte for byte when only its title changes", async ({
  page,
  site,
}) => {
  const api = cmsApi(page.request, site.origin);
  await login(page);
  const sections = [
    { sectionKey: "intro", sectionType: "text", content: { text: "Line one\r\nLine two\n\n   Indented, with two  spaces  \n" } },
    {
      sectionKey: "body",
      sectionType: "html",
      content: {
        text: '<h2>Heading</h2><p>Para with <strong>bold</strong> and <a href="/contact">a link</a>.</p><ul><li><p>One</p></li></ul>',
      },
    },
    { sectionKey: "prices", sectionType: "json", content: { text: '{ "quick": 49,\n  "note": "kept" }' } },
    { sectionKey: "block_1", sectionType: "json", content: { text: '{"block":"quote","quote":"Exact.","name":"A client"}' } },
  ];
  const created = await api.createPage({ title: `Old page ${unique()}`, slug: `old-page-${unique()}`, status: "draft", sections });
  await visit(page, `/cms/pages/${created.id}`);
  await expect(page.getByRole("heading", { name: "Quote (block 4 of 4)" })).toBeVisible();
  // The visual editor has loaded the HTML section (and would have changed it, if it did).
  await expect(page.locator("[data-rich-text] [contenteditable=true]")).toBeVisible();
  await page.getByLabel("Title").fill(`${created.title} (renamed)`);
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Page saved successfully");
  const saved = await api.getPage(created.id);
  expect(saved.title).toBe(`${created.title} (renamed)`);
  expect(saved.sections.map((s) => [s.sectionKey, s.sectionType, s.content.text])).toEqual(
    created.sections.map((s) => [s.sectionKey, s.sectionType, s.content.text]),
  );
  expect(created.sections.map((s) => s.content.text)).toEqual(sections.map((s) => s.content.text));
});
