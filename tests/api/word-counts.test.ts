/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Word counts (docs/product.md, "Word counts"): pages of known text, counted by hand, in the
 * Translations screen's rows (all of a page's English words, and those still to translate) and in
 * the notes of the XLIFF download.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, engines, startServer } from "./harness";

describe.each(engines)("word counts (%s)", (engine) => {
  let server: TestServer;
  let api: ReturnType<TestServer["client"]>;

  const rowOf = async (pageId: number) =>
    ((await api.get("/api/cms/translations/ja")).body as any[]).find((row) => row.pageId === pageId)!.words;

  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
    expect((await api.put("/api/cms/languages/ja", { enabled: true })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("counts an English page by hand, HTML on its text, and what is left to translate as parts change", async () => {
    const english = (
      await api.post("/api/cms/pages", {
        // Certified | translation: 2
        title: "Certified translation",
        slug: "counted-english",
        status: "published",
        // Fast | accurate | work: 3
        metaDescription: "Fast, accurate work.",
        sections: [
          // Open | 9 | 30 | a.m | to | 5 | p.m | Monday | Friday: 9
          { sectionKey: "hours", sectionType: "text", content: { text: "Open 9:30 a.m. to 5 p.m., Monday–Friday." }, sortOrder: 0 },
          // Bring | two | copies | Don't | be | late | See | the | map: 9, and the link's title Our | office: 2
          {
            sectionKey: "bring",
            sectionType: "html",
            content: {
              text: '<p>Bring <strong>two</strong> copies.</p><p>Don\'t be late! See the <a href="/contact" title="Our office">map</a></p>',
            },
            sortOrder: 1,
          },
        ],
      })
    ).body;
    expect(english.id).toBeTypeOf("number");
    expect(await rowOf(english.id)).toEqual({ total: 25, toTranslate: 25 });

    // A translation saved: nothing left; the English hours changed: their 10 words are.
    const ja = (await api.post(`/api/cms/pages/${english.id}/translations`, { locale: "ja" })).body;
    await api.put(`/api/cms/pages/${ja.id}`, { ...ja, title: "認定翻訳" });
    expect(await rowOf(english.id)).toEqual({ total: 25, toTranslate: 0 });
    const changed = await api.put(`/api/cms/pages/${english.id}`, {
      ...english,
      sections: [{ ...english.sections[0], content: { text: "Open 9:30 a.m. to 5 p.m., Monday to Friday." } }, english.sections[1]],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await rowOf(english.id)).toEqual({ total: 26, toTranslate: 10 });

    // The XLIFF download says the count of each page in its notes.
    const xml = (await api.get(`/api/cms/translations/ja/xliff?pages=${english.id}`)).text;
    expect(xml).toContain('<note category="word-count">10 words to translate, of 26 English words</note>');
  });

  it("counts a Japanese source by character", async () => {
    const page = (
      await api.post("/api/cms/pages", {
        // グ ア ム 翻 訳: 5
        title: "グアム翻訳",
        slug: "counted-japanese",
        status: "published",
        sections: [
          // 東 京 タ ワ ー は 日 本 の 電 波 塔 で す: 14
          { sectionKey: "tower", sectionType: "text", content: { text: "東京タワーは日本の電波塔です。" }, sortOrder: 0 },
          // Welcome (1) + よ う こ そ (4) + 2026 (1) + 年 (1): 7
          { sectionKey: "mixed", sectionType: "html", content: { text: "<p>Welcome <em>ようこそ</em> 2026年</p>" }, sortOrder: 1 },
        ],
      })
    ).body;
    expect(await rowOf(page.id)).toEqual({ total: 26, toTranslate: 26 });
  });
});
