/**
 * The agency's own translation workflow end to end (docs/product.md 5.13, 5.7a and 5.23): a
 * translator invited for Japanese translates a page on the Translations screen and sends it for
 * review; an editor finds it in the review queue, comments on one part beside the glossary's marks
 * and returns it; the translator reads the comment beside the part, fixes the words, resolves the
 * comment and sends it again; the owner shares a preview that opens in a browser with no session
 * while the public address still sends visitors to the English page; the editor approves and the
 * page is live. Each step's e-mail reaches its person. Axe at 1280 and 375 px after every state, with screenshots.
 */
import type { Browser, Page } from "@playwright/test";
import { axeViolations, expectToast, invitationLink, login, mailTo, noViolationsAtBothWidths, shoot, visit } from "./admin-helpers";
import { expect, type Site, test, unique } from "./fixtures";
import { networkIdle } from "./network-idle";

test.use({ isolatedSite: true });

/** Someone invited by the owner and signed in, in a browser context of their own. */
async function invited(browser: Browser, owner: Page, site: Site, invite: Record<string, unknown>) {
  const username = `${String(invite.role)}-${unique()}`;
  const email = `${username}@example.com`;
  const res = await owner.request.post("/api/cms/invitations", { data: { email, ...invite }, headers: { Origin: site.origin } });
  expect(res.status(), await res.text()).toBe(201);
  const token = new URL(await invitationLink(site.dataDir, email)).searchParams.get("token")!;
  const context = await browser.newContext({ baseURL: site.origin });
  const accepted = await context.request.post("/api/cms/invitation/accept", {
    data: { token, username, password: "a-Long-passphrase-42" },
    headers: { Origin: site.origin },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { page: await context.newPage(), username, email };
}

test("a Japanese translation goes from the translator through a returned review with a comment to live, with a preview for the client", async ({
  page: owner,
  browser,
  site,
}) => {
  test.setTimeout(300_000);
  const headers = { Origin: site.origin };
  const tag = unique();
  const title = `Court papers ${tag}`;
  const slug = `court-papers-${tag}`;
  await login(owner);
  expect((await owner.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers })).status()).toBe(200);
  const glossary = await owner.request.put("/api/cms/glossary/ja", {
    data: {
      locale: "ja",
      terms: [
        { source: "certified translation", target: "認定翻訳", note: "", doNotTranslate: false },
        { source: "Xact Guarantee", target: "", note: "Our brand", doNotTranslate: true },
      ],
    },
    headers,
  });
  expect(glossary.status(), await glossary.text()).toBe(200);
  const english = await owner.request.post("/api/cms/pages", {
    data: {
      title,
      slug,
      status: "published",
      sections: [
        {
          sectionKey: "intro",
          sectionType: "text",
          content: { text: "Every certified translation carries the Xact Guarantee." },
          sortOrder: 0,
        },
        { sectionKey: "outro", sectionType: "text", content: { text: "Ask us for a quote today." }, sortOrder: 1 },
      ],
    },
    headers,
  });
  expect(english.status(), await english.text()).toBe(201);
  const translator = await invited(browser, owner, site, { role: "translator", languages: ["ja"] });
  const editor = await invited(browser, owner, site, { role: "editor" });
  const t = translator.page;
  const e = editor.page;

  // The translator translates the page from the Translations screen, leaving out the glossary's term.
  await visit(t, "/cms/translations?lang=ja");
  await t.getByRole("button", { name: `Translate ${title} into Japanese` }).click();
  await expect(t.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
  await networkIdle(t);
  await t.locator("#page-title").fill(`裁判書類 ${tag}`);
  await t.getByLabel("Section intro", { exact: true }).fill("すべての翻訳に Xact Guarantee が付きます。");
  await t.getByLabel("Section outro", { exact: true }).fill("今すぐお見積もりをご依頼ください。");
  await t.getByRole("button", { name: "Save" }).click();
  await expectToast(t, /saved/i);
  const jaId = Number(/\/cms\/pages\/(\d+)$/.exec(t.url())![1]);
  await t.getByRole("button", { name: "Send for review" }).click();
  const send = t.getByRole("dialog", { name: "Send for review" });
  await send.getByLabel("Note for the reviewer (optional)").fill("First draft for the court client.");
  await send.getByRole("button", { name: "Send for review" }).click();
  await expectToast(t, "Sent for review");
  await expect(t.getByRole("region", { name: "Waiting for review" })).toContainText("First draft for the court client.");
  // While it waits, its words are shown, not offered for change (the server would refuse them); a
  // comment is still the translator's to write.
  await expect(t.getByLabel("Section intro", { exact: true })).not.toBeEditable();
  await expect(t.locator("#page-title")).not.toBeEditable();
  await expect(t.getByRole("toolbar")).toHaveCount(0);
  await expect(t.locator('[data-source-part="intro"]').getByRole("button", { name: "Add a comment on Section intro" })).toBeEnabled();
  await noViolationsAtBothWidths(t);
  // The reviewers are told; the sender is not.
  await mailTo(site.dataDir, editor.email, "Translation to review");
  expect(await mailTo(site.dataDir, editor.email, "Translation to review")).toContain("First draft for the court client.");

  // The editor: the queue, the change side by side, then a comment on the intro beside the glossary's marks.
  await visit(e, "/cms/reviews");
  const item = e.getByRole("listitem", { name: new RegExp(`${tag}.*Japanese`) });
  await expect(item).toContainText(`Sent by ${translator.username}`);
  await expect(item.getByRole("table")).toContainText("すべての翻訳に Xact Guarantee が付きます。");
  await expect(item.getByRole("table")).toContainText("Not published yet");
  await noViolationsAtBothWidths(e);
  await shoot(e, "workflow-review-queue");
  await item.getByRole("link", { name: /^Open/ }).click();
  await expect(e.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
  await networkIdle(e);
  const intro = e.locator('[data-source-part="intro"]');
  await expect(e.getByRole("list", { name: "Glossary terms in the English of Section intro" }).getByRole("listitem")).toHaveCount(2);
  await intro.getByRole("button", { name: "Add a comment on Section intro" }).click();
  await intro.getByLabel("Comment on Section intro").fill("Write 認定翻訳 for “certified translation”, as the glossary says.");
  await intro.getByRole("button", { name: "Save comment" }).click();
  await expect(intro.getByRole("list", { name: "Comments on Section intro" }).getByRole("listitem")).toHaveCount(1);
  await noViolationsAtBothWidths(e);
  // The editor's bar says it waits for review beside its status.
  await expect(e.locator("header", { has: e.getByRole("heading", { level: 1 }) }).getByText("In review", { exact: true })).toBeVisible();
  await shoot(e, "workflow-editor-comment-and-glossary");

  // Returned with a comment; the translator is told by e-mail.
  await visit(e, "/cms/reviews");
  await item.getByRole("button", { name: /^Return/ }).click();
  const ret = e.getByRole("dialog", { name: "Return the translation" });
  await ret.getByLabel("Say what to change").fill("See my comment on the first paragraph.");
  await ret.getByRole("button", { name: "Return" }).click();
  await expectToast(e, "Translation returned");
  expect(await mailTo(site.dataDir, translator.email, "Translation returned")).toContain("See my comment on the first paragraph.");

  // The translator: the reviewer's words in the banner, the comment beside the part; fixed, resolved, sent again.
  await visit(t, `/cms/pages/${jaId}`);
  await expect(t.getByRole("region", { name: "Returned by the reviewer" })).toContainText("See my comment on the first paragraph.");
  await t.getByRole("link", { name: "1 open comment" }).click();
  const comment = t.getByRole("list", { name: "Comments on Section intro" }).getByRole("listitem");
  await expect(comment).toContainText("Write 認定翻訳");
  await noViolationsAtBothWidths(t);
  await t.getByLabel("Section intro", { exact: true }).fill("すべての認定翻訳に Xact Guarantee が付きます。");
  await t.getByRole("button", { name: "Save" }).click();
  await expectToast(t, /saved/i);
  await comment.getByRole("button", { name: /^Resolve the comment by/ }).click();
  await expect(t.getByRole("link", { name: "1 open comment" })).toHaveCount(0);
  await t.getByRole("button", { name: "Send for review" }).click();
  await t.getByRole("dialog", { name: "Send for review" }).getByRole("button", { name: "Send for review" }).click();
  await expectToast(t, "Sent for review");

  // The owner: the Translations screen with its word counts and the page in review, then a preview for the client.
  await visit(owner, "/cms/translations?lang=ja");
  const region = owner.getByRole("region", { name: "Pages in Japanese" });
  await expect(region.getByRole("status").filter({ hasText: /words to translate, of [\d,]+ words in English/ })).toBeVisible();
  await expect(owner.getByRole("listitem").filter({ hasText: title }).getByText("In review")).toBeVisible();
  await noViolationsAtBothWidths(owner);
  await shoot(owner, "workflow-translations");
  await visit(owner, `/cms/pages/${jaId}`);
  await owner.getByRole("button", { name: "Share a preview" }).click();
  const share = owner.getByRole("dialog", { name: "Share a preview" });
  await share.getByRole("button", { name: "Create link" }).click();
  const link = await share.getByLabel("Preview link").inputValue();
  expect(link).toMatch(new RegExp(`^${site.origin}/preview/[A-Za-z0-9_-]{43}$`));
  const client = await browser.newContext();
  const guest = await client.newPage();
  const opened = await guest.goto(link);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()["cache-control"]).toBe("private, no-store");
  await expect(guest.getByRole("note", { name: "Preview" })).toContainText("Preview: not published");
  await expect(guest.getByText("すべての認定翻訳に Xact Guarantee が付きます。")).toBeVisible();
  expect((await client.cookies()).filter((cookie) => cookie.name.includes("session"))).toEqual([]);
  await noViolationsAtBothWidths(guest);
  await shoot(guest, "workflow-preview-link");
  // The public address still sends visitors to the English page: nothing is published yet.
  const unpublished = await guest.request.get(`${site.origin}/ja/${slug}`, { maxRedirects: 0 });
  expect(unpublished.status()).toBe(302);
  expect(unpublished.headers().location).toMatch(new RegExp(`/${slug}$`));
  await client.close();

  // The editor approves: live under /ja/, and the translator is told.
  await visit(e, "/cms/reviews");
  await expect(item.getByRole("table")).toContainText("すべての認定翻訳に");
  await item.getByRole("button", { name: /^Approve and publish/ }).click();
  const approve = e.getByRole("dialog", { name: "Approve and publish?" });
  await approve.getByRole("button", { name: "Approve and publish" }).click();
  await expectToast(e, "Translation approved and published");
  await expect(e.getByText("No translation is waiting for review")).toBeVisible();
  expect(await axeViolations(e)).toEqual([]);
  await mailTo(site.dataDir, translator.email, "Translation approved");
  const live = await owner.request.get(`/ja/${slug}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain("すべての認定翻訳に Xact Guarantee が付きます。");
});
