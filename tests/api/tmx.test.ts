/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Translation memory in TMX 1.4b (docs/product.md, "Translation memory (TMX)"): a published
 * Japanese translation exported as a memory and imported into a fresh site, whose missing parts it
 * fills as drafts (tags kept, "from memory" in the history); again, where everything is
 * translated; into a published translation, which it never changes; a memory from elsewhere that
 * matches nothing; and every file the import refuses, with nothing written.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, engines, startServer } from "./harness";
import { newPerson } from "./people-helpers";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/tmx");
const TMX = "application/x-tmx+xml";

/** The English page both sites have, and its Japanese translation. */
const ENGLISH = {
  title: "Apostille and notarization",
  slug: "memory-apostille",
  status: "published",
  metaDescription: "Documents for use abroad, translated and certified.",
  sections: [
    { sectionKey: "intro", sectionType: "text", content: { text: "Bring the original document to our office." }, sortOrder: 0 },
    {
      sectionKey: "steps",
      sectionType: "html",
      content: { text: "<p>We translate <strong>every page</strong>.</p>\n<p>Then we <em>certify</em> it.</p>" },
      sortOrder: 1,
    },
  ],
};
const JAPANESE = {
  title: "アポスティーユと公証",
  metaDescription: "海外で使う書類を翻訳し、証明します。",
  intro: "原本を当事務所にお持ちください。",
  steps: "<p><strong>すべてのページ</strong>を翻訳します。</p>\n<p>その後、<em>証明</em>します。</p>",
};

