/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Blocks (docs/product.md, "Blocks"): the declarations GET /api/cms/blocks answers, every kind
 * saved on an owner's page and rendered with the site's own parts, and each refusal (a missing
 * required field, an unknown kind, a value of the wrong kind, a list past its bounds, an image not
 * in the library) answered with a 400 naming the block and the field, with nothing written,
 * through the page and the sections endpoints.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCKS } from "../../app/content/blocks/registry";
import { SETTINGS_PAGE } from "../../app/content/pages/settings";
import { sampleValues } from "../../app/lib/fields/blocks";
import { valuesOf } from "../../app/lib/fields/values";
import { visibleTexts } from "../support/visible-text";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

const KINDS = BLOCKS.map((b) => b.kind).join(", ");
const block = (kind: string, values: Record<string, unknown>) => JSON.stringify({ block: kind, ...values });
const section = (key: string, text: string) => ({ sectionKey: key, sectionType: "json", content: { text } });

describe.each(engines)("blocks (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let photo: { id: number; url: string };
  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
    const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#2a6f97" } })
      .jpeg()
      .toBuffer();
    photo = (await api.upload(jpeg, "clinic.jpg", "A clinic's waiting room")).body;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const html = async (path: string) => (await fetch(server.url + path, { headers: { "Accept-Encoding": "identity" } })).text();
  const newPage = async (slug: string, sections: unknown[] = []) => {
    const res = await api.post("/api/cms/pages", { title: "Medical Translation", slug, status: "published", sections });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };

  it("GET /api/cms/blocks answers each kind with its label, its purpose and its fields, as a built-in page's fields", async () => {
    const res = await api.get("/api/cms/blocks");
    expect(res.status).toBe(200);
    expect(res.body.map((b: any) => b.kind)).toEqual(BLOCKS.map((b) => b.kind));
    for (const [index, definition] of BLOCKS.entries()) {
      expect(res.body[index]).toEqual(JSON.parse(JSON.stringify({ ...definition })));
      expect(res.body[index].description.length, definition.kind).toBeGreaterThan(20);
    }
    expect(res.body.map((b: any) => b.kind)).toEqual(expect.arrayContaining(["hero", "faq", "contact", "packages", "languageList"]));
    const signedOut = await server.client().get("/api/cms/blocks");
    expect(signedOut.status).toBe(401);
  });

  it("saves every kind with its sample values and renders each with the site's parts, with no script of its own", async () => {
    const sections = BLOCKS.map((definition, index) => {
      const values = sampleValues(definition);
      for (const field of definition.fields) if (field.kind === "image") values[field.key] = { mediaId: photo.id, alt: `Picture ${index}` };
      return section(`block_${index}`, block(definition.kind, values));
    });
    const page = await newPage("every-block", sections);
    // Stored as the client sent them: a block's JSON is kept, in order.
    expect(page.sections.map((s: any) => JSON.parse(s.content.text).block)).toEqual(BLOCKS.map((b) => b.kind));

    const body = await html("/every-block");
    const texts = visibleTexts(body).join(" ");
    // The hero opens the page: its title is the page's one <h1>; the page title is not shown as a second hero.
    expect(body.match(/<h1\b/g)).toHaveLength(1);
    expect(body).toMatch(/<h1[^>]*>Medical translation you can trust<\/h1>/);
    for (const expected of [
      "A heading", // rich text
      "Why it matters", // text and image
      "Medical records", // cards
      "Send your document", // steps
      "Need a translation?", // call to action
      "How long does a translation take?", // faq
      valuesOf(SETTINGS_PAGE, null).phone, // contact: the settings' phone, never retyped
      "Up to five pages", // packages
      "our patients understood every word", // quote
      "Chamorro", // language list: the Languages page's list
    ]) {
      expect(texts, expected).toContain(expected);
    }
    expect(body).toContain("<details");
    expect(body).toMatch(/"@type":"FAQPage"/);
    // Each image block shows the library picture, with its size; the first lazily (it is not first on the page).
    expect(body.match(new RegExp(`<img[^>]*alt="Picture 2"[^>]*width="\\d+"[^>]*height="\\d+"`))).not.toBeNull();
    expect(body).toContain("/media/");
    // No script beyond those every public page has (and the FAQ's JSON-LD, which is data).
    const scripts = (text: string) => (text.match(/<script\b(?![^>]*application\/ld\+json)/g) ?? []).length;
    const plain = await newPage("plain-page", [{ sectionKey: "intro", sectionType: "text", content: { text: "Hello" } }]);
    expect(scripts(body)).toBe(scripts(await html(`/${plain.slug}`)));
  });

  it("keeps a page without blocks as it was, and any other JSON as the specification's (not shown)", async () => {
    const page = await newPage("old-style", [
      { sectionKey: "intro", sectionType: "text", content: { text: "First paragraph" } },
      { sectionKey: "body", sectionType: "html", content: { text: "<p>Some <strong>HTML</strong></p>" } },
      section("data", '{"quick": 49, "note": "kept as it is"}'),
    ]);
    expect(page.sections[2].content.text).toBe('{"quick": 49, "note": "kept as it is"}');
    const body = await html("/old-style");
    expect(body).toMatch(/<h1[^>]*>Medical Translation<\/h1>/);
    expect(body).toContain("First paragraph");
    expect(body).toContain("<strong>HTML</strong>");
    expect(body).not.toContain("kept as it is");
  });

  it("passes a block's rich text through the HTML allow-list when saved, and stores the block's JSON without spaces", async () => {
    const page = await newPage("sanitised", [
      section("text", `{ "block": "richText", "body": "<p onclick=\\"steal()\\">Safe<script>alert(1)</script></p>" }`),
    ]);
    const stored = JSON.parse(page.sections[0].content.text);
    expect(page.sections[0].content.text.startsWith('{"block":"richText"')).toBe(true);
    expect(stored.body).toBe("<p>Safe</p>");
    const body = await html("/sanitised");
    expect(body).toContain("<p>Safe</p>");
    expect(body).not.toContain("alert(1)");
  });

  it("keeps an image block whose image is not chosen yet (a template's page starts so), and shows no picture for it", async () => {
    const page = await newPage("no-picture-yet", [
      section("photo", block("image", { image: { mediaId: null, alt: "" }, caption: "Soon" })),
    ]);
    expect(JSON.parse(page.sections[0].content.text).image).toEqual({ mediaId: null, alt: "" });
    const body = await html("/no-picture-yet");
    expect(body).not.toContain("<picture");
    expect(body).not.toContain("Soon");
  });

  it("GET /api/cms/templates answers the templates, and POST /api/cms/pages with one makes a draft of its blocks", async () => {
    const templates = (await api.get("/api/cms/templates")).body as any[];
    expect(templates.map((t) => t.id)).toEqual(["service", "landing", "legal", "blank"]);
    expect(templates.map((t) => t.label)).toEqual(["Service page", "Landing page", "Legal page", "Blank"]);
    const service = templates[0];
    expect(service.sections.map((s: any) => JSON.parse(s.content.text).block)).toEqual([
      "hero",
      "richText",
      "cards",
      "textImage",
      "steps",
      "faq",
      "callToAction",
    ]);
    const made = await api.post("/api/cms/pages", {
      title: "Medical Translation",
      slug: "medical-translation",
      status: "draft",
      template: "service",
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.status).toBe("draft");
    expect(made.body.sections.map((s: any) => [s.sectionKey, s.sectionType, s.content.text])).toEqual(
      service.sections.map((s: any) => [s.sectionKey, s.sectionType, s.content.text]),
    );
    const blank = await api.post("/api/cms/pages", { title: "Empty", slug: "empty-page", status: "draft", template: "blank" });
    expect(blank.body.sections).toEqual([]);

    const refusals: Array<[body: Record<string, unknown>, message: string]> = [
      [{ status: "published", template: "service" }, "A page made from a template starts as a draft: publish it once its words are yours"],
      [
        { status: "draft", template: "service", sections: [] },
        "A page made from a template takes its sections from it: send a template or sections, not both",
      ],
      [{ status: "draft", template: "wiki" }, "Template must be one of service, landing, legal, blank"],
    ];
    for (const [body, message] of refusals) {
      const res = await api.post("/api/cms/pages", { title: "Refused", slug: "refused-template", ...body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await api.get("/api/cms/pages")).body.some((p: any) => p.slug === "refused-template")).toBe(false);
    const put = await api.put(`/api/cms/pages/${made.body.id}`, { title: "x", slug: made.body.slug, status: "draft", template: "legal" });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe("A template makes a new page: send it with POST /api/cms/pages");
  });

  describe("refusals: a 400 naming the block and the field, nothing written", () => {
    const cases: Array<[name: string, text: string, message: string]> = [
      ["a missing required field", block("hero", { text: "No title" }), "Block 2 (hero): Title is required"],
      ["an unknown kind", block("carousel", { slides: [] }), `Block 2: “carousel” is not a kind of block; the kinds are ${KINDS}`],
      ["a kind that is not a name", JSON.stringify({ block: 7 }), `Block 2: "block" must name a kind of block; the kinds are ${KINDS}`],
      ["a value of the wrong kind", block("hero", { title: 5 }), "Block 2 (hero): Title must be text"],
      [
        "a field the kind does not have",
        block("quote", { quote: "Q", name: "N", colour: "red" }),
        "Block 2 (quote): a Quote block has no field “colour”",
      ],
      [
        "a list past its largest",
        block("cards", {
          cards: Array.from({ length: 9 }, () => ({ icon: "legal", title: "T", text: "x", link: { label: "", href: "" } })),
        }),
        "Block 2 (cards): Cards can hold at most 8 items",
      ],
      [
        "a list short of its smallest",
        block("cards", { cards: [{ icon: "legal", title: "T", text: "x", link: { label: "", href: "" } }] }),
        "Block 2 (cards): Cards must hold at least 2 items",
      ],
      [
        "an icon outside the set",
        block("cards", { cards: Array.from({ length: 2 }, () => ({ icon: "skull", title: "T", text: "x" })) }),
        "Block 2 (cards): Cards, item 1: Icon must be one of: Languages, Confidential (a shield), Fast (a clock), Documents, Legal (scales), Medical (a stethoscope), Business (a briefcase), Marketing (a megaphone), Websites and apps, Manufacturing (a factory), Personal (a heart), Braille (hands), Checked (a tick), Conversation (a speech bubble)",
      ],
      [
        "an image not in the library",
        block("image", { image: { mediaId: 999999, alt: "Gone" } }),
        "Block 2 (image): Image: there is no such image in the media library",
      ],
      [
        "a link that is no address",
        block("callToAction", { title: "Call", buttons: [{ link: { label: "Go", href: "javascript:alert(1)" } }] }),
        "Block 2 (callToAction): Buttons, item 1: Button: Link address must be a page of this site (such as /contact), or an https:, mailto: or tel: address",
      ],
    ];

    it.each(cases)("%s, through PUT /api/cms/pages/{id}", async (_name, text, message) => {
      const page = await newPage(`refused-${Math.random().toString(36).slice(2, 8)}`, [
        section("quote", block("quote", { quote: "Q", name: "N" })),
      ]);
      const res = await api.put(`/api/cms/pages/${page.id}`, {
        title: page.title,
        slug: page.slug,
        status: page.status,
        version: page.version,
        sections: [
          ...page.sections.map((s: any) => ({ id: s.id, sectionKey: s.sectionKey, sectionType: s.sectionType, content: s.content })),
          section("new", text),
        ],
      });
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(message);
      const after = (await api.get(`/api/cms/pages/${page.id}`)).body;
      expect(after.version).toBe(page.version);
      expect(after.sections).toEqual(page.sections);
    });

    it.each(cases)("%s, through POST /api/cms/sections", async (_name, text, message) => {
      const page = await newPage(`refused-${Math.random().toString(36).slice(2, 8)}`, [
        section("quote", block("quote", { quote: "Q", name: "N" })),
      ]);
      const res = await api.post("/api/cms/sections", { pageId: page.id, ...section("new", text) });
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await api.get(`/api/cms/pages/${page.id}`)).body.sections).toEqual(page.sections);
    });

    it("through PUT /api/cms/sections/{id}, naming the block at its place", async () => {
      const page = await newPage("refused-edit", [
        { sectionKey: "intro", sectionType: "text", content: { text: "Intro" } },
        section("quote", block("quote", { quote: "Q", name: "N" })),
      ]);
      const quote = page.sections[1];
      const res = await api.put(`/api/cms/sections/${quote.id}`, { ...section("quote", block("quote", { quote: "Q" })) });
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe("Block 2 (quote): Who said it is required");
      expect((await api.get(`/api/cms/pages/${page.id}`)).body.sections).toEqual(page.sections);
    });
  });
});
