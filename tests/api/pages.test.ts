import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

const page = (overrides: Record<string, unknown> = {}) => ({
  title: "About Us",
  slug: `about-${Math.random().toString(36).slice(2, 8)}`,
  status: "draft",
  metaDescription: "Who we are",
  metaKeywords: "guam, translation",
  ...overrides,
});

describe.each(engines)("pages and sections API (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  describe("without a session", () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/cms/pages"],
      ["GET", "/api/cms/pages/1"],
      ["POST", "/api/cms/pages", page()],
      ["PUT", "/api/cms/pages/1", { ...page(), version: 1 }],
      ["DELETE", "/api/cms/pages/1"],
      ["POST", "/api/cms/sections", { pageId: 1, sectionKey: "a", sectionType: "text", content: { text: "x" }, sortOrder: "0" }],
      ["PUT", "/api/cms/sections/1", { sectionKey: "a", sectionType: "text", content: { text: "x" } }],
      ["DELETE", "/api/cms/sections/1"],
    ];
    it.each(calls)("%s %s answers 401 and changes nothing", async (method, path, body) => {
      const res = await server.client().request(method, path, body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Not signed in", code: "unauthorized" });
      expect(res.headers.get("cache-control")).toBe("no-store");
    });
    it("left the home page alone", async () => {
      const home = await api.get("/api/cms/pages/1");
      expect(home.body.version).toBe(1);
      expect(home.body.sections).toHaveLength(15);
    });
  });

  it("seeds the published home page with the fifteen default sections", async () => {
    const list = await api.get("/api/cms/pages");
    expect(list.status).toBe(200);
    const home = list.body.find((p: { slug: string }) => p.slug === "home");
    expect(home).toMatchObject({ title: "Home", status: "published", version: 1 });
    const full = await api.get(`/api/cms/pages/${home.id}`);
    expect(full.body.sections.map((s: { sectionKey: string }) => s.sectionKey)).toEqual([
      "hero_title",
      "hero_description",
      "feature_1_title",
      "feature_1_subtitle",
      "feature_2_title",
      "feature_2_subtitle",
      "feature_3_title",
      "feature_3_subtitle",
      "welcome_title",
      "welcome_description",
      "braille_title",
      "braille_description",
      "main_focus_title",
      "main_focus_description",
      "main_focus_cta",
    ]);
    expect(full.body.sections[0]).toMatchObject({ sectionType: "html", sortOrder: 0, pageId: home.id });
    expect(full.body.sections[1]).toMatchObject({ sectionType: "text", sortOrder: 1 });
  });

  it("creates a page with sections (201) and lists it first", async () => {
    const body = page({
      status: "published",
      sections: [
        { sectionKey: "intro", sectionType: "text", content: { text: "Hello" }, sortOrder: "0" },
        { sectionKey: "data", sectionType: "json", content: { text: '{"a":1}' }, sortOrder: 1 },
      ],
    });
    const res = await api.post("/api/cms/pages", body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: "About Us", slug: body.slug, status: "published", version: 1 });
    expect(Number.isInteger(res.body.id)).toBe(true);
    expect(Date.parse(res.body.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.sections).toEqual([
      { id: expect.any(Number), pageId: res.body.id, sectionKey: "intro", sectionType: "text", content: { text: "Hello" }, sortOrder: 0 },
      { id: expect.any(Number), pageId: res.body.id, sectionKey: "data", sectionType: "json", content: { text: '{"a":1}' }, sortOrder: 1 },
    ]);
    const list = await api.get("/api/cms/pages");
    expect(list.body[0]).toEqual({
      id: res.body.id,
      title: "About Us",
      slug: body.slug,
      status: "published",
      metaDescription: "Who we are",
      metaKeywords: "guam, translation",
      publishedAt: res.body.publishedAt,
      ogImageId: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      builtIn: false,
      locale: "en",
      sourcePageId: null,
    });
  });

  it("creates a draft without publishedAt, and ignores a publishedAt sent by the client", async () => {
    const res = await api.post("/api/cms/pages", page({ publishedAt: "2001-01-01T00:00:00.000Z" }));
    expect(res.status).toBe(201);
    expect(res.body.publishedAt).toBeNull();
    expect(res.body.sections).toEqual([]);
  });

  it("sets publishedAt when a draft is published, keeps it while published and after unpublishing", async () => {
    const created = (await api.post("/api/cms/pages", page())).body;
    const published = await api.put(`/api/cms/pages/${created.id}`, { ...page({ slug: created.slug, status: "published" }), version: 1 });
    expect(published.status).toBe(200);
    expect(published.body.version).toBe(2);
    const first = published.body.publishedAt;
    expect(first).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 20));
    const edited = await api.put(`/api/cms/pages/${created.id}`, {
      ...page({ slug: created.slug, status: "published", title: "Edited" }),
      version: 2,
    });
    expect(edited.body.publishedAt).toBe(first);
    const unpublished = await api.put(`/api/cms/pages/${created.id}`, { ...page({ slug: created.slug, status: "draft" }), version: 3 });
    expect(unpublished.body.publishedAt).toBe(first);
    const republished = await api.put(`/api/cms/pages/${created.id}`, { ...page({ slug: created.slug, status: "published" }), version: 4 });
    expect(Date.parse(republished.body.publishedAt)).toBeGreaterThan(Date.parse(first));
  });

  describe("validation: 400 naming the field", () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ["missing title", { title: undefined }, /title/i],
      ["blank title", { title: "   " }, /title/i],
      ["title over 200", { title: "t".repeat(201) }, /title/i],
      ["missing slug", { slug: undefined }, /slug/i],
      ["slug with upper case", { slug: "About" }, /slug/i],
      ["slug with double hyphen", { slug: "a--b" }, /slug/i],
      ["slug with a leading hyphen", { slug: "-ab" }, /slug/i],
      ["slug over 100", { slug: "a".repeat(101) }, /slug/i],
      ["reserved slug", { slug: "cms" }, /slug/i],
      ["reserved slug of a site page", { slug: "languages" }, /slug/i],
      ["unknown status", { status: "archived" }, /status/i],
      ["meta description over 500", { metaDescription: "m".repeat(501) }, /meta description/i],
      ["meta keywords over 500", { metaKeywords: "k".repeat(501) }, /meta keywords/i],
      ["sections not a list", { sections: "nope" }, /sections/i],
      [
        "over 200 sections",
        {
          sections: Array.from({ length: 201 }, (_, i) => ({
            sectionKey: `k${i}`,
            sectionType: "text",
            content: { text: "" },
            sortOrder: i,
          })),
        },
        /200 sections/i,
      ],
      [
        "unknown section type",
        { sections: [{ sectionKey: "a", sectionType: "markdown", content: { text: "" }, sortOrder: 0 }] },
        /section type/i,
      ],
      ["empty section key", { sections: [{ sectionKey: "", sectionType: "text", content: { text: "" }, sortOrder: 0 }] }, /section key/i],
      [
        "duplicate section keys",
        {
          sections: [
            { sectionKey: "a", sectionType: "text", content: { text: "" } },
            { sectionKey: "a", sectionType: "text", content: { text: "" } },
          ],
        },
        /section key "a"/i,
      ],
      [
        "invalid JSON content",
        { sections: [{ sectionKey: "j", sectionType: "json", content: { text: "{not json" }, sortOrder: 0 }] },
        /valid JSON/i,
      ],
      [
        "content over 200 KB",
        { sections: [{ sectionKey: "big", sectionType: "text", content: { text: "x".repeat(205 * 1024) }, sortOrder: 0 }] },
        /200 KB/i,
      ],
      ["content without text", { sections: [{ sectionKey: "a", sectionType: "text", content: {}, sortOrder: 0 }] }, /content/i],
      [
        "sort order not a number",
        { sections: [{ sectionKey: "a", sectionType: "text", content: { text: "" }, sortOrder: "first" }] },
        /sort order/i,
      ],
    ];
    it.each(cases)("%s", async (_name, override, pattern) => {
      const res = await api.post("/api/cms/pages", page(override));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(pattern);
    });

    it("a body that is not an object", async () => {
      const res = await api.post("/api/cms/pages", "[1,2]");
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/JSON object/i);
    });

    it("PUT without a version applies the save, as the specification's client expects", async () => {
      // The editor always sends the version it loaded (and keeps the conflict check); a client
      // that sends none, like the original one, gets "the same body as create" applied.
      const created = (await api.post("/api/cms/pages", page())).body;
      await api.put(`/api/cms/pages/${created.id}`, { ...page({ slug: created.slug, title: "Someone else" }), version: 1 });
      const res = await api.put(`/api/cms/pages/${created.id}`, page({ slug: created.slug, title: "Without a version" }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ title: "Without a version", version: 3 });
      const stale = await api.put(`/api/cms/pages/${created.id}`, { ...page({ slug: created.slug, title: "Stale" }), version: 2 });
      expect(stale.status).toBe(409);
    });

    it("accepts ids sent as strings of digits, as it accepts the sort order", async () => {
      const created = (await api.post("/api/cms/pages", page())).body;
      const res = await api.post("/api/cms/sections", {
        pageId: String(created.id),
        sectionKey: "a",
        sectionType: "text",
        content: { text: "x" },
        sortOrder: "0",
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ pageId: created.id, sortOrder: 0 });
      const bad = await api.post("/api/cms/sections", { pageId: "three", sectionKey: "b", sectionType: "text", content: { text: "x" } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("Page id must be a whole number");
    });
  });

  it("refuses a duplicate slug with 409, on create and on update", async () => {
    const a = (await api.post("/api/cms/pages", page({ slug: "taken-slug" }))).body;
    const dup = await api.post("/api/cms/pages", page({ slug: "taken-slug" }));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: 'The slug "taken-slug" is already used by another page.', code: "slug_taken" });
    const b = (await api.post("/api/cms/pages", page())).body;
    const upd = await api.put(`/api/cms/pages/${b.id}`, { ...page({ slug: "taken-slug" }), version: b.version });
    expect(upd.status).toBe(409);
    expect(upd.body.message).toBe('The slug "taken-slug" is already used by another page.');
    expect((await api.get(`/api/cms/pages/${a.id}`)).body.slug).toBe("taken-slug");
  });

  it("refuses a save over a newer version with 409 and keeps the newer content", async () => {
    const created = (await api.post("/api/cms/pages", page())).body;
    const first = await api.put(`/api/cms/pages/${created.id}`, { ...page({ slug: created.slug, title: "First editor" }), version: 1 });
    expect(first.status).toBe(200);
    const stale = await api.put(`/api/cms/pages/${created.id}`, { ...page({ slug: created.slug, title: "Second editor" }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: "This page was changed elsewhere since you opened it. Reload to see the latest version.",
      code: "version_conflict",
    });
    const now = await api.get(`/api/cms/pages/${created.id}`);
    expect(now.body).toMatchObject({ title: "First editor", version: 2 });
  });

  it("saves the page and all its sections at once: updates by id, creates, deletes the rest", async () => {
    const created = (
      await api.post(
        "/api/cms/pages",
        page({
          sections: [
            { sectionKey: "one", sectionType: "text", content: { text: "1" }, sortOrder: "0" },
            { sectionKey: "two", sectionType: "text", content: { text: "2" }, sortOrder: "1" },
            { sectionKey: "three", sectionType: "text", content: { text: "3" }, sortOrder: "2" },
          ],
        }),
      )
    ).body;
    const [one, two] = created.sections;
    const saved = await api.put(`/api/cms/pages/${created.id}`, {
      ...page({ slug: created.slug, title: "Reworked" }),
      version: created.version,
      sections: [
        // Keys swapped between two existing sections in the same save.
        { id: two.id, sectionKey: "one", sectionType: "text", content: { text: "2 now first" }, sortOrder: "0" },
        { id: one.id, sectionKey: "two", sectionType: "html", content: { text: "<p>1 now second</p>" }, sortOrder: "1" },
        { sectionKey: "four", sectionType: "text", content: { text: "4" }, sortOrder: "2" },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(saved.body.sections.map((s: { id: number; sectionKey: string }) => [s.id, s.sectionKey])).toEqual([
      [two.id, "one"],
      [one.id, "two"],
      [expect.any(Number), "four"],
    ]);
    // Without a sections array the sections stay as they are.
    const titleOnly = await api.put(`/api/cms/pages/${created.id}`, { ...page({ slug: created.slug }), version: 2 });
    expect(titleOnly.body.sections).toHaveLength(3);
  });

  it("rolls the whole save back when one section is refused", async () => {
    const other = (await api.post("/api/cms/pages", page({ sections: [{ sectionKey: "x", sectionType: "text", content: { text: "x" } }] })))
      .body;
    const target = (
      await api.post(
        "/api/cms/pages",
        page({ title: "Before", sections: [{ sectionKey: "keep", sectionType: "text", content: { text: "kept" } }] }),
      )
    ).body;
    const res = await api.put(`/api/cms/pages/${target.id}`, {
      ...page({ slug: target.slug, title: "After" }),
      version: target.version,
      sections: [
        { sectionKey: "new-one", sectionType: "text", content: { text: "new" } },
        // Belongs to another page: refused after the page row was already updated.
        { id: other.sections[0].id, sectionKey: "stolen", sectionType: "text", content: { text: "!" } },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Section 2: section id \d+ does not belong to this page/);
    const after = (await api.get(`/api/cms/pages/${target.id}`)).body;
    expect(after).toMatchObject({ title: "Before", version: 1 });
    expect(after.sections.map((s: { sectionKey: string }) => s.sectionKey)).toEqual(["keep"]);
    expect((await api.get(`/api/cms/pages/${other.id}`)).body.sections[0].sectionKey).toBe("x");
  });

  it("manages single sections (spec flow): create 201, update, delete, each bumping the page version", async () => {
    const p = (await api.post("/api/cms/pages", page())).body;
    const created = await api.post("/api/cms/sections", {
      pageId: p.id,
      sectionKey: "section_1700000000000",
      sectionType: "html",
      content: { text: "" },
      sortOrder: "0",
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      pageId: p.id,
      sectionKey: "section_1700000000000",
      sectionType: "html",
      content: { text: "" },
      sortOrder: 0,
    });
    const updated = await api.put(`/api/cms/sections/${created.body.id}`, {
      pageId: p.id,
      sectionKey: "lead",
      sectionType: "html",
      content: { text: '<p>Lead <img src=x onerror="alert(1)"></p>' },
      sortOrder: "3",
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ sectionKey: "lead", sortOrder: 3, content: { text: "<p>Lead </p>" } });
    const stored = await server.query<{ content: string }>("SELECT content FROM sections WHERE id = $1", [created.body.id]);
    expect(stored[0]!.content).toBe("<p>Lead </p>");
    expect((await api.get(`/api/cms/pages/${p.id}`)).body.version).toBe(3);

    const dupKey = await api.post("/api/cms/sections", { pageId: p.id, sectionKey: "lead", sectionType: "text", content: { text: "" } });
    expect(dupKey.status).toBe(409);
    expect(dupKey.body.message).toMatch(/section key "lead"/i);

    const moved = await api.put(`/api/cms/sections/${created.body.id}`, {
      pageId: 1,
      sectionKey: "lead",
      sectionType: "text",
      content: { text: "" },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/page id/i);

    const badJson = await api.put(`/api/cms/sections/${created.body.id}`, {
      sectionKey: "lead",
      sectionType: "json",
      content: { text: "{" },
    });
    expect(badJson.status).toBe(400);

    const deleted = await api.delete(`/api/cms/sections/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect((await api.get(`/api/cms/pages/${p.id}`)).body).toMatchObject({ version: 4, sections: [] });
    expect((await api.delete(`/api/cms/sections/${created.body.id}`)).status).toBe(404);
  });

  it("makes an editor's save over a version older than a section written alone answer 409", async () => {
    const loaded = (
      await api.post(
        "/api/cms/pages",
        page({ sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Original" }, sortOrder: 0 }] }),
      )
    ).body;
    const section = loaded.sections[0];
    // Another client changes one section through the per-section endpoint...
    const written = await api.put(`/api/cms/sections/${section.id}`, {
      pageId: loaded.id,
      sectionKey: "body",
      sectionType: "text",
      content: { text: "Written alone" },
    });
    expect(written.status).toBe(200);
    // ...so the editor, still holding the version it loaded, is refused and overwrites nothing.
    const save = await api.put(`/api/cms/pages/${loaded.id}`, {
      ...page({ slug: loaded.slug, title: "Editor's title" }),
      version: loaded.version,
      sections: [{ id: section.id, sectionKey: "body", sectionType: "text", content: { text: "Editor's text" }, sortOrder: 0 }],
    });
    expect(save.status).toBe(409);
    expect(save.body).toEqual({
      message: "This page was changed elsewhere since you opened it. Reload to see the latest version.",
      code: "version_conflict",
    });
    const now = (await api.get(`/api/cms/pages/${loaded.id}`)).body;
    expect(now).toMatchObject({ title: loaded.title, version: loaded.version + 1 });
    expect(now.sections[0].content.text).toBe("Written alone");
  });

  it("answers 404 for unknown or malformed ids", async () => {
    for (const path of [
      "/api/cms/pages/999999",
      "/api/cms/pages/abc",
      "/api/cms/pages/1.5",
      "/api/cms/pages/-1",
      "/api/cms/pages/99999999999999999999",
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe("Page not found");
    }
    expect((await api.put("/api/cms/pages/999999", { ...page(), version: 1 })).status).toBe(404);
    expect((await api.delete("/api/cms/pages/999999")).status).toBe(404);
    expect((await api.delete("/api/cms/pages/abc")).status).toBe(404);
    const section = await api.post("/api/cms/sections", { pageId: 999999, sectionKey: "a", sectionType: "text", content: { text: "" } });
    expect(section.status).toBe(404);
    expect((await api.put("/api/cms/sections/999999", { sectionKey: "a", sectionType: "text", content: { text: "" } })).status).toBe(404);
    expect((await api.get("/api/cms/nothing-here")).status).toBe(404);
  });

  it("deletes a page into the trash, and from there for ever with its sections", async () => {
    const p = (await api.post("/api/cms/pages", page({ sections: [{ sectionKey: "a", sectionType: "text", content: { text: "" } }] })))
      .body;
    const res = await api.delete(`/api/cms/pages/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await api.get(`/api/cms/pages/${p.id}`)).status).toBe(404);
    expect(await server.query("SELECT id FROM sections WHERE page_id = $1", [p.id])).toHaveLength(1);
    expect((await api.delete(`/api/cms/trash/${p.id}`)).status).toBe(200);
    expect(await server.query("SELECT id FROM sections WHERE page_id = $1", [p.id])).toEqual([]);
    expect(await server.query("SELECT id FROM page_revisions WHERE page_id = $1", [p.id])).toEqual([]);
  });

  it("stores SQL-injection strings literally", async () => {
    const evil = "Robert'); DROP TABLE pages;--";
    const slugish = "x' OR '1'='1";
    const res = await api.post(
      "/api/cms/pages",
      page({
        title: evil,
        metaKeywords: slugish,
        sections: [{ sectionKey: "k'; DELETE FROM sections; --", sectionType: "text", content: { text: "1; DROP TABLE admins" } }],
      }),
    );
    expect(res.status).toBe(201);
    const back = (await api.get(`/api/cms/pages/${res.body.id}`)).body;
    expect(back.title).toBe(evil);
    expect(back.metaKeywords).toBe(slugish);
    expect(back.sections[0]).toMatchObject({ sectionKey: "k'; DELETE FROM sections; --", content: { text: "1; DROP TABLE admins" } });
    expect((await api.get("/api/cms/pages")).body.length).toBeGreaterThan(3);
    expect((await api.get("/api/cms/public/pages/x' OR '1'='1")).status).toBe(404);
  });

  describe("the public endpoint", () => {
    it("serves a published page's public fields with a 5-minute cache and an ETag", async () => {
      const p = (
        await api.post(
          "/api/cms/pages",
          page({
            status: "published",
            sections: [
              { sectionKey: "b", sectionType: "text", content: { text: "second" }, sortOrder: 2 },
              { sectionKey: "a", sectionType: "html", content: { text: "<p>first</p>" }, sortOrder: 1 },
            ],
          }),
        )
      ).body;
      const res = await server.client().get(`/api/cms/public/pages/${p.slug}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=300");
      const etag = res.headers.get("etag");
      expect(etag).toBeTruthy();
      expect(Object.keys(res.body).sort()).toEqual(["id", "metaDescription", "metaKeywords", "publishedAt", "sections", "slug", "title"]);
      expect(res.body.sections.map((s: { sectionKey: string }) => s.sectionKey)).toEqual(["a", "b"]);
      expect(res.body.sections[0]).toEqual({
        id: expect.any(Number),
        sectionKey: "a",
        sectionType: "html",
        content: { text: "<p>first</p>" },
        sortOrder: 1,
      });
      const again = await server.client().get(`/api/cms/public/pages/${p.slug}`, {
        "If-None-Match": etag!,
        // fetch adds "Cache-Control: no-cache" to a conditional request unless one is given.
        "Cache-Control": "max-age=0",
      });
      expect(again.status).toBe(304);
    });

    it("hides drafts and unknown slugs (404)", async () => {
      const draft = (await api.post("/api/cms/pages", page())).body;
      const res = await server.client().get(`/api/cms/public/pages/${draft.slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Page not found", code: "not_found" });
      expect((await server.client().get("/api/cms/public/pages/no-such-page")).status).toBe(404);
    });

    it("sanitises the home page's hero_title even when stored as text, at save and at read", async () => {
      const home = (await api.get("/api/cms/pages/1")).body;
      const hero = home.sections.find((s: { sectionKey: string }) => s.sectionKey === "hero_title");
      const res = await api.put(`/api/cms/sections/${hero.id}`, {
        pageId: 1,
        sectionKey: "hero_title",
        sectionType: "text",
        content: { text: 'Hi <script>alert(1)</script><b onmouseover="x()">there</b>' },
        sortOrder: hero.sortOrder,
      });
      expect(res.body.content.text).toBe("Hi <b>there</b>");
      // Even a value written straight into the database is cleaned on the way out.
      await server.query("UPDATE sections SET content = $1 WHERE id = $2", ["<img src=x onerror=alert(1)>Raw", hero.id]);
      const pub = await server.client().get("/api/cms/public/pages/home");
      expect(pub.body.sections.find((s: { sectionKey: string }) => s.sectionKey === "hero_title").content.text).toBe("Raw");
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).not.toContain("onerror");
      expect(html).toContain("Raw");
      await api.put(`/api/cms/sections/${hero.id}`, {
        pageId: 1,
        sectionKey: "hero_title",
        sectionType: "html",
        content: { text: hero.content.text },
        sortOrder: hero.sortOrder,
      });
    });

    it("renders a CMS page's html sections sanitised, even a value written straight into the database", async () => {
      const created = (
        await api.post(
          "/api/cms/pages",
          page({
            slug: "render-check",
            status: "published",
            sections: [{ sectionKey: "body", sectionType: "html", content: { text: "<p>Fine</p>" }, sortOrder: 0 }],
          }),
        )
      ).body;
      await server.query("UPDATE sections SET content = $1 WHERE id = $2", [
        '<p>Kept</p><img src=x onerror=alert(1)><a href="javascript:alert(2)">link</a><script>alert(3)</script>',
        created.sections[0].id,
      ]);
      const html = await (await fetch(`${server.url}/render-check`)).text();
      expect(html).toContain("<p>Kept</p>");
      expect(html).not.toMatch(/onerror|javascript:|<script>alert/);
    });

    it("lists published pages in the sitemap, not drafts", async () => {
      const pub = (await api.post("/api/cms/pages", page({ slug: "sitemap-visible", status: "published" }))).body;
      const draft = (await api.post("/api/cms/pages", page({ slug: "sitemap-hidden" }))).body;
      const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(xml).toContain(`/${pub.slug}</loc>`);
      expect(xml).not.toContain(`/${draft.slug}</loc>`);
    });
  });

  describe("request guards", () => {
    it("refuses cross-site writes with 403, even with a valid session", async () => {
      const before = (await api.get("/api/cms/pages")).body.length;
      const refusals: Array<Record<string, string>> = [
        { Origin: "https://evil.example" },
        { Origin: "null" },
        { Origin: "", "Sec-Fetch-Site": "cross-site" },
        { Origin: "" },
      ];
      for (const headers of refusals) {
        const res = await api.post("/api/cms/pages", page(), headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.body.message).toMatch(/cross-site/i);
      }
      expect((await api.delete("/api/cms/pages/1", { Origin: "https://evil.example" })).status).toBe(403);
      expect((await api.get("/api/cms/pages")).body.length).toBe(before);
    });

    it("accepts Sec-Fetch-Site: same-origin without an Origin header", async () => {
      const res = await api.post("/api/cms/pages", page(), { Origin: "", "Sec-Fetch-Site": "same-origin" });
      expect(res.status).toBe(201);
    });

    it("refuses a body that is not declared JSON (403)", async () => {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        const res = await api.post("/api/cms/pages", JSON.stringify(page()), { "Content-Type": type });
        expect(res.status, type).toBe(403);
        expect(res.body.message).toMatch(/application\/json/);
      }
    });

    it("refuses malformed JSON with 400 and a body over 1 MB with 413, never a 5xx", async () => {
      const bad = await api.post("/api/cms/pages", '{"title": ');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: "Request body is not valid JSON", code: "invalid_input" });
      const huge = await api.post("/api/cms/pages", page({ metaKeywords: "k".repeat(1_100_000) }));
      expect(huge.status).toBe(413);
      expect(huge.body.message).toMatch(/too large/i);
      const charset = await api.post("/api/cms/pages", "{}", { "Content-Type": "application/json; charset=latin-9" });
      expect(charset.status).toBe(415);
      expect(charset.text).not.toMatch(/charset "latin-9"|stack|at \w+ \(/);
    });

    it("marks admin answers no-store", async () => {
      expect((await api.get("/api/cms/pages")).headers.get("cache-control")).toBe("no-store");
      expect((await api.get("/api/cms/session")).headers.get("cache-control")).toBe("no-store");
    });
  });

  it("reports health when the database answers", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
