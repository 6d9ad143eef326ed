import type { Page } from "@playwright/test";
import { axeViolations, cmsApi, expectToast, fillHtml, login, openSectionAdvanced, richText, toasts, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";
import type { PageDTO } from "../../app/domain/schemas/pages";

const sectionKeys = (page: Page) =>
  page.locator('input[id^="section-"][id$="-key"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

test("a new page from the first section to publication, preview and deletion", async ({ page, browser, site }) => {
  test.setTimeout(90_000);
  const api = cmsApi(page.request, site.origin);
  // A title of its own, so the slug that follows it is unique too.
  const id36 = unique();
  const title = `E2E Rates & Terms! ${id36}`;
  const slug = `e2e-rates-terms-${id36}`;
  await login(page);
  try {
    await page.getByRole("link", { name: "New Page" }).click();
    await expect(page).toHaveURL(/\/cms\/pages\/new$/);
    await expect(page.getByRole("heading", { name: "New Page" })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Draft", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Preview/ })).toHaveCount(0);
    await expect(page.getByLabel("Status")).toHaveValue("draft");
    await expect(page.getByText("No content sections yet")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The slug follows the title while it is empty.
    await page.getByLabel("Title").fill(title);
    await expect(page.getByLabel("Slug")).toHaveValue(slug);

    // Sections: added with a generated key, type html and empty text.
    await page.getByRole("button", { name: "Add Your First Section" }).click();
    const keys1 = await sectionKeys(page);
    expect(keys1).toHaveLength(1);
    expect(keys1[0]).toMatch(/^section_\d{13}$/);
    await expect(page.locator('select[id$="-type"]').first()).toHaveValue("html");
    // An HTML section is written in the visual editor, empty at first.
    await expect(richText(page, 0).getByRole("textbox", { name: "Formatted text (block 1 of 1) Content" })).toHaveText("");
    await page.getByRole("button", { name: "Add Section" }).click();
    await page.getByRole("button", { name: "Add Section" }).click();
    await page.getByRole("button", { name: "Add Section" }).click();
    expect(await sectionKeys(page)).toHaveLength(4);
    // Each section's key and type wait under its Advanced.
    await expect(page.locator('input[id$="-key"]').first()).toBeHidden();
    for (const position of [1, 2, 3, 4]) await openSectionAdvanced(page, position);
    expect(await axeViolations(page)).toEqual([]);

    const key = (n: number) => page.locator('input[id$="-key"]').nth(n);
    const type = (n: number) => page.locator('select[id$="-type"]').nth(n);
    // The content of section n+1 while it is text or JSON (an HTML section has the visual editor).
    const content = (n: number) => page.locator(`:nth-match(li:has(input[id$="-key"]), ${n + 1}) textarea[id$="-content"]`);
    await key(0).fill("intro");
    await type(0).selectOption("text");
    await content(0).fill("First paragraph of the rates.\n\nSecond paragraph, about terms.");
    await key(1).fill("details");
    // Section 2 is HTML: written through the visual editor's Edit HTML.
    await fillHtml(
      richText(page, 0),
      '<h2>Details</h2><p>Prices <strong>vary</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    );
    await key(2).fill("data");
    await type(2).selectOption("json");
    await content(2).fill("{not valid json");
    await key(3).fill("to-remove");

    // Remove the fourth, move "details" above "intro".
    await page.getByRole("button", { name: "Remove section 4" }).click();
    expect(await sectionKeys(page)).toEqual(["intro", "details", "data"]);
    await page.getByRole("button", { name: "Move section 2 up" }).click();
    expect(await sectionKeys(page)).toEqual(["details", "intro", "data"]);
    await page.getByRole("button", { name: "Move section 1 down" }).click();
    await page.getByRole("button", { name: "Move section 2 up" }).click();
    expect(await sectionKeys(page)).toEqual(["details", "intro", "data"]);

    // Invalid JSON is flagged beside its section and nothing is sent.
    let writes = 0;
    page.on("request", (r) => r.url().includes("/api/cms/pages") && r.method() !== "GET" && (writes += 1));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText('Section "data" must hold valid JSON').first()).toBeVisible();
    await expect(content(2)).toHaveAttribute("aria-invalid", "true");
    await expect(content(2)).toBeFocused();
    expect(writes).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await expect(page).toHaveURL(/\/cms\/pages\/new$/);

    await content(2).fill('{"rate": 49}');
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Page saved successfully");
    await expect(page).toHaveURL(/\/cms\/pages\/\d+$/);
    expect(writes).toBe(1);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByRole("heading", { name: "Edit Page" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Preview/ })).toHaveAttribute("href", `/${slug}`);
    expect(await axeViolations(page)).toEqual([]);

    // Saved in the order on screen, as one page with its sections.
    const saved = await api.getPage(id);
    expect(saved.status).toBe("draft");
    expect(saved.sections.map((s) => [s.sectionKey, s.sectionType, s.sortOrder])).toEqual([
      ["details", "html", 0],
      ["intro", "text", 1],
      ["data", "json", 2],
    ]);

    // Preview of the draft: visible to the admin in a new tab, with a banner.
    const [preview] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("link", { name: /Preview/ }).click()]);
    await preview.waitForLoadState();
    await expect(preview).toHaveURL(new RegExp(`/${slug}$`));
    await expect(preview.getByText("Draft preview.")).toBeVisible();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(preview.getByRole("heading", { name: "Details" })).toBeVisible();
    await expect(preview.getByText("First paragraph of the rates.", { exact: true })).toBeVisible();
    await expect(preview.getByText("Second paragraph, about terms.", { exact: true })).toBeVisible();
    await expect(preview.locator('main script:not([type="application/ld+json"]), main [onerror]')).toHaveCount(0);
    await expect(preview.getByText('"rate"')).toHaveCount(0);
    expect(await axeViolations(preview)).toEqual([]);
    // The preview depends on the session: no shared cache may keep it.
    const previewResponse = await page.request.get(`/${slug}`);
    expect(previewResponse.headers()["cache-control"]).toBe("private, no-store");
    expect(previewResponse.headers()["etag"]).toBeUndefined();
    await preview.close();

    // Anyone else gets the 404 page.
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    expect((await visitor.goto(`/${slug}`))?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);
    const sitemap = async () => (await (await visitor.request.get("/sitemap.xml")).text()).includes(`/${slug}</loc>`);
    expect(await sitemap()).toBe(false);

    // Publish, with a meta description and keywords.
    await page.getByLabel("Status").selectOption("published");
    await page.getByLabel("Meta Description").fill("Our rates and terms, for the end-to-end test.");
    await page.getByLabel("Meta Keywords").fill("rates, terms");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Page saved successfully");
    await expect(page.getByRole("banner").getByText("Published", { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const response = await visitor.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByText("Draft preview.")).toHaveCount(0);
    await expect(visitor).toHaveTitle(new RegExp(title));
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", "Our rates and terms, for the end-to-end test.");
    await expect(visitor.locator('meta[name="keywords"]')).toHaveAttribute("content", "rates, terms");
    expect(await sitemap()).toBe(true);
    expect(await axeViolations(visitor)).toEqual([]);

    // The dashboard shows the publication date, in Guam time.
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/cms\/dashboard$/);
    const card = page.locator("li", { has: page.getByRole("heading", { name: title }) });
    await expect(card.getByText("Published", { exact: true })).toBeVisible();
    await expect(card).toContainText(/Published \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ChST/);
    await expect(card).toContainText(`/${slug}`);
    await expect(card).toContainText("Our rates and terms, for the end-to-end test.");
    expect(await axeViolations(page)).toEqual([]);

    // Delete asks first, with the exact sentence; Cancel keeps the page.
    await card.getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Are you sure you want to delete "${title}"?`);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole("button", { name: /^Delete/ })).toBeFocused();
    await card.getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Page deleted successfully");
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    expect((await visitor.goto(`/${slug}`))?.status()).toBe(404);
    await anonymous.close();
  } finally {
    const left = await api.pageBySlug(slug);
    if (left) await api.deletePage(left.id);
  }
});

test("two tabs editing one page: the second save is refused and nothing is overwritten", async ({ page, context, site }) => {
  const api = cmsApi(page.request, site.origin);
  await login(page);
  const created = await api.createPage({ title: "Conflict Test", slug: `e2e-conflict-${unique()}`, status: "draft", sections: [] });
  try {
    const second = await context.newPage();
    await visit(page, `/cms/pages/${created.id}`);
    await visit(second, `/cms/pages/${created.id}`);
    await expect(second.getByLabel("Title")).toHaveValue("Conflict Test");

    await page.getByLabel("Title").fill("Title from the first tab");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Page saved successfully");

    await second.getByLabel("Title").fill("Title from the second tab");
    await second.getByRole("button", { name: "Save" }).click();
    await expectToast(second, "Page changed elsewhere");
    await expect(toasts(second)).toContainText("Reload to see the latest version");
    await expect(second.getByRole("region", { name: /Notifications/ }).locator("li[data-variant=destructive]")).toHaveCount(1);
    expect(await axeViolations(second)).toEqual([]);

    expect((await api.getPage(created.id)).title).toBe("Title from the first tab");
    // The refused edit is still on screen, not lost: closing the tab asks first.
    await expect(second.getByLabel("Title")).toHaveValue("Title from the second tab");
    const asked = new Promise<string>((resolve) =>
      second.once("dialog", (d) => {
        resolve(d.type());
        void d.accept();
      }),
    );
    await second.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
  } finally {
    await api.deletePage(created.id);
  }
});

test("leaving with unsaved changes asks first; Ctrl+S saves", async ({ page, site }) => {
  const api = cmsApi(page.request, site.origin);
  await login(page);
  const created = await api.createPage({ title: "Unsaved Test", slug: `e2e-unsaved-${unique()}`, status: "draft", sections: [] });
  try {
    await visit(page, `/cms/pages/${created.id}`);
    await page.getByLabel("Title").fill("Unsaved Test, edited");
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Back" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back where it was before the dialog (a tick after it closes), not to the page body.
    await page.waitForFunction(() => document.activeElement !== document.body && !document.activeElement?.closest("[role=alertdialog]"));
    await expect(page).toHaveURL(new RegExp(`/cms/pages/${created.id}$`));
    await expect(page.getByLabel("Title")).toHaveValue("Unsaved Test, edited");

    // The keyboard shortcut saves from inside a field.
    await page.getByLabel("Meta Keywords").fill("shortcut");
    await page.keyboard.press("Control+s");
    await expectToast(page, "Page saved successfully");
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    const saved = await api.getPage(created.id);
    expect([saved.title, saved.metaKeywords]).toEqual(["Unsaved Test, edited", "shortcut"]);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/cms\/dashboard$/);

    // Leave anyway: the change is dropped.
    await visit(page, `/cms/pages/${created.id}`);
    await page.getByLabel("Title").fill("Never saved");
    await page.getByRole("link", { name: "Back" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/cms\/dashboard$/);
    expect((await api.getPage(created.id)).title).toBe("Unsaved Test, edited");
  } finally {
    await api.deletePage(created.id);
  }
});

test("only one toast is visible at a time; F8 reaches the notifications; toasts leave after 5 seconds", async ({ page }) => {
  await login(page);
  await visit(page, "/cms/pages/new");
  // Two notices in a row: the second replaces the first.
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Please check the page");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/cms\/login$/);
  await page.getByLabel("Username").fill("nobody");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Invalid credentials");
  // The same message again: wait for its answer, or the checks below could still see the first toast.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/cms/login") && r.request().method() === "POST"),
    page.getByRole("button", { name: "Login" }).click(),
  ]);
  await expectToast(page, "Invalid credentials");
  // Measured again until it holds: the toast being replaced has no box while it goes.
  await expect.poll(async () => (await toasts(page).first().boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(420);

  await page.keyboard.press("F8");
  await expect(page.getByRole("region", { name: /Notifications/ }).locator("ol")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Username").focus();
  // Radix closes a toast 5 s after it opened; the margin is for a loaded machine.
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
});

test.describe("changes to the whole site, each on a server of its own", () => {
  // These tests rewrite the home page or remove every page: on the worker's shared server that
  // would change what the other tests on it see (and stay changed if a test stopped half-way).
  test.use({ isolatedSite: true });

  test("a change to hero_title in the editor appears on the home page", async ({ page, site }) => {
    const api = cmsApi(page.request, site.origin);
    await login(page);
    const home = await api.pageBySlug("home");
    expect(home, "the seeded home page").not.toBeNull();
    const hero = home!.sections.find((s) => s.sectionKey === "hero_title")!;
    const original = hero.content.text;
    try {
      await visit(page, `/cms/pages/${home!.id}`);
      await expect(page.getByRole("link", { name: /Preview/ })).toHaveAttribute("href", "/");
      // The home page is edited through its fields (docs/product.md): hero_title's control.
      // A one-line visual editor; the new title is written through its Edit HTML.
      const editor = page.locator('[data-field="hero_title"] [data-rich-text]');
      await expect(editor.getByRole("textbox", { name: "Hero title" })).toHaveText(original.replace(/<[^>]+>/g, ""));
      await fillHtml(editor, "Translations checked by people, <em>edited in the CMS</em>");
      await page.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Page saved successfully");

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Translations checked by people, edited in the CMS");
      await expect(page.locator("h1 em")).toHaveText("edited in the CMS");
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      const current = await api.getPage(home!.id);
      await api.updatePage(current, {
        sections: current.sections.map((s) => (s.sectionKey === "hero_title" ? { ...s, content: { text: original } } : s)),
      });
    }
  });

  test("the dashboard's empty state, then every page put back", async ({ page, site }, testInfo) => {
    const api = cmsApi(page.request, site.origin);
    await login(page);
    const snapshot: PageDTO[] = [];
    // The site's own pages cannot be deleted (and are not in this list): the owner's pages are.
    for (const summary of await api.listPages()) if (!summary.builtIn) snapshot.push(await api.getPage(summary.id));
    try {
      for (const p of snapshot) await api.deletePage(p.id);
      await page.reload();
      await expect(page.getByText("No pages yet")).toBeVisible();
      await expect(page.getByRole("link", { name: "Create Your First Page" })).toHaveAttribute("href", "/cms/pages/new");
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("admin-dashboard-empty-1280.png"), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: testInfo.outputPath("admin-dashboard-empty-375.png"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      // Deleted pages wait in the trash, keeping their slugs: each comes back from there as it was.
      for (const p of snapshot) await api.restoreFromTrash(p.id);
      await api.recreateHomePage();
    }
    expect((await api.pageBySlug("home"))?.sections).toHaveLength(15);
    expect(
      (await api.listPages())
        .filter((p) => !p.builtIn)
        .map((p) => p.id)
        .sort(),
    ).toEqual(snapshot.map((p) => p.id).sort());
  });
});
