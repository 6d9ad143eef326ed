/**
 * Review before publishing (docs/product.md, "Reviews"): a translator sends a Japanese translation
 * for review from its editor, an editor sees it in the queue with its changes side by side and
 * returns it with a comment, the translator reads the comment and sends it again, the editor
 * approves it and /ja/ shows it. Then the administrator turns review off for Japanese and a
 * translator allowed to publish publishes directly. Axe at 1280 and 375 px after every state,
 * with screenshots of the queue, the editor in review and the Translations screen.
 */
import type { Browser, Page } from "@playwright/test";
import { cmsApi, expectToast, invitationLink, login, noViolationsAtBothWidths, shoot, visit } from "./admin-helpers";
import { expect, test, unique, type Site } from "./fixtures";
import type { PageDTO } from "~/domain/schemas/pages";

test.use({ isolatedSite: true });

const PASSWORD = "review-password-1";

/** Someone invited by the administrator and signed in, in a browser context of their own. */
async function personPage(
  browser: Browser,
  admin: Page,
  site: Site,
  invite: Record<string, unknown>,
): Promise<{ page: Page; name: string }> {
  const name = `${String(invite.role)}-${unique()}`;
  const email = `${name}@example.com`;
  const res = await admin.request.post("/api/cms/invitations", { data: { email, ...invite }, headers: { Origin: site.origin } });
  expect(res.status(), await res.text()).toBe(201);
  const token = new URL(await invitationLink(site.dataDir, email)).searchParams.get("token")!;
  const context = await browser.newContext({ baseURL: site.origin });
  const accepted = await context.request.post("/api/cms/invitation/accept", {
    data: { token, username: name, password: PASSWORD },
    headers: { Origin: site.origin },
  });
  expect(accepted.status()).toBe(201);
  return { page: await context.newPage(), name };
}

