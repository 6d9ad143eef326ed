/**
 * Comments on parts (docs/product.md, "Comments on parts"): an editor comments on a part of a
 * Japanese translation (an empty comment refused in words, Enter only starting a new line), the
 * Translations screen counts it, a translator of Japanese finds it beside the part from the
 * editor's "1 open comment", resolves it, reopens and resolves it again from the folded resolved
 * comments, and the count is gone. A comment on a part the English page has since lost is shown
 * above the parts, named, and resolved there. Axe at 1280 and 375 px after every state, and
 * screenshots.
 */
import type { Browser, Page } from "@playwright/test";
import { cmsApi, invitationLink, login, noViolationsAtBothWidths, shoot, visit } from "./admin-helpers";
import { expect, type Site, test, unique } from "./fixtures";

test.use({ isolatedSite: true });

/** Someone invited with `role` by the administrator, signed in in a browser context of their own. */
async function personPage(
  browser: Browser,
  admin: Page,
  site: Site,
  role: "editor" | "translator",
): Promise<{ page: Page; username: string }> {
  const username = `${role}-${unique()}`;
  const email = `${username}@example.com`;
  const invite = { email, role, languages: role === "translator" ? ["ja"] : undefined };
  expect((await admin.request.post("/api/cms/invitations", { data: invite, headers: { Origin: site.origin } })).status()).toBe(201);
  const token = new URL(await invitationLink(site.dataDir, email)).searchParams.get("token")!;
  const context = await browser.newContext({ baseURL: site.origin });
  const accepted = await context.request.post("/api/cms/invitation/accept", {
    data: { token, username, password: "a-Long-passphrase-42" },
    headers: { Origin: site.origin },
  });
  expect(accepted.status()).toBe(201);
  return { page: await context.newPage(), username };
}

