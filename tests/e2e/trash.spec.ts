/**
 * Delete moves a page to the trash: Undo from the toast, or Restore from the trash screen, brings
 * it back as it was; Delete for ever, after its own question, removes it and frees its slug.
 */
import type { Page } from "@playwright/test";
import { axeViolations, cmsApi, shoot, expectToast, login, toasts, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";

/** The number in the dashboard's "Trash (N)" link, once it is there. */
async function trashCount(page: Page): Promise<number> {
  const link = page.getByRole("link", { name: /^Trash \(\d+\)$/ });
  await expect(link).toBeVisible();
  return Number(/\((\d+)\)/.exec((await link.textContent()) ?? "")![1]);
}

const card = (page: Page, title: string) => page.locator("li", { has: page.getByRole("heading", { name: title, exact: true }) });

async function deleteFromDashboard(page: Page, title: string) {
  await card(page, title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Delete page" });
  await expect(dialog).toContainText(`Are you sure you want to delete "${title}"?`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Page deleted successfully");
}

test("Undo in the toast brings a deleted page back, in the list and on the public site", async ({ page, browser, site }) => {
  const api = cmsApi(page.request, site.origin);
  const slug = `e2e-undo-${unique()}`;
  const title = `Undo me ${slug}`;
  await login(page);
  const created = await api.createPage({
    title,
    slug,
    status: "published",
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Still here." }, sortOrder: 0 }],
  });
  const visitor = await browser.newContext();
  try {
    await visit(page, `/cms/dashboard?q=${slug}`);
    const before = await trashCount(page);
    await deleteFromDashboard(page, title);
    await expect(toasts(page)).toContainText("Moved to the trash");
    await expect(card(page, title)).toHaveCount(0);
    await expect.poll(() => trashCount(page)).toBe(before + 1);
    expect((await visitor.request.get(`/${slug}`)).status()).toBe(404);

    // Undo is a real button: reached and pressed with the keyboard.
    const undo = toasts(page).getByRole("button", { name: "Undo" });
    await undo.focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Page restored");
    await expect(card(page, title)).toBeVisible();
    await expect(card(page, title).getByText("Published", { exact: true })).toBeVisible();
    await expect.poll(() => trashCount(page)).toBe(before);
    const back = await api.getPage(created.id);
    expect([back.status, back.sections.map((s) => s.content.text)]).toEqual(["published", ["Still here."]]);
    expect((await visitor.request.get(`/${slug}`)).status()).toBe(200);
  } finally {
    await visitor.close();
    await api.deletePage(created.id);
  }
});

test("the Undo toast stays while the pointer rests on it", async ({ page, site }) => {
  test.setTimeout(45_000);
  const api = cmsApi(page.request, site.origin);
  const slug = `e2e-undo-hover-${unique()}`;
  await login(page);
  const created = await api.createPage({ title: `Hover ${slug}`, slug, status: "draft", sections: [] });
  try {
    await visit(page, `/cms/dashboard?q=${slug}`);
    await deleteFromDashboard(page, `Hover ${slug}`);
    await toasts(page).hover();
    // Longer than the toast's 10 seconds: it is still there while hovered.
    await page.waitForTimeout(11_000);
    await expect(toasts(page).getByRole("button", { name: "Undo" })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
  } finally {
    await api.deletePage(created.id);
  }
});

test("the trash: restore a page, then delete it for ever after its question", async ({ page, site }) => {
  test.setTimeout(60_000);
  const api = cmsApi(page.request, site.origin);
  const slug = `e2e-trash-${unique()}`;
  const title = `Trash me ${slug}`;
  await login(page);
  const created = await api.createPage({
    title,
    slug,
    status: "draft",
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Draft words." }, sortOrder: 0 }],
  });
  try {
    await visit(page, `/cms/dashboard?q=${slug}`);
    await deleteFromDashboard(page, title);

    await page.getByRole("link", { name: /^Trash \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/cms\/trash$/);
    await expect(page).toHaveTitle("Trash | CMS | Guam Translation Services");
    await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
    await expect(page.getByText("Deleted pages stay here for 30 days, then they are deleted for ever.")).toBeVisible();
    const item = card(page, title);
    await expect(item).toContainText(`/${slug}`);
    await expect(item.getByText("Draft", { exact: true })).toBeVisible();
    await expect(item).toContainText(/Deleted \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M ChST by e2e-admin/);
    await expect(item).toContainText(/Deleted for ever after \w{3} \d{1,2}, \d{4}/);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "trash");

    // A new page cannot take the slug of a page in the trash: the message shows under Slug.
    await visit(page, "/cms/pages/new");
    await page.getByLabel("Title").fill("Slug thief");
    await page.getByLabel("Slug").fill(slug);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Save failed");
    await expect(page.locator("#page-slug-error")).toContainText("trash");
    await expect(page.getByLabel("Slug")).toBeFocused();

    // Restore: back in the list, as it was.
    await visit(page, "/cms/trash");
    await card(page, title)
      .getByRole("button", { name: `Restore ${title}` })
      .click();
    await expectToast(page, "Page restored");
    await expect(card(page, title)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Deleted pages" })).toBeFocused();
    const back = await api.getPage(created.id);
    expect([back.title, back.status, back.sections.map((s) => s.content.text)]).toEqual([title, "draft", ["Draft words."]]);
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("searchbox").fill(slug);
    await expect(card(page, title)).toBeVisible();

    // Delete for ever asks its own question; Cancel keeps it.
    await deleteFromDashboard(page, title);
    await visit(page, "/cms/trash");
    await card(page, title)
      .getByRole("button", { name: `Delete for ever: ${title}` })
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Delete for ever" });
    await expect(dialog).toContainText(`Delete "${title}" for ever? This cannot be undone.`);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(card(page, title)).toBeVisible();
    await card(page, title)
      .getByRole("button", { name: `Delete for ever: ${title}` })
      .click();
    await dialog.getByRole("button", { name: "Delete for ever" }).click();
    await expectToast(page, "Page deleted for ever");
    await expect(card(page, title)).toHaveCount(0);
    const trash = (await (await page.request.get("/api/cms/trash")).json()) as Array<{ id: number }>;
    expect(trash.some((p) => p.id === created.id)).toBe(false);
    expect((await page.request.get(`/api/cms/pages/${created.id}`)).status()).toBe(404);
    // Its slug is free again.
    const again = await api.createPage({ title: "Same slug, new page", slug, status: "draft", sections: [] });
    await api.deletePage(again.id);
  } finally {
    await api.deletePage(created.id);
  }
});

test.describe("a site with nothing deleted", () => {
  test.use({ isolatedSite: true });

  test("the trash is empty, says so, and says how long pages stay", async ({ page }) => {
    await login(page);
    await expect(page.getByRole("link", { name: "Trash (0)" })).toBeVisible();
    await page.getByRole("link", { name: "Trash (0)" }).click();
    await expect(page.getByText("The trash is empty")).toBeVisible();
    await expect(page.getByText("Pages you delete from the dashboard wait here for 30 days.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "trash-empty");
  });
});
