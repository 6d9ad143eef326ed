/**
 * Preview links (docs/product.md, "Preview links"): the owner makes a link in the editor's Share
 * a preview dialog, copies it, and someone without an account opens it in a browser of their own:
 * the draft, in the site's header and footer, under the "Preview: not published" banner. Opened
 * once, it says so in the list; withdrawn, it answers that it was. Axe at 1280 and 375 px on the
 * dialog and on the preview, with screenshots of both.
 */
import { cmsApi, login, noViolationsAtBothWidths, shoot, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";

test("the owner shares a draft with someone without an account, then withdraws the link", async ({ page, browser, site }) => {
  test.setTimeout(120_000);
  const tag = unique();
  await login(page);
  const api = cmsApi(page.request, site.origin);
  const draft = await api.createPage({
    title: `Court interpreting ${tag}`,
    slug: `court-interpreting-${tag}`,
    status: "draft",
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: `Draft offer ${tag} for the courts.` }, sortOrder: 0 }],
  });
  await visit(page, `/cms/pages/${draft.id}`);
  await page.getByRole("button", { name: "Share a preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Share a preview" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("No links yet.")).toBeVisible();

  // Out of bounds: said beside the field, nothing made.
  const days = dialog.getByLabel("Days the link works");
  await expect(days).toHaveValue("7");
  await days.fill("45");
  await dialog.getByRole("button", { name: "Create link" }).click();
  await expect(dialog.getByText("A whole number of days from 1 to 30")).toBeVisible();
  await expect(days).toHaveAttribute("aria-invalid", "true");

  await days.fill("3");
  await days.press("Enter");
  const url = dialog.getByLabel("Preview link");
  await expect(url).toHaveValue(new RegExp(`^${site.origin}/preview/[A-Za-z0-9_-]{43}$`));
  const address = await url.inputValue();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin });
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: /copied|selected/ })).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveCount(1);
  await expect(dialog.getByRole("listitem").first()).toContainText("Works");
  await expect(dialog.getByRole("listitem").first()).toContainText("Not opened yet");
  await noViolationsAtBothWidths(page);
  await shoot(page, "preview-links-dialog");

  // Someone without an account, in a browser of their own.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  const shown = await guest.goto(address);
  expect(shown?.status()).toBe(200);
  expect(shown?.headers()["cache-control"]).toBe("private, no-store");
  await expect(guest.getByRole("note", { name: "Preview" })).toContainText("Preview: not published");
  await expect(guest.getByText(`Draft offer ${tag} for the courts.`)).toBeVisible();
  await expect(guest.getByRole("banner")).toBeVisible();
  await expect(guest.getByRole("contentinfo")).toBeVisible();
  await expect(guest.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await noViolationsAtBothWidths(guest);
  await shoot(guest, "preview-links-page");
  await guest.setViewportSize({ width: 375, height: 800 });
  await expect(guest.getByRole("note", { name: "Preview" })).toBeInViewport();

  // Opened once; withdrawn behind a question, after which the link says so.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Share a preview" }).click();
  await expect(dialog.getByLabel("Preview link")).toHaveCount(0);
  await expect(dialog.getByRole("listitem").first()).toContainText("Opened once");
  await dialog.getByRole("button", { name: /^Withdraw the link made/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Withdraw this link?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Withdraw" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Link withdrawn" })).toBeVisible();
  await expect(dialog.getByRole("listitem").first()).toContainText("Withdrawn");
  await expect(dialog.getByRole("button", { name: /^Withdraw the link made/ })).toHaveCount(0);
  await shoot(page, "preview-links-withdrawn");

  const gone = await guest.goto(address);
  expect(gone?.status()).toBe(410);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("This preview link was withdrawn");
  await expect(guest.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  await noViolationsAtBothWidths(guest);
  await visitor.close();
});
