/**
 * Every admin screen as each role (docs/product.md, "Roles"): an Administrator, an Editor, and a
 * Japanese translator with and without the right to publish walk the dashboard, an English page,
 * their translations (draft and published), another language's translation, the trash, the
 * translations and the settings, and find no control whose action the server would refuse: each
 * visible action is one the policy (app/domain/people/page-rules.ts, the rule the server decides
 * with) allows them, the actions it refuses are absent, and the server is asked where it matters.
 * The site's own pages offer "Reset to the original", never Delete. Axe at 1280 and 375 px.
 */
import type { Browser, Page } from "@playwright/test";
import { cmsApi, expectToast, invitationLink, login, noViolationsAtBothWidths, visit } from "./admin-helpers";
import { expect, type Site, test, unique } from "./fixtures";
import { mayChangePage, mayDeletePage, type PagePerson } from "../../app/domain/people/page-rules";
import type { PageDTO } from "../../app/domain/schemas/pages";

test.use({ isolatedSite: true });

const PASSWORD = "a-Long-passphrase-42";
type Who = "administrator" | "editor" | "publisher" | "drafter";
const PEOPLE: Record<Who, PagePerson & { label: string }> = {
  administrator: { role: "administrator", languages: [], canPublish: false, label: "Administrator" },
  editor: { role: "editor", languages: [], canPublish: false, label: "Editor" },
  publisher: { role: "translator", languages: ["ja"], canPublish: true, label: "Translator of Japanese who may publish" },
  drafter: { role: "translator", languages: ["ja"], canPublish: false, label: "Translator of Japanese, drafts only" },
};

/** A person of `who`'s role, invited by the administrator and accepted, signed in in a browser context of their own. */
async function personPage(browser: Browser, admin: Page, site: Site, who: Who): Promise<Page> {
  if (who === "administrator") return admin;
  const person = PEOPLE[who];
  const username = `${who}-${unique()}`;
  const email = `${username}@example.com`;
  const invite = {
    email,
    role: person.role,
    languages: person.role === "translator" ? person.languages : undefined,
    canPublish: person.canPublish || undefined,
  };
  expect((await admin.request.post("/api/cms/invitations", { data: invite, headers: { Origin: site.origin } })).status()).toBe(201);
  const token = new URL(await invitationLink(site.dataDir, email)).searchParams.get("token")!;
  const context = await browser.newContext({ baseURL: site.origin });
  const accepted = await context.request.post("/api/cms/invitation/accept", {
    data: { token, username, password: PASSWORD },
    headers: { Origin: site.origin },
  });
  expect(accepted.status()).toBe(201);
  return context.newPage();
}

interface Pages {
  english: PageDTO;
  untranslated: PageDTO;
  jaDraft: PageDTO;
  jaPublished: PageDTO;
  koDraft: PageDTO;
  trashed: PageDTO;
  home: { id: number; title: string };
}