test("an editor comments on a part of a Japanese translation and a translator resolves it", async ({ page, site, browser }) => {
  test.setTimeout(180_000);
  await login(page);
  const headers = { Origin: site.origin };
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers })).status()).toBe(200);
  const title = `Court papers ${unique()}`;
  const english = await page.request.post("/api/cms/pages", {
    data: {
      title,
      slug: `court-papers-${unique()}`,
      status: "published",
      sections: [
        { sectionKey: "intro", sectionType: "text", content: { text: "Every certified translation is checked twice." }, sortOrder: 0 },
        { sectionKey: "outro", sectionType: "text", content: { text: "Ask us anything." }, sortOrder: 1 },
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
  const editor = await personPage(browser, page, site, "editor");
  const translator = await personPage(browser, page, site, "translator");

  // The editor: "Add a comment" under the English of the intro; an empty one is refused in words.
  await visit(editor.page, `/cms/pages/${ja.id}`);
  await expect(editor.page.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
  const intro = editor.page.locator('[data-source-part="intro"]');
  await intro.getByRole("button", { name: "Add a comment on Section intro" }).click();
  const box = intro.getByLabel("Comment on Section intro");
  await expect(box).toBeFocused();
  await intro.getByRole("button", { name: "Save comment" }).click();
  await expect(intro.getByRole("alert")).toHaveText("Write the comment first");
  await noViolationsAtBothWidths(editor.page);
  await shoot(editor.page, "part-comments-refused");
  // Enter starts a new line; Save sends it.
  await box.fill("Use 認定翻訳 for certified translation.");
  await box.press("End");
  await box.press("Enter");
  await box.pressSequentially("Twice: 二回.");
  await expect(box).toBeVisible();
  await intro.getByRole("button", { name: "Save comment" }).click();
  const comments = intro.getByRole("list", { name: "Comments on Section intro" });
  await expect(comments.getByRole("listitem")).toHaveCount(1);
  await expect(comments).toContainText(editor.username);
  await expect(comments).toContainText("Use 認定翻訳 for certified translation.\nTwice: 二回.");
  await expect(intro.getByRole("button", { name: "Add a comment on Section intro" })).toBeFocused();
  await expect(editor.page.getByRole("link", { name: "1 open comment" })).toBeVisible();
  await noViolationsAtBothWidths(editor.page);
  await shoot(editor.page, "part-comments-added");

  // A comment being typed is not lost to a stray click: leaving asks first, as for the page's own words.
  await intro.getByRole("button", { name: "Add a comment on Section intro" }).click();
  await box.fill("Half a thought");
  await editor.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Translations" }).click();
  const leave = editor.page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await noViolationsAtBothWidths(editor.page);
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  await expect(box).toHaveValue("Half a thought");
  await intro.getByRole("button", { name: "Cancel" }).click();
  await expect(intro.getByRole("button", { name: "Add a comment on Section intro" })).toBeFocused();

  // The Translations screen counts it on the page's row and on the language's line.
  await editor.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Translations" }).click();
  await expect(editor.page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  await visit(editor.page, "/cms/translations?lang=ja");
  const row = editor.page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("1 open comment", { exact: true })).toBeVisible();
  await expect(editor.page.getByText(/words in English\. 1 open comment\./)).toBeVisible();
  await noViolationsAtBothWidths(editor.page);
  await shoot(editor.page, "part-comments-translations");

  // The translator: "1 open comment" leads to it beside the part; Resolve folds it away.
  await visit(translator.page, `/cms/pages/${ja.id}`);
  const open = translator.page.getByRole("link", { name: "1 open comment" });
  await open.click();
  const item = translator.page.getByRole("list", { name: "Comments on Section intro" }).getByRole("listitem");
  await expect(item).toBeFocused();
  await expect(item).toContainText("Use 認定翻訳");
  await noViolationsAtBothWidths(translator.page);
  await item.getByRole("button", { name: /^Resolve the comment by/ }).click();
  const part = translator.page.locator('[data-source-part="intro"]');
  await expect(part.getByRole("list", { name: "Comments on Section intro" })).toHaveCount(0);
  await expect(open).toHaveCount(0);
  const folded = part.getByText("1 resolved comment");
  await expect(folded).toBeVisible();
  await noViolationsAtBothWidths(translator.page);
  await folded.click();
  const resolved = part.getByRole("list", { name: "Resolved comments on Section intro" });
  await expect(resolved).toContainText(`Resolved by ${translator.username}`);
  await noViolationsAtBothWidths(translator.page);
  await shoot(translator.page, "part-comments-resolved");
  // Reopened, and resolved again from the keyboard.
  await resolved.getByRole("button", { name: /^Reopen the comment by/ }).click();
  await expect(translator.page.getByRole("link", { name: "1 open comment" })).toBeVisible();
  const again = part.getByRole("button", { name: /^Resolve the comment by/ });
  await again.focus();
  await translator.page.keyboard.press("Enter");
  await expect(part.getByText("1 resolved comment")).toBeVisible();

  // The Translations screen has no open comment for the page any more.
  await visit(translator.page, "/cms/translations?lang=ja");
  await expect(translator.page.getByRole("listitem").filter({ hasText: title })).toBeVisible();
  await expect(translator.page.getByText("open comment")).toHaveCount(0);
  await noViolationsAtBothWidths(translator.page);
  await shoot(translator.page, "part-comments-none");
});

test("a comment on a part the English page has since lost is shown above the parts, named, and resolved there", async ({ page, site }) => {
  await login(page);
  const headers = { Origin: site.origin };
  const api = cmsApi(page.request, site.origin);
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers })).status()).toBe(200);
  const created = await page.request.post("/api/cms/pages", {
    data: {
      title: `Notary ${unique()}`,
      slug: `notary-${unique()}`,
      status: "published",
      sections: [
        { sectionKey: "intro", sectionType: "text", content: { text: "Notarised translations." }, sortOrder: 0 },
        { sectionKey: "outro", sectionType: "text", content: { text: "Ask for a quote." }, sortOrder: 1 },
      ],
    },
    headers,
  });
  expect(created.status()).toBe(201);
  const englishId = ((await created.json()) as { id: number }).id;
  const translation = await page.request.post(`/api/cms/pages/${englishId}/translations`, { data: { locale: "ja" }, headers });
  const jaId = ((await translation.json()) as { id: number }).id;
  const comment = await page.request.post(`/api/cms/pages/${jaId}/comments`, {
    data: { part: "outro", text: "Say お見積もり here." },
    headers,
  });
  expect(comment.status()).toBe(201);
  // The English page loses its last section.
  const english = await api.getPage(englishId);
  await api.updatePage(english, { sections: english.sections.filter((section) => section.sectionKey === "intro") });

  await visit(page, `/cms/pages/${jaId}`);
  await expect(page.getByRole("link", { name: "1 open comment" })).toBeVisible();
  const removed = page.getByRole("region", { name: "Comments on parts the English page no longer has" });
  const item = removed.getByRole("listitem");
  await expect(item).toContainText("On Section “outro”");
  await expect(item).toContainText("Say お見積もり here.");
  await page.getByRole("link", { name: "1 open comment" }).click();
  await expect(item).toBeFocused();
  await noViolationsAtBothWidths(page);
  await shoot(page, "part-comments-removed-part");
  await item.getByRole("button", { name: /^Resolve the comment by/ }).click();
  await expect(removed).toHaveCount(0);
  await expect(page.getByRole("link", { name: "1 open comment" })).toHaveCount(0);
  await noViolationsAtBothWidths(page);
});
