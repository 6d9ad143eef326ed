/**
 * People and accounts in Chromium (docs/product.md, "People", "Account", "Activity"): inviting a
 * translator and accepting from the e-mail's link, English pages refused to them; turning on the
 * second factor by reading the key on screen and signing in with a code computed from it; signing
 * out another session; axe on every new screen at both widths.
 */
import type { Browser, Page } from "@playwright/test";
import { generate } from "otplib";
import { axeViolations, cmsApi, expectToast, invitationLink, login, noViolationsAtBothWidths, visit } from "./admin-helpers";
import { expect, type Site, test, unique } from "./fixtures";
import { networkIdle, trackRequests } from "./network-idle";

/** A person made through the API (invited, accepted), signed in nowhere yet. */
async function invitedPerson(page: Page, site: Site, role: "editor" | "translator", password: string) {
  const api = cmsApi(page.request, site.origin);
  await api.login();
  const username = `${role}-${unique()}`;
  const email = `${username}@example.com`;
  const sent = await page.request.post("/api/cms/invitations", {
    data: { email, role, languages: role === "translator" ? ["ja"] : undefined },
    headers: { Origin: site.origin },
  });
  expect(sent.status()).toBe(201);
  const token = new URL(await invitationLink(site.dataDir, email)).searchParams.get("token")!;
  const other = await page.context().browser()!.newContext({ baseURL: site.origin });
  const accepted = await other.request.post("/api/cms/invitation/accept", {
    data: { token, username, password },
    headers: { Origin: site.origin },
  });
  expect(accepted.status()).toBe(201);
  // Accepting signed them in there: that session is not the test's.
  await other.request.post("/api/cms/logout", { headers: { Origin: site.origin } });
  await other.close();
  await page.request.post("/api/cms/logout", { headers: { Origin: site.origin } });
  return { username, email };
}

async function signIn(page: Page, username: string, password: string) {
  await visit(page, "/cms/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("an administrator invites a translator, who accepts from the e-mail's link, signs in and finds English pages refused", async ({
  page,
  site,
  browser,
}) => {
  test.setTimeout(90_000);
  const api = cmsApi(page.request, site.origin);
  await login(page);
  for (const code of ["ja", "ko"])
    expect(
      (await page.request.put(`/api/cms/languages/${code}`, { data: { enabled: true }, headers: { Origin: site.origin } })).status(),
    ).toBe(200);
  await visit(page, "/cms/people");
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await noViolationsAtBothWidths(page);

  const username = `tala-${unique()}`;
  const email = `${username}@example.com`;
  await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await page.getByRole("combobox", { name: "Role" }).selectOption("translator");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("A translator needs at least one language")).toBeVisible();
  await page.getByRole("checkbox", { name: "Japanese" }).check();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expectToast(page, "Invitation sent");
  await expect(page.getByRole("list", { name: "Waiting invitations" })).toContainText(email);
  await noViolationsAtBothWidths(page);

  const link = await invitationLink(site.dataDir, email);
  const invitee = await browser.newContext();
  const theirs = await invitee.newPage();
  trackRequests(theirs);
  await theirs.goto(link);
  await networkIdle(theirs);
  await expect(theirs.getByText(`${email} is invited as Translator (Japanese).`)).toBeVisible();
  expect(await axeViolations(theirs)).toEqual([]);
  await theirs.getByLabel("Username").fill(username);
  await theirs.getByLabel("Password").fill("password1");
  await theirs.getByRole("button", { name: "Join and sign in" }).click();
  await expect(theirs.locator("#password-error")).toContainText("10,000 most common");
  await theirs.getByLabel("Password").fill("Translating-from-Tumon-7");
  await theirs.getByRole("button", { name: "Join and sign in" }).click();
  await expect(theirs).toHaveURL(/\/cms\/dashboard$/);
  // The translator's navigation has no People or Activity.
  const nav = theirs.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Pages" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "People" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Activity" })).toHaveCount(0);

  // They translate a page into Japanese: the Translations screen lists it, the editor saves a draft.
  const toTranslate = await api.createPage({
    title: `Our office ${unique()}`,
    slug: `office-${unique()}`,
    status: "published",
    metaDescription: null,
    metaKeywords: null,
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "We are open on Saturdays." }, sortOrder: 0 }],
  });
  await theirs.goto("/cms/translations?lang=ja");
  await networkIdle(theirs);
  await expect(theirs.getByRole("heading", { name: "Pages in Japanese" })).toBeVisible();
  await expect(theirs.getByRole("link", { name: "Korean" })).toHaveCount(0);
  await theirs.getByRole("button", { name: `Translate ${toTranslate.title} into Japanese` }).click();
  await expect(theirs).toHaveURL(/\/cms\/pages\/\d+$/);
  await networkIdle(theirs);
  const translationId = Number(new URL(theirs.url()).pathname.split("/").at(-1));
  await expect(theirs.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
  await theirs.getByRole("textbox", { name: /^Title/ }).fill("私たちの事務所");
  await theirs.getByLabel("Section body", { exact: true }).fill("土曜日も営業しています。");
  await theirs.getByRole("button", { name: /^Save/ }).first().click();
  await expect(theirs.getByRole("region", { name: /Notifications/ })).toContainText("Page saved successfully");
  const translated = await api.getPage(translationId);
  expect(translated).toMatchObject({ title: "私たちの事務所", locale: "ja", sourcePageId: toTranslate.id, status: "draft" });
  expect(translated.sections[0]!.content.text).toBe("土曜日も営業しています。");
  expect(await axeViolations(theirs)).toEqual([]);

  // An English page opens to be read, without Save; a save sent anyway is refused with the reason.
  const english = await api.createPage({
    title: `English ${unique()}`,
    slug: `english-${unique()}`,
    status: "draft",
    metaDescription: null,
    metaKeywords: null,
    sections: [],
  });
  await theirs.goto(`/cms/pages/${english.id}`);
  await networkIdle(theirs);
  await expect(theirs.getByRole("note").filter({ hasText: "You can read this English page to translate it" })).toBeVisible();
  await expect(theirs.getByRole("button", { name: /^Save/ })).toHaveCount(0);
  const forced = await theirs.request.put(`/api/cms/pages/${english.id}`, {
    data: { ...english, title: "Changed by a translator" },
    headers: { Origin: site.origin },
  });
  expect(forced.status()).toBe(403);
  expect((await forced.json()).message).toContain("English pages are the editors'");
  expect((await api.getPage(english.id)).title).toBe(english.title);
  // People is not theirs either: the screen sends them home, the API says why.
  await theirs.goto("/cms/people");
  await expect(theirs).toHaveURL(/\/cms\/dashboard$/);
  const refused = await theirs.request.get("/api/cms/users");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe("Only administrators can manage people and invitations");
  await invitee.close();

  // The administrator sees it all in the activity.
  await visit(page, "/cms/activity");
  await expect(page.getByRole("list", { name: "Activity" })).toContainText(`Accepted an invitation ${email}`);
  await page.getByLabel("What").selectOption("invitation-sent");
  await expect(page.getByRole("list", { name: "Activity" }).getByRole("listitem").first()).toContainText(`Invited someone ${email}`);
  await noViolationsAtBothWidths(page);
});