async function makePages(admin: Page, site: Site): Promise<Pages> {
  const api = cmsApi(admin.request, site.origin);
  const post = async (url: string, data: unknown) => {
    const res = await admin.request.post(url, { data, headers: { Origin: site.origin } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as PageDTO;
  };
  // Review before publishing off, so a translator who may publish does (its rules: tests/api/reviews.test.ts).
  for (const code of ["ja", "ko"])
    expect(
      (
        await admin.request.put(`/api/cms/languages/${code}`, {
          data: { enabled: true, reviewRequired: false },
          headers: { Origin: site.origin },
        })
      ).status(),
    ).toBe(200);
  const id = unique();
  const english = await api.createPage({
    title: `Certified copies ${id}`,
    slug: `certified-${id}`,
    status: "published",
    metaDescription: null,
    metaKeywords: null,
    sections: [],
  });
  const other = await api.createPage({
    title: `Court papers ${id}`,
    slug: `court-${id}`,
    status: "published",
    metaDescription: null,
    metaKeywords: null,
    sections: [],
  });
  const untranslated = await api.createPage({
    title: `Medical records ${id}`,
    slug: `medical-${id}`,
    status: "published",
    metaDescription: null,
    metaKeywords: null,
    sections: [],
  });
  const jaDraft = await post(`/api/cms/pages/${english.id}/translations`, { locale: "ja" });
  const koDraft = await post(`/api/cms/pages/${english.id}/translations`, { locale: "ko" });
  const jaNew = await post(`/api/cms/pages/${other.id}/translations`, { locale: "ja" });
  const jaPublished = await api.updatePage(jaNew, { status: "published" });
  const trashed = await api.createPage({
    title: `Old offer ${id}`,
    slug: `old-offer-${id}`,
    status: "draft",
    metaDescription: null,
    metaKeywords: null,
    sections: [],
  });
  await api.deletePage(trashed.id);
  const home = (await api.listPages()).find((p) => p.slug === "home" && p.locale === "en")!;
  return { english, untranslated, jaDraft, jaPublished, koDraft, trashed, home };
}

/** The button or link is shown exactly when the policy allows its action. */
async function shownWhen(page: Page, role: "button" | "link", name: string, allowed: boolean) {
  await expect(page.getByRole(role, { name, exact: true }), `${name}: ${allowed ? "offered" : "not offered"}`).toHaveCount(allowed ? 1 : 0);
}

for (const who of ["administrator", "editor", "publisher", "drafter"] as const) {
  test(`${PEOPLE[who].label}: only the actions the policy allows, on every admin screen`, async ({ page, site, browser }) => {
    test.setTimeout(400_000);
    await login(page);
    const pages = await makePages(page, site);
    const all = await cmsApi(page.request, site.origin).listPages();
    const person = PEOPLE[who];
    const as = await personPage(browser, page, site, who);

    // The dashboard: Delete only on pages the person may delete; the site's own pages offer Reset, never Delete.
    await visit(as, "/cms/dashboard");
    await expect(as).toHaveURL(/\/cms\/dashboard$/);
    await expect(as.getByRole("heading", { name: "Site pages" })).toBeVisible();
    await expect(as.getByRole("list", { name: "Site pages" }).getByRole("link", { name: "Edit Home" })).toBeVisible();
    await expect(as.getByRole("link", { name: `Edit ${pages.english.title}` })).toBeVisible();
    for (const p of [pages.english, pages.untranslated]) await shownWhen(as, "button", `Delete ${p.title}`, mayDeletePage(person, p));
    await shownWhen(as, "button", `Delete ${pages.home.title}`, false);
    await shownWhen(
      as,
      "button",
      `Reset to the original: ${pages.home.title}`,
      mayChangePage(person, { locale: "en", status: "published" }),
    );
    // Every Delete and Reset shown is one the policy allows.
    for (const name of await as
      .getByRole("button", { name: /^(Delete|Reset to the original:) / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""))) {
      const title = name.replace(/^Delete /, "").replace(/^Reset to the original: /, "");
      const shown = all.find((p) => p.title === title && p.locale === "en");
      expect(shown, name).toBeTruthy();
      expect(name.startsWith("Delete") ? mayDeletePage(person, shown!) : mayChangePage(person, shown!), `${person.label}: ${name}`).toBe(
        true,
      );
    }
    await shownWhen(as, "link", "New Page", person.role !== "translator");
    if (who === "drafter") await as.screenshot({ path: "/work/shots/roles-translator-pages.png", fullPage: true });
    await noViolationsAtBothWidths(as);

    // An English page: Save only for those who may change it; "Translate into" only in their languages.
    await visit(as, `/cms/pages/${pages.untranslated.id}`);
    await expect(as.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible();
    await shownWhen(as, "button", "Save", mayChangePage(person, pages.untranslated));
    await shownWhen(as, "button", "Translate into Japanese", true);
    await shownWhen(as, "button", "Translate into Korean", person.role !== "translator");
    await noViolationsAtBothWidths(as);

    // Their Japanese draft: Save for all; the Published status only for those who may publish.
    await visit(as, `/cms/pages/${pages.jaDraft.id}`);
    await expect(as.getByRole("heading", { level: 1, name: "Edit Japanese Translation" })).toBeVisible();
    await shownWhen(as, "button", "Save", mayChangePage(person, pages.jaDraft));
    const options = await as.getByRole("combobox", { name: "Status" }).locator("option").allTextContents();
    expect(options).toEqual(mayChangePage(person, pages.jaDraft, "published") ? ["Draft", "Published"] : ["Draft"]);
    if (who === "drafter") {
      await as.screenshot({ path: "/work/shots/roles-translator-editor.png", fullPage: true });
      // The server agrees: publishing it is refused, saving the draft is not.
      const put = (status: string) =>
        as.request.put(`/api/cms/pages/${pages.jaDraft.id}`, {
          data: { ...pages.jaDraft, sections: [], status },
          headers: { Origin: site.origin },
        });
      expect((await put("published")).status()).toBe(403);
    }
    await noViolationsAtBothWidths(as);

    // A published Japanese translation: a translator who may not publish cannot change it at all.
    await visit(as, `/cms/pages/${pages.jaPublished.id}`);
    await shownWhen(as, "button", "Save", mayChangePage(person, pages.jaPublished));
    if (!mayChangePage(person, pages.jaPublished)) await expect(as.getByRole("note")).toContainText("ask an editor to publish it");
    // History offers Restore only to those whose restore the server accepts (a save as published).
    await as.getByRole("button", { name: "History" }).click();
    const history = as.getByRole("dialog", { name: "Page history" });
    await history
      .getByRole("button", { name: /Version 1\b/ })
      .first()
      .click();
    await shownWhen(as, "button", "Restore this version", mayChangePage(person, pages.jaPublished, "published"));
    await noViolationsAtBothWidths(as);
    await as.keyboard.press("Escape");

    // Another language's translation: read, not changed.
    await visit(as, `/cms/pages/${pages.koDraft.id}`);
    await shownWhen(as, "button", "Save", mayChangePage(person, pages.koDraft));
    await noViolationsAtBothWidths(as);

    // The trash: Restore is a change of the page; emptying it is the editors'.
    await visit(as, "/cms/trash");
    await expect(as.getByRole("heading", { name: pages.trashed.title })).toBeVisible();
    await shownWhen(as, "button", `Restore ${pages.trashed.title}`, mayChangePage(person, pages.trashed));
    await shownWhen(as, "button", `Delete for ever: ${pages.trashed.title}`, person.role !== "translator");
    await noViolationsAtBothWidths(as);

    // The settings: the English texts are not a translator's.
    await visit(as, "/cms/settings");
    await shownWhen(as, "button", "Save", person.role !== "translator");
    await noViolationsAtBothWidths(as);

    // Translations: the language switches are the administrator's.
    await visit(as, "/cms/translations");
    if (person.role === "administrator") await expect(as.getByRole("switch").first()).toBeVisible();
    else await expect(as.getByRole("switch")).toHaveCount(0);
    await noViolationsAtBothWidths(as);

    if (as !== page) await as.context().close();
  });
}

test("a site's own page is reset to its original words after a confirmation, never deleted", async ({ page, site }) => {
  test.setTimeout(120_000);
  const api = cmsApi(page.request, site.origin);
  await login(page);
  const home = (await api.pageBySlug("home"))!;
  const changed = await api.updatePage(home, { title: "Welcome to our office" });
  expect(changed.title).toBe("Welcome to our office");
  await visit(page, "/cms/dashboard");
  const sitePages = page.getByRole("list", { name: "Site pages" });
  await expect(sitePages.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await sitePages.getByRole("button", { name: "Reset to the original: Welcome to our office" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Reset to the original" });
  await expect(dialog).toContainText('Put every text of "Welcome to our office" back to the site\'s original words?');
  await page.screenshot({ path: "/work/shots/roles-reset.png" });
  await noViolationsAtBothWidths(page);
  await dialog.getByRole("button", { name: "Reset", exact: true }).click();
  await expectToast(page, "Page reset");
  await expect(sitePages.getByRole("link", { name: "Edit Home" })).toBeVisible();
  await noViolationsAtBothWidths(page);
  expect((await api.getPage(home.id)).title).toBe("Home");
});
