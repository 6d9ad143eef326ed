/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Preview links (docs/product.md, "Preview links"): made by whoever may edit the page, opened by
 * anyone with the address, showing the page as last saved (a draft, a translation not published)
 * with a banner, never kept by a cache or indexed; counted, ended by time or by withdrawal (410),
 * stored as a hash only, limited per page and per client address.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";
import { newPerson } from "./people-helpers";

const visit = (server: TestServer, address: string) =>
  fetch(address.startsWith("http") ? address : server.url + address, { redirect: "manual" });
const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

describe.each(engines)("preview links (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
    expect((await api.put("/api/cms/languages/ja", { enabled: true })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const text = (words: string) => [{ sectionKey: "body", sectionType: "text", content: { text: words }, sortOrder: 0 }];
  const makePage = async (slug: string, status: "draft" | "published", words: string) => {
    const res = await api.post("/api/cms/pages", { title: `Page ${slug}`, slug, status, sections: text(words) });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: number };
  };
  const saveWords = async (id: number, words: string) => {
    const current = (await api.get(`/api/cms/pages/${id}`)).body;
    const res = await api.put(`/api/cms/pages/${id}`, { ...current, sections: text(words) });
    expect(res.status, res.text).toBe(200);
  };
  const share = (id: number, body: unknown = {}) => api.post(`/api/cms/pages/${id}/preview-links`, body);

  it("refuses a lifetime that is not a whole number of days from 1 to 30, and makes one of 7 days by default", async () => {
    const page = await makePage("bounds-offer", "draft", "Bounds.");
    for (const expiresInDays of [0, 31, "x", 1.5, -3, null]) {
      const res = await api.post(`/api/cms/pages/${page.id}/preview-links`, { expiresInDays });
      expect(res.status, JSON.stringify(expiresInDays)).toBe(400);
      expect(res.body.code).toBe("invalid_input");
    }
    expect((await api.post(`/api/cms/pages/${page.id}/preview-links`, { expiresInDays: 3, token: "mine" })).status).toBe(400);
    const made = await api.post(`/api/cms/pages/${page.id}/preview-links`, {});
    expect(made.status, made.text).toBe(201);
    expect(made.body.url).toMatch(new RegExp(`^${server.url}/preview/[A-Za-z0-9_-]{43}$`));
    expect(Math.abs(Date.parse(made.body.expiresAt) - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);
    const thirty = await api.post(`/api/cms/pages/${page.id}/preview-links`, { expiresInDays: 30 });
    expect(thirty.status).toBe(201);
    expect((await api.post("/api/cms/pages/999999/preview-links", {})).status).toBe(404);
  });

  it("shows a draft as last saved, with the banner, not indexed, never kept, and counts each opening", async () => {
    const page = await makePage("draft-offer", "draft", "Draft words one.");
    expect((await visit(server, "/draft-offer")).status).toBe(404);
    const made = await share(page.id);
    expect(made.status, made.text).toBe(201);

    let res = await visit(server, made.body.url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Draft words one.");
    expect(html).toContain("Preview: not published");
    expect(html).toMatch(/<div role="note"[^>]*aria-label="Preview"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The admin's own note (and its link into the editor) is not what a visitor without an account sees.
    expect(html).not.toContain("Back to the editor");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(res.headers.get("etag")).toBeNull();

    // Not kept: the next save shows at once.
    await saveWords(page.id, "Draft words two.");
    res = await visit(server, made.body.url);
    expect(await res.text()).toContain("Draft words two.");
    // And the public address still does not show it.
    expect((await visit(server, "/draft-offer")).status).toBe(404);

    const listed = await api.get(`/api/cms/pages/${page.id}/preview-links`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: made.body.id, openings: 2, state: "active", createdBy: "owner", expiresAt: made.body.expiresAt }),
    ]);
    expect(listed.body[0].lastOpenedAt).toEqual(expect.any(String));
    expect(listed.text).not.toContain(tokenOf(made.body.url));
    expect(listed.body[0]).not.toHaveProperty("url");
    expect(listed.body[0]).not.toHaveProperty("withdrawnAt");
  });

  it("shows a translation not yet published in its language, while its public address shows the English page", async () => {
    const page = await makePage("court-forms", "published", "Published English words.");
    const ja = (await api.post(`/api/cms/pages/${page.id}/translations`, { locale: "ja" })).body;
    const jaPage = (await api.get(`/api/cms/pages/${ja.id}`)).body;
    expect((await api.put(`/api/cms/pages/${ja.id}`, { ...jaPage, sections: text("日本語の下書き") })).status).toBe(200);
    const publicJa = await visit(server, "/ja/court-forms");
    expect(publicJa.status).toBe(302);
    const made = await api.post(`/api/cms/pages/${ja.id}/preview-links`, { expiresInDays: 2 });
    expect(made.status, made.text).toBe(201);
    const res = await visit(server, made.body.url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("日本語の下書き");
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain("Preview: not published");
    const english = await (await visit(server, "/court-forms")).text();
    expect(english).toContain("Published English words.");
    expect(english).not.toContain("Preview: not published");
  });

  it("shows a site's own page as last saved, unpublished, with the preview banner instead of the administrators' note", async () => {
    const contact = ((await api.get("/api/cms/pages")).body as any[]).find((p) => p.slug === "contact");
    const current = (await api.get(`/api/cms/pages/${contact.id}`)).body;
    const saved = await api.put(`/api/cms/pages/${contact.id}`, { ...current, status: "draft", title: "Contact (being rewritten)" });
    expect(saved.status, saved.text).toBe(200);
    const made = await api.post(`/api/cms/pages/${contact.id}/preview-links`, {});
    expect(made.status, made.text).toBe(201);
    const html = await (await visit(server, made.body.url)).text();
    expect(html).toContain("Contact (being rewritten)");
    expect(html).toContain("Preview: not published");
    expect(html).not.toContain("Draft preview.");
    // The settings are kept as a page, but are no page to show.
    const [settings] = await server.query<{ id: number }>("SELECT id FROM pages WHERE slug = $1", ["site-settings"]);
    expect((await api.post(`/api/cms/pages/${settings!.id}/preview-links`, {})).status).toBe(400);
  });

  it("stores only the token's hash", async () => {
    const page = await makePage("hash-offer", "draft", "Hashed.");
    const made = await api.post(`/api/cms/pages/${page.id}/preview-links`, {});
    const token = tokenOf(made.body.url);
    const rows = await server.query<Record<string, unknown>>("SELECT * FROM preview_links WHERE id = $1", [made.body.id]);
    expect(rows[0]!.token_hash).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(JSON.stringify(rows)).not.toContain(token);
    if (engine === "sqlite") {
      for (const file of ["site.db", "site.db-wal"]) {
        const at = path.join(server.dataDir, file);
        if (existsSync(at)) expect(readFileSync(at).includes(Buffer.from(token))).toBe(false);
      }
    }
  });

  it("answers 410 once a link has expired or was withdrawn, and 404 for a token it does not know", async () => {
    const page = await makePage("ending-offer", "draft", "Ending.");
    const expiring = (await api.post(`/api/cms/pages/${page.id}/preview-links`, {})).body;
    const withdrawn = (await api.post(`/api/cms/pages/${page.id}/preview-links`, {})).body;
    await server.query("UPDATE preview_links SET expires_at = $1 WHERE id = $2", ["2001-01-01T00:00:00.000Z", expiring.id]);
    let res = await visit(server, expiring.url);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("This preview link has expired");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");

    expect((await api.delete(`/api/cms/preview-links/${withdrawn.id}`)).status).toBe(204);
    expect((await api.delete(`/api/cms/preview-links/${withdrawn.id}`)).status).toBe(204);
    res = await visit(server, withdrawn.url);
    expect(res.status).toBe(410);
    const gone = await res.text();
    expect(gone).toContain("This preview link was withdrawn");
    expect(gone).toContain('<a href="/"');
    expect((await api.delete("/api/cms/preview-links/999999")).status).toBe(404);

    const states = (await api.get(`/api/cms/pages/${page.id}/preview-links`)).body as any[];
    expect(states.find((l) => l.id === expiring.id).state).toBe("expired");
    expect(states.find((l) => l.id === withdrawn.id)).toEqual(
      expect.objectContaining({ state: "withdrawn", withdrawnAt: expect.any(String) }),
    );

    for (const made of ["/preview/" + "A".repeat(43), "/preview/short", "/preview/x/y"]) {
      res = await visit(server, made);
      expect(res.status, made).toBe(404);
      expect(await res.text()).toContain("This preview link does not work");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("stops when the page goes to the trash, and goes with the page when it is deleted for good", async () => {
    const page = await makePage("trashed-offer", "draft", "Trashed.");
    const made = (await api.post(`/api/cms/pages/${page.id}/preview-links`, {})).body;
    expect((await api.delete(`/api/cms/pages/${page.id}`)).status).toBe(200);
    expect((await visit(server, made.url)).status).toBe(410);
    expect((await api.delete(`/api/cms/trash/${page.id}`)).status).toBeLessThan(300);
    expect(await server.query("SELECT id FROM preview_links WHERE page_id = $1", [page.id])).toEqual([]);
    expect((await visit(server, made.url)).status).toBe(404);
  });

  it("keeps at most 20 working links per page", async () => {
    const page = await makePage("many-offer", "draft", "Many.");
    for (let i = 0; i < 20; i += 1)
      expect((await api.post(`/api/cms/pages/${page.id}/preview-links`, { expiresInDays: 1 })).status).toBe(201);
    const refused = await api.post(`/api/cms/pages/${page.id}/preview-links`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("in_use");
    const first = ((await api.get(`/api/cms/pages/${page.id}/preview-links`)).body as any[])[0];
    expect((await api.delete(`/api/cms/preview-links/${first.id}`)).status).toBe(204);
    expect((await api.post(`/api/cms/pages/${page.id}/preview-links`, {})).status).toBe(201);
  });

  it("lets translators share their languages' translations, not the English pages", async () => {
    const page = await makePage("roles-offer", "published", "Roles.");
    const ja = (await api.post(`/api/cms/pages/${page.id}/translations`, { locale: "ja" })).body;
    const translator = await newPerson(server, api, "translator", { languages: ["ja"] });
    const refused = await translator.api.post(`/api/cms/pages/${page.id}/preview-links`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
    expect((await translator.api.get(`/api/cms/pages/${page.id}/preview-links`)).status).toBe(403);
    const mine = await translator.api.post(`/api/cms/pages/${ja.id}/preview-links`, { expiresInDays: 1 });
    expect(mine.status, mine.text).toBe(201);
    const listed = await translator.api.get(`/api/cms/pages/${ja.id}/preview-links`);
    expect(listed.body[0].createdBy).toBe(translator.username);
    // An editor's link on the English page is not the translator's to withdraw.
    const english = (await api.post(`/api/cms/pages/${page.id}/preview-links`, {})).body;
    expect((await translator.api.delete(`/api/cms/preview-links/${english.id}`)).status).toBe(403);
    expect((await translator.api.delete(`/api/cms/preview-links/${mine.body.id}`)).status).toBe(204);
    // Without a session: nothing.
    expect((await server.client().post(`/api/cms/pages/${ja.id}/preview-links`, {})).status).toBe(401);
  });

  it("limits openings per client address (429 with Retry-After)", async () => {
    let res: Response | undefined;
    for (let i = 0; i < 40; i += 1) {
      res = await visit(server, "/preview/" + "B".repeat(43));
      if (res.status === 429) break;
    }
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res!.headers.get("cache-control")).toBe("private, no-store");
  });
});
