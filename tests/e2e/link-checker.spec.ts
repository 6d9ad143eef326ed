/**
 * The Links screen (docs/product.md, "Links"): the owner finds a broken link and a redirected one
 * among the links of the pages, filters by state, and fixes the redirected one in one click: the
 * page now links to the redirect's target. Axe at 1280 and 375 px after every state, and
 * screenshots of both widths.
 */
import type { Page } from "@playwright/test";
import { cmsApi, expectToast, login, noViolationsAtBothWidths, shoot } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";

// It writes pages and a redirect, and starts from the seeded site's links.
test.use({ isolatedSite: true });

const nav = (page: Page) => page.getByRole("navigation", { name: "Admin" });
const linkRows = (page: Page) => page.getByRole("table", { name: "Links" }).locator("tbody tr");
const rowOf = (page: Page, href: string) => linkRows(page).filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${href}`) }) });
const show = (page: Page) => page.getByLabel("Show", { exact: true });

test("the owner finds a broken link, filters by state and fixes a redirected link in one click", async ({ page, site }) => {
  test.setTimeout(120_000);
  const tag = unique();
  const [missing, old] = [`/nowhere-${tag}`, `/old-${tag}`];
  await login(page);
  await nav(page).getByRole("link", { name: "Links" }).click();
  await expect(page).toHaveURL(/\/cms\/links$/);
  await expect(page.getByRole("heading", { level: 1, name: "Links" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Links" })).toHaveAttribute("aria-current", "page");

  // The seeded site's pages show no link of their own yet.
  await expect(page.getByText("No links yet")).toBeVisible();
  await noViolationsAtBothWidths(page);
  await shoot(page, "links-empty");

  const api = cmsApi(page.request, site.origin);
  const redirect = await page.request.post("/api/cms/redirects", {
    data: { from: old, to: "/services", status: 301 },
    headers: { Origin: site.origin },
  });
  expect(redirect.status(), await redirect.text()).toBe(201);
  const source = await api.createPage({
    title: `Links ${tag}`,
    slug: `links-${tag}`,
    status: "published",
    sections: [
      {
        sectionKey: "body",
        sectionType: "html",
        content: { text: `<p>Read <a href="${missing}">the lost page</a> and <a href="${old}">our old services page</a>.</p>` },
        sortOrder: 0,
      },
    ],
  });

  await page.reload();
  // Broken first, with its page, its words and its answer.
  await expect(rowOf(page, missing)).toContainText("Broken");
  await expect(rowOf(page, missing)).toContainText("404");
  await expect(rowOf(page, missing)).toContainText("the lost page");
  await expect(rowOf(page, missing).getByRole("link", { name: `Links ${tag}` })).toHaveAttribute("href", `/cms/pages/${source.id}`);
  await expect(linkRows(page).first()).toContainText("Broken");
  await noViolationsAtBothWidths(page);
  await shoot(page, "links-all");

  // Only the broken ones.
  await show(page).selectOption("broken");
  await expect(rowOf(page, missing)).toBeVisible();
  await expect(rowOf(page, old)).toHaveCount(0);
  for (const row of await linkRows(page).all()) await expect(row).toContainText("Broken");
  await noViolationsAtBothWidths(page);
  await shoot(page, "links-broken");

  // The redirected one, and its fix, by keyboard.
  await show(page).selectOption("redirected");
  await expect(rowOf(page, old)).toContainText("Redirected");
  await expect(rowOf(page, old)).toContainText("/services");
  await noViolationsAtBothWidths(page);
  await shoot(page, "links-redirected");
  const fix = rowOf(page, old).getByRole("button", { name: `Fix ${old} on Links ${tag}` });
  await fix.focus();
  await page.keyboard.press("Enter");
  await expectToast(page, "Link fixed");
  await expect(page.getByRole("heading", { name: "Links on your pages", level: 2 })).toBeFocused();
  await expect(rowOf(page, old)).toHaveCount(0);
  await expect(page.getByText("No redirected links")).toBeVisible();
  await noViolationsAtBothWidths(page);
  await shoot(page, "links-fixed");

  // The page now links to the redirect's target, and the link is ok.
  const saved = await api.getPage(source.id);
  expect(saved.sections[0]!.content.text).toContain('href="/services"');
  expect(saved.sections[0]!.content.text).not.toContain(old);
  await show(page).selectOption("all");
  await expect(linkRows(page).filter({ hasText: `our old services page` })).toContainText("OK");
  const visitor = await page.request.get(`/links-${tag}`);
  expect(await visitor.text()).toContain('href="/services"');

  // On a phone: the cards, with the same state and Fix-free now.
  await page.setViewportSize({ width: 375, height: 800 });
  const cards = page.getByRole("list", { name: "Links" }).getByRole("listitem");
  await expect(cards.filter({ hasText: missing })).toContainText("Broken");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The editor warns, without stopping the save, of the link that still leads nowhere.
  await rowOf(page, missing)
    .getByRole("link", { name: `Links ${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/cms/pages/${source.id}$`));
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Page saved successfully");
  await expectToast(page, `But a link will not work: ${missing} leads nowhere`);
  await noViolationsAtBothWidths(page);
  await shoot(page, "links-editor-warning");
});
