/**
 * The editor's History (every save is a version that can be compared, previewed and restored)
 * and scheduled publishing (a published page with a time ahead goes live by itself then).
 */
import type { Page } from "@playwright/test";
import { axeViolations, cmsApi, shoot, expectToast, login, openSectionAdvanced, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";
import { isoToGuamLocal } from "../../app/lib/guam-time";

const content = (page: Page) => page.locator('textarea[id$="-content"]').first();

test("four saves, the History of them, what differs, a preview, and version 1 restored onto the public site", async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(90_000);
  const api = cmsApi(page.request, site.origin);
  const id36 = unique();
  const slug = `e2e-history-${id36}`;
  await login(page);
  let pageId: number | undefined;
  try {
    // Version 1, created in the editor.
    await visit(page, "/cms/pages/new");
    // A new page has no history yet.
    await expect(page.getByRole("button", { name: "History" })).toHaveCount(0);
    await page.getByLabel("Title").fill("Harbor rates");
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Add Your First Section" }).click();
    await openSectionAdvanced(page, 1);
    await page.locator('input[id$="-key"]').first().fill("intro");
    await page.locator('select[id$="-type"]').first().selectOption("text");
    await content(page).fill("Our harbor rates start at ten dollars a page.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Page saved successfully");
    await expect(page).toHaveURL(/\/cms\/pages\/\d+$/);
    pageId = Number(new URL(page.url()).pathname.split("/").pop());

    // Versions 2 to 4: three edits, each saved from the editor.
    const edits: Array<[string, string]> = [
      ["Harbor rates", "Our harbor rates start at twelve dollars a page."],
      ["Harbor and airport rates", "Our harbor rates start at twelve dollars a page."],
      ["Harbor and airport rates", "Our harbor and airport rates start at fifteen dollars a page."],
    ];
    for (const [title, text] of edits) {
      await page.getByLabel("Title").fill(title);
      await content(page).fill(text);
      await page.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Page saved successfully");
      await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    }
    expect((await api.getPage(pageId)).version).toBe(4);

    // An edit not saved yet: restoring must say it would be lost.
    await page.getByLabel("Meta Keywords").fill("never saved");
    await expect(page.getByText("Unsaved changes")).toBeVisible();

    await page.getByRole("button", { name: "History" }).click();
    const panel = page.getByRole("dialog", { name: "Page history" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Guam time (ChST)");
    const versions = panel.getByRole("button", { name: /^Version \d+/ });
    await expect(versions).toHaveCount(4);
    await expect(versions.first()).toContainText("Version 4");
    await expect(versions.first()).toContainText("Current");
    await expect(versions.first()).toContainText(/\d{1,2}:\d{2}:\d{2} [AP]M ChST/);
    await expect(versions.first()).toContainText("by e2e-admin");
    await expect(versions.last()).toContainText("Version 1");
    expect(await axeViolations(page)).toEqual([]);

    // What restoring version 1 changes: the title and the words of the section.
    await versions.last().click();
    await expect(versions.last()).toHaveAttribute("aria-current", "true");
    await expect(panel.getByRole("heading", { name: "Version 1" })).toBeVisible();
    const changes = panel.getByRole("tabpanel", { name: "Changes" });
    await expect(changes).toContainText("The editor has unsaved changes");
    await expect(changes.locator("del", { hasText: "and airport" }).first()).toBeVisible();
    await expect(changes.locator("del", { hasText: "fifteen" })).toBeVisible();
    await expect(changes.locator("ins", { hasText: "ten" })).toBeVisible();
    await expect(changes).toContainText("intro");
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "history-changes");

    // The preview: version 1 drawn as the public site draws it.
    await panel.getByRole("tab", { name: "Preview" }).click();
    const preview = panel.getByRole("tabpanel", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 1, name: "Harbor rates" })).toBeVisible();
    await expect(preview.getByText("Our harbor rates start at ten dollars a page.")).toBeVisible();
    // The tabs answer the arrow keys.
    await page.keyboard.press("ArrowLeft");
    await expect(panel.getByRole("tab", { name: "Changes" })).toBeFocused();
    await expect(panel.getByRole("tab", { name: "Changes" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(preview).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "history-preview");

    // Restore asks first, and says the unsaved edit would be discarded.
    await panel.getByRole("button", { name: "Restore this version" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Restore version 1?" });
    await expect(confirm).toContainText("The editor has unsaved changes. Restoring discards them");
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "Restore this version" })).toBeFocused();
    await panel.getByRole("button", { name: "Restore this version" }).click();
    await confirm.getByRole("button", { name: "Discard changes and restore" }).click();

    await expectToast(page, "Restored version 1");
    await expect(panel).toHaveCount(0);
    // Focus returns to the button that opened the panel.
    await expect(page.getByRole("button", { name: "History" })).toBeFocused();
    await expect(page.getByLabel("Title")).toHaveValue("Harbor rates");
    await expect(content(page)).toHaveValue("Our harbor rates start at ten dollars a page.");
    await expect(page.getByLabel("Meta Keywords")).toHaveValue("");
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    const restored = await api.getPage(pageId);
    expect([restored.version, restored.title]).toEqual([5, "Harbor rates"]);

    // The restore is itself a version, and the editor saves on top of it without a conflict.
    await page.getByRole("button", { name: "History" }).click();
    await expect(versions).toHaveCount(5);
    await expect(versions.first()).toContainText("Version 5");
    await expect(versions.first()).toContainText("Current");
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await page.getByLabel("Meta Keywords").fill("harbor");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Page saved successfully");

    // The public site shows version 1's text.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(`/${slug}`))?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Harbor rates");
    await expect(visitor.getByText("Our harbor rates start at ten dollars a page.")).toBeVisible();
    await visitorContext.close();
  } finally {
    if (pageId) await api.deletePage(pageId);
  }
});

