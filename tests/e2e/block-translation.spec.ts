/**
 * A page of blocks translated into Japanese side by side (docs/product.md, "Translations of
 * blocks"): each block's words beside its English, in the English order; published and read at
 * /ja/; then the English order changed, and the block that moved is marked outdated in the
 * translation until it is marked as up to date. axe's default rules find nothing after each state.
 */
import { axeViolations, cmsApi, expectToast, login, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";

const block = (kind: string, values: Record<string, unknown>) => JSON.stringify({ block: kind, ...values });

test("a page of blocks translated side by side, then marked outdated where the English order changed", async ({ page, site }) => {
  test.setTimeout(90_000);
  await login(page);
  const headers = { Origin: site.origin };
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers })).status()).toBe(200);
  const api = cmsApi(page.request, site.origin);
  const slug = `medical-${unique()}`;
  const english = await api.createPage({
    title: "Medical",
    slug,
    status: "published",
    sections: [
      { sectionKey: "hero", sectionType: "json", content: { text: block("hero", { title: "Medical translation", text: "Certified." }) } },
      {
        sectionKey: "cards",
        sectionType: "json",
        content: {
          text: block("cards", {
            title: "What we translate",
            cards: [
              { icon: "document", title: "Records", text: "Hospital records." },
              { icon: "shield", title: "Consent forms", text: "Before surgery." },
            ],
          }),
        },
      },
      {
        sectionKey: "faq",
        sectionType: "json",
        content: { text: block("faq", { title: "Questions", items: [{ question: "How fast?", answer: "24 to 72 hours." }] }) },
      },
    ],
  });

  await visit(page, `/cms/pages/${english.id}`);
  await page.getByRole("button", { name: "Translate into Japanese" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/cms/pages/${english.id}$`));
  const hero = page.getByRole("region", { name: "Block 1: Hero" });
  await expect(hero).toBeVisible();
  // Each word beside its English; the facts (a card's icon) are not the translator's.
  await expect(hero.locator("[data-source-part='hero.title']")).toContainText("Medical translation");
  await hero.getByRole("textbox", { name: "Title", exact: true }).fill("医療翻訳");
  const cards = page.getByRole("region", { name: "Block 2: Cards" });
  await cards.locator('[id$="cards.cards-content-0-title"]').fill("診療記録");
  await expect(page.getByRole("region", { name: "Block 3: Questions and answers" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  // The words left in English are named by their block and field before it goes live.
  const check = page.getByRole("alertdialog", { name: "Publish with parts still in English?" });
  await expect(check).toContainText("Block 1: Hero, Text");
  await expect(check).not.toContainText("Block 1: Hero, Title");
  expect(await axeViolations(page)).toEqual([]);
  await check.getByRole("button", { name: "Publish anyway" }).click();
  await expectToast(page, "Page saved successfully");
  const translationUrl = page.url();

  await visit(page, `/ja/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "医療翻訳" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "診療記録" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The English order changed: the questions moved up above the cards.
  await visit(page, `/cms/pages/${english.id}`);
  await page.getByRole("button", { name: "Move Questions and answers (block 3) up" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Page saved successfully");

  await visit(page, new URL(translationUrl).pathname);
  const moved = page
    .getByRole("note")
    .filter({ hasText: "Block 2: Questions and answers: moved in the English page since it was translated." });
  await expect(moved).toBeVisible();
  await expect(moved).toContainText("It now comes after “Block 1: Hero”.");
  await expect(page.getByRole("note").filter({ hasText: "Block 3: Cards: moved" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "2 parts changed in English since translated" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await moved.getByRole("button", { name: "Mark as up to date: Block 2: Questions and answers, its place" }).click();
  await expectToast(page, "Block 2: Questions and answers: its place: marked as up to date");
  await expect(moved).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "1 part changed in English since translated" })).toBeVisible();

  // The Japanese page follows the English order by itself.
  await visit(page, `/ja/${slug}`);
  const headings = await page.locator("main h2").allTextContents();
  expect(headings.indexOf("Questions")).toBeLessThan(headings.indexOf("What we translate"));
});
