/**
 * The Redirects screen (docs/product.md, "Redirects"): the owner imports an old site's addresses,
 * adds one by the form (a bad target first: the error beside the field, nothing lost), changes
 * one, deletes one, and turns a missing page a visitor asked for into a redirect. Axe at 1280 and
 * 375 px after every state, and screenshots of both widths.
 */
import type { Page } from "@playwright/test";
import { expectToast, invitationLink, login, noViolationsAtBothWidths, shoot, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";

// The lists start empty: the empty states are part of what is checked.
test.use({ isolatedSite: true });

const nav = (page: Page) => page.getByRole("navigation", { name: "Admin" });
const redirectRows = (page: Page) => page.getByRole("table", { name: "Redirects" }).locator("tbody tr");
const rowOf = (page: Page, from: string) => redirectRows(page).filter({ has: page.getByRole("rowheader", { name: from, exact: true }) });
/** A field of the Add form (a required field's label ends with its "*" marker). */
const field = (page: Page, label: string) => page.getByRole("region", { name: "Add a redirect" }).getByLabel(new RegExp(`^${label}\\*?$`));

/** What the site answers a visitor at `path`, without following a redirect. */
async function answer(page: Page, origin: string, path: string) {
  const res = await page.request.get(`${origin}${path}`, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers()["location"] ?? null };
}

test("the owner imports, adds, changes and deletes redirects, and redirects a missing page", async ({ page, browser, site }) => {
  test.setTimeout(120_000);
  const tag = unique();
  const [oldA, oldB, oldC] = [`/old-a-${tag}.html`, `/old-b-${tag}.php`, `/old-c-${tag}`];
  await login(page);
  await nav(page).getByRole("link", { name: "Redirects" }).click();
  await expect(page).toHaveURL(/\/cms\/redirects$/);
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Redirects" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No redirects yet")).toBeVisible();
  await expect(page.getByText("No missing pages")).toBeVisible();
  await noViolationsAtBothWidths(page);
  await shoot(page, "redirects-empty");

  // An import with a bad line names it, writes nothing, and keeps the text.
  const csv = page.getByLabel("CSV lines", { exact: true });
  const bad = `from,to,status\n${oldA},/services\nhttps://old.example.com${oldB},services`;
  await csv.fill(bad);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expectToast(page, "Nothing imported");
  await expect(page.locator("#redirect-import-text-error")).toContainText("Line 3: To must be a path starting with /");
  await expect(csv).toHaveAttribute("aria-invalid", "true");
  await expect(csv).toHaveValue(bad);
  expect((await answer(page, site.origin, oldA)).status).toBe(404);
  await noViolationsAtBothWidths(page);
  await shoot(page, "redirects-import-error");

  // Corrected, from a .csv file read in the browser into the box: the three old addresses are
  // imported and each answers 301 to its target.
  const good = `${oldA},/services\nhttps://old.example.com${oldB},/contact\n${oldC},/samples,301\n`;
  await page.getByLabel("Or a .csv file").setInputFiles({ name: "old-site.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await expect(csv).toHaveValue(good);
  await expect(csv).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expectToast(page, "3 redirects imported");
  await expect(csv).toHaveValue("");
  await expect(page.getByLabel("Or a .csv file")).toHaveValue("");
  await expect(redirectRows(page)).toHaveCount(3);
  await expect(rowOf(page, oldA)).toContainText("/services");
  await expect(rowOf(page, oldA)).toContainText("Permanent");
  for (const [from, to] of [
    [oldA, "/services"],
    [oldB, "/contact"],
    [oldC, "/samples"],
  ] as const) {
    expect(await answer(page, site.origin, from)).toEqual({ status: 301, location: to });
  }
  await noViolationsAtBothWidths(page);

  // The form: a target that is no address is refused beside its field, and nothing typed is lost.
  const oldD = `/old-d-${tag}`;
  await field(page, "From").fill(oldD);
  await field(page, "To").fill("contact");
  await page.getByRole("button", { name: "Add redirect" }).click();
  const to = field(page, "To");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toBeFocused();
  await expect(page.locator("#redirect-add-to-error")).toHaveText("To must be a path starting with / or an https:// address");
  await expect(to).toHaveAccessibleDescription(/To must be a path starting with \//);
  await expect(field(page, "From")).toHaveValue(oldD);
  await expect(to).toHaveValue("contact");
  await noViolationsAtBothWidths(page);
  await shoot(page, "redirects-form-error");

  // The server's refusal too: a live page's own address cannot be redirected.
  await field(page, "From").fill("/contact");
  await to.fill("/services");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expectToast(page, "Redirect not added");
  await expect(page.locator("#redirect-add-from-error")).toContainText("is the address of a live page");
  await expect(field(page, "From")).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveValue("/services");

  await field(page, "From").fill(oldD);
  await expect(field(page, "From")).toHaveAttribute("aria-invalid", "false");
  await to.fill("/contact");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expectToast(page, "Redirect added");
  await expect(field(page, "From")).toHaveValue("");
  await expect(redirectRows(page)).toHaveCount(4);
  expect(await answer(page, site.origin, oldD)).toEqual({ status: 301, location: "/contact" });

  // Edit: a temporary redirect from now on.
  await rowOf(page, oldA)
    .getByRole("button", { name: `Edit ${oldA}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit redirect" });
  await expect(dialog.getByLabel(/^From\*?$/)).toHaveValue(oldA);
  await dialog.getByLabel("Type", { exact: true }).selectOption("302");
  await noViolationsAtBothWidths(page);
  await shoot(page, "redirects-edit");
  await dialog.getByRole("button", { name: "Save redirect" }).click();
  await expectToast(page, "Redirect saved");
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, oldA)).toContainText("Temporary");
  expect(await answer(page, site.origin, oldA)).toEqual({ status: 302, location: "/services" });

  // Delete, after its question.
  await rowOf(page, oldC)
    .getByRole("button", { name: `Delete ${oldC}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete redirect" });
  await expect(confirm).toContainText(oldC);
  await noViolationsAtBothWidths(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Redirect deleted");
  await expect(redirectRows(page)).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "Redirects", level: 2 })).toBeFocused();
  expect((await answer(page, site.origin, oldC)).status).toBe(404);
  await noViolationsAtBothWidths(page);
  await shoot(page, "redirects-list");

  // A visitor (no session) asks for an address that does not exist, coming from another site.
  const missing = `/gone-${tag}`;
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(`${site.origin}${missing}`, { referer: "https://partner.example.org/links" });
    expect(response?.status()).toBe(404);
  } finally {
    await visitor.close();
  }

  await visit(page, "/cms/redirects");
  const missingRow = page.getByRole("table", { name: /Missing pages/ }).getByRole("row", { name: new RegExp(missing) });
  await expect(missingRow).toContainText("partner.example.org");
  await expect(missingRow.getByRole("cell").first()).toHaveText("1");
  await noViolationsAtBothWidths(page);
  await shoot(page, "redirects-missing");

  await missingRow.getByRole("button", { name: `Redirect it: ${missing}` }).click();
  await expect(field(page, "From")).toHaveValue(missing);
  await expect(to).toBeFocused();
  await page.keyboard.type("/services");
  await page.keyboard.press("Enter");
  await expectToast(page, "Redirect added");
  await expect(missingRow).toContainText("Redirected");
  expect(await answer(page, site.origin, missing)).toEqual({ status: 301, location: "/services" });

  // On a phone, the same redirects as cards.
  await page.setViewportSize({ width: 375, height: 800 });
  const cards = page.getByRole("list", { name: "Redirects" }).getByRole("listitem");
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: oldA })).toContainText("Temporary");
  await page.setViewportSize({ width: 1280, height: 900 });
  await noViolationsAtBothWidths(page);
  await shoot(page, "redirects-final");
});

