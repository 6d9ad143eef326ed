/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * The link checker (docs/product.md, "Links"): every page's links and images, English and
 * translations, checked on every change of content: a link to a page that is not live, is in the
 * trash or does not exist is broken, one to an old address is redirected and fixed in one click
 * through the page's save, and the editor can ask before saving. Links to other sites stay
 * unchecked unless the external check is on, which one server here turns on for a local server
 * on 127.0.0.1 only.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";
import { newPerson } from "./people-helpers";

describe.each(engines)("links (%s)", (engine) => {
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

  const html = (key: string, text: string, sortOrder = 0) => ({ sectionKey: key, sectionType: "html", content: { text }, sortOrder });
  const json = (key: string, value: unknown, sortOrder = 1) => ({
    sectionKey: key,
    sectionType: "json",
    content: { text: JSON.stringify(value) },
    sortOrder,
  });
  const makePage = async (slug: string, status: "draft" | "published", sections: unknown[] = [html("body", "<p>Words.</p>")]) => {
    const res = await api.post("/api/cms/pages", { title: `Page ${slug}`, slug, status, sections });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const links = async () => {
    const res = await api.get("/api/cms/links");
    expect(res.status, res.text).toBe(200);
    return res.body as any[];
  };
  const linkOf = async (pageId: number, href: string) => (await links()).find((l) => l.pageId === pageId && l.href === href);

  it("finds broken links to pages that are drafts, in the trash or missing, and ok ones to live pages", async () => {
    await makePage("live-target", "published");
    await makePage("draft-target", "draft");
    const trashed = await makePage("trashed-target", "published");
    expect((await api.delete(`/api/cms/pages/${trashed.id}`)).status).toBe(200);
    const source = await makePage("link-source", "published", [
      html(
        "body",
        '<p><a href="/live-target">live</a> <a href="/draft-target">draft</a> <a href="/trashed-target">trashed</a> ' +
          '<a href="/no-such-page">nowhere</a> <a href="/services#legal">services</a> <a href="mailto:a@example.com">mail</a> ' +
          '<a href="https://elsewhere.example/page">elsewhere</a></p>',
      ),
      json("cta", { block: "callToAction", title: "Call", text: "", buttons: [{ link: { label: "Quote", href: "/get-quote" } }] }),
    ]);

    const found = (await links()).filter((l) => l.pageId === source.id);
    const byHref = Object.fromEntries(found.map((l) => [l.href, l]));
    expect(byHref["/live-target"]).toMatchObject({
      state: "ok",
      httpStatus: 200,
      kind: "link",
      locale: "en",
      text: "live",
      external: false,
    });
    expect(byHref["/draft-target"]).toMatchObject({ state: "broken", httpStatus: 404 });
    expect(byHref["/trashed-target"]).toMatchObject({ state: "broken", httpStatus: 404 });
    expect(byHref["/no-such-page"]).toMatchObject({ state: "broken", httpStatus: 404, text: "nowhere" });
    expect(byHref["/services#legal"]).toMatchObject({ state: "ok" });
    expect(byHref["/get-quote"]).toMatchObject({ state: "ok", text: "Quote" });
    expect(byHref["https://elsewhere.example/page"]).toMatchObject({
      state: "unchecked",
      external: true,
      httpStatus: null,
      checkedAt: null,
    });
    expect(byHref["mailto:a@example.com"]).toBeUndefined();
    for (const link of found)
      expect(Object.keys(link)).toEqual(expect.arrayContaining(["pageId", "locale", "href", "text", "state", "httpStatus", "checkedAt"]));
    // Broken first.
    expect(found.slice(0, 3).every((l) => l.state === "broken")).toBe(true);
  });

  it("checks the links again when the page they point to changes", async () => {
    const target = await makePage("later-live", "draft");
    const source = await makePage("points-later", "published", [html("body", '<p><a href="/later-live">soon</a></p>')]);
    expect(await linkOf(source.id, "/later-live")).toMatchObject({ state: "broken" });
    const current = (await api.get(`/api/cms/pages/${target.id}`)).body;
    expect((await api.put(`/api/cms/pages/${target.id}`, { ...current, status: "published" })).status).toBe(200);
    expect(await linkOf(source.id, "/later-live")).toMatchObject({ state: "ok", httpStatus: 200 });
    // Its page in the trash: its own links go with it.
    expect((await api.delete(`/api/cms/pages/${source.id}`)).status).toBe(200);
    expect(await linkOf(source.id, "/later-live")).toBeUndefined();
  });

  it("marks a link to a redirected address, and fixes it in one click through the page's save", async () => {
    await makePage("new-home-of", "published");
    expect((await api.post("/api/cms/redirects", { from: "/old-home-of", to: "/new-home-of", status: 301 })).status).toBe(201);
    const source = await makePage("mentions-old", "published", [
      html("body", '<p>See <a href="/old-home-of#prices">the old page</a>.</p>'),
      json("cta", { block: "callToAction", title: "Go", text: "", buttons: [{ link: { label: "Old", href: "/old-home-of#prices" } }] }),
    ]);
    const link = await linkOf(source.id, "/old-home-of#prices");
    expect(link).toMatchObject({ state: "redirected", httpStatus: 301, target: "/new-home-of#prices" });
    const revisionsBefore = (await api.get(`/api/cms/pages/${source.id}/revisions`)).body.length;

    const fixed = await api.post(`/api/cms/links/${link.id}/fix`, {});
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body).toEqual({ replaced: 2 });
    const page = (await api.get(`/api/cms/pages/${source.id}`)).body;
    const texts = page.sections.map((s: any) => s.content.text).join("\n");
    expect(texts).toContain('href="/new-home-of#prices"');
    expect(texts).toContain('"href":"/new-home-of#prices"');
    expect(texts).not.toContain("/old-home-of");
    expect((await api.get(`/api/cms/pages/${source.id}/revisions`)).body.length).toBe(revisionsBefore + 1);
    expect(await linkOf(source.id, "/new-home-of#prices")).toMatchObject({ state: "ok" });
    // The public page shows the new address.
    const visited = await fetch(`${server.url}/mentions-old`);
    expect(await visited.text()).toContain("/new-home-of#prices");

    // A link that is not redirected has nothing to fix; an unknown one is 404.
    const ok = await linkOf(source.id, "/new-home-of#prices");
    const refused = await api.post(`/api/cms/links/${ok.id}/fix`, {});
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "invalid_input" });
    expect((await api.post("/api/cms/links/999999/fix", {})).status).toBe(404);
    expect((await api.post("/api/cms/links/abc/fix", {})).status).toBe(404);
  });

  it("lists a translation's links under its own language", async () => {
    const english = await makePage("translated-source", "published", [html("body", '<p><a href="/nowhere-at-all">gone</a></p>')]);
    const created = await api.post(`/api/cms/pages/${english.id}/translations`, { locale: "ja" });
    expect(created.status, created.text).toBe(201);
    const ja = (await links()).filter((l) => l.locale === "ja" && l.href === "/nowhere-at-all");
    expect(ja).toHaveLength(1);
    expect(ja[0]).toMatchObject({ state: "broken", pageId: created.body.id });
    expect(ja[0].pageId).not.toBe(english.id);
  });

  it("finds the library images a page shows, and warns of one missing from the library", async () => {
    const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 10, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    const uploaded = await api.upload(jpeg, "team.jpg", "Our team");
    expect(uploaded.status, uploaded.text).toBe(201);
    const media = uploaded.body;
    const source = await makePage("with-pictures", "published", [
      json("picture", { block: "image", image: { mediaId: media.id, alt: "Our team" }, caption: "" }, 0),
    ]);
    expect(await linkOf(source.id, `media:${media.id}`)).toMatchObject({ kind: "image", state: "ok", text: "Our team" });

    // A picture of the library that is not there is broken, as the editor is told before saving.
    const check = await api.post("/api/cms/links/check", {
      sections: [
        { sectionType: "html", content: { text: '<p><img src="/media/0123456789abcdef0123-800.webp" alt="lost"></p>' } },
        { sectionType: "json", content: { text: JSON.stringify({ block: "image", image: { mediaId: 987654, alt: "gone" } }) } },
      ],
    });
    expect(check.status, check.text).toBe(200);
    expect(check.body).toEqual([
      expect.objectContaining({ kind: "image", href: "/media/0123456789abcdef0123-800.webp", state: "broken", text: "lost" }),
      expect.objectContaining({ kind: "image", href: "media:987654", state: "broken" }),
    ]);

    // The library keeps an image a page shows: it stays ok.
    expect((await api.delete(`/api/cms/media/${media.id}`)).status).toBe(409);
    expect(await linkOf(source.id, `media:${media.id}`)).toMatchObject({ state: "ok" });
  });

  it("warns of broken and redirected links in content about to be saved, and bounds the request", async () => {
    const res = await api.post("/api/cms/links/check", {
      sections: [
        {
          sectionType: "html",
          content: { text: '<a href="/draft-target">d</a> <a href="/old-home-of">o</a> <a href="/live-target">l</a>' },
        },
        { sectionType: "text", content: { text: "<a href='/no-such-page'>plain words</a>" } },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { kind: "link", href: "/draft-target", text: "d", state: "broken", httpStatus: 404, target: null },
      { kind: "link", href: "/old-home-of", text: "o", state: "redirected", httpStatus: 301, target: "/new-home-of" },
    ]);
    const bad = await api.post("/api/cms/links/check", { sections: "no" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalid_input", message: expect.any(String) });
    const many = await api.post("/api/cms/links/check", { sections: Array(201).fill({ sectionType: "text", content: { text: "" } }) });
    expect(many.status).toBe(400);
  });

  it("answers only those who manage pages, but warns anyone who edits them", async () => {
    const translator = await newPerson(server, api, "translator", { languages: ["ja"] });
    expect((await translator.api.get("/api/cms/links")).status).toBe(403);
    expect((await translator.api.post("/api/cms/links/1/fix", {})).status).toBe(403);
    // The editor's warning is for anyone who edits pages.
    expect((await translator.api.post("/api/cms/links/check", { sections: [] })).status).toBe(200);
    expect((await server.client().get("/api/cms/links")).status).toBe(401);
  });
});

describe("links to other sites, checked in the background (sqlite)", () => {
  let server: TestServer;
  let api: ApiClient;
  let other: http.Server;
  let origin: string;
  const asked: string[] = [];
  beforeAll(async () => {
    // The only "other site" a test may reach: one on this machine's loopback address.
    other = http.createServer((req, res) => {
      asked.push(`${req.method} ${req.url} ${req.headers["user-agent"]}`);
      res.writeHead(req.url === "/gone" ? 404 : 200).end();
    });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    server = await startServer("sqlite", { LINK_CHECK_EXTERNAL: "1", LINK_CHECK_ALLOW_PRIVATE: "1" });
    api = server.client();
    await api.login();
  });
  afterAll(async () => {
    await server?.dispose();
    other?.closeAllConnections();
    await new Promise((resolve) => other?.close(resolve));
  });

  it("checks a page's new links to another site after its save, with a user agent naming the site", async () => {
    const res = await api.post("/api/cms/pages", {
      title: "Partners",
      slug: "partners",
      status: "published",
      sections: [
        {
          sectionKey: "body",
          sectionType: "html",
          content: { text: `<p><a href="${origin}/fine">Fine</a> <a href="${origin}/gone">Gone</a></p>` },
          sortOrder: 0,
        },
      ],
    });
    expect(res.status, res.text).toBe(201);
    const states = async () =>
      Object.fromEntries(
        ((await api.get("/api/cms/links")).body as any[]).filter((l) => l.external).map((l) => [l.href, [l.state, l.httpStatus]]),
      );
    await expect.poll(states, { timeout: 15_000, interval: 250 }).toEqual({
      [`${origin}/fine`]: ["ok", 200],
      [`${origin}/gone`]: ["broken", 404],
    });
    expect(asked.some((line) => line.startsWith("HEAD /fine") && line.includes(server.url))).toBe(true);
  });
});
