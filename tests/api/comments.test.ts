/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Comments on the parts of a translation (docs/product.md, "Comments on parts"): added on a part
 * of the English page, listed oldest first, resolved and reopened, by whoever works in the page's
 * language; the 200 open comments a translation may hold; the Translations screen's count.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";
import { newPerson } from "./people-helpers";

const text = (key: string, words: string, sortOrder: number) => ({
  sectionKey: key,
  sectionType: "text",
  content: { text: words },
  sortOrder,
});

describe.each(engines)("comments on parts (%s)", (engine) => {
  let server: TestServer;
  let api: ApiClient;
  let english: number;
  let ja: number;
  let ko: number;
  beforeAll(async () => {
    server = await startServer(engine);
    api = server.client();
    await api.login();
    for (const code of ["ja", "ko"]) expect((await api.put(`/api/cms/languages/${code}`, { enabled: true })).status).toBe(200);
    const page = await api.post("/api/cms/pages", {
      title: "Court papers",
      slug: "court-papers",
      status: "published",
      sections: [text("intro", "Certified translations for courts.", 0), text("outro", "Ask us.", 1)],
    });
    expect(page.status, page.text).toBe(201);
    english = page.body.id;
    ja = (await api.post(`/api/cms/pages/${english}/translations`, { locale: "ja" })).body.id;
    ko = (await api.post(`/api/cms/pages/${english}/translations`, { locale: "ko" })).body.id;
    expect(ja).toBeGreaterThan(0);
    expect(ko).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("adds a comment on a part, trimmed, and lists them oldest first", async () => {
    const first = await api.post(`/api/cms/pages/${ja}/comments`, { part: "intro", text: "  Use 認定翻訳 here.  " });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      pageId: ja,
      part: "intro",
      text: "Use 認定翻訳 here.",
      author: "owner",
      resolved: false,
      resolvedBy: null,
      resolvedAt: null,
    });
    expect(Date.parse(first.body.createdAt)).not.toBeNaN();
    const second = await api.post(`/api/cms/pages/${ja}/comments`, { part: "@title", text: "Shorter, please" });
    expect(second.status, second.text).toBe(201);
    expect((await api.post(`/api/cms/pages/${ja}/comments`, { part: "@description", text: "Fine" })).status).toBe(201);
    const list = await api.get(`/api/cms/pages/${ja}/comments`);
    expect(list.status).toBe(200);
    expect(list.body.map((c: any) => c.part)).toEqual(["intro", "@title", "@description"]);
    expect(list.body[0]).toEqual(first.body);
  });

  it("refuses an unknown part, an empty or long text, and a bad body, in words", async () => {
    const refusals: Array<[unknown, RegExp]> = [
      [{ part: "nope", text: "x" }, /^The English page has no part “nope”$/],
      [{ part: "intro", text: "   " }, /^Write the comment first$/],
      [{ part: "intro", text: "x".repeat(2001) }, /^Comment must be at most 2000 characters$/],
      [{ part: "", text: "x" }, /Part must be the name of a part of the page/],
      [{ text: "x" }, /Part/],
      [{ part: "intro", text: "a\u0000b" }, /./],
      [[], /part and text/],
    ];
    for (const [body, message] of refusals) {
      const res = await api.post(`/api/cms/pages/${ja}/comments`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      expect(res.body.message).toMatch(message);
      expect(res.body.message).not.toMatch(/sql|kysely|sqlite|postgres|stack/i);
    }
    expect((await api.post(`/api/cms/pages/${ja}/comments`, { part: "intro", text: "x".repeat(2000) })).status).toBe(201);
  });

  it("answers 404 for an English page, a missing page and a missing comment", async () => {
    const onEnglish = await api.post(`/api/cms/pages/${english}/comments`, { part: "intro", text: "x" });
    expect(onEnglish.status).toBe(404);
    expect(onEnglish.body).toEqual({
      message: "This page is not a translation: comments are on the parts of translations",
      code: "not_found",
    });
    expect((await api.get(`/api/cms/pages/${english}/comments`)).status).toBe(404);
    expect((await api.get("/api/cms/pages/999999/comments")).status).toBe(404);
    expect((await api.get("/api/cms/pages/abc/comments")).status).toBe(404);
    expect((await api.put("/api/cms/comments/999999", { resolved: true })).status).toBe(404);
    expect((await api.put("/api/cms/comments/0", { resolved: true })).status).toBe(404);
  });

  it("resolves and reopens a comment, saying who and when", async () => {
    const made = (await api.post(`/api/cms/pages/${ko}/comments`, { part: "outro", text: "Check the tone" })).body;
    const resolved = await api.put(`/api/cms/comments/${made.id}`, { resolved: true });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body).toMatchObject({ id: made.id, resolved: true, resolvedBy: "owner" });
    expect(Date.parse(resolved.body.resolvedAt)).not.toBeNaN();
    // Resolving twice keeps the first resolution.
    expect((await api.put(`/api/cms/comments/${made.id}`, { resolved: true })).body).toEqual(resolved.body);
    const reopened = await api.put(`/api/cms/comments/${made.id}`, { resolved: false });
    expect(reopened.body).toMatchObject({ resolved: false, resolvedBy: null, resolvedAt: null });
    const bad = await api.put(`/api/cms/comments/${made.id}`, { resolved: "yes" });
    expect([bad.status, bad.body.message]).toEqual([400, "Resolved must be true or false"]);
  });

  it("lets whoever works in the page's language read, add and resolve; others get 403", async () => {
    const translator = await newPerson(server, api, "translator", { languages: ["ja"] });
    const other = await newPerson(server, api, "translator", { languages: ["ko"] });
    const editor = await newPerson(server, api, "editor");
    const byEditor = await editor.api.post(`/api/cms/pages/${ja}/comments`, { part: "outro", text: "Say 連絡 here" });
    expect(byEditor.status, byEditor.text).toBe(201);
    expect(byEditor.body.author).toBe(editor.username);
    expect((await translator.api.get(`/api/cms/pages/${ja}/comments`)).body.some((c: any) => c.id === byEditor.body.id)).toBe(true);
    const resolved = await translator.api.put(`/api/cms/comments/${byEditor.body.id}`, { resolved: true });
    expect(resolved.body).toMatchObject({ resolved: true, resolvedBy: translator.username });
    expect((await translator.api.post(`/api/cms/pages/${ja}/comments`, { part: "intro", text: "Done" })).status).toBe(201);

    const refused = await other.api.get(`/api/cms/pages/${ja}/comments`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "You translate Korean, not Japanese", code: "forbidden" });
    expect((await other.api.post(`/api/cms/pages/${ja}/comments`, { part: "intro", text: "x" })).status).toBe(403);
    expect((await other.api.put(`/api/cms/comments/${byEditor.body.id}`, { resolved: false })).status).toBe(403);
    expect((await other.api.get(`/api/cms/pages/${ko}/comments`)).status).toBe(200);
    expect((await server.client().get(`/api/cms/pages/${ja}/comments`)).status).toBe(401);
  });

  it("holds at most 200 open comments per translation, and counts the open ones on the Translations screen", async () => {
    const page = await api.post("/api/cms/pages", { title: "Busy", slug: "busy", status: "draft", sections: [text("intro", "Hi", 0)] });
    const fr = (await api.post(`/api/cms/pages/${page.body.id}/translations`, { locale: "ja" })).body.id;
    const row = async () => ((await api.get("/api/cms/translations/ja")).body as any[]).find((r) => r.pageId === page.body.id);
    expect((await row()).openComments).toBe(0);
    let last = 0;
    for (let i = 0; i < 200; i += 1) {
      const res = await api.post(`/api/cms/pages/${fr}/comments`, { part: "intro", text: `Comment ${i}` });
      expect(res.status).toBe(201);
      last = res.body.id;
    }
    const over = await api.post(`/api/cms/pages/${fr}/comments`, { part: "intro", text: "One more" });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("This translation has 200 open comments: resolve some before adding more");
    expect((await row()).openComments).toBe(200);
    expect((await api.put(`/api/cms/comments/${last}`, { resolved: true })).status).toBe(200);
    expect((await row()).openComments).toBe(199);
    expect((await api.post(`/api/cms/pages/${fr}/comments`, { part: "intro", text: "One more" })).status).toBe(201);
    // Other rows count only their own open comments; a page without a translation has none.
    const rows = (await api.get("/api/cms/translations/ja")).body as any[];
    const open = (await api.get(`/api/cms/pages/${ja}/comments`)).body.filter((c: any) => !c.resolved).length;
    expect(rows.find((r) => r.pageId === english).openComments).toBe(open);
    expect(rows.filter((r) => r.translation.pageId === null).every((r) => r.openComments === 0)).toBe(true);
    expect(((await api.get("/api/cms/translations/ko")).body as any[]).find((r) => r.pageId === page.body.id).openComments).toBe(0);
  });
});
