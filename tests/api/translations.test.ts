/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * The site in its visitors' languages (docs/product.md): languages enabled by the owner, one
 * translation per page and language with its own status, the public addresses of translations
 * (served when published, a redirect to English otherwise, never English words under a
 * language's address), hreflang and the sitemap, outdated parts, and the settings' texts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type ApiClient, type TestServer, engines, startServer } from "./harness";

const anonymous = (server: TestServer, path: string) =>
  fetch(server.url + path, { redirect: "manual", headers: { "Accept-Encoding": "identity" } });
const future = () => new Date(Date.now() + 3600_000).toISOString();

/** Whether the page shows this text (a short failure message, not the whole page). */
function shows(html: string, text: string): boolean {
  return html.includes(text);
}

/** The hreflang links of a page: "hreflang href" lines, sorted. */
function hreflangs(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`).sort();
}

describe.each(engines)("translations (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  const pageIdOf = async (slug: string) => ((await api.get("/api/cms/pages")).body as any[]).find((p) => p.slug === slug)!.id as number;

  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("offers the languages, English only on a new site, and turns one on and off", async () => {
    const list = await api.get("/api/cms/languages");
    expect(list.status).toBe(200);
    expect(list.body.map((l: any) => l.code)).toEqual(["en", "ja", "ko", "zh-Hans", "zh-Hant", "ch", "fil"]);
    expect(list.body.filter((l: any) => l.enabled).map((l: any) => l.code)).toEqual(["en"]);
    expect(list.body.find((l: any) => l.code === "ch")).toEqual({
      code: "ch",
      name: "Chamorro",
      nativeName: "Fino' CHamoru",
      dir: "ltr",
      enabled: false,
      // Translations are reviewed before they are published unless the administrator turns it off.
      reviewRequired: true,
    });

    expect((await api.put("/api/cms/languages/ja", { enabled: true })).body).toMatchObject({ code: "ja", enabled: true });
    expect((await api.put("/api/cms/languages/ko", { enabled: true })).status).toBe(200);
    expect((await api.put("/api/cms/languages/en", { enabled: false })).status).toBe(400);
    expect((await api.put("/api/cms/languages/xx", { enabled: true })).status).toBe(404);
    expect((await api.put("/api/cms/languages/ja", { enabled: "yes" })).status).toBe(400);
    const after = await api.get("/api/cms/languages");
    expect(after.body.filter((l: any) => l.enabled).map((l: any) => l.code)).toEqual(["en", "ja", "ko"]);

    // Each change is in the activity record, with who made it; the refused ones are not.
    expect((await api.put("/api/cms/languages/ko", { reviewRequired: false })).status).toBe(200);
    expect((await api.put("/api/cms/languages/ko", { reviewRequired: true })).status).toBe(200);
    const record = await api.get("/api/cms/activity?kind=language-changed");
    expect(record.status).toBe(200);
    expect(record.body.total).toBe(4);
    expect(record.body.items.map((entry: any) => [entry.person, entry.target.label, entry.detail])).toEqual([
      [ADMIN.username, "Language: Korean", { locale: "ko", reviewRequired: true }],
      [ADMIN.username, "Language: Korean", { locale: "ko", reviewRequired: false }],
      [ADMIN.username, "Language: Korean", { locale: "ko", enabled: true }],
      [ADMIN.username, "Language: Japanese", { locale: "ja", enabled: true }],
    ]);
  });

  it("translates a built-in page: a draft copy of the English words, published at /ja/, 302 to English until then", async () => {
    const home = await pageIdOf("home");
    const before = await api.get(`/api/cms/pages/${home}/translations`);
    expect(before.body).toEqual([
      { locale: "ja", pageId: null, status: "missing", outdatedSections: [] },
      { locale: "ko", pageId: null, status: "missing", outdatedSections: [] },
    ]);
    expect((await anonymous(server, "/ja/")).status).toBe(302);
    expect((await anonymous(server, "/ja/")).headers.get("location")).toBe("/");

    const created = await api.post(`/api/cms/pages/${home}/translations`, { locale: "ja" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ locale: "ja", sourcePageId: home, slug: "home", status: "draft", builtIn: true });
    expect(created.body.sections.find((s: any) => s.sectionKey === "hero_title")).toBeTruthy();
    expect((await api.post(`/api/cms/pages/${home}/translations`, { locale: "ja" })).status).toBe(409);
    expect((await api.post(`/api/cms/pages/${home}/translations`, { locale: "zh-Hant" })).status).toBe(400);
    expect((await api.get(`/api/cms/pages/${created.body.id}`)).body.locale).toBe("ja");
    expect((await api.get(`/api/cms/pages/${home}`)).body.locale).toBe("en");

    // Still a draft: not served.
    expect((await anonymous(server, "/ja/")).status).toBe(302);
    const page = created.body;
    const sections = page.sections.map((s: any) =>
      s.sectionKey === "hero_description" ? { ...s, content: { text: "グアムのプロの翻訳サービス。" } } : s,
    );
    const saved = await api.put(`/api/cms/pages/${page.id}`, { ...page, title: "ホーム", status: "published", sections });
    expect(saved.status).toBe(200);
    expect(saved.body.slug).toBe("home");

    const served = await anonymous(server, "/ja/");
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(shows(html, '<html lang="ja" dir="ltr"')).toBe(true);
    expect(shows(html, "グアムのプロの翻訳サービス。")).toBe(true);
    expect(hreflangs(html)).toEqual([`en ${server.url}/`, `ja ${server.url}/ja/`, `x-default ${server.url}/`]);
    const english = await (await anonymous(server, "/")).text();
    expect(hreflangs(english)).toEqual(hreflangs(html));
    expect((await api.get(`/api/cms/pages/${home}/translations`)).body[0]).toEqual({
      locale: "ja",
      pageId: page.id,
      status: "published",
      outdatedSections: [],
    });
    // Korean has no translation: its address sends visitors to English.
    expect((await anonymous(server, "/ko/")).headers.get("location")).toBe("/");
  });

  it("translates an owner's page, schedules and unpublishes it, and lists it in the sitemap with its alternates", async () => {
    const created = await api.post("/api/cms/pages", {
      title: "Immigration Documents",
      slug: "immigration-documents",
      status: "published",
      sections: [
        {
          sectionKey: "intro",
          sectionType: "html",
          content: { text: "<p>We translate <strong>birth certificates</strong>.</p>" },
          sortOrder: 0,
        },
      ],
    });
    const english = created.body;
    const ja = (await api.post(`/api/cms/pages/${english.id}/translations`, { locale: "ja" })).body;
    expect(ja.sections).toHaveLength(1);
    expect(ja.sections[0].content.text).toBe("<p>We translate <strong>birth certificates</strong>.</p>");
    const words = [{ ...ja.sections[0], content: { text: "<p><strong>出生証明書</strong>を翻訳します。</p>" } }];

    const scheduled = await api.put(`/api/cms/pages/${ja.id}`, {
      ...ja,
      title: "移民書類",
      status: "published",
      publishedAt: future(),
      sections: words,
    });
    expect(scheduled.status).toBe(200);
    expect((await api.get(`/api/cms/pages/${english.id}/translations`)).body[0]).toMatchObject({ locale: "ja", status: "scheduled" });
    expect((await anonymous(server, "/ja/immigration-documents")).headers.get("location")).toBe("/immigration-documents");

    const live = await api.put(`/api/cms/pages/${ja.id}`, {
      ...scheduled.body,
      status: "published",
      publishedAt: null,
      sections: scheduled.body.sections,
    });
    expect(live.body.status).toBe("published");
    const page = await anonymous(server, "/ja/immigration-documents");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(shows(html, "<strong>出生証明書</strong>を翻訳します。")).toBe(true);
    expect(shows(html, "<title>移民書類 | ")).toBe(true);
    expect(hreflangs(html)).toEqual([
      `en ${server.url}/immigration-documents`,
      `ja ${server.url}/ja/immigration-documents`,
      `x-default ${server.url}/immigration-documents`,
    ]);

    const sitemap = await (await anonymous(server, "/sitemap.xml")).text();
    expect(sitemap).toContain(`<url><loc>${server.url}/ja/immigration-documents</loc>`);
    const entry = (loc: string) => sitemap.split("\n").find((line) => line.startsWith(`  <url><loc>${loc}</loc>`))!;
    const links = (line: string) =>
      [...line.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links(entry(`${server.url}/immigration-documents`))).toEqual(links(entry(`${server.url}/ja/immigration-documents`)));
    expect(links(entry(`${server.url}/ja/immigration-documents`))).toEqual([
      `en ${server.url}/immigration-documents`,
      `ja ${server.url}/ja/immigration-documents`,
      `x-default ${server.url}/immigration-documents`,
    ]);

    // Unpublished: off the site and the sitemap; its address sends visitors to English.
    await api.put(`/api/cms/pages/${ja.id}`, { ...live.body, status: "draft", sections: live.body.sections });
    expect((await anonymous(server, "/ja/immigration-documents")).status).toBe(302);
    expect(shows(await (await anonymous(server, "/sitemap.xml")).text(), "/ja/immigration-documents")).toBe(false);
    expect(hreflangs(await (await anonymous(server, "/immigration-documents")).text())).toEqual([]);
  });

  it("marks a translation outdated when the English changes, until it is saved again or marked up to date", async () => {
    const english = (
      await api.post("/api/cms/pages", {
        title: "Certified Translation",
        slug: "certified-translation",
        status: "published",
        sections: [
          { sectionKey: "one", sectionType: "text", content: { text: "First paragraph." }, sortOrder: 0 },
          { sectionKey: "two", sectionType: "text", content: { text: "Second paragraph." }, sortOrder: 1 },
        ],
      })
    ).body;
    const ja = (await api.post(`/api/cms/pages/${english.id}/translations`, { locale: "ja" })).body;
    const published = (
      await api.put(`/api/cms/pages/${ja.id}`, {
        ...ja,
        status: "published",
        sections: [
          { ...ja.sections[0], content: { text: "最初の段落。" } },
          { ...ja.sections[1], content: { text: "二番目の段落。" } },
        ],
      })
    ).body;
    expect((await api.get(`/api/cms/pages/${english.id}/translations`)).body[0]).toMatchObject({
      status: "published",
      outdatedSections: [],
    });

    await api.put(`/api/cms/pages/${english.id}`, {
      ...english,
      sections: [
        { ...english.sections[0], content: { text: "First paragraph, changed." } },
        { ...english.sections[1], content: { text: "Second paragraph, corrected." } },
      ],
    });
    expect((await api.get(`/api/cms/pages/${english.id}/translations`)).body[0]).toEqual({
      locale: "ja",
      pageId: ja.id,
      status: "outdated",
      outdatedSections: ["one", "two"],
    });
    const source = (await api.get(`/api/cms/pages/${ja.id}/source`)).body;
    expect(source.parts.find((p: any) => p.key === "one")).toMatchObject({
      text: "First paragraph, changed.",
      translatedFrom: "First paragraph.",
      outdated: true,
    });

    // Saving "one" again clears it; marking "two" up to date clears the other.
    await api.put(`/api/cms/pages/${ja.id}`, {
      ...published,
      sections: [{ ...published.sections[0], content: { text: "最初の段落(改)。" } }, published.sections[1]],
    });
    expect((await api.get(`/api/cms/pages/${english.id}/translations`)).body[0].outdatedSections).toEqual(["two"]);
    const marked = await api.post(`/api/cms/pages/${ja.id}/up-to-date`, { sectionKeys: ["two"] });
    expect(marked.status).toBe(200);
    expect(marked.body.outdatedSections).toEqual([]);
    expect((await api.get(`/api/cms/pages/${english.id}/translations`)).body[0]).toMatchObject({
      status: "published",
      outdatedSections: [],
    });
    expect((await api.post(`/api/cms/pages/${ja.id}/up-to-date`, { sectionKeys: ["nope"] })).status).toBe(400);
    expect((await api.post(`/api/cms/pages/${english.id}/up-to-date`, { sectionKeys: ["one"] })).status).toBe(404);
  });

  it("translates the settings' texts, refuses their facts, and shows them on the language's pages", async () => {
    const settingsId = (await api.get("/api/cms/settings")).body.id;
    expect((await api.get("/api/cms/settings?locale=ja")).status).toBe(404);
    expect((await api.post(`/api/cms/pages/${settingsId}/translations`, { locale: "ja" })).status).toBe(201);
    const ja = await api.get("/api/cms/settings?locale=ja");
    expect(ja.status).toBe(200);
    expect(ja.body.locale).toBe("ja");
    expect(ja.body.fields.map((f: any) => f.key)).not.toContain("phone");
    expect((await api.put("/api/cms/settings?locale=ja", { version: ja.body.version, values: { phone: "+1 671 000 0000" } })).status).toBe(
      400,
    );
    expect((await api.get("/api/cms/settings?locale=xx")).status).toBe(400);
    const saved = await api.put("/api/cms/settings?locale=ja", {
      version: ja.body.version,
      values: { nav_languages: "対応言語", nav_contact: "お問い合わせ" },
    });
    expect(saved.status).toBe(200);
    // A draft translation of the settings is not shown (the shared texts are English, and say so); published, it is.
    const before = await (await anonymous(server, "/ja/")).text();
    expect(shows(before, "対応言語")).toBe(false);
    expect(shows(before, '<header lang="en"')).toBe(true);
    expect(shows(before, '<footer lang="en"')).toBe(true);
    const page = (await api.get(`/api/cms/pages/${saved.body.id}`)).body;
    await api.put(`/api/cms/pages/${page.id}`, { ...page, status: "published" });
    const html = await (await anonymous(server, "/ja/")).text();
    expect(shows(html, "対応言語")).toBe(true);
    expect(shows(html, "お問い合わせ")).toBe(true);
    expect(shows(html, '<header lang="en"')).toBe(false);
    // The phone is the English settings' (a fact), and English pages keep their words.
    expect(shows(html, (await api.get("/api/cms/settings")).body.values.phone)).toBe(true);
    expect(shows(await (await anonymous(server, "/")).text(), "対応言語")).toBe(false);
  });

  it("deletes a translation to the trash and restores it with the existing endpoints", async () => {
    const english = (
      await api.post("/api/cms/pages", {
        title: "Apostille",
        slug: "apostille",
        status: "published",
        sections: [{ sectionKey: "a", sectionType: "text", content: { text: "Apostilles explained." }, sortOrder: 0 }],
      })
    ).body;
    const ko = (await api.post(`/api/cms/pages/${english.id}/translations`, { locale: "ko" })).body;
    await api.put(`/api/cms/pages/${ko.id}`, {
      ...ko,
      title: "아포스티유",
      status: "published",
      sections: [{ ...ko.sections[0], content: { text: "아포스티유 안내." } }],
    });
    expect((await anonymous(server, "/ko/apostille")).status).toBe(200);

    expect((await api.delete(`/api/cms/pages/${ko.id}`)).status).toBe(200);
    expect((await anonymous(server, "/ko/apostille")).headers.get("location")).toBe("/apostille");
    expect((await api.get(`/api/cms/pages/${english.id}/translations`)).body.find((t: any) => t.locale === "ko")).toEqual({
      locale: "ko",
      pageId: null,
      status: "missing",
      outdatedSections: [],
    });
    const trash = (await api.get("/api/cms/trash")).body;
    expect(trash.find((p: any) => p.id === ko.id)).toMatchObject({ slug: "apostille", locale: "ko", title: "아포스티유" });
    const again = await api.post(`/api/cms/pages/${english.id}/translations`, { locale: "ko" });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/in the trash/);

    const restored = await api.post(`/api/cms/trash/${ko.id}/restore`);
    expect(restored.body).toMatchObject({ id: ko.id, locale: "ko", sourcePageId: english.id, slug: "apostille" });
    expect((await anonymous(server, "/ko/apostille")).status).toBe(200);

    // The English page unpublished takes its translations off the site too; renamed, they follow it,
    // and their old address redirects to the new one (docs/product.md, "Redirects").
    await api.put(`/api/cms/pages/${english.id}`, { ...english, slug: "apostille-service" });
    expect((await anonymous(server, "/ko/apostille-service")).status).toBe(200);
    const old = await anonymous(server, "/ko/apostille");
    expect([old.status, old.headers.get("location")]).toEqual([301, "/ko/apostille-service"]);
    const current = (await api.get(`/api/cms/pages/${english.id}`)).body;
    await api.put(`/api/cms/pages/${english.id}`, { ...current, status: "draft" });
    expect((await anonymous(server, "/ko/apostille-service")).status).toBe(404);
  });

  it("shows the 404 page under a language's address, its English words marked as English", async () => {
    const res = await anonymous(server, "/ja/no-such-page-here");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(shows(html, '<html lang="ja"')).toBe(true);
    expect(shows(html, '<div lang="en" class="contents">')).toBe(true);
  });

  it("takes a language's pages off the site when it is turned off, keeping the translations", async () => {
    expect((await anonymous(server, "/ja/")).status).toBe(200);
    await api.put("/api/cms/languages/ja", { enabled: false });
    expect((await anonymous(server, "/ja/")).status).toBe(302);
    expect(hreflangs(await (await anonymous(server, "/")).text())).toEqual([]);
    await api.put("/api/cms/languages/ja", { enabled: true });
    expect((await anonymous(server, "/ja/")).status).toBe(200);
  });
});
