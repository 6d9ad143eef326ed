import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startServer } from "./harness";

/** The script-src directive of a Content-Security-Policy header. */
function scriptSrc(csp: string | null): string {
  return (csp ?? "").split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
}

describe("security headers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite", { TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it.each(["/", "/services", "/nope", "/cms/login", "/api/cms/session", "/api/cms/public/pages/home", "/robots.txt"])(
    "%s carries the CSP, nosniff, a private referrer policy and denies framing",
    async (path) => {
      const res = await server.client().get(path);
      const csp = res.headers.get("content-security-policy");
      // Admin screens run scripts by nonce; everything else allows scripts from the site only.
      if (path.startsWith("/cms")) expect(scriptSrc(csp)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/);
      else expect(scriptSrc(csp)).toBe("script-src 'self'");
      expect(scriptSrc(csp)).not.toContain("unsafe-inline");
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
        expect(csp).toContain(directive);
      }
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("same-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-powered-by")).toBeNull();
      // Plain HTTP: no HSTS.
      expect(res.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("gives every admin screen a fresh nonce, and every script in it carries it", async () => {
    const first = await server.client().get("/cms/login");
    const second = await server.client().get("/cms/login");
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
    const nonce = nonceOf(first.headers.get("content-security-policy"));
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonce);
    const scripts = [...first.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) {
      // JSON-LD is data, not script: the browser never runs it.
      if (attrs.includes('type="application/ld+json"')) continue;
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
  });

  it("gives public pages no nonce, so one copy serves everyone: a 304 keeps the same policy", async () => {
    const page = await server.client().get("/languages");
    expect(page.text).not.toContain("nonce=");
    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{32}(?:-br|-gzip)?"$/);
    expect(page.headers.get("cache-control")).toBe("public, no-cache");
    const again = await server.client().get("/languages", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("content-security-policy")).toBe(page.headers.get("content-security-policy"));
    expect(again.headers.get("content-security-policy")).not.toContain(",");
    // A forged tag gets the full page.
    const forged = await server.client().get("/languages", { "If-None-Match": `"${"x".repeat(32)}"` });
    expect(forged.status).toBe(200);
    // Admin screens are never revalidated: no validator, no-store.
    const login = await server.client().get("/cms/login");
    expect(login.headers.get("etag")).toBeNull();
    expect(login.headers.get("cache-control")).toBe("no-store");
  });

  it("never lets a shared cache keep admin screens or API answers", async () => {
    expect((await server.client().get("/cms/login")).headers.get("cache-control")).toBe("no-store");
    expect((await server.client().get("/api/cms/session")).headers.get("cache-control")).toBe("no-store");
    expect((await server.client().get("/api/cms/public/pages/home")).headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("sends HSTS and Secure cookies only over HTTPS, as a trusted proxy reports it", async () => {
    const https = { "X-Forwarded-Proto": "https" };
    const page = await server.client().get("/", https);
    expect(page.headers.get("strict-transport-security")).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(page.headers.get("strict-transport-security")!)![1])).toBeGreaterThanOrEqual(31_536_000);

    const api = server.client();
    // The proxy presents the site as https://<host>, so that is the page's origin too.
    const login = await api.post(
      "/api/cms/login",
      { username: "owner", password: "first-password-1" },
      { ...https, Origin: server.url.replace("http://", "https://") },
    );
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("cms_session="))!;
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it("serves hashed assets for a year, immutable, and compresses text", async () => {
    const html = (await server.client().get("/cms/login")).text;
    const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(server.url + asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("escapes < in the data serialised into the page, so no managed text can close a script", async () => {
    const api = server.client();
    await api.login();
    const evil = "</script><script>window.__pwned=1</script><!--";
    const created = await api.post("/api/cms/pages", {
      title: `Rates ${evil}`,
      slug: "escape-check",
      status: "published",
      metaDescription: evil,
      metaKeywords: null,
      sections: [{ sectionKey: "intro", sectionType: "text", content: { text: evil }, sortOrder: 0 }],
    });
    expect(created.status).toBe(201);
    const page = await server.client().get("/escape-check");
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("<script>window.__pwned");
    // The text is still there, escaped, for the reader.
    expect(page.text).toContain("&lt;/script&gt;&lt;script&gt;window.__pwned=1");
    // No script runs but the site's own file: JSON-LD data blocks aside, every script has a src on this origin.
    for (const [, attrs] of page.text.matchAll(/<script\b([^>]*)>/g)) {
      if (!attrs!.includes("application/ld+json")) expect(attrs).toMatch(/ src="\/assets\/[\w-]+\.js"/);
    }
  });
});

