/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Redirects and the log of missing pages (docs/product.md, "Redirects"): a live page's old address
 * follows it (its translations' too), chains collapse, loops and live addresses are refused, the
 * old address matches whatever its case and trailing slash with the query kept, an old site's
 * addresses come in as CSV all or nothing, and 404s are counted by address with the referring
 * host only. Redirects survive an export and import.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";
import { newPerson } from "./people-helpers";

const visit = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { redirect: "manual", headers: { "Accept-Encoding": "identity", ...headers } });

describe.each(engines)("redirects (%s)", (engine) => {
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

  const text = (key: string, words: string) => ({ sectionKey: key, sectionType: "text", content: { text: words }, sortOrder: 0 });
  const publish = async (slug: string) => {
    const res = await api.post("/api/cms/pages", { title: `Page ${slug}`, slug, status: "published", sections: [text("body", "Words.")] });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const rename = async (page: any, slug: string, status = "published") => {
    const current = (await api.get(`/api/cms/pages/${page.id}`)).body;
    const res = await api.put(`/api/cms/pages/${page.id}`, { ...current, slug, status, sections: current.sections });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const list = async () => (await api.get("/api/cms/redirects")).body as any[];
  const create = (body: Record<string, unknown>) => api.post("/api/cms/redirects", body);

  it("sends a renamed live page's old address, and its translation's, to the new one, and collapses a second rename", async () => {
    const page = await publish("old-medical");
    const ja = (await api.post(`/api/cms/pages/${page.id}/translations`, { locale: "ja" })).body;
    const jaPage = (await api.get(`/api/cms/pages/${ja.id}`)).body;
    expect((await api.put(`/api/cms/pages/${ja.id}`, { ...jaPage, status: "published" })).status).toBe(200);
    expect((await visit(server, "/ja/old-medical")).status).toBe(200);

    await rename(page, "medical");
    let res = await visit(server, "/old-medical?utm_source=card");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/medical?utm_source=card");
    expect((await visit(server, "/medical")).status).toBe(200);
    res = await visit(server, "/ja/old-medical");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/ja/medical");
    expect(await list()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: "/old-medical", to: "/medical", status: 301, automatic: true }),
        expect.objectContaining({ from: "/ja/old-medical", to: "/ja/medical", automatic: true }),
      ]),
    );

    // A→B then B→C: A goes straight to C, and B to C.
    await rename(page, "medical-translation");
    expect((await visit(server, "/old-medical")).headers.get("location")).toBe("/medical-translation");
    expect((await visit(server, "/medical")).headers.get("location")).toBe("/medical-translation");
    // Case and a trailing slash do not matter.
    res = await visit(server, "/OLD-Medical/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/medical-translation");

    // Renaming it back: the page lives at its old address again, and no redirect hides it.
    await rename(page, "old-medical");
    expect((await visit(server, "/old-medical")).status).toBe(200);
    expect((await list()).some((r) => r.from === "/old-medical")).toBe(false);
    expect((await visit(server, "/medical-translation")).headers.get("location")).toBe("/old-medical");
  });

  it("makes no redirect for a page that was never live", async () => {
    const draft = (await api.post("/api/cms/pages", { title: "Draft", slug: "draft-first", status: "draft", sections: [text("b", "x")] }))
      .body;
    await rename(draft, "draft-second", "draft");
    expect((await list()).some((r) => r.from === "/draft-first")).toBe(false);
    expect((await visit(server, "/draft-first")).status).toBe(404);
  });

  it("creates, changes and removes one, refusing a live page's address, a loop and a bad target with nothing written", async () => {
    await publish("kept-page");
    const before = await list();
    let res = await create({ from: "/kept-page", to: "/contact" });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("/kept-page is the address of a live page");
    for (const [body, field] of [
      [{ from: "old", to: "/contact" }, "From must be a path"],
      [{ from: "/x", to: "javascript:alert(1)" }, "To must be a path starting with / or an https:// address"],
      [{ from: "/x", to: "http://example.com/" }, "To must be a path starting with / or an https:// address"],
      [{ from: "/x", to: "//evil.example/" }, "To must be a path"],
      [{ from: "=HYPERLINK(1)", to: "/contact" }, "spreadsheet formula"],
      [{ from: "/x", to: "/contact", status: 307 }, "Status must be 301, 302 or 410"],
    ] as const) {
      res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect(await list()).toEqual(before);

    res = await create({ from: "/Old-Prices.html", to: "/buy-translation", status: 302 });
    expect(res.status, res.text).toBe(201);
    const made = res.body;
    expect(made).toMatchObject({ from: "/old-prices.html", to: "/buy-translation", status: 302, automatic: false, hits: 0 });
    expect((await create({ from: "/buy-translation", to: "/old-prices.html" })).status).toBe(409);
    expect((await create({ from: "/old-prices.html", to: "/x" })).body.message).toContain("already a redirect from /old-prices.html");
    // A→B stored, then B→C: A now goes straight to C.
    expect((await create({ from: "/first", to: "/second" })).status).toBe(201);
    expect((await create({ from: "/second", to: "/services" })).status).toBe(201);
    expect((await list()).find((r) => r.from === "/first")!.to).toBe("/services");
    // C→A where A leads to C loops.
    expect((await create({ from: "/loop-a", to: "/loop-c" })).status).toBe(201);
    res = await create({ from: "/loop-c", to: "/loop-a" });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("loop");
    const loopA = (await list()).find((r) => r.from === "/loop-a")!;
    res = await api.put(`/api/cms/redirects/${loopA.id}`, { from: "/loop-a", to: "/loop-a/" });
    expect(res.status).toBe(409);

    const visitor = await visit(server, "/old-prices.html?ref=1");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/buy-translation?ref=1");
    expect(visitor.headers.get("cache-control")).toBe("no-cache");
    res = await api.put(`/api/cms/redirects/${made.id}`, { from: "/old-prices.html", to: "https://example.com/prices", status: 301 });
    expect(res.status, res.text).toBe(200);
    expect((await visit(server, "/old-prices.html")).headers.get("location")).toBe("https://example.com/prices");

    res = await api.put(`/api/cms/redirects/${made.id}`, { from: "/old-prices.html", status: 410 });
    expect(res.status, res.text).toBe(200);
    const gone = await visit(server, "/old-prices.html");
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("This page has been removed");

    expect((await api.delete(`/api/cms/redirects/${made.id}`)).status).toBe(204);
    expect((await api.delete(`/api/cms/redirects/${made.id}`)).status).toBe(404);
    expect((await visit(server, "/old-prices.html")).status).toBe(404);
  });

  it("counts each redirect's hits", async () => {
    const made = (await create({ from: "/counted", to: "/services" })).body;
    for (let i = 0; i < 3; i += 1) expect((await visit(server, "/counted")).status).toBe(301);
    const row = (await list()).find((r) => r.id === made.id)!;
    expect(row.hits).toBe(3);
    expect(Date.parse(row.lastHitAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("imports an old site's addresses all or nothing, naming the bad line", async () => {
    const csv = (body: string) => api.request("POST", "/api/cms/redirects/import", body, { "Content-Type": "text/csv" });
    const before = await list();
    let res = await csv(
      "from,to,status\n/about-us.html,/about\nhttps://old.example.com/Prices.php,/buy-translation,302\n/x,=cmd|' /C calc'!A0\n",
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Line 4: To must not start with =, +, - or @ (a spreadsheet formula)");
    res = await csv("/a.html,/about\n/a.html,/contact\n");
    expect(res.body.message).toBe("Line 2: /a.html is already redirected on line 1");
    res = await csv("/services,/about\n");
    expect(res.body.message).toContain("Line 1: /services is the address of a live page");
    res = await csv(`${"/many,/about\n".repeat(3)}`.replace(/\/many/g, () => `/m${Math.random()}`) + "/bad,/x,999\n");
    expect(res.body.message).toBe("Line 4: status must be 301, 302 or 410");
    res = await api.request("POST", "/api/cms/redirects/import", "/a,/b", { "Content-Type": "application/json" });
    expect(res.status).toBe(403);
    expect(await list()).toEqual(before);

    res = await csv("from,to,status\n/about-us.html,/about\nhttps://old.example.com/Prices.php,/buy-translation,302\n/old-blog/,/,410\n");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ imported: 3 });
    expect((await visit(server, "/about-us.html")).headers.get("location")).toBe("/about");
    expect((await visit(server, "/prices.php")).status).toBe(302);
    expect((await visit(server, "/old-blog")).status).toBe(410);

    const tooBig = await csv("/a,/b\n".repeat(120_000));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toContain("too large");
  });

  it("logs the addresses that answered 404 with the referring host only, and leaves others out", async () => {
    for (let i = 0; i < 2; i += 1) await visit(server, "/Old-Brochure.pdf", { Referer: "https://news.example.org/article?id=7" });
    await visit(server, "/old-brochure.pdf/", { Referer: "https://www.google.com/" });
    await visit(server, "/api/cms/nothing");
    const rows = (await api.get("/api/cms/not-found")).body as any[];
    const row = rows.find((r) => r.path === "/old-brochure.pdf");
    expect(row).toMatchObject({ hits: 3, topReferrer: "news.example.org" });
    expect(rows.some((r) => r.path.startsWith("/api"))).toBe(false);
    expect(JSON.stringify(rows)).not.toContain("id=7");
  });

  it("lets editors manage redirects, not translators", async () => {
    const translator = await newPerson(server, api, "translator", { languages: ["ja"] });
    expect((await translator.api.get("/api/cms/redirects")).status).toBe(403);
    expect((await translator.api.post("/api/cms/redirects", { from: "/t", to: "/about" })).status).toBe(403);
    expect((await translator.api.get("/api/cms/not-found")).status).toBe(403);
    const editor = await newPerson(server, api, "editor");
    expect((await editor.api.post("/api/cms/redirects", { from: "/by-editor", to: "/about" })).status).toBe(201);
  });
});
