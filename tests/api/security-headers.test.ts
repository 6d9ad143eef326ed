import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startServer } from "./harness";

/** A raw request (any method, Host or path, which fetch would refuse or correct): status and headers. */
function raw(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The script-src directive of a Content-Security-Policy header. */
function scriptSrc(csp: string | null): string {
  return (
    (csp ?? "")
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? ""
  );
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

  // An answer without them (a missing build file, a refused request) would be the one a browser
  // may sniff, frame, or reach over plain HTTP after all.
  it("puts the headers on every answer, refusals and missing files included, and HSTS over HTTPS", async () => {
    const host = new URL(server.url).host;
    const https = { "X-Forwarded-Proto": "https" };
    const answers: Array<[string, { status: number; headers: Record<string, unknown> }]> = [
      ["missing asset", await raw(server.url, "GET", "/assets/missing-1234.js", { Host: host, ...https })],
      ["missing asset, HEAD", await raw(server.url, "HEAD", "/assets/missing-1234.css", { Host: host, ...https })],
      ["unknown method", await raw(server.url, "PROPFIND", "/", { Host: host, ...https })],
      ["bad Host", await raw(server.url, "GET", "/", { Host: "bad host!", ...https })],
      ["undecodable path", await raw(server.url, "GET", "/%E0%A4%A", { Host: host, ...https })],
      ["missing image", await raw(server.url, "GET", "/media/missing.webp", { Host: host, ...https })],
      [
        "POST to a page",
        await raw(server.url, "POST", "/services", { Host: host, "Content-Type": "application/x-www-form-urlencoded", ...https }),
      ],
      ["health", await raw(server.url, "GET", "/healthz", { Host: host, ...https })],
    ];
    const missing = answers.flatMap(([what, { status, headers }]) =>
      [
        ["content-security-policy", /script-src 'self'/],
        ["x-content-type-options", /^nosniff$/],
        ["x-frame-options", /^DENY$/],
        ["referrer-policy", /^same-origin$/],
        ["strict-transport-security", /^max-age=31536000; includeSubDomains$/],
      ]
        .filter(([name, pattern]) => !(pattern as RegExp).test(String(headers[name as string] ?? "")))
        .map(([name]) => `${what} (${status}): ${String(name)}`),
    );
    expect(missing).toEqual([]);
    expect(answers.map(([what, { status }]) => `${what} ${status}`)).toEqual([
      "missing asset 404",
      "missing asset, HEAD 404",
      "unknown method 405",
      "bad Host 400",
      "undecodable path 400",
      "missing image 404",
      "POST to a page 405",
      "health 200",
    ]);
  });
});
