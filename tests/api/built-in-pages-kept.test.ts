/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * The site's own pages are never deleted, only reset to their original words (docs/product.md,
 * "Every word is the owner's"): DELETE answers 409 with a plain sentence and the page stays;
 * POST /pages/{id}/reset brings back the declared title and every field's default, as a save
 * that History keeps. A translation of one can still be deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";
import { adminClient, newPerson } from "./people-helpers";

describe.each(engines)("built-in pages are reset, not deleted (%s)", (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  let home: any;

  beforeAll(async () => {
    server = await startServer(engine);
    admin = await adminClient(server);
    home = (await admin.get("/api/cms/pages?page=1&kind=site&q=home")).body.items.find((page: any) => page.slug === "home");
    expect(home).toBeTruthy();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("DELETE of the Home page is a 409 with a plain sentence, and the page stays", async () => {
    const res = await admin.delete(`/api/cms/pages/${home.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The site's own pages cannot be deleted: reset the page to its original words instead");
    expect(res.body.message).not.toMatch(/slug|built.?in|error/i);
    expect((await admin.get(`/api/cms/pages/${home.id}`)).status).toBe(200);
    expect((await admin.get("/api/cms/trash")).body.some((page: any) => page.id === home.id)).toBe(false);
    expect((await server.client().get("/")).status).toBe(200);
  });

  it("every built-in page is refused the same way; an owner's page is still deleted", async () => {
    const site = (await admin.get("/api/cms/pages?page=1&pageSize=50&kind=site")).body.items as any[];
    expect(site.length).toBeGreaterThan(5);
    for (const page of site) expect((await admin.delete(`/api/cms/pages/${page.id}`)).status, page.slug).toBe(409);
    const own = (
      await admin.post("/api/cms/pages", {
        title: "Own",
        slug: "own-page",
        status: "draft",
        metaDescription: null,
        metaKeywords: null,
        sections: [],
      })
    ).body;
    expect((await admin.delete(`/api/cms/pages/${own.id}`)).status).toBe(200);
  });

  it("a translation of a built-in page can still be deleted", async () => {
    expect((await admin.put("/api/cms/languages/ja", { enabled: true })).status).toBe(200);
    const created = await admin.post(`/api/cms/pages/${home.id}/translations`, { locale: "ja" });
    expect(created.status).toBe(201);
    expect((await admin.delete(`/api/cms/pages/${created.body.id}`)).status).toBe(200);
  });

  it("reset brings back the original title and every default, as a version History keeps; translators are refused", async () => {
    const current = (await admin.get(`/api/cms/pages/${home.id}`)).body;
    const changed = await admin.put(`/api/cms/pages/${home.id}`, {
      title: "Changed home",
      slug: "home",
      status: current.status,
      metaDescription: "Changed",
      metaKeywords: null,
      sections: [{ sectionKey: "hero_title", sectionType: "text", content: { text: "A changed headline" }, sortOrder: 0 }],
      version: current.version,
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await server.client().get("/")).text).toContain("A changed headline");

    const translator = (await newPerson(server, admin, "translator", { languages: ["ja"] })).api;
    const refused = await translator.post(`/api/cms/pages/${home.id}/reset`, { version: changed.body.version });
    expect(refused.status).toBe(403);

    expect((await admin.post(`/api/cms/pages/${home.id}/reset`, { version: current.version })).status).toBe(409);
    const reset = await admin.post(`/api/cms/pages/${home.id}/reset`, { version: changed.body.version });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.title).toBe("Home");
    expect(reset.body.metaDescription).toBeNull();
    expect(reset.body.sections).toEqual([]);
    expect(reset.body.status).toBe(current.status);
    expect((await server.client().get("/")).text).not.toContain("A changed headline");
    const revisions = (await admin.get(`/api/cms/pages/${home.id}/revisions`)).body;
    expect(revisions[0].summary).toBe("Reset to the original");

    const own = (
      await admin.post("/api/cms/pages", {
        title: "Mine",
        slug: "mine",
        status: "draft",
        metaDescription: null,
        metaKeywords: null,
        sections: [],
      })
    ).body;
    expect((await admin.post(`/api/cms/pages/${own.id}/reset`, { version: own.version })).status).toBe(400);
  });
});