describe.each(engines)("TMX translation memory (%s)", (engine) => {
  let first: TestServer;
  let fresh: TestServer;
  let exported = "";

  const clientOf = async (server: TestServer) => {
    const api = server.client();
    await api.login();
    expect((await api.put("/api/cms/languages/ja", { enabled: true })).status).toBe(200);
    return api;
  };
  const postTmx = async (server: TestServer, body: string | Buffer, locale = "ja", type = TMX) => {
    const api = server.client();
    await api.login();
    const res = await fetch(`${server.url}/api/cms/translations/${locale}/tmx`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: api.cookieHeader, "Content-Type": type },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });
    const text = await res.text();
    return { status: res.status, text, body: text.startsWith("{") ? JSON.parse(text) : undefined };
  };
  const snapshot = async (server: TestServer) =>
    JSON.stringify([
      await server.query("SELECT id, version, title, meta_description, status, locale, deleted_at FROM pages ORDER BY id"),
      await server.query("SELECT page_id, section_key, content FROM sections ORDER BY page_id, section_key"),
      await server.query("SELECT page_id, section_key, source_text FROM translation_sources ORDER BY page_id, section_key"),
      await server.query("SELECT COUNT(*) AS n FROM page_revisions"),
    ]);
  const jaOf = async (api: ReturnType<TestServer["client"]>, englishId: number) => {
    const state = (await api.get(`/api/cms/pages/${englishId}/translations`)).body.find((t: any) => t.locale === "ja");
    return { state, page: state.pageId ? (await api.get(`/api/cms/pages/${state.pageId}`)).body : null };
  };
  const section = (page: any, key: string) => page.sections.find((s: any) => s.sectionKey === key)?.content.text as string | undefined;

  beforeAll(async () => {
    [first, fresh] = await Promise.all([startServer(engine), startServer(engine)]);
  });
  afterAll(async () => {
    await Promise.all([first?.dispose(), fresh?.dispose()]);
  });

  it("exports every published English and Japanese segment pair as TMX 1.4b, with dates and the page", async () => {
    const api = await clientOf(first);
    const english = (await api.post("/api/cms/pages", ENGLISH)).body;
    const ja = (await api.post(`/api/cms/pages/${english.id}/translations`, { locale: "ja" })).body;
    const published = await api.put(`/api/cms/pages/${ja.id}`, {
      ...ja,
      title: JAPANESE.title,
      metaDescription: JAPANESE.metaDescription,
      status: "published",
      sections: ja.sections.map((s: any) => ({ ...s, content: { text: (JAPANESE as any)[s.sectionKey] } })),
    });
    expect(published.status, published.text).toBe(200);

    const res = await api.get("/api/cms/translations/ja/tmx");
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-tmx+xml; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="website-en-ja-\d{4}-\d{2}-\d{2}\.tmx"$/);
    exported = res.text;
    expect(exported).toMatch(
      /<header creationtool="Guam Translation Site" creationtoolversion="[^"]+" segtype="paragraph" o-tmf="guam-translation-site" adminlang="en-US" srclang="en" datatype="html" creationdate="\d{8}T\d{6}Z"\/>/,
    );
    // Title, description, the text, and the rich text's two paragraphs: five pairs, each dated and with its page.
    const units = [...exported.matchAll(/<tu tuid="([^"]+)" creationdate="(\d{8}T\d{6}Z)">/g)];
    expect(units.map((m) => m[1])).toEqual([
      `p${english.id}.title`,
      `p${english.id}.description`,
      `p${english.id}.s.intro`,
      `p${english.id}.s.steps#1`,
      `p${english.id}.s.steps#2`,
    ]);
    expect(exported.match(/<prop type="x-page">\/memory-apostille<\/prop>/g)).toHaveLength(5);
    expect(exported).toContain(`<tuv xml:lang="ja"><seg>${JAPANESE.intro}</seg></tuv>`);
    expect(exported).toContain(
      '<tuv xml:lang="en"><seg><bpt i="1" x="1">&lt;p&gt;</bpt>We translate <bpt i="2" x="2">&lt;strong&gt;</bpt>every page<ept i="2">&lt;/strong&gt;</ept>.<ept i="1">&lt;/p&gt;</ept></seg></tuv>',
    );
    expect(exported).toContain(
      '<tuv xml:lang="ja"><seg><bpt i="1" x="1">&lt;p&gt;</bpt><bpt i="2" x="2">&lt;strong&gt;</bpt>すべてのページ<ept i="2">&lt;/strong&gt;</ept>を翻訳します。<ept i="1">&lt;/p&gt;</ept></seg></tuv>',
    );
    // The pages still missing in Japanese give nothing.
    expect(exported).not.toContain('x-page">/contact<');
  });

  it("round trip: a fresh site's missing parts are filled from the memory as drafts, marked as from memory", async () => {
    const api = await clientOf(fresh);
    const english = (await api.post("/api/cms/pages", ENGLISH)).body;
    expect((await jaOf(api, english.id)).state.status).toBe("missing");

    const res = await postTmx(fresh, exported);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      filled: 5,
      alreadyTranslated: 0,
      noMatch: 0,
      parts: 4,
      created: 1,
      updated: 0,
      pages: [{ pageId: english.id, title: ENGLISH.title, parts: 4 }],
    });
    const { state, page } = await jaOf(api, english.id);
    expect(state).toMatchObject({ status: "draft", outdatedSections: [] });
    expect(page.title).toBe(JAPANESE.title);
    expect(page.metaDescription).toBe(JAPANESE.metaDescription);
    expect(section(page, "intro")).toBe(JAPANESE.intro);
    expect(section(page, "steps")).toBe(JAPANESE.steps);
    // Each part filled says so beside its English in the editor, until the translator changes it.
    const fromMemory = async () =>
      ((await api.get(`/api/cms/pages/${page.id}/source`)).body.parts as any[]).filter((p) => p.fromMemory).map((p) => p.key);
    expect(await fromMemory()).toEqual(["@title", "@description", "intro", "steps"]);
    const edited = await api.put(`/api/cms/pages/${page.id}`, {
      ...page,
      sections: page.sections.map((s: any) => (s.sectionKey === "intro" ? { ...s, content: { text: "原本をお持ちください。" } } : s)),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await fromMemory()).toEqual(["@title", "@description", "steps"]);
    const revisions = (await api.get(`/api/cms/pages/${page.id}/revisions`)).body;
    expect(JSON.stringify(revisions)).toContain("Filled from a translation memory (TMX)");
    const activity = await api.get("/api/cms/activity");
    expect(activity.body.items[0]).toMatchObject({ kind: "memory-imported", detail: { language: "ja", parts: 4, pages: 1 } });

    // Again: everything is translated now.
    const again = await postTmx(fresh, exported);
    expect(again.body).toMatchObject({ filled: 0, alreadyTranslated: 5, noMatch: 0, parts: 0, created: 0, updated: 0 });
  });

  it("fills the parts of a draft still in English and leaves its translated parts and published translations as they are", async () => {
    const api = fresh.client();
    await api.login();
    const english = (await api.post("/api/cms/pages", { ...ENGLISH, slug: "memory-draft" })).body;
    const ja = (await api.post(`/api/cms/pages/${english.id}/translations`, { locale: "ja" })).body;
    // The translator did the title only; the rest is still the English copy.
    await api.put(`/api/cms/pages/${ja.id}`, { ...ja, title: "自分の訳" });
    const res = await postTmx(fresh, exported);
    expect(res.body).toMatchObject({ filled: 4, parts: 3, created: 0, updated: 1 });
    const { page } = await jaOf(api, english.id);
    expect(page.title).toBe("自分の訳");
    const parts = (await api.get(`/api/cms/pages/${page.id}/source`)).body.parts as any[];
    expect(parts.filter((p) => p.fromMemory).map((p) => p.key)).toEqual(["@description", "intro", "steps"]);
    expect(section(page, "intro")).toBe(JAPANESE.intro);

    // The first site's translation is published: the import never changes it.
    const before = await snapshot(first);
    const published = await postTmx(first, exported);
    expect(published.body).toMatchObject({ filled: 0, alreadyTranslated: 5, noMatch: 0, parts: 0 });
    expect(await snapshot(first)).toBe(before);
  });

  it("a memory kept as a file (the site's export, its codes numbered afresh and its white space changed) fills a new page", async () => {
    const api = fresh.client();
    await api.login();
    const english = (await api.post("/api/cms/pages", { ...ENGLISH, slug: "memory-fixture" })).body;
    const res = await postTmx(fresh, readFileSync(path.join(fixtures, "apostille.ja.tmx")));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ filled: 5, alreadyTranslated: 0, noMatch: 0, parts: 4, created: 1, updated: 0 });
    const { page } = await jaOf(api, english.id);
    expect(page.status).toBe("draft");
    expect(section(page, "steps")).toBe(JAPANESE.steps);
    expect(section(page, "intro")).toBe(JAPANESE.intro);
  });

  it("reads a memory made elsewhere (the LISA TMX compliance kit's Japanese file): nothing matches", async () => {
    const file = readFileSync(path.join(fixtures, "lisa-import-test-1i.tmx"));
    const before = await snapshot(fresh);
    const res = await postTmx(fresh, file);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ filled: 0, alreadyTranslated: 0, noMatch: 1, parts: 0 });
    expect(await snapshot(fresh)).toBe(before);
  });

  it("a translator exchanges memories of their own languages only", async () => {
    const admin = fresh.client();
    await admin.login();
    expect((await admin.put("/api/cms/languages/ko", { enabled: true })).status).toBe(200);
    const korean = await newPerson(fresh, admin, "translator", { languages: ["ko"] });
    expect((await korean.api.get("/api/cms/translations/ja/tmx")).status).toBe(403);
    const post = (locale: string) =>
      fetch(`${fresh.url}/api/cms/translations/${locale}/tmx`, {
        method: "POST",
        headers: { Origin: fresh.url, Cookie: korean.api.cookieHeader, "Content-Type": TMX },
        body: exported,
      });
    expect((await post("ja")).status).toBe(403);
    expect((await korean.api.get("/api/cms/translations/ko/tmx")).status).toBe(200);
    // A memory of Japanese under Korean: refused as another language's.
    expect((await post("ko")).status).toBe(400);
  });

  it("refuses what is not a sound TMX file in the language, with nothing written", async () => {
    const before = await snapshot(fresh);
    const body = exported.slice(exported.indexOf("<tmx"));
    const refusals: Array<[string, string | Buffer, number, RegExp]> = [
      ["entities", `<?xml version="1.0"?><!DOCTYPE tmx [<!ENTITY a "aaaa">]>${body}`, 400, /declares entities/],
      ["another DTD", `<?xml version="1.0"?><!DOCTYPE tmx SYSTEM "http://example.com/x.dtd">${body}`, 400, /has a DOCTYPE/],
      ["malformed", exported.replace("</body>", ""), 400, /not well-formed/],
      ["wrong language", exported.replace(/xml:lang="ja"/g, 'xml:lang="ko-KR"'), 400, /into Korean.*not into Japanese/],
      ["not English", exported.replace(/xml:lang="en"/g, 'xml:lang="fr"').replace('srclang="en"', 'srclang="fr"'), 400, /not from English/],
      ["not TMX", '<?xml version="1.0"?><xliff/>', 400, /not TMX/],
      ["empty", "", 400, /no file/],
      ["too big", Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), 413, /larger than 10 MB/],
    ];
    for (const [name, file, status, message] of refusals) {
      const res = await postTmx(fresh, file);
      expect(res.status, `${name}: ${res.text}`).toBe(status);
      expect(res.body.message, name).toMatch(message);
    }
    expect((await postTmx(fresh, exported, "ja", "application/json")).status).toBe(403);
    expect(await snapshot(fresh)).toBe(before);
  });
});
