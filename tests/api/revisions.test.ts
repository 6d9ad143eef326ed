import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDTO, PageSummaryDTO } from "../../app/domain/schemas/pages";
import type { RevisionSummaryDTO, TrashedPageDTO } from "../../app/domain/schemas/revisions";
import type { SectionDTO } from "../../app/domain/schemas/sections";
import { type ApiClient, type TestServer, ADMIN, engines, startServer } from "./harness";

const unique = () => Math.random().toString(36).slice(2, 10);
const section = (sectionKey: string, text: string, sortOrder = 0) => ({ sectionKey, sectionType: "text", content: { text }, sortOrder });
const page = (overrides: Record<string, unknown> = {}) => ({
  title: "History Page",
  slug: `history-${unique()}`,
  status: "published",
  metaDescription: null,
  metaKeywords: null,
  sections: [section("intro", "First words.", 0), section("body", "Body text.", 1)],
  ...overrides,
});
const anonymous = (server: TestServer, path: string) => fetch(`${server.url}${path}`, { headers: { "Accept-Encoding": "identity" } });

describe.each(engines)("revisions, trash and schedules (%s)", (engine) => {
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

  const create = async (overrides: Record<string, unknown> = {}): Promise<PageDTO> => {
    const res = await api.post("/api/cms/pages", page(overrides));
    expect(res.status).toBe(201);
    return res.body;
  };
  const save = async (p: PageDTO, changes: Record<string, unknown>) => {
    const res = await api.put(`/api/cms/pages/${p.id}`, { ...p, ...changes, version: p.version });
    expect(res.status).toBe(200);
    return res.body;
  };

  describe("revisions", () => {
    it("records every save with its version, author and a summary of what changed, newest first", async () => {
      const v1 = await create();
      const v2 = await save(v1, { title: "History Page, renamed" });
      const v3 = await save(v2, {
        sections: [
          { ...v2.sections[0], content: { text: "New first words." } },
          { ...v2.sections[1], content: { text: "New body." } },
          section("extra", "Added.", 2),
        ],
      });
      const v4 = await save(v3, {
        sections: [v3.sections[2], v3.sections[0]].map((s: SectionDTO | undefined, i: number) => ({ ...s, sortOrder: i })),
      });
      const res = await api.get(`/api/cms/pages/${v1.id}/revisions`);
      expect(res.status).toBe(200);
      expect(res.body.map((r: RevisionSummaryDTO) => [r.version, r.summary, r.author])).toEqual([
        [4, "1 section removed; Sections reordered", ADMIN.username],
        [3, "2 sections edited, 1 added", ADMIN.username],
        [2, "Title changed", ADMIN.username],
        [1, "Created", ADMIN.username],
      ]);
      expect(Object.keys(res.body[0]).sort()).toEqual(["author", "createdAt", "id", "summary", "version"]);
      expect(new Date(res.body[0].createdAt).toISOString()).toBe(res.body[0].createdAt);
      expect(v4.version).toBe(4);
    });

    it("gives a revision with the page as that save left it, sections shaped as the page's", async () => {
      const v1 = await create({ metaDescription: "First description" });
      await save(v1, { title: "Changed", metaDescription: "Second", sections: [section("only", "Only one.")] });
      const [, first] = (await api.get(`/api/cms/pages/${v1.id}/revisions`)).body;
      const res = await api.get(`/api/cms/pages/${v1.id}/revisions/${first.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: first.id, version: 1, author: ADMIN.username, summary: "Created" });
      expect(res.body.page).toEqual({
        title: v1.title,
        slug: v1.slug,
        status: "published",
        metaDescription: "First description",
        metaKeywords: null,
        publishedAt: v1.publishedAt,
        ogImageId: null,
        sections: v1.sections,
      });
    });

    it("records saves made through the per-section endpoints", async () => {
      const v1 = await create();
      expect((await api.post("/api/cms/sections", { pageId: v1.id, ...section("more", "More.", 5) })).status).toBe(201);
      expect((await api.put(`/api/cms/sections/${v1.sections[0]!.id}`, section("intro", "Edited alone."))).status).toBe(200);
      expect((await api.delete(`/api/cms/sections/${v1.sections[1]!.id}`)).status).toBe(200);
      const summaries = (await api.get(`/api/cms/pages/${v1.id}/revisions`)).body.map((r: RevisionSummaryDTO) => [r.version, r.summary]);
      expect(summaries).toEqual([
        [4, "1 section removed"],
        [3, "1 section edited"],
        [2, "1 section added"],
        [1, "Created"],
      ]);
    });

    it("restores a revision as a new save, and the public site shows it", async () => {
      const v1 = await create();
      const v2 = await save(v1, { title: "Second title", sections: [section("other", "Other words.")] });
      const revisions = (await api.get(`/api/cms/pages/${v1.id}/revisions`)).body;
      const first = revisions.at(-1);
      const res = await api.post(`/api/cms/pages/${v1.id}/revisions/${first.id}/restore`, { version: v2.version });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: v1.id, title: v1.title, slug: v1.slug, status: "published", version: 3 });
      expect(res.body.sections.map((s: SectionDTO) => [s.sectionKey, s.content.text])).toEqual([
        ["intro", "First words."],
        ["body", "Body text."],
      ]);
      expect((await api.get(`/api/cms/pages/${v1.id}`)).body).toEqual(res.body);
      const newest = (await api.get(`/api/cms/pages/${v1.id}/revisions`)).body[0];
      expect(newest).toMatchObject({ version: 3, summary: "Restored version 1", author: ADMIN.username });
      const html = await (await anonymous(server, `/${v1.slug}`)).text();
      expect(html).toContain("First words.");
      expect(html).not.toContain("Other words.");
    });

    it("refuses a stale version with 409 and changes nothing", async () => {
      const v1 = await create();
      await save(v1, { title: "Moved on" });
      const first = (await api.get(`/api/cms/pages/${v1.id}/revisions`)).body.at(-1);
      const res = await api.post(`/api/cms/pages/${v1.id}/revisions/${first.id}/restore`, { version: 1 });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/changed elsewhere/);
      expect((await api.get(`/api/cms/pages/${v1.id}`)).body).toMatchObject({ title: "Moved on", version: 2 });
    });

    it("lets one of two simultaneous restores win; the other gets 409", async () => {
      const v1 = await create();
      const v2 = await save(v1, { title: "Racing" });
      const first = (await api.get(`/api/cms/pages/${v1.id}/revisions`)).body.at(-1);
      const results = await Promise.all(
        [0, 1].map(() => api.post(`/api/cms/pages/${v1.id}/revisions/${first.id}/restore`, { version: v2.version })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await api.get(`/api/cms/pages/${v1.id}`)).body.version).toBe(3);
      expect((await api.get(`/api/cms/pages/${v1.id}/revisions`)).body).toHaveLength(3);
    });

    it("answers 404 for unknown, foreign and out-of-range revision ids, and bad bodies with 400", async () => {
      const a = await create();
      const b = await create();
      const ofB = (await api.get(`/api/cms/pages/${b.id}/revisions`)).body[0];
      for (const path of [
        `/api/cms/pages/${a.id}/revisions/${ofB.id}`,
        `/api/cms/pages/${a.id}/revisions/999999999`,
        `/api/cms/pages/${a.id}/revisions/2147483648`,
        `/api/cms/pages/${a.id}/revisions/abc`,
      ]) {
        const res = await api.get(path);
        expect(res.status, path).toBe(404);
        expect(res.body).toEqual({ message: "Revision not found", code: "not_found" });
      }
      const foreign = await api.post(`/api/cms/pages/${a.id}/revisions/${ofB.id}/restore`, { version: a.version });
      expect(foreign.status).toBe(404);
      expect((await api.get(`/api/cms/pages/999999999/revisions`)).status).toBe(404);
      expect((await api.post(`/api/cms/pages/999999999/revisions/${ofB.id}/restore`, { version: 1 })).status).toBe(404);
      const own = (await api.get(`/api/cms/pages/${a.id}/revisions`)).body[0];
      for (const body of [{}, { version: "1" }, { version: 0 }, [1]]) {
        const res = await api.post(`/api/cms/pages/${a.id}/revisions/${own.id}/restore`, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/[Vv]ersion|JSON object/);
      }
    });

    it("keeps each page's latest 100 revisions when housekeeping runs", async () => {
      const v1 = await create();
      const rows = Array.from({ length: 105 }, (_, i) => [v1.id, i + 2, "owner", "Title changed", "{}", new Date().toISOString()]);
      for (const row of rows) {
        await server.query(
          "INSERT INTO page_revisions (page_id, version, author, summary, snapshot, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
          row,
        );
      }
      await server.housekeeping();
      const kept = await server.query<{ version: number }>("SELECT version FROM page_revisions WHERE page_id = $1 ORDER BY id", [v1.id]);
      expect(kept).toHaveLength(100);
      expect(Number(kept[0]!.version)).toBe(7);
      expect((await api.get(`/api/cms/pages/${v1.id}/revisions`)).body).toHaveLength(100);
    });
  });

  describe("trash", () => {
    it("moves a deleted page to the trash: off the list and the public site, restored exactly as it was", async () => {
      const p = await create();
      expect((await anonymous(server, `/${p.slug}`)).status).toBe(200);
      expect((await api.delete(`/api/cms/pages/${p.id}`)).status).toBe(200);
      expect((await api.get("/api/cms/pages")).body.some((x: PageSummaryDTO) => x.id === p.id)).toBe(false);
      expect((await api.get(`/api/cms/pages?q=${p.slug}`)).body.total).toBe(0);
      expect((await anonymous(server, `/${p.slug}`)).status).toBe(404);
      expect((await api.get(`/api/cms/public/pages/${p.slug}`)).status).toBe(404);
      expect(await (await anonymous(server, "/sitemap.xml")).text()).not.toContain(p.slug);

      const trash = (await api.get("/api/cms/trash")).body;
      const entry = trash.find((x: TrashedPageDTO) => x.id === p.id);
      expect(entry).toEqual({
        id: p.id,
        title: p.title,
        slug: p.slug,
        locale: "en",
        status: "published",
        deletedAt: expect.any(String),
        deletedBy: ADMIN.username,
      });
      expect(trash[0].id).toBe(p.id);

      const restored = await api.post(`/api/cms/trash/${p.id}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body).toEqual(p);
      expect((await api.get("/api/cms/trash")).body.some((x: TrashedPageDTO) => x.id === p.id)).toBe(false);
      expect((await anonymous(server, `/${p.slug}`)).status).toBe(200);
    });

    it("keeps the slug of a page in the trash and says so", async () => {
      const p = await create();
      await api.delete(`/api/cms/pages/${p.id}`);
      const res = await api.post("/api/cms/pages", page({ slug: p.slug }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `The slug "${p.slug}" belongs to a page in the trash. Restore that page, or delete it for ever, to use this slug.`,
      );
      const other = await create();
      expect((await api.put(`/api/cms/pages/${other.id}`, { ...other, slug: p.slug })).status).toBe(409);
    });

    it("refuses writes to a page in the trash and its sections with 404", async () => {
      const p = await create();
      await api.delete(`/api/cms/pages/${p.id}`);
      expect((await api.put(`/api/cms/pages/${p.id}`, { ...p })).status).toBe(404);
      expect((await api.delete(`/api/cms/pages/${p.id}`)).status).toBe(404);
      expect((await api.put(`/api/cms/sections/${p.sections[0]!.id}`, section("intro", "x"))).status).toBe(404);
      expect((await api.post("/api/cms/sections", { pageId: p.id, ...section("z", "z") })).status).toBe(404);
      expect((await api.get(`/api/cms/pages/${p.id}/revisions`)).status).toBe(404);
    });

    it("answers 404 for a restore or a deletion of what is not in the trash", async () => {
      const live = await create();
      for (const id of [live.id, 999999999, "2147483648", "x"]) {
        expect((await api.post(`/api/cms/trash/${id}/restore`)).status).toBe(404);
        expect((await api.delete(`/api/cms/trash/${id}`)).status).toBe(404);
      }
      expect((await api.get(`/api/cms/pages/${live.id}`)).status).toBe(200);
    });

    it("deletes for ever with its revisions, and frees the slug", async () => {
      const p = await create();
      await api.delete(`/api/cms/pages/${p.id}`);
      expect((await api.delete(`/api/cms/trash/${p.id}`)).body).toEqual({ success: true });
      expect((await api.get("/api/cms/trash")).body.some((x: TrashedPageDTO) => x.id === p.id)).toBe(false);
      expect(await server.query("SELECT id FROM page_revisions WHERE page_id = $1", [p.id])).toEqual([]);
      expect((await api.post("/api/cms/pages", page({ slug: p.slug }))).status).toBe(201);
    });

    it("empties pages that have been in the trash for 30 days when housekeeping runs", async () => {
      const old = await create();
      const recent = await create();
      await api.delete(`/api/cms/pages/${old.id}`);
      await api.delete(`/api/cms/pages/${recent.id}`);
      await server.query("UPDATE pages SET deleted_at = $1 WHERE id = $2", [new Date(Date.now() - 31 * 864e5).toISOString(), old.id]);
      await server.housekeeping();
      const ids = (await api.get("/api/cms/trash")).body.map((x: TrashedPageDTO) => x.id);
      expect(ids).toContain(recent.id);
      expect(ids).not.toContain(old.id);
    });

    // Built-in pages can no longer be deleted (only reset), but one put in the trash before stays there until restored.
    it("puts the built-in home texts back on / while the home page is in the trash", async () => {
      const home = (await api.get("/api/cms/pages")).body.find((x: PageSummaryDTO) => x.slug === "home");
      const full = (await api.get(`/api/cms/pages/${home.id}`)).body;
      const hero = full.sections.find((s: SectionDTO) => s.sectionKey === "hero_title");
      await save(full, {
        sections: full.sections.map((s: SectionDTO) => (s.id === hero.id ? { ...s, content: { text: "A managed hero title" } } : s)),
      });
      expect(await (await anonymous(server, "/")).text()).toContain("A managed hero title");
      expect((await api.delete(`/api/cms/pages/${home.id}`)).status).toBe(409);
      await server.query("UPDATE pages SET deleted_at = $1, deleted_by = $2 WHERE id = $3", [new Date().toISOString(), "admin", home.id]);
      // As another instance's write would: the page cache hears of it through the shared counter.
      await server.query("UPDATE content_state SET version = version + 1 WHERE id = 1");
      await expect.poll(async () => (await anonymous(server, "/")).text(), { timeout: 5000 }).not.toContain("A managed hero title");
      await api.post(`/api/cms/trash/${home.id}/restore`);
      expect(await (await anonymous(server, "/")).text()).toContain("A managed hero title");
    });

    it("lets a delete and a save of the same page both finish cleanly, one after the other", async () => {
      for (let round = 0; round < 5; round += 1) {
        const p = await create();
        const [saved, deleted] = await Promise.all([
          api.put(`/api/cms/pages/${p.id}`, { ...p, title: "Saved during delete", version: p.version }),
          api.delete(`/api/cms/pages/${p.id}`),
        ]);
        expect(deleted.status).toBe(200);
        // Either the save went first (200) or it found the page in the trash (404): never a 5xx.
        expect([200, 404]).toContain(saved.status);
        const trashed = (await api.get("/api/cms/trash")).body.find((x: TrashedPageDTO) => x.id === p.id);
        expect(trashed.title).toBe(saved.status === 200 ? "Saved during delete" : p.title);
      }
    });
  });

  describe("scheduled publishing", () => {
    const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

    it("keeps a page with a future publishedAt off the site, the sitemap and the public API until that moment", async () => {
      const at = inSeconds(2.5);
      const p = await create({ publishedAt: at });
      expect(p.status).toBe("published");
      expect(p.publishedAt).toBe(at);
      expect((await anonymous(server, `/${p.slug}`)).status).toBe(404);
      expect((await api.get(`/api/cms/public/pages/${p.slug}`)).status).toBe(404);
      expect(await (await anonymous(server, "/sitemap.xml")).text()).not.toContain(p.slug);
      // Signed in, the preview shows it.
      expect((await api.request("GET", `/${p.slug}`)).status).toBe(200);

      // Up to the moment it stays off the site: every answer that arrives before it is a 404. (An
      // answer that arrives after it may rightly be the page, however early it was asked for, so
      // a loaded machine cannot fail this check by answering late.)
      let answeredBefore = 0;
      while (Date.now() < Date.parse(at) - 50) {
        const status = (await anonymous(server, `/${p.slug}`)).status;
        if (Date.now() < Date.parse(at)) {
          expect(status).toBe(404);
          answeredBefore += 1;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(answeredBefore).toBeGreaterThan(0);
      while (Date.now() < Date.parse(at)) await new Promise((r) => setTimeout(r, 5));
      // From the moment on, with nothing else done: the cached 404 does not outlive it.
      const deadline = Date.parse(at) + 1000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        status = (await anonymous(server, `/${p.slug}`)).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe(200);
      expect((await api.get(`/api/cms/public/pages/${p.slug}`)).status).toBe(200);
      expect(await (await anonymous(server, "/sitemap.xml")).text()).toContain(p.slug);
    });

    it("treats a past time as publishing now, and a draft's publishedAt as no schedule", async () => {
      const before = Date.now();
      const past = await create({ publishedAt: "2020-01-01T00:00:00.000Z" });
      expect(Date.parse(past.publishedAt!)).toBeGreaterThanOrEqual(before - 5);
      expect((await anonymous(server, `/${past.slug}`)).status).toBe(200);
      const draft = await create({ status: "draft", publishedAt: inSeconds(3600) });
      expect(draft.publishedAt).toBeNull();
    });

    it("keeps a schedule on a save that leaves publishedAt out, and publishes now on null", async () => {
      const at = inSeconds(3600);
      const p = await create({ publishedAt: at });
      const { publishedAt: _omit, ...withoutTime } = p;
      const kept = (await api.put(`/api/cms/pages/${p.id}`, { ...withoutTime, title: "Still scheduled" })).body;
      expect(kept.publishedAt).toBe(at);
      const now = (await api.put(`/api/cms/pages/${p.id}`, { ...kept, publishedAt: null })).body;
      expect(Date.parse(now.publishedAt)).toBeLessThanOrEqual(Date.now());
      expect((await anonymous(server, `/${p.slug}`)).status).toBe(200);
      const summaries = (await api.get(`/api/cms/pages/${p.id}/revisions`)).body.map((r: RevisionSummaryDTO) => r.summary);
      expect(summaries.slice(0, 2)).toEqual(["Published", "Title changed"]);
      // A live page keeps its time when saved with null again.
      const again = (await api.put(`/api/cms/pages/${p.id}`, { ...now, publishedAt: null })).body;
      expect(again.publishedAt).toBe(now.publishedAt);
    });

    it("refuses a publishedAt that is not an ISO date and time", async () => {
      const res = await api.post("/api/cms/pages", page({ publishedAt: "tomorrow" }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Published date must be a date and time such as 2026-01-31T09:00:00Z", code: "invalid_input" });
    });
  });
});