test("Editors have the Redirects screen; translators neither see it nor reach it", async ({ page, browser, site }) => {
  await login(page);
  for (const role of ["editor", "translator"] as const) {
    const username = `${role}-${unique()}`;
    const email = `${username}@example.com`;
    const invite = { email, role, languages: role === "translator" ? ["ja"] : undefined };
    expect((await page.request.post("/api/cms/invitations", { data: invite, headers: { Origin: site.origin } })).status()).toBe(201);
    const token = new URL(await invitationLink(site.dataDir, email)).searchParams.get("token")!;
    const context = await browser.newContext({ baseURL: site.origin });
    try {
      const accepted = await context.request.post("/api/cms/invitation/accept", {
        data: { token, username, password: "a-Long-passphrase-42" },
        headers: { Origin: site.origin },
      });
      expect(accepted.status()).toBe(201);
      const person = await context.newPage();
      await visit(person, "/cms/redirects");
      if (role === "editor") {
        await expect(person.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
        await expect(nav(person).getByRole("link", { name: "Redirects" })).toHaveAttribute("aria-current", "page");
      } else {
        await expect(person).toHaveURL(/\/cms\/dashboard$/);
        await expect(nav(person).getByRole("link", { name: "Redirects" })).toHaveCount(0);
        expect((await person.request.get("/api/cms/redirects")).status()).toBe(403);
      }
    } finally {
      await context.close();
    }
  }
});
