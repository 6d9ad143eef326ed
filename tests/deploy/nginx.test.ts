/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * The deployment of docs/deploying-by-hand.md, end to end: Debian's nginx on the configuration that
 * `npm run deploy:nginx` writes, with a throw-away self-signed certificate, in front of the real
 * production server started as in production (TRUST_PROXY=1, PUBLIC_URL https://...).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "../../app/content/navigation";
import { brotliStaticInstalled, NGINX, nginxInstalled, selfSignedCertificate, startNginx } from "../../scripts/lib/nginx.mjs";
import { ADMIN, startServer, type TestServer } from "../api/harness";
import { freePort } from "../../scripts/lib/production-server.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const ci = Boolean(process.env.CI) && process.env.CI !== "false" && process.env.CI !== "0";
const installed = nginxInstalled();
/** Unavailable page: deploy/nginx/unavailable.html. */
const UNAVAILABLE = "Temporarily unavailable";

if (!installed && ci) {
  it("has nginx to test the deployment with", () => {
    throw new Error(
      `nginx is not installed (${NGINX}), and CI must test the deployment: install it with apt-get install -y nginx (npm test does when it runs as root).`,
    );
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body as text, decoded from brotli or gzip when it came so. */
  text: string;
}

/** The headers every answer over HTTPS carries (server/security/headers.ts; nginx's own answers too). */
const SECURITY_HEADERS: Record<string, RegExp> = {
  "content-security-policy": /^script-src 'self'/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^same-origin$/,
  "x-frame-options": /^DENY$/,
  "strict-transport-security": /^max-age=31536000; includeSubDomains$/,
};

/** The security headers an answer lacks, or has twice ("DENY, DENY" is no longer DENY). */
function securityProblems(what: string, answer: { status: number; headers: Record<string, string | string[] | undefined> }): string[] {
  return Object.entries(SECURITY_HEADERS)
    .filter(([name, pattern]) => {
      const value = answer.headers[name];
      return (
        typeof value !== "string" ||
        !pattern.test(value) ||
        /, (nosniff|DENY|same-origin|max-age)/.test(value) ||
        value.split("script-src").length > 2
      );
    })
    .map(([name]) => `${what} (${answer.status}): ${name} = ${String(answer.headers[name])}`);
}

describe.skipIf(!installed)("the nginx deployment (deploy/nginx)", () => {
  let work: string;
  let server: TestServer;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let cert: Buffer;
  let httpsPort: number;
  let httpPort: number;
  let site: string;
  let cookie = "";
  const brotli = brotliStaticInstalled();

  /** A request to nginx over HTTPS, checked against the throw-away certificate. */
  function https(
    method: string,
    pathname: string,
    options: { headers?: Record<string, string>; body?: unknown; from?: string } = {},
  ): Promise<Answer> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { Host: `localhost:${httpsPort}`, ...options.headers };
    if (payload !== undefined) {
      headers["Content-Type"] = "application/json";
      headers.Origin ??= site;
    }
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        {
          host: "127.0.0.1",
          port: httpsPort,
          method,
          path: pathname,
          headers,
          ca: cert,
          servername: "localhost",
          agent: false,
          localAddress: options.from,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            const text = (encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body).toString("utf8");
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }

  const json = (answer: Answer): any => JSON.parse(answer.text);
  const signedIn = (headers: Record<string, string> = {}) => ({ Cookie: cookie, ...headers });

  /** The server's request log: one entry per request it answered, oldest first. */
  function serverRequests(pathname: string): Array<{ status: number; ip: string }> {
    return server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === "request" && entry.path === pathname);
  }

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "gts-deploy-"));
    mkdirSync(path.join(work, "acme"));
    httpsPort = await freePort();
    httpPort = await freePort();
    site = `https://localhost:${httpsPort}`;
    const files = selfSignedCertificate(work);
    cert = readFileSync(files.cert);

    server = await startServer("sqlite", { TRUST_PROXY: "1", PUBLIC_URL: site, LOG_FORMAT: "json" });
    // The configuration exactly as an operator makes it: through the command.
    const siteConf = path.join(work, "site.conf");
    const made = spawnSync(
      process.execPath,
      [
        "scripts/deploy-nginx.mjs",
        "--server-name",
        "localhost",
        "--upstream",
        `127.0.0.1:${new URL(server.url).port}`,
        "--root",
        path.join(buildDir, "client"),
        "--cert",
        files.cert,
        "--key",
        files.key,
        "--cache-dir",
        path.join(work, "cache"),
        "--refresh-socket",
        path.join(work, "refresh.sock"),
        "--log-dir",
        path.join(work, "logs"),
        "--acme-root",
        path.join(work, "acme"),
        "--http-port",
        String(httpPort),
        "--https-port",
        String(httpsPort),
        "--brotli",
        brotli ? "on" : "off",
        "--out",
        siteConf,
      ],
      { encoding: "utf8" },
    );
    if (made.status !== 0) throw new Error(`npm run deploy:nginx failed:\n${made.stderr}`);
    nginx = await startNginx({ dir: work, siteConf, ports: [httpPort, httpsPort], brotli });

    const login = await https("POST", "/api/cms/login", { body: { username: ADMIN.username, password: ADMIN.password } });
    expect(login.status).toBe(200);
    cookie = String(login.headers["set-cookie"]).split(";")[0]!;
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await server?.dispose();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("redirects HTTP to HTTPS, same path and query, with a 301", async () => {
    const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port: httpPort, path: "/languages?from=ad", headers: { Host: `localhost:${httpPort}` }, agent: false },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://localhost:${httpsPort}/languages?from=ad`);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves the site over HTTPS, with HSTS", async () => {
    const home = await https("GET", "/", { headers: { "Accept-Encoding": "br" } });
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    expect(home.text).toContain("</html>");
    // The canonical link names PUBLIC_URL: the server runs as configured for the deployment.
    expect(home.text).toContain(`href="${site}/"`);
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(home.headers["x-page-cache"]).toBeUndefined();
  });

  it("sets the session cookie Secure when signing in over HTTPS (and only then)", async () => {
    const login = await https("POST", "/api/cms/login", { body: { username: ADMIN.username, password: ADMIN.password } });
    expect(login.status).toBe(200);
    const setCookie = String(login.headers["set-cookie"]);
    expect(setCookie).toMatch(/^cms_session=[^;]+;/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    // The same server reached without the proxy's X-Forwarded-Proto: plain HTTP, no Secure.
    const direct = await server.client().login();
    expect(direct.headers.getSetCookie()[0]).not.toMatch(/Secure/i);
  });

  it("serves hashed assets itself, precompressed, immutable, without asking the server", async () => {
    const assets = path.join(buildDir, "client/assets");
    const name = readdirSync(assets).find(
      (file) => file.endsWith(".js") && existsSync(path.join(assets, `${file}.br`)) && existsSync(path.join(assets, `${file}.gz`)),
    );
    expect(name).toBeDefined();
    const file = path.join(assets, name!);
    const br = await https("GET", `/assets/${name}`, { headers: { "Accept-Encoding": "br" } });
    const gzip = await https("GET", `/assets/${name}`, { headers: { "Accept-Encoding": "gzip" } });
    const plain = await https("GET", `/assets/${name}`);
    if (brotli) {
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.body.equals(readFileSync(`${file}.br`))).toBe(true);
    } else {
      expect(br.body.equals(readFileSync(file))).toBe(true);
    }
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body.equals(readFileSync(`${file}.gz`))).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(readFileSync(file))).toBe(true);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers.vary).toBe("Accept-Encoding");
    }
    expect(serverRequests(`/assets/${name}`)).toEqual([]);
    // A name the build does not have is the server's plain-text 404.
    const missing = await https("GET", "/assets/missing-1234.js");
    expect(missing.status).toBe(404);
    expect(missing.text).toBe("Not found");
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect(securityProblems("missing asset", missing)).toEqual([]);
  });

  it("puts the security headers on every answer over HTTPS, once: the server's, the cache's and nginx's own", async () => {
    const hostHeader = `localhost:${httpsPort}`;
    const answers: Array<[string, Answer]> = [
      ["page", await https("GET", "/languages", { headers: { "Accept-Encoding": "br" } })],
      ["page again, from the cache", await https("GET", "/languages", { headers: { "Accept-Encoding": "br" } })],
      ["not found page", await https("GET", "/no-such-page")],
      ["missing asset", await https("GET", "/assets/missing-5678.css")],
      ["asset", await https("GET", `/assets/${readdirSync(path.join(buildDir, "client/assets"))[0]}`)],
      ["missing image", await https("GET", "/media/missing.webp")],
      ["admin screen", await https("GET", "/cms/login")],
      ["API", await https("GET", "/api/cms/session")],
      ["API refusal", await https("POST", "/api/cms/login", { body: { username: "" } })],
      ["health", await https("GET", "/healthz")],
      // nginx's own answers: a body past client_max_body_size, a Host it cannot read.
      [
        "too large (nginx)",
        await https("POST", "/api/cms/media", {
          headers: { "Content-Type": "application/octet-stream", "Content-Length": String(17 * 1024 * 1024) },
        }),
      ],
      ["bad Host (nginx)", await https("GET", "/", { headers: { Host: "bad host!" } })],
    ];
    expect(answers.flatMap(([what, answer]) => securityProblems(what, answer))).toEqual([]);
    expect(answers.map(([what, answer]) => `${what} ${answer.status}`)).toEqual([
      "page 200",
      "page again, from the cache 200",
      "not found page 404",
      "missing asset 404",
      "asset 200",
      "missing image 404",
      "admin screen 200",
      "API 401",
      "API refusal 400",
      "health 200",
      "too large (nginx) 413",
      "bad Host (nginx) 400",
    ]);
    // The admin screen keeps its own policy (a nonce), not the public one.
    expect(String(answers[6]![1].headers["content-security-policy"])).toMatch(/'nonce-/);
    void hostHeader;
  });

  it("keeps public pages and revalidates them with the server's ETags", async () => {
    const first = await https("GET", "/services", { headers: { "Accept-Encoding": "br" } });
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => https("GET", "/services", { headers: { "Accept-Encoding": "br" } })),
    );
    const seconds = (performance.now() - started) / 1000;
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(first.body)).toBe(true);
      expect(answer.headers["x-cache-status"]).toMatch(/^(HIT|STALE|UPDATING|REVALIDATED)$/);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The server sent the page twice, once for each copy nginx keeps (brotli, and gzip beside it);
    // what reached it after were revalidations of the two (304), at most ten a second each, so
    // fewer than the requests.
    const seen = serverRequests("/services");
    expect(seen.slice(0, 2).map((entry) => entry.status)).toEqual([200, 200]);
    expect(seen.slice(2).every((entry) => entry.status === 304)).toBe(true);
    expect(seen.length).toBeLessThan(answers.length);
    expect(seen.length - 2).toBeLessThanOrEqual(2 * (Math.ceil(seconds * 10) + 2));
    // A browser's own revalidation is answered by nginx.
    const revalidated = await https("GET", "/services", { headers: { "Accept-Encoding": "br", "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    // Browsers' many ways of writing Accept-Encoding share one kept copy per encoding: two in all.
    const before = serverRequests("/services").filter((entry) => entry.status === 200).length;
    const chrome = await https("GET", "/services", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(chrome.headers["content-encoding"]).toBe("br");
    expect(chrome.body.equals(first.body)).toBe(true);
    const refused = await https("GET", "/services", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(refused.headers["x-cache-status"]).toMatch(/^(HIT|STALE|UPDATING|REVALIDATED)$/);
    const plain = await https("GET", "/services", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(first.text);
    expect(plain.headers["x-cache-status"]).toMatch(/^(HIT|STALE|UPDATING|REVALIDATED)$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(serverRequests("/services").filter((entry) => entry.status === 200).length).toBe(before);
  });

  it("sends every other way of writing a page's address to its one address (301, query kept), and keeps none of them", async () => {
    for (const [asked, one] of [
      ["/SERVICES?from=ad", "/services?from=ad"],
      ["/Services/", "/services"],
      ["/ja/SERVICES", "/ja/services"],
    ]) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await https("GET", asked!, { headers: { "Accept-Encoding": "br" } });
        expect(answer.status, asked).toBe(301);
        expect(answer.headers.location, asked).toBe(one);
        // Asked of the server each time: nginx keeps no page under another address, and no redirect
        // (its Location carries the query string, which the cache key leaves out).
        expect(answer.headers["x-cache-status"], asked).not.toMatch(/^(HIT|STALE|UPDATING|REVALIDATED)$/);
        expect(securityProblems(asked!, answer)).toEqual([]);
      }
    }
  });

  it("keeps the owner's removed addresses (410) like pages, asks the server for every redirect (the query string kept), and drops a deleted one within a second", async () => {
    const made: number[] = [];
    for (const body of [
      { from: "/old-brochure", to: "/services", status: 301 },
      { from: "/old-offer", to: "/contact", status: 302 },
      { from: "/old-gone", status: 410 },
    ]) {
      const created = await https("POST", "/api/cms/redirects", { headers: signedIn(), body });
      expect(created.status, created.text).toBe(201);
      made.push(json(created).id);
    }
    const ask = (p: string) => https("GET", p, { headers: { "Accept-Encoding": "br" } });
    const kept = /^(HIT|STALE|UPDATING|REVALIDATED)$/;
    await ask("/old-gone");
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const query of ["?from=flyer", "?from=radio", ""]) {
      const permanent = await ask(`/old-brochure${query}`);
      expect([permanent.status, permanent.headers.location]).toEqual([301, `/services${query}`]);
      expect(permanent.headers["x-cache-status"]).not.toMatch(kept);
      const temporary = await ask(`/OLD-OFFER/${query}`);
      expect([temporary.status, temporary.headers.location]).toEqual([302, `/contact${query}`]);
      expect(temporary.headers["x-cache-status"]).not.toMatch(kept);
      const gone = await ask(`/old-gone${query}`);
      expect(gone.status).toBe(410);
      expect(gone.text).toContain("This page has been removed");
      expect(gone.headers["x-cache-status"]).toMatch(kept);
      expect(securityProblems("/old-gone", gone)).toEqual([]);
    }
    // Removed from the list: the kept 410 gives way to the page-not-found answer within a second.
    expect((await https("DELETE", `/api/cms/redirects/${made[2]}`, { headers: signedIn({ Origin: site }) })).status).toBe(204);
    const started = performance.now();
    let status = 410;
    while (performance.now() - started < 2000 && status === 410) {
      status = (await ask("/old-gone")).status;
      if (status === 410) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(404);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("shows a change an administrator saves within a second", async () => {
    const created = await https("POST", "/api/cms/pages", {
      headers: signedIn(),
      body: {
        title: "Deployment check",
        slug: "deployment-check",
        status: "published",
        sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Version 0" }, sortOrder: 0 }],
      },
    });
    expect(created.status).toBe(201);
    const sectionId = json(created).sections[0].id;
    const page = (headers: Record<string, string> = {}) =>
      https("GET", "/deployment-check", { headers: { "Accept-Encoding": "br", ...headers } });
    expect((await page()).text).toContain("Version 0");

    for (let version = 1; version <= 3; version += 1) {
      // Kept and served from nginx's cache before the save.
      for (let i = 0; i < 5; i += 1) expect((await page()).headers["x-cache-status"]).toMatch(/^(HIT|STALE|UPDATING|REVALIDATED)$/);
      const saved = await https("PUT", `/api/cms/sections/${sectionId}`, {
        headers: signedIn(),
        body: { sectionKey: "body", sectionType: "text", content: { text: `Version ${version}` } },
      });
      expect(saved.status).toBe(200);
      const started = performance.now();
      let elapsed = Infinity;
      while (performance.now() - started < 2000) {
        const answer = await page();
        expect(answer.status).toBe(200);
        if (answer.text.includes(`Version ${version}`)) {
          elapsed = performance.now() - started;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(elapsed).toBeLessThan(1000);
    }
  });

  it("never keeps what a signed-in administrator sees, nor the API", async () => {
    const draft = await https("POST", "/api/cms/pages", {
      headers: signedIn(),
      body: {
        title: "Secret draft",
        slug: "secret-draft",
        status: "draft",
        sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Not for visitors" }, sortOrder: 0 }],
      },
    });
    expect(draft.status).toBe(201);
    const visitor = await https("GET", "/secret-draft", { headers: { "Accept-Encoding": "br" } });
    expect(visitor.status).toBe(404);
    const preview = await https("GET", "/secret-draft", { headers: signedIn({ "Accept-Encoding": "br" }) });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("Not for visitors");
    expect(preview.headers["x-cache-status"]).toBe("BYPASS");
    const again = await https("GET", "/secret-draft", { headers: { "Accept-Encoding": "br" } });
    expect(again.status).toBe(404);
    expect(again.text).not.toContain("Not for visitors");

    // The public API answer is cacheable by the server's rules, but nginx never keeps /api.
    const before = serverRequests("/api/cms/public/pages/deployment-check").length;
    for (let i = 0; i < 3; i += 1) {
      const answer = await https("GET", "/api/cms/public/pages/deployment-check");
      expect(answer.status).toBe(200);
      expect(answer.headers["x-cache-status"]).toBeUndefined();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(serverRequests("/api/cms/public/pages/deployment-check").length - before).toBe(3);
  });

  it("never keeps a preview link's page, and logs it without its token, in nginx or the server", async () => {
    const draft = await https("POST", "/api/cms/pages", {
      headers: signedIn(),
      body: {
        title: "Shared draft",
        slug: "shared-draft",
        status: "draft",
        sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Shared before publishing" }, sortOrder: 0 }],
      },
    });
    expect(draft.status).toBe(201);
    const link = await https("POST", `/api/cms/pages/${json(draft).id}/preview-links`, { headers: signedIn(), body: {} });
    expect(link.status).toBe(201);
    const { url } = json(link) as { url: string };
    expect(url.startsWith(`${site}/preview/`)).toBe(true);
    const token = url.slice(url.lastIndexOf("/") + 1);
    const before = serverRequests("/preview/…").length;
    for (let i = 0; i < 3; i += 1) {
      const answer = await https("GET", new URL(url).pathname, { headers: { "Accept-Encoding": "br" } });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain("Shared before publishing");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.headers["referrer-policy"]).toBe("no-referrer");
      expect(answer.headers["x-cache-status"]).toBeUndefined();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(serverRequests("/preview/…").length - before).toBe(3);
    expect(server.output()).not.toContain(token);
    const log = readFileSync(path.join(work, "logs", "guam-translation.access.log"), "utf8");
    expect(log).toContain('"GET /preview/..." 200');
    expect(log).not.toContain(token);
  });

  it("counts a page view's beacon by the visitor's address, and logs neither the address nor the browser, in nginx or the server", async () => {
    const userAgent =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 DeployProbe/4.2";
    const beacon = await https("POST", "/api/stats/hit", {
      from: "127.0.0.7",
      headers: { Origin: site, "Content-Type": "text/plain;charset=UTF-8", "User-Agent": userAgent },
      body: { path: "/contact", referrer: "", locale: "en" },
    });
    expect(beacon.status).toBe(204);
    // The statistics read what waits: the page view counted once, as its own visitor.
    const from = new Date(Date.now() + 10 * 3600_000).toISOString().slice(0, 10);
    const stats = await https("GET", `/api/cms/stats?from=${from}&to=${from}`, { headers: { Cookie: cookie } });
    expect(stats.status).toBe(200);
    expect(JSON.parse(stats.text).pages).toContainEqual({ key: "/contact", visitors: 1, pageviews: 1 });
    const log = readFileSync(path.join(work, "logs", "guam-translation.access.log"), "utf8");
    const lines = log.split("\n").filter((line) => line.includes("/api/stats/hit"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/"POST \/api\/stats\/hit HTTP\/1\.1" 204/);
    for (const secret of ["127.0.0.7", "DeployProbe"]) {
      expect(lines[0], secret).not.toContain(secret);
      expect(
        serverRequests("/api/stats/hit")
          .map((entry) => JSON.stringify(entry))
          .join("\n"),
        secret,
      ).not.toContain(secret);
    }
    expect(serverRequests("/api/stats/hit")).toHaveLength(1);
  });

  it("throttles sign-in by the visitor's real address, whatever X-Forwarded-For a client forges", async () => {
    // The visitor connects from 127.0.0.5; nginx itself reaches the server from 127.0.0.1.
    const visitor = "127.0.0.5";
    for (let i = 0; i < 20; i += 1) {
      const attempt = await https("POST", "/api/cms/login", {
        from: visitor,
        headers: { "X-Forwarded-For": `203.0.113.${i}`, "X-Real-IP": `203.0.113.${i}`, Forwarded: `for=203.0.113.${i}` },
        body: { username: `guess-${i}`, password: "wrong-password" },
      });
      expect(attempt.status).toBe(401);
    }
    const blocked = await https("POST", "/api/cms/login", {
      from: visitor,
      headers: { "X-Forwarded-For": "198.51.100.77" },
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    const addresses = await server.query<{ address: string }>("SELECT address FROM login_attempts WHERE username LIKE 'guess-%'");
    expect(addresses).toHaveLength(20);
    expect(new Set(addresses.map((row) => row.address))).toEqual(new Set([visitor]));
    // Another visitor is not blocked by the first one's guesses.
    const other = await https("POST", "/api/cms/login", { from: "127.0.0.6", body: { username: "guess-0", password: "wrong-password" } });
    expect(other.status).toBe(401);
    await server.query("DELETE FROM login_attempts");
  });

  it("keeps every public page answering while the server is stopped, whatever encoding a client takes; the admin area and the API say unavailable (503)", async () => {
    const paths = [...PUBLIC_ROUTES, "/deployment-check"];
    const kept = new Map<string, Answer>();
    for (const p of paths) {
      const answer = await https("GET", p, { headers: { "Accept-Encoding": "br" } });
      expect(answer.status, p).toBe(200);
      kept.set(p, answer);
    }
    // Pages visitors asked for only in gzip, or uncompressed (an uptime monitor).
    const gzipOnly = "/deployment-check-gzip";
    const plainOnly = "/deployment-check-plain";
    for (const slug of [gzipOnly, plainOnly]) {
      const created = await https("POST", "/api/cms/pages", {
        headers: signedIn(),
        body: {
          title: slug,
          slug: slug.slice(1),
          status: "published",
          sections: [{ sectionKey: "body", sectionType: "text", content: { text: `Kept ${slug}` }, sortOrder: 0 }],
        },
      });
      expect(created.status).toBe(201);
    }
    expect((await https("GET", gzipOnly, { headers: { "Accept-Encoding": "gzip, deflate" } })).text).toContain(`Kept ${gzipOnly}`);
    expect((await https("GET", plainOnly)).text).toContain(`Kept ${plainOnly}`);
    // What nginx fetches for its cache in the background has arrived.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Stopped as systemd stops it (SIGTERM): at once, not after the server's 10 s limit for
    // requests still running (which idle upstream connections kept open would cause).
    const stopping = performance.now();
    await server.stop();
    expect(performance.now() - stopping).toBeLessThan(5000);
    expect(server.output()).not.toContain("still running");

    for (const p of paths) {
      const answer = await https("GET", p, { headers: { "Accept-Encoding": "br" } });
      expect(answer.status, p).toBe(200);
      expect(answer.body.equals(kept.get(p)!.body), p).toBe(true);
      expect(answer.headers["x-cache-status"], p).toMatch(/^(STALE|UPDATING|HIT)$/);
      // Kept in brotli, and still there for a client that takes only gzip, or nothing compressed.
      const gzip = await https("GET", p, { headers: { "Accept-Encoding": "gzip" } });
      expect([gzip.status, gzip.headers["content-encoding"]], p).toEqual([200, "gzip"]);
      expect(gzip.text, p).toBe(kept.get(p)!.text);
      const plain = await https("GET", p);
      expect([plain.status, plain.headers["content-encoding"]], p).toEqual([200, undefined]);
      expect(plain.text, p).toBe(kept.get(p)!.text);
      expect(securityProblems(p, plain)).toEqual([]);
    }
    for (const p of [gzipOnly, plainOnly]) {
      for (const encoding of ["br", "gzip", "gzip, deflate, br, zstd", ""]) {
        const answer = await https("GET", p, { headers: encoding ? { "Accept-Encoding": encoding } : {} });
        expect(answer.status, `${p} ${encoding}`).toBe(200);
        expect(answer.text, `${p} ${encoding}`).toContain(`Kept ${p}`);
      }
    }
    const assets = readdirSync(path.join(buildDir, "client/assets"));
    expect((await https("GET", `/assets/${assets[0]}`)).status).toBe(200);

    const unavailable = [
      await https("GET", "/cms/login"),
      await https("GET", "/cms/dashboard", { headers: signedIn() }),
      await https("GET", "/cms"),
      // A public page nobody asked for before has nothing kept either.
      await https("GET", "/never-asked-for"),
    ];
    for (const answer of unavailable) {
      expect(answer.status).toBe(503);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(securityProblems("unavailable page", answer)).toEqual([]);
      expect(answer.text).toContain(UNAVAILABLE);
    }
    // The API answers as the API does, in JSON with a message the editor shows as it is, so an
    // administrator saving a page learns that the site is restarting and that nothing is lost.
    const api = [
      await https("GET", "/api/cms/session", { headers: signedIn() }),
      await https("POST", "/api/cms/login", { body: { username: ADMIN.username, password: ADMIN.password } }),
      await https("PUT", `/api/cms/pages/1`, { headers: signedIn(), body: { title: "x" } }),
      await https("DELETE", `/api/cms/pages/1`, { headers: signedIn() }),
    ];
    for (const answer of api) {
      expect(answer.status).toBe(503);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(securityProblems("unavailable API", answer)).toEqual([]);
      expect(json(answer)).toEqual({
        message: "The site is restarting. Your changes are kept in the editor; try again in a few seconds.",
        code: "unavailable",
      });
    }
    expect(nginx!.errorLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
  }, 60_000);
});