test("a restore over a version changed elsewhere is refused with the stale message, and the History works at phone width", async ({
  page,
  site,
}) => {
  const api = cmsApi(page.request, site.origin);
  await login(page);
  const created = await api.createPage({
    title: "Stale restore",
    slug: `e2e-stale-restore-${unique()}`,
    status: "draft",
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "First words." }, sortOrder: 0 }],
  });
  try {
    await api.updatePage(created, { title: "Stale restore, second" });
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, `/cms/pages/${created.id}`);
    // Someone else saves after the editor loaded.
    await api.updatePage(await api.getPage(created.id), { title: "Stale restore, third" });

    await page.getByRole("button", { name: "History" }).click();
    const panel = page.getByRole("dialog", { name: "Page history" });
    // On a phone the list and the chosen version take turns.
    await panel.getByRole("button", { name: /^Version 1/ }).click();
    await expect(panel.getByRole("heading", { name: "Version 1" })).toBeFocused();
    await expect(panel.getByRole("button", { name: /^Version 2/ })).toBeHidden();
    await panel.getByRole("button", { name: "All versions" }).click();
    await expect(panel.getByRole("button", { name: /^Version 1/ })).toBeFocused();
    await panel.getByRole("button", { name: /^Version 1/ }).click();

    await panel.getByRole("button", { name: "Restore this version" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore version 1" }).click();
    // Said in the panel (the modal panel hides the notifications from screen readers) and in the toast.
    await expect(panel.getByRole("alert")).toContainText("Page changed elsewhere. This page was changed elsewhere since you opened it.");
    await expect(page.locator("li[data-state=open][data-variant=destructive]")).toContainText("Reload to see the latest version");
    expect((await api.getPage(created.id)).title).toBe("Stale restore, third");
  } finally {
    await api.deletePage(created.id);
  }
});

