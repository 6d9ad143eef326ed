import type { Page } from "@playwright/test";
import { axeViolations, cmsApi, E2E_ADMIN, login, openSectionAdvanced, richText, tabTo, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";
import { networkIdle } from "./network-idle";

const WIDTHS = [1280, 375] as const;

/** Checks the screen at both widths and keeps a screenshot of each in the test's output folder. */
async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    // No horizontal scrolling at phone width, once the screen has laid itself out for the new width
    // (the editor of a built-in page moves its live preview into a tab below 1024 px).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`admin-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("axe finds no violation on the login and reset screens, before and after validation", async ({ page }) => {
  await visit(page, "/cms/login");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "login");

  await visit(page, "/cms/reset-password");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "reset");

  await page.goto("/cms/reset-password/confirm?token=example");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "reset-confirm");
});

test("axe finds no violation on the dashboard, the editor and their dialogs", async ({ page, site }) => {
  // Eleven axe runs and two widths per screen: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const api = cmsApi(page.request, site.origin);
  await login(page);
  await page
    .getByRole("region", { name: /Notifications/ })
    .locator("li")
    .waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "dashboard");

  // The site's own pages are reset, never deleted: one of the owner's pages gives the Delete dialog.
  const own = await api.createPage({ title: "Axe Delete Dialog", slug: `e2e-axe-delete-${unique()}`, status: "draft", sections: [] });
  await page.reload();
  await page.getByRole("button", { name: `Delete ${own.title}` }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "delete-dialog");
  await page.keyboard.press("Escape");

  const home = await api.pageBySlug("home");
  await visit(page, `/cms/pages/${home!.id}`);
  await expect(page.getByRole("heading", { name: "Edit Page" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "editor");

  await visit(page, "/cms/pages/new");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "editor-new");
  await page.getByRole("button", { name: "Add Your First Section" }).click();
  await openSectionAdvanced(page, 1);
  await page.locator('select[id$="-type"]').selectOption("json");
  await page.locator('textarea[id$="-content"]').fill("{oops");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#page-title-error")).toHaveText("Title is required");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "editor-errors");

  await page.getByLabel("Title").fill("Unsaved");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "leave-dialog");
});

test("a draft preview and a published CMS page look right on the public site", async ({ page, site }) => {
  const api = cmsApi(page.request, site.origin);
  const slug = `e2e-preview-look-${unique()}`;
  await login(page);
  const created = await api.createPage({
    title: "Certified Document Translation",
    slug,
    status: "draft",
    metaDescription: "Birth certificates, diplomas and court papers translated and certified for USCIS and Guam agencies.",
    sections: [
      {
        sectionKey: "intro",
        sectionType: "text",
        content: {
          text: "We translate official documents for immigration, schools and courts.\n\nEach translation comes with a signed certificate of accuracy.",
        },
        sortOrder: 0,
      },
      {
        sectionKey: "list",
        sectionType: "html",
        content: {
          text: '<h2>What we certify</h2><ul><li>Birth and marriage certificates</li><li>Diplomas and transcripts</li><li>Court and police records</li></ul><p>Ask us for a <a href="/get-quote">free quote</a>.</p>',
        },
        sortOrder: 1,
      },
    ],
  });
  try {
    await page.goto(`/${slug}`);
    await expect(page.getByText("Draft preview.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "draft-preview");
  } finally {
    await api.deletePage(created.id);
  }
});

test("keyboard only: log in, create a page, add a section, save", async ({ page, site }) => {
  const api = cmsApi(page.request, site.origin);
  // A title of its own, so the slug that follows it is unique too.
  const title = `Keyboard Page ${unique()}`;
  await visit(page, "/cms/login");
  await tabTo(page, "Username");
  await page.keyboard.type(E2E_ADMIN.username);
  await page.keyboard.press("Tab");
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cms\/dashboard$/);

  await tabTo(page, "New Page");
  // Focus is visible on the keyboard-focused control.
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cms\/pages\/new$/);

  await tabTo(page, "Title");
  await page.keyboard.type(title);
  await tabTo(page, "Add Your First Section");
  await page.keyboard.press("Space");
  // Focus lands on the new section's heading, its content next, once the visual editor is shown
  // (its code is fetched as the editor opens; a slow machine may still be fetching it).
  await expect(page.locator('h3[id$="-heading"]')).toBeFocused();
  await expect(richText(page).locator('[contenteditable="true"]')).toBeVisible({ timeout: 15_000 });
  await tabTo(page, "Content");
  await page.keyboard.type("Written without a mouse.");
  await tabTo(page, "Save", { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cms\/pages\/\d+$/);
  await expect(page.getByRole("region", { name: /Notifications/ }).locator("li[data-state=open]")).toContainText("Page saved successfully");

  const saved = await api.pageBySlug(title.toLowerCase().replace(/ /g, "-"));
  // Typed into the visual editor: a paragraph.
  expect(saved?.sections.map((s) => [s.sectionType, s.content.text])).toEqual([["html", "<p>Written without a mouse.</p>"]]);
  await api.deletePage(saved!.id);
});

test("public pages never download the admin code or its data-fetching library", async ({ page }) => {
  const scripts: Array<{ url: string; body: string }> = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() === "script") scripts.push({ url: res.url(), body: await res.text().catch(() => "") });
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Languages" }).first().click();
  await expect(page).toHaveURL(/\/languages$/);
  await page.goto("/a-page-that-does-not-exist");
  await networkIdle(page);
  expect(scripts.length).toBeGreaterThan(0);
  // TanStack Query's option names survive minification; the admin screens have their own chunks.
  expect(scripts.filter((s) => s.body.includes("refetchOnWindowFocus")).map((s) => s.url)).toEqual([]);
  expect(scripts.filter((s) => /\/(dashboard|page-editor|query-client|login)-/.test(s.url)).map((s) => s.url)).toEqual([]);
});