test("turns on the second factor by reading the key, then signs out and in with a code", async ({ page, site }) => {
  test.setTimeout(90_000);
  const password = "Second-factor-please-9";
  const { username } = await invitedPerson(page, site, "editor", password);
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /Account/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await noViolationsAtBothWidths(page);

  const factor = page
    .getByRole("region", { name: "Second factor" })
    .or(page.locator("section", { has: page.getByRole("heading", { name: "Second factor" }) }));
  await factor.getByLabel("Your password").fill(password);
  await factor.getByRole("button", { name: "Set up the second factor" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  await noViolationsAtBothWidths(page);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code from the app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await noViolationsAtBothWidths(page);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText(/On since/)).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/cms\/login$/);
  await signIn(page, username, password);
  await expect(page.getByRole("heading", { name: "Second factor" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Authentication code").fill("123");
  await page.getByRole("button", { name: "Verify and log in" }).click();
  await expect(page.getByText("Code must be the 6 digits your authenticator app shows")).toBeVisible();
  // A new step's code: the one that turned it on cannot be used again.
  const now = Date.now() / 1000;
  await page.waitForTimeout(Math.max(0, (30 - (now % 30)) * 1000 + 300));
  await page.getByLabel("Authentication code").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Verify and log in" }).click();
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
});

test("signs out another session from the Account screen", async ({ page, site, browser }) => {
  const password = "Two-browsers-at-once-3";
  const { username } = await invitedPerson(page, site, "editor", password);
  const elsewhere = await (browser as Browser).newContext();
  const other = await elsewhere.newPage();
  await signIn(other, username, password);
  await expect(other).toHaveURL(/\/cms\/dashboard$/);
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  await visit(page, "/cms/account");
  const sessions = page.getByRole("list", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("This session");
  await expect(sessions.nth(1)).toContainText("Chrome on Windows");
  await sessions
    .nth(1)
    .getByRole("button", { name: /Sign out the session of/ })
    .click();
  await page.getByText(/confirm with your password/).waitFor();
  await page
    .locator("form", { has: page.getByRole("button", { name: "Sign out that session" }) })
    .getByLabel("Your password")
    .fill(password);
  await page.getByRole("button", { name: "Sign out that session" }).click();
  await expectToast(page, "Session signed out");
  await expect(sessions).toHaveCount(1);
  await other.goto("/cms/dashboard");
  await expect(other).toHaveURL(/\/cms\/login$/);
  await elsewhere.close();
});