test("a page scheduled from the editor stays off the site until its moment, then goes live by itself", async ({ page, browser, site }) => {
  test.setTimeout(60_000);
  const api = cmsApi(page.request, site.origin);
  const slug = `e2e-scheduled-${unique()}`;
  await login(page);
  const created = await api.createPage({
    title: "Scheduled notice",
    slug,
    status: "draft",
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Open on Liberation Day." }, sortOrder: 0 }],
  });
  const visitorContext = await browser.newContext();
  const visitor = visitorContext.request;
  try {
    await visit(page, `/cms/pages/${created.id}`);
    await page.getByLabel("Status").selectOption("published");
    const publishNow = page.getByRole("radio", { name: "Publish now" });
    const schedule = page.getByRole("radio", { name: "Schedule" });
    await expect(publishNow).toBeChecked();
    await schedule.check();
    const when = page.getByLabel("Go live on (Guam time, ChST)");
    await expect(when).toBeVisible();

    // A time already past is refused beside the field, and nothing is sent.
    let writes = 0;
    page.on("request", (r) => r.url().includes(`/api/cms/pages/${created.id}`) && r.method() === "PUT" && (writes += 1));
    await when.fill(isoToGuamLocal(new Date(Date.now() - 3_600_000).toISOString()));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.locator("#page-published-at-error")).toContainText("has already passed");
    await expect(when).toBeFocused();
    await expect(when).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "schedule-error");
    expect(writes).toBe(0);

    // A few seconds ahead, typed in Guam time (the browser's own zone does not matter).
    const moment = Date.now() + 8_000;
    await when.fill(isoToGuamLocal(new Date(moment).toISOString()));
    await expect(page.locator("#page-published-at-error")).toHaveCount(0);
    await expect(page.locator("#page-published-at-hint")).toContainText(/Goes live on .* ChST/);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Page saved successfully");

    // Not on the public site yet; the administrator sees it with a banner.
    expect((await visitor.get(`/${slug}`)).status()).toBe(404);
    expect(Date.now(), "the checks before the moment ran in time").toBeLessThan(moment);
    const preview = await page.request.get(`/${slug}`);
    expect(preview.status()).toBe(200);
    expect(preview.headers()["cache-control"]).toBe("private, no-store");
    // React writes <!-- --> between two texts that meet (the formatter puts the space in a text of its own).
    expect(await preview.text()).toMatch(/<strong>Scheduled:<\/strong> this page goes live on(?:<!-- -->)? <time[^>]*>[^<]+ ChST<\/time>/);

    await expect(page.getByRole("banner").getByText("Scheduled", { exact: true })).toBeVisible();
    const saved = await api.getPage(created.id);
    expect(saved.status).toBe("published");
    expect(Math.abs(Date.parse(saved.publishedAt!) - moment)).toBeLessThan(1_000);

    // It goes live by itself at its moment.
    await expect.poll(async () => (await visitor.get(`/${slug}`)).status(), { timeout: 20_000, intervals: [500] }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(moment - 1_000);
    const live = await (await visitor.get(`/${slug}`)).text();
    expect(live).toContain("Open on Liberation Day.");
    expect(live).not.toContain("Scheduled:");
  } finally {
    await visitorContext.close();
    await api.deletePage(created.id);
  }
});

test("a scheduled page says so on the dashboard and in the editor, and Publish now puts it live", async ({ page, browser, site }) => {
  const api = cmsApi(page.request, site.origin);
  const slug = `e2e-later-${unique()}`;
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  tomorrow.setUTCSeconds(0, 0);
  await login(page);
  const created = await api.createPage({
    title: "Later notice",
    slug,
    status: "published",
    publishedAt: tomorrow.toISOString(),
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Coming soon." }, sortOrder: 0 }],
  });
  const visitorContext = await browser.newContext();
  try {
    expect(created.publishedAt).toBe(tomorrow.toISOString());
    // The dashboard: the Scheduled badge and the moment, in Guam time.
    await visit(page, `/cms/dashboard?q=${slug}`);
    const card = page.locator("li", { has: page.getByRole("heading", { name: "Later notice" }) });
    await expect(card.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(card).toContainText(/Goes live \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ChST/);

    // The editor opens with Schedule chosen and the time in Guam time.
    await visit(page, `/cms/pages/${created.id}`);
    await expect(page.getByRole("banner").getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Schedule" })).toBeChecked();
    await expect(page.getByLabel("Go live on (Guam time, ChST)")).toHaveValue(isoToGuamLocal(tomorrow.toISOString()));
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "schedule-set");

    // An edit elsewhere keeps the schedule as it is.
    await page.getByLabel("Meta Keywords").fill("soon");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Page saved successfully");
    expect((await api.getPage(created.id)).publishedAt).toBe(tomorrow.toISOString());
    expect((await visitorContext.request.get(`/${slug}`)).status()).toBe(404);

    // Publish now: live at once.
    await page.getByRole("radio", { name: "Publish now" }).check();
    await expect(page.getByLabel("Go live on (Guam time, ChST)")).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Page saved successfully");
    await expect(page.getByRole("banner").getByText("Published", { exact: true })).toBeVisible();
    expect(Date.parse((await api.getPage(created.id)).publishedAt!)).toBeLessThanOrEqual(Date.now());
    expect((await visitorContext.request.get(`/${slug}`)).status()).toBe(200);
    await expect(page.getByText(/^Live since .* ChST\.$/)).toBeVisible();
  } finally {
    await visitorContext.close();
    await api.deletePage(created.id);
  }
});
