/**
 * What the settings tell search engines (docs/product.md, "Search engines"): "Let search engines
 * index this site" off gives `noindex` on every public page and a robots.txt that turns all
 * crawlers away (a staging copy); the Google and Bing verification codes are written on every page
 * as their meta tags, a whole pasted tag read for its code, anything else never written. Only an
 * administrator changes them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";
import { newPerson } from "./people-helpers";

const page = async (server: TestServer, path: string) => {
  const res = await fetch(server.url + path, { headers: { "Accept-Encoding": "identity" } });
  return { status: res.status, text: await res.text() };
};
const head = (html: string) => html.slice(0, html.indexOf("</head>"));

describe.each(engines)("search engines (%s)", (engine) => {
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
  const save = async (values: Record<string, unknown>) => {
    const before = (await api.get("/api/cms/settings")).body;
    const res = await api.put("/api/cms/settings", { version: before.version, values });
    expect(res.status, res.text).toBe(200);
  };

  it("lets every page be indexed by default, with no verification tag", async () => {
    const robots = await page(server, "/robots.txt");
    expect(robots.text).toBe(`User-agent: *\nDisallow: /cms\nDisallow: /api\n\nSitemap: ${server.url}/sitemap.xml\n`);
    for (const path of ["/", "/services", "/contact"]) {
      const html = head((await page(server, path)).text);
      expect(html, path).not.toContain('name="robots"');
      expect(html).not.toContain("google-site-verification");
      expect(html).not.toContain("msvalidate.01");
    }
  });

  it("writes the verification codes on every page, the code of a whole pasted tag, and nothing that is not a code", async () => {
    await save({
      google_site_verification: '<meta name="google-site-verification" content="Xy12-ab_CDefGh34" />',
      bing_site_verification: "0123456789ABCDEF0123456789ABCDEF",
    });
    for (const path of ["/", "/languages", "/this-page-does-not-exist"]) {
      const html = head((await page(server, path)).text);
      expect(html, path).toContain('<meta name="google-site-verification" content="Xy12-ab_CDefGh34"/>');
      expect(html, path).toContain('<meta name="msvalidate.01" content="0123456789ABCDEF0123456789ABCDEF"/>');
    }
    await save({ google_site_verification: 'abc" onload="x', bing_site_verification: null });
    const html = head((await page(server, "/")).text);
    expect(html).not.toContain("google-site-verification");
    expect(html).not.toContain("onload");
    expect(html).not.toContain("msvalidate.01");
  });

  it("off: every public page asks not to be listed and robots.txt turns every crawler away; on again, both come back", async () => {
    await save({ search_indexing: "off" });
    expect((await page(server, "/robots.txt")).text).toBe("User-agent: *\nDisallow: /\n");
    for (const path of ["/", "/services", "/how-it-works", "/this-page-does-not-exist"]) {
      const html = head((await page(server, path)).text);
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    await save({ search_indexing: "on" });
    expect((await page(server, "/robots.txt")).text).toContain("Disallow: /cms");
    expect(head((await page(server, "/")).text)).not.toContain('name="robots"');
    const refused = await api.put("/api/cms/settings", {
      version: (await api.get("/api/cms/settings")).body.version,
      values: { search_indexing: "maybe" },
    });
    expect(refused.status).toBe(400);
  });

  it("is an administrator's: an editor's change to it is refused, and nothing changes", async () => {
    const { api: editor } = await newPerson(server, api, "editor");
    const before = (await editor.get("/api/cms/settings")).body;
    const res = await editor.put("/api/cms/settings", { version: before.version, values: { search_indexing: "off" } });
    expect(res.status).toBe(403);
    expect((await page(server, "/robots.txt")).text).toContain("Disallow: /cms");
  });
});
