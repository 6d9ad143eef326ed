/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Translations of blocks (docs/product.md, "Translations of blocks"): a translation of an owner's
 * page holds each block's words field by field, shows the English blocks in the English order with
 * only the words changed, marks a block moved or added in English as outdated there, refuses words
 * that do not fit with a 400 naming the block and the field, and travels in XLIFF unit by unit.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibleTexts } from "../support/visible-text";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

const XML = "application/xliff+xml";
const block = (kind: string, values: Record<string, unknown>) => JSON.stringify({ block: kind, ...values });
const json = (key: string, text: string, sortOrder: number) => ({ sectionKey: key, sectionType: "json", content: { text }, sortOrder });
const anonymous = (server: TestServer, path: string) =>
  fetch(server.url + path, { redirect: "manual", headers: { "Accept-Encoding": "identity" } });

describe.each(engines)("translations of blocks (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let photo: number;

  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
    expect((await api.put("/api/cms/languages/ja", { enabled: true })).status).toBe(200);
    const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#1d4ed8" } })
      .jpeg()
      .toBuffer();
    photo = (await api.upload(jpeg, "office.jpg", "The office")).body.id;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const sectionsOf = (page: any) => page.sections.map((s: any) => [s.sectionKey, s.sectionType, s.content.text]);
  const englishSections = () => [
    json(
      "hero",
      block("hero", {
        title: "Medical translation",
        text: "Certified.",
        buttons: [{ link: { label: "Get a quote", href: "/get-quote" } }],
      }),
      0,
    ),
    { sectionKey: "intro", sectionType: "text", content: { text: "Plain words first." }, sortOrder: 1 },
    json(
      "side",
      block("textImage", {
        title: "Our office",
        body: "<p>In Hagåtña.</p>",
        image: { mediaId: photo, alt: "The front door" },
        imageSide: "left",
      }),
      2,
    ),
    json("faq", block("faq", { title: "Questions", items: [{ question: "How fast?", answer: "24 to 72 hours." }] }), 3),
  ];
  const newEnglish = async (slug: string) => {
    const res = await api.post("/api/cms/pages", { title: "Medical", slug, status: "published", sections: englishSections() });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const translate = async (englishId: number) => {
    const res = await api.post(`/api/cms/pages/${englishId}/translations`, { locale: "ja" });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const save = (page: any, sections: Array<[string, string, string]>, extra: Record<string, unknown> = {}) =>
    api.put(`/api/cms/pages/${page.id}`, {
      title: page.title,
      slug: page.slug,
      status: page.status,
      version: page.version,
      ...extra,
      sections: sections.map(([sectionKey, sectionType, text], sortOrder) => ({ sectionKey, sectionType, content: { text }, sortOrder })),
    });
  const stateOf = async (englishId: number) =>
    (await api.get(`/api/cms/pages/${englishId}/translations`)).body.find((t: any) => t.locale === "ja");

  it("a new translation holds each block's words field by field, never a block's facts or the block whole", async () => {
    const english = await newEnglish("blocks-ja-copy");
    const ja = await translate(english.id);
    expect(sectionsOf(ja)).toEqual([
      ["hero.title", "text", "Medical translation"],
      ["hero.text", "text", "Certified."],
      ["hero.buttons", "json", JSON.stringify([{ link: { label: "Get a quote", href: "/get-quote" } }])],
      ["intro", "text", "Plain words first."],
      ["side.title", "text", "Our office"],
      ["side.body", "html", "<p>In Hagåtña.</p>"],
      ["side.image", "json", JSON.stringify({ mediaId: photo, alt: "The front door" })],
      ["faq.title", "text", "Questions"],
      ["faq.items", "json", JSON.stringify([{ question: "How fast?", answer: "24 to 72 hours." }])],
    ]);
    // The image's side is a fact: no part. Nothing is outdated in a fresh copy.
    expect(await stateOf(english.id)).toMatchObject({ status: "draft", outdatedSections: [] });
    const source = (await api.get(`/api/cms/pages/${ja.id}/source`)).body;
    expect(source.parts.map((p: any) => p.key)).toEqual([
      "@title",
      "@description",
      "hero",
      "hero.title",
      "hero.text",
      "hero.buttons",
      "intro",
      "side",
      "side.title",
      "side.body",
      "side.image",
      "faq",
      "faq.title",
      "faq.items",
    ]);
    expect(source.parts.find((p: any) => p.key === "side")).toMatchObject({ sectionType: "block", outdated: false });
  });

  it("shows the English blocks in the English order with the translation's words and the English facts", async () => {
    const english = await newEnglish("blocks-ja-shown");
    const ja = await translate(english.id);
    const res = await save(
      ja,
      [
        ["hero.title", "text", "医療翻訳"],
        ["hero.buttons", "json", JSON.stringify([{ link: { label: "見積もり", href: "https://elsewhere.example/" } }])],
        ["side.image", "json", JSON.stringify({ mediaId: null, alt: "正面玄関" })],
        ["faq.items", "json", JSON.stringify([{ question: "どのくらい早く？", answer: "24〜72時間です。" }])],
        ["intro", "text", "まずは平易な言葉で。"],
        ["side.body", "html", "<p>ハガニアにあります。</p>"],
      ],
      { status: "published" },
    );
    expect(res.status, res.text).toBe(200);
    const page = await anonymous(server, "/ja/blocks-ja-shown");
    expect(page.status).toBe(200);
    const html = await page.text();
    const texts = visibleTexts(html);
    // In the English order: the hero, the text section, text and image, then the questions.
    const order = ["医療翻訳", "まずは平易な言葉で。", "ハガニアにあります。", "どのくらい早く？"].map((text) =>
      texts.findIndex((t) => t.includes(text)),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Words not saved yet are still the English copy's; facts are the English block's whatever the translation holds.
    expect(texts).toContain("Certified.");
    // The button's address is the English block's (/get-quote: its Japanese page is not published here).
    expect(html).toContain('href="/get-quote"');
    expect(html).not.toContain("elsewhere.example");
    expect(html).toMatch(/<img[^>]+alt="正面玄関"/);
    expect(html).toContain(`/media/`);
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain("24〜72時間です。");
  });

  it("moving or adding a block in English marks the translation outdated there; its words follow; marking brings it up to date", async () => {
    const english = await newEnglish("blocks-ja-moved");
    const ja = await translate(english.id);
    expect(await stateOf(english.id)).toMatchObject({ outdatedSections: [] });
    const page = (await api.get(`/api/cms/pages/${english.id}`)).body;
    const [hero, intro, side, faq] = page.sections;
    // The questions moved to the top: they and the hero (now after them) moved; the rest follow as before.
    const moved = await api.put(`/api/cms/pages/${english.id}`, {
      title: page.title,
      slug: page.slug,
      status: "published",
      version: page.version,
      sections: [faq, hero, intro, side].map((s: any, sortOrder: number) => ({ ...s, sortOrder })),
    });
    expect(moved.status, moved.text).toBe(200);
    const state = await stateOf(english.id);
    expect(state).toMatchObject({ status: "outdated", outdatedSections: ["faq", "hero"] });

    // Saving the hero's words translates it where it stands now; marking the questions' place does the rest.
    const saved = await save(ja, [...sectionsOf(ja).filter(([key]: string[]) => key !== "hero.title"), ["hero.title", "text", "医療翻訳"]]);
    expect(saved.status, saved.text).toBe(200);
    expect((await stateOf(english.id)).outdatedSections).toEqual(["faq"]);
    const marked = await api.post(`/api/cms/pages/${ja.id}/up-to-date`, { sectionKeys: ["faq"] });
    expect(marked.status, marked.text).toBe(200);
    expect(await stateOf(english.id)).toMatchObject({ status: "draft", outdatedSections: [] });

    // A block added in English: its place and its words are outdated, and it shows in English until translated.
    const now = (await api.get(`/api/cms/pages/${english.id}`)).body;
    const added = await api.put(`/api/cms/pages/${english.id}`, {
      title: now.title,
      slug: now.slug,
      status: "published",
      version: now.version,
      sections: [...now.sections, json("quote", block("quote", { quote: "Accurate and on time.", name: "A clinic" }), 4)],
    });
    expect(added.status, added.text).toBe(200);
    expect((await stateOf(english.id)).outdatedSections).toEqual(["quote", "quote.quote", "quote.name"]);
    await save({ ...ja, version: ja.version + 1 }, sectionsOf((await api.get(`/api/cms/pages/${ja.id}`)).body), { status: "published" });
    const html = await (await anonymous(server, "/ja/blocks-ja-moved")).text();
    const texts = visibleTexts(html);
    expect(texts.findIndex((t) => t.includes("How fast?"))).toBeLessThan(texts.findIndex((t) => t.includes("医療翻訳")));
    expect(texts.join(" ")).toContain("Accurate and on time.");
  });

  it("refuses a block's words that do not fit, naming the block and the field, and a block saved whole, with nothing written", async () => {
    const english = await newEnglish("blocks-ja-refused");
    const ja = await translate(english.id);
    const before = JSON.stringify(
      await server.query(`SELECT section_key, content FROM sections WHERE page_id = ${ja.id} ORDER BY section_key`),
    );
    const cases: Array<[Array<[string, string, string]>, string]> = [
      [[["hero.title", "text", "長".repeat(121)]], "Block 1 (hero): Title must be at most 120 characters"],
      [[["hero.title", "text", "  "]], "Block 1 (hero): Title is required"],
      [[["faq.items", "json", JSON.stringify([])]], "Block 4 (faq): Questions must hold at least 1 item"],
      [
        [["faq.items", "json", JSON.stringify([{ question: 5, answer: "はい" }])]],
        "Block 4 (faq): Questions, item 1: Question must be text",
      ],
      [[["side", "json", block("textImage", { title: "丸ごと" })]], "Block 3 (textImage) is translated field by field"],
    ];
    for (const [sections, message] of cases) {
      const res = await save(ja, sections);
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(
      JSON.stringify(await server.query(`SELECT section_key, content FROM sections WHERE page_id = ${ja.id} ORDER BY section_key`)),
    ).toBe(before);
  });

  it("refuses an English section keyed as a block's field on the same page, whose translations would be one part", async () => {
    const sections = [...englishSections(), { sectionKey: "hero.title", sectionType: "text", content: { text: "Clash" }, sortOrder: 4 }];
    const res = await api.post("/api/cms/pages", { title: "Clash", slug: "blocks-key-clash", status: "draft", sections });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe('Section key "hero.title" is how translations name block 1 (hero)\'s Title: choose another key');
    expect(await server.query("SELECT id FROM pages WHERE slug = 'blocks-key-clash'")).toEqual([]);
  });

  it("XLIFF: each of a block's words is a unit, and a file's targets come back into the block's fields", async () => {
    const english = await newEnglish("blocks-ja-xliff");
    const res = await api.get(`/api/cms/translations/ja/xliff?pages=${english.id}`);
    expect(res.status, res.text).toBe(200);
    const xml = res.text;
    const ids = [...xml.matchAll(/<unit id="([^"]+)"/g)].map((m) => m[1]);
    const p = `p${english.id}`;
    expect(ids).toEqual([
      `${p}.title`,
      `${p}.s.hero:2Etitle`,
      `${p}.s.hero:2Etext`,
      `${p}.s.hero:2Ebuttons.0.link.label`,
      `${p}.s.intro`,
      `${p}.s.side:2Etitle`,
      `${p}.s.side:2Ebody`,
      `${p}.s.side:2Eimage.alt`,
      `${p}.s.faq:2Etitle`,
      `${p}.s.faq:2Eitems.0.question`,
      `${p}.s.faq:2Eitems.0.answer`,
    ]);
    expect(xml).toContain("Title (Block 1: Hero)");
    expect(xml).not.toContain("/get-quote");
    const targets: Record<string, string> = {
      [`${p}.s.hero:2Etitle`]: "医療翻訳",
      [`${p}.s.hero:2Ebuttons.0.link.label`]: "見積もり",
      [`${p}.s.side:2Eimage.alt`]: "正面玄関",
      [`${p}.s.faq:2Eitems.0.answer`]: "24〜72時間です。",
    };
    let filled = xml;
    for (const [id, target] of Object.entries(targets)) {
      filled = filled.replace(
        new RegExp(`(<unit id="${id.replace(/\./g, "\\.")}"[\\s\\S]*?</source>)`),
        (match) => `${match}<target>${target}</target>`,
      );
    }
    const imported = await fetch(`${server.url}/api/cms/translations/ja/xliff`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: api.cookieHeader, "Content-Type": XML },
      body: filled,
    });
    const report = await imported.json();
    expect(imported.status, JSON.stringify(report)).toBe(200);
    expect(report).toMatchObject({ created: 1, skipped: [] });
    const state = await stateOf(english.id);
    const ja = (await api.get(`/api/cms/pages/${state.pageId}`)).body;
    const text = (key: string) => ja.sections.find((s: any) => s.sectionKey === key)?.content.text;
    expect(text("hero.title")).toBe("医療翻訳");
    expect(JSON.parse(text("hero.buttons"))).toEqual([{ link: { label: "見積もり", href: "/get-quote" } }]);
    expect(JSON.parse(text("side.image"))).toEqual({ mediaId: photo, alt: "正面玄関" });
    expect(JSON.parse(text("faq.items"))).toEqual([{ question: "How fast?", answer: "24〜72時間です。" }]);
    expect(ja.sections.some((s: any) => s.sectionKey === "side")).toBe(false);
  });
});