/** An English page with one paragraph, and its Japanese translation (a draft), through the API. */
async function englishAndJapanese(admin: Page, site: Site, tag: string): Promise<{ english: PageDTO; ja: PageDTO }> {
  const english = await cmsApi(admin.request, site.origin).createPage({
    title: `Birth certificates ${tag}`,
    slug: `birth-${tag}`,
    status: "published",
    metaDescription: null,
    metaKeywords: null,
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: `Certified birth certificates ${tag}.` }, sortOrder: 0 }],
  });
  const res = await admin.request.post(`/api/cms/pages/${english.id}/translations`, {
    data: { locale: "ja" },
    headers: { Origin: site.origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { english, ja: (await res.json()) as PageDTO };
}

/** The translator's words saved as a draft, through the API the editor uses. */
async function translate(person: Page, site: Site, id: number, title: string, text: string) {
  const api = cmsApi(person.request, site.origin);
  const page = await api.getPage(id);
  await api.updatePage(page, { title, sections: page.sections.map((s) => ({ ...s, content: { text } })) });
}

test("a Japanese translation is sent for review, returned with a comment, sent again and approved; without review a translator publishes", async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(240_000);
  const tag = unique();
  await login(page);
  expect((await page.request.put("/api/cms/languages/ja", { data: { enabled: true }, headers: { Origin: site.origin } })).status()).toBe(
    200,
  );
  const { english, ja } = await englishAndJapanese(page, site, tag);
  const translator = await personPage(browser, page, site, { role: "translator", languages: ["ja"], canPublish: true });
  const editor = await personPage(browser, page, site, { role: "editor" });
  const t = translator.page;
  const e = editor.page;
  const jaTitle = `出生証明書 ${tag}`;
  await translate(t, site, ja.id, jaTitle, `認証済みの出生証明書 ${tag}。`);

  // The translator: Japanese is reviewed (on by default), so no Published, but Send for review.
  await visit(t, `/cms/pages/${ja.id}`);
  await expect(t.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
  await expect(t.locator("#page-status option")).toHaveText(["Draft"]);
  await expect(t.getByText("Translations into Japanese are reviewed before they are published")).toBeVisible();
  await t.getByRole("button", { name: "Send for review" }).click();
  const send = t.getByRole("dialog", { name: "Send for review" });
  await send.getByLabel("Note for the reviewer (optional)").fill("Please check the honorifics.");
  await send.getByRole("button", { name: "Send for review" }).click();
  await expectToast(t, "Sent for review");
  await expect(send).toBeHidden();
  const waiting = t.getByRole("region", { name: "Waiting for review" });
  // The button is gone: focus is on the banner that says why.
  await expect(waiting).toBeFocused();
  await expect(waiting).toContainText(`Waiting for review since`);
  await expect(waiting).toContainText(`sent by ${translator.name}`);
  await expect(waiting).toContainText("Please check the honorifics.");
  // Read-only while it waits: the server refuses the translator's saves, so the screen offers none.
  await expect(t.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(t.getByRole("button", { name: "Send for review" })).toHaveCount(0);
  await noViolationsAtBothWidths(t);
  await shoot(t, "review-editor-in-review");

  // The editor: the queue in the navigation with its count, the changes side by side.
  await visit(e, "/cms/dashboard");
  await expect(e.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reviews 1 waiting" })).toBeVisible();
  await e.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reviews 1 waiting" }).click();
  await expect(e.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  const item = e.getByRole("listitem", { name: new RegExp(`${tag} · Japanese`) });
  await expect(item).toContainText(`Sent by ${translator.name}`);
  await expect(item).toContainText("Please check the honorifics.");
  const changes = item.getByRole("table");
  await expect(changes.getByRole("row").filter({ hasText: `Certified birth certificates ${tag}.` })).toContainText(
    `Certified birth certificates ${tag}.`,
  );
  await expect(changes).toContainText(`認証済みの出生証明書 ${tag}。`);
  await expect(changes).toContainText("Not published yet");
  await expect(item.getByRole("link", { name: /^Open in the editor/ })).toHaveAttribute("href", `/cms/pages/${ja.id}`);
  await noViolationsAtBothWidths(e);
  await shoot(e, "review-queue");

  // The Translations screen says In review.
  await visit(page, "/cms/translations?lang=ja");
  // An Administrator's navigation, with the Reviews count and the Trash count, stays one row at 1280 px.
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Reviews 1 waiting" })).toBeVisible();
  const first = await nav.getByRole("link", { name: "Pages" }).boundingBox();
  const last = await nav.getByRole("button", { name: "Sign out" }).boundingBox();
  expect(Math.abs(last!.y - first!.y)).toBeLessThan(2);
  await shoot(page, "review-translations-administrator");
  await expect(page.getByRole("listitem").filter({ hasText: english.title }).getByText("In review")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 in review" })).toBeVisible();

  // Return: the comment is required, said in words; nothing typed is lost.
  await item.getByRole("button", { name: /^Return/ }).click();
  const ret = e.getByRole("dialog", { name: "Return the translation" });
  await ret.getByRole("button", { name: "Return" }).click();
  await expect(ret.getByText("Say what to change").last()).toBeVisible();
  await expect(ret.getByLabel("Say what to change")).toHaveAttribute("aria-invalid", "true");
  await expect(ret.getByLabel("Say what to change")).toBeFocused();
  await noViolationsAtBothWidths(e);
  await ret.getByLabel("Say what to change").fill("Use 出生証明書の認証 in the title.");
  await ret.getByRole("button", { name: "Return" }).click();
  await expectToast(e, "Translation returned");
  await expect(e.getByRole("heading", { level: 2, name: "Nothing to review" })).toBeFocused();
  await expect(e.getByText("No translation is waiting for review")).toBeVisible();
  await expect(e.getByRole("link", { name: "Reviews" })).toBeVisible();
  await noViolationsAtBothWidths(e);

  // The translator reads why, changes it and sends it again.
  await visit(t, `/cms/pages/${ja.id}`);
  const returned = t.getByRole("region", { name: "Returned by the reviewer" });
  await expect(returned).toContainText(`Returned by ${editor.name}`);
  await expect(returned).toContainText("Use 出生証明書の認証 in the title.");
  await expect(t.getByRole("button", { name: "Save" })).toBeVisible();
  await noViolationsAtBothWidths(t);
  await translate(t, site, ja.id, `出生証明書の認証 ${tag}`, `認証済みの出生証明書 ${tag}。`);
  await visit(t, `/cms/pages/${ja.id}`);
  await t.getByRole("button", { name: "Send for review" }).click();
  await t.getByRole("dialog", { name: "Send for review" }).getByRole("button", { name: "Send for review" }).click();
  await expectToast(t, "Sent for review");
  await expect(returned).toHaveCount(0);

  // The editor approves it: live at once under /ja/.
  await visit(e, "/cms/reviews");
  await e.getByRole("button", { name: new RegExp(`^Approve and publish .*${tag}.* in Japanese`) }).click();
  const approve = e.getByRole("dialog", { name: "Approve and publish?" });
  await expect(approve.getByLabel("Publish at a later time")).not.toBeChecked();
  await noViolationsAtBothWidths(e);
  await approve.getByRole("button", { name: "Approve and publish" }).click();
  await expectToast(e, "Translation approved and published");
  await expect(e.getByText("No translation is waiting for review")).toBeVisible();
  const live = await t.request.get(`/ja/birth-${tag}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(`出生証明書の認証 ${tag}`);

  // The administrator turns review off for Japanese: a translator allowed to publish publishes directly.
  await visit(page, "/cms/translations?lang=ja");
  const reviewed = page.getByRole("switch", { name: "Translations into Japanese are reviewed before they are published" });
  await expect(reviewed).toHaveAttribute("aria-checked", "true");
  await noViolationsAtBothWidths(page);
  await shoot(page, "review-translations");
  await reviewed.click();
  await expectToast(page, "Japanese translations are published without review");
  await expect(reviewed).toHaveAttribute("aria-checked", "false");

  const second = await englishAndJapanese(page, site, `${tag}b`);
  await translate(t, site, second.ja.id, `出生証明書 ${tag}b`, `認証済みの出生証明書 ${tag}b。`);
  await visit(t, `/cms/pages/${second.ja.id}`);
  await expect(t.getByRole("button", { name: "Send for review" })).toHaveCount(0);
  await t.locator("#page-status").selectOption("published");
  await t.getByRole("button", { name: "Save" }).click();
  // Every part is translated (the description is empty in English too), so nothing asks first.
  await expectToast(t, /saved|published/i);
  expect((await t.request.get(`/ja/birth-${tag}b`)).status()).toBe(200);
  await noViolationsAtBothWidths(t);

  // People: the administrator lets the translator review; Reviews then shows in their navigation.
  await expect(t.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Reviews/ })).toHaveCount(0);
  await visit(page, "/cms/people");
  await page.getByRole("button", { name: `Change the role of ${translator.name}` }).click();
  const mayReview = page.getByRole("checkbox", { name: "May review the translations of their languages" });
  await expect(mayReview).not.toBeChecked();
  await mayReview.check();
  await page.getByRole("button", { name: "Save role" }).click();
  await expectToast(page, "Role saved");
  await expect(page.getByRole("list", { name: "People" })).toContainText("(may review)");
  await noViolationsAtBothWidths(page);
  await visit(t, "/cms/reviews");
  await expect(t.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reviews" })).toHaveAttribute("aria-current", "page");
  await expect(t.getByText("No translation is waiting for review")).toBeVisible();
});
