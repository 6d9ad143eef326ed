import { spawn } from "node:child_process";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";

const root = path.resolve(import.meta.dirname, "../..");

/** Sends raw bytes (what no fetch client would send) and returns the status line's code. */
function raw(server: TestServer, request: string): Promise<number> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      if (match) {
        resolve(Number(match[1]));
        socket.destroy();
      }
    });
    socket.on("error", reject);
    socket.on("close", () => reject(new Error(`no status line in: ${JSON.stringify(answer)}`)));
  });
}

/** The server's log lines (JSON) written after `from` characters of output. */
function logLines(server: TestServer, from: number): Array<Record<string, unknown>> {
  return server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const page = (overrides: Record<string, unknown> = {}) => ({
  title: "Hardening",
  slug: `hardening-${Math.random().toString(36).slice(2, 8)}`,
  status: "published",
  ...overrides,
});

describe.each(engines)("hardening (%s)", (engine) => {
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

  it("evaluates only 5 of 40 wrong passwords sent at once; the others wait with 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => server.client().post("/api/cms/login", { username: "owner-typo", password: "wrong" })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it("refuses HTML nested past 64 levels with a 400 naming the section, and keeps serving", async () => {
    const nested = `${"<b>".repeat(60_000)}deep`;
    const started = Date.now();
    const res = await api.post(
      "/api/cms/pages",
      page({
        sections: Array.from({ length: 5 }, (_, i) => ({
          sectionKey: `s${i}`,
          sectionType: "html",
          content: { text: nested },
          sortOrder: i,
        })),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Section 1: the HTML nests elements more than 64 levels deep; simplify it",
      code: "invalid_input",
    });
    // The refusal costs a prefix of the text, not seconds.
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("shows a page whose stored HTML nests too deeply (written before the limit) without it, at once", async () => {
    const created = (
      await api.post(
        "/api/cms/pages",
        page({ sections: [{ sectionKey: "x", sectionType: "html", content: { text: "<p>kept</p>" }, sortOrder: 0 }] }),
      )
    ).body;
    await server.query("UPDATE sections SET content = $1 WHERE page_id = $2", [`${"<b>".repeat(60_000)}deep`, created.id]);
    const res = await fetch(`${server.url}/${created.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(created.title);
    expect(html).not.toContain("deep");
  });

  describe("a NUL character is a 400 naming the field, on every engine", () => {
    const nul = "a\u0000b";
    const cases: Array<[string, () => Promise<{ status: number; body: { message?: string } }>, string]> = [
      [
        "sign-in username",
        () => server.client().post("/api/cms/login", { username: nul, password: "x" }),
        "Username must not contain a NUL character",
      ],
      [
        "reset request username",
        () => server.client().post("/api/cms/reset-password", { username: nul, email: "a@example.com", newPassword: "long-enough" }),
        "Username must not contain a NUL character",
      ],
      [
        "reset request e-mail",
        () => server.client().post("/api/cms/reset-password", { username: "a", email: `a${nul}@example.com`, newPassword: "long-enough" }),
        "Email must not contain a NUL character",
      ],
      ["public slug", () => server.client().get("/api/cms/public/pages/a%00b"), "Slug must not contain a NUL character"],
      ["page title", () => api.post("/api/cms/pages", page({ title: nul })), "Title must not contain a NUL character"],
      ["page slug", () => api.post("/api/cms/pages", page({ slug: nul })), "Slug must not contain a NUL character"],
      [
        "meta description",
        () => api.post("/api/cms/pages", page({ metaDescription: nul })),
        "Meta description must not contain a NUL character",
      ],
      ["meta keywords", () => api.post("/api/cms/pages", page({ metaKeywords: nul })), "Meta keywords must not contain a NUL character"],
      [
        "section key",
        () =>
          api.post("/api/cms/pages", page({ sections: [{ sectionKey: nul, sectionType: "text", content: { text: "" }, sortOrder: 0 }] })),
        "Section key must not contain a NUL character",
      ],
      [
        "section content",
        () =>
          api.post("/api/cms/pages", page({ sections: [{ sectionKey: "k", sectionType: "text", content: { text: nul }, sortOrder: 0 }] })),
        "Section content text must not contain a NUL character",
      ],
      [
        "a single section's content",
        () => api.post("/api/cms/sections", { pageId: 1, sectionKey: "k", sectionType: "text", content: { text: nul } }),
        "Section content text must not contain a NUL character",
      ],
      ["list search", () => api.get("/api/cms/pages?q=a%00b"), "Search text must not contain a NUL character"],
    ];
    it.each(cases)("%s", async (_name, send, message) => {
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it("a NUL in a page's address is the 404 page", async () => {
      expect((await fetch(`${server.url}/a%00b`)).status).toBe(404);
    });
  });

  describe("half of a surrogate pair (a broken character) is refused as a NUL is, by the same check (finding 3)", () => {
    const broken = "Guam \ud800 Translation";
    const message = (label: string) =>
      `${label} has a broken character in it (half of an emoji or a rare letter): type that character again`;

    it("in a settings value: a 400 naming the setting, no new version, nothing broken in the published <title>", async () => {
      const before = (await api.get("/api/cms/settings")).body;
      for (const value of [broken, "Guam \udc00", "\ud83d"]) {
        const res = await api.put("/api/cms/settings", { version: before.version, values: { business_name: value } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: message("Business name"), code: "invalid_input" });
      }
      expect((await api.get("/api/cms/settings")).body.version).toBe(before.version);
      const rows = await server.query<{ content: string }>("SELECT content FROM sections WHERE page_id = $1", [before.id]);
      expect(rows.some((row) => row.content.includes("\ufffd"))).toBe(false);
      const title = /<title>([^<]*)<\/title>/.exec(await (await fetch(`${server.url}/contact`)).text())?.[1] ?? "";
      expect(title).not.toContain("\ufffd");
    });

    it.each([
      ["page title", () => api.post("/api/cms/pages", page({ title: broken })), "Title"],
      [
        "section content",
        () =>
          api.post(
            "/api/cms/pages",
            page({ sections: [{ sectionKey: "k", sectionType: "text", content: { text: broken }, sortOrder: 0 }] }),
          ),
        "Section content text",
      ],
      [
        "section key",
        () =>
          api.post(
            "/api/cms/pages",
            page({ sections: [{ sectionKey: "k\udfff", sectionType: "text", content: { text: "" }, sortOrder: 0 }] }),
          ),
        "Section key",
      ],
      ["sign-in username", () => server.client().post("/api/cms/login", { username: broken, password: "x" }), "Username"],
    ] as Array<[string, () => Promise<{ status: number; body: { message?: string } }>, string]>)("in a %s", async (_name, send, label) => {
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message(label));
    });

    it("keeps a whole pair (an emoji) as written", async () => {
      const created = await api.post("/api/cms/pages", page({ title: "Guam \ud83c\udf3a Translation" }));
      expect(created.status).toBe(201);
      expect((await api.get(`/api/cms/pages/${created.body.id}`)).body.title).toBe("Guam 🌺 Translation");
    });
  });

  it('refuses settings values under "__proto__" as a setting it does not know, writing nothing (finding 5)', async () => {
    const before = (await api.get("/api/cms/settings")).body;
    const revisions = (await api.get(`/api/cms/pages/${before.id}/revisions`)).body.length;
    for (const values of ['{"__proto__":{"business_name":"Hijacked"}}', '{"business_name":"Kept?","__proto__":{}}']) {
      const res = await api.request("PUT", "/api/cms/settings", `{"version":${before.version},"values":${values}}`);
      expect(res.status, res.text).toBe(400);
      expect(res.body).toEqual({ message: 'There is no setting "__proto__"', code: "invalid_input" });
    }
    const after = (await api.get("/api/cms/settings")).body;
    expect(after.version).toBe(before.version);
    expect(after.values.business_name).toBe(before.values.business_name);
    expect((await api.get(`/api/cms/pages/${before.id}/revisions`)).body).toHaveLength(revisions);
  });

  it("answers an id beyond the database's range with 404, on routes and as pageId", async () => {
    for (const id of ["2147483648", "9999999999", "99999999999999999999"]) {
      expect((await api.get(`/api/cms/pages/${id}`)).status).toBe(404);
      expect((await api.put(`/api/cms/pages/${id}`, page())).status).toBe(404);
      expect((await api.delete(`/api/cms/pages/${id}`)).status).toBe(404);
      expect((await api.put(`/api/cms/sections/${id}`, { sectionKey: "a", sectionType: "text", content: { text: "" } })).status).toBe(404);
      expect((await api.delete(`/api/cms/sections/${id}`)).status).toBe(404);
    }
    const section = await api.post("/api/cms/sections", {
      pageId: 2147483648,
      sectionKey: "a",
      sectionType: "text",
      content: { text: "" },
    });
    expect(section.status).toBe(404);
    expect(section.body).toEqual({ message: "Page not found", code: "not_found" });
    const missing = await api.post("/api/cms/sections", { sectionKey: "a", sectionType: "text", content: { text: "" } });
    expect(missing.body).toEqual({ message: "Page id is required", code: "invalid_input" });
    const nullSection = await api.post("/api/cms/pages", page({ sections: [null] }));
    expect(nullSection.body).toEqual({ message: "Section 1: Each section must be an object", code: "invalid_input" });
  });

  it("answers requests no browser sends with a 4xx and one warning line, never a 500 or a stack", async () => {
    const from = server.output().length;
    // Node's own parser answers 400 to verbs it does not know (TRACK) before the app sees them.
    expect(await raw(server, "TRACK / HTTP/1.1\r\nHost: localhost\r\n\r\n")).toBe(400);
    const requests: Array<[string, number]> = [
      ["TRACE / HTTP/1.1\r\nHost: localhost\r\n\r\n", 405],
      ["PROPFIND / HTTP/1.1\r\nHost: localhost\r\n\r\n", 405],
      ["PATCH /api/cms/pages/1 HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n", 405],
      ["GET http://other.example/ HTTP/1.1\r\nHost: other.example\r\n\r\n", 400],
      ["GET * HTTP/1.1\r\nHost: localhost\r\n\r\n", 400],
      ["GET / HTTP/1.0\r\n\r\n", 400],
      ["GET / HTTP/1.1\r\nHost: exa mple\r\n\r\n", 400],
      ["GET / HTTP/1.1\r\nHost: localhost:99999999\r\n\r\n", 400],
      ["GET / HTTP/1.1\r\nHost: localhost\r\nHost: other.example\r\n\r\n", 400],
      ["OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n", 400],
      ["GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\n\r\n", 400],
      ["GET /api/cms/public/pages/%ZZ HTTP/1.1\r\nHost: localhost\r\n\r\n", 400],
    ];
    for (const [request, status] of requests) expect(await raw(server, request), request.split("\r\n")[0]).toBe(status);
    await expect
      .poll(() => logLines(server, from).filter((line) => Number(line.level) === 40).length)
      .toBeGreaterThanOrEqual(requests.length);
    const lines = logLines(server, from);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(lines.filter((line) => Number(line.level) === 40)).toHaveLength(requests.length);
    expect(server.output().slice(from)).not.toMatch(/\n\s+at /);
  });

  it("marks every admin answer no-store, the data of client navigations included", async () => {
    const home = (await api.get("/api/cms/pages")).body.find((p: { slug: string }) => p.slug === "home");
    for (const pathname of [
      "/cms/dashboard.data",
      `/cms/pages/${home.id}.data`,
      "/cms/login.data",
      "/cms/dashboard",
      "/CMS/Dashboard.data",
    ]) {
      const res = await api.get(pathname);
      expect(res.headers.get("cache-control"), pathname).toBe("no-store");
    }
  });

  it("pages and searches the list, keeping the plain list for the specification's screen", async () => {
    const marker = `zq${Math.random().toString(36).slice(2, 7)}`;
    for (let i = 0; i < 25; i += 1)
      await api.post("/api/cms/pages", page({ title: `${marker} item ${i}`, status: i % 2 ? "draft" : "published" }));
    const first = await api.get(`/api/cms/pages?q=${marker.toUpperCase()}&pageSize=10`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0].title).toBe(`${marker} item 24`);
    const third = await api.get(`/api/cms/pages?q=${marker}&pageSize=10&page=3`);
    expect(third.body.items.map((p: { title: string }) => p.title)).toEqual([4, 3, 2, 1, 0].map((i) => `${marker} item ${i}`));
    expect((await api.get(`/api/cms/pages?q=${marker}&status=draft`)).body.total).toBe(12);
    // Wildcards are searched for literally.
    expect((await api.get("/api/cms/pages?q=%25")).body.total).toBe(0);
    const plain = await api.get("/api/cms/pages");
    expect(Array.isArray(plain.body)).toBe(true);
    for (const [query, message] of [
      ["pageSize=500", "Page size must be at most 100"],
      ["page=0", "Page number must be 1 or more"],
      ["page=two", "Page number must be a whole number"],
      ["status=gone", "Status must be draft or published"],
    ]) {
      const res = await api.get(`/api/cms/pages?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("splits the sitemap into an index of parts past 50,000 URLs", async () => {
    const now = new Date().toISOString();
    const insert = `INSERT INTO pages (title, slug, status, published_at, version, created_at, updated_at)
      SELECT 'Bulk ' || n, 'bulk-' || n, 'published', '${now}', 1, '${now}', '${now}'`;
    await server.query(
      engine === "postgres"
        ? `${insert} FROM generate_series(1, 50000) AS n`
        : `WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 50000) ${insert} FROM c`,
    );
    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(2);
    expect(index).toContain(`<loc>${server.url}/sitemap-2.xml</loc>`);
    const part1 = await (await fetch(`${server.url}/sitemap-1.xml`)).text();
    expect(part1.match(/<url>/g)).toHaveLength(50_000);
    expect(part1).toContain(`<loc>${server.url}/</loc>`);
    const part2 = await (await fetch(`${server.url}/sitemap-2.xml`)).text();
    const total = 50_000 + (part2.match(/<url>/g)?.length ?? 0);
    expect(total).toBeGreaterThan(50_000);
    expect((await fetch(`${server.url}/sitemap-3.xml`)).status).toBe(404);
  }, 60_000);
});

describe("start-up problems an operator can fix", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("sqlite");
  });
  afterAll(async () => {
    await server?.dispose();
  });

  /** Runs a command to its end, or until its output matches `until` (then stops it). */
  function run(
    args: string[],
    env: Record<string, string>,
    until?: RegExp,
  ): Promise<{ status: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, args, {
        cwd: root,
        env: { PATH: process.env.PATH!, LOG_LEVEL: "warn", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (c: Buffer) => {
        stdout += c.toString();
        if (until?.test(stdout)) child.kill("SIGTERM");
      });
      child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      child.on("exit", (status) => {
        clearTimeout(timer);
        resolve({ status, stdout, stderr });
      });
    });
  }
  const entry = path.join(root, process.env.BUILD_DIR ?? "build", "app-server/index.js");

  it("a port already in use fails with one clear line and status 1", async () => {
    const { port } = new URL(server.url);
    const result = await run([entry], { PORT: port, HOST: "127.0.0.1", DATA_DIR: server.dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`Port ${port} is already in use (is another server running?): stop it, or set PORT to a free port.`);
    expect(result.stdout).not.toContain("listening on");
  });

  it("a DATABASE_URL naming a missing database prints one line saying what to check, status 1", async () => {
    const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    const url = new URL(admin);
    url.pathname = "/no_such_database_here";
    url.password = "secret-in-url";
    const result = await run([entry], { PORT: "0", DATA_DIR: server.dataDir, DATABASE_URL: url.toString() });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:5432\/no_such_database_here: /);
    expect(lines[0]).toMatch(/does not exist; create it first|nothing is listening there/);
    expect(result.stderr).not.toContain("secret-in-url");
  });

  it("nothing listening at DATABASE_URL is one line too", async () => {
    const result = await run([entry], { PORT: "0", DATA_DIR: server.dataDir, DATABASE_URL: "postgres://postgres@127.0.0.1:1/site" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Cannot connect to PostgreSQL at 127.0.0.1:1/site: nothing is listening there; check the host and port in DATABASE_URL and that PostgreSQL is running.",
    );
  });

  it("runs React's production build when NODE_ENV is not set", async () => {
    const result = await run(
      [entry],
      { PORT: "0", HOST: "127.0.0.1", DATA_DIR: server.dataDir, LOG_LEVEL: "info", LOG_FORMAT: "json" },
      /listening on/,
    );
    expect(result.stdout).toMatch(/"env":"production"[^\n]*listening on/);
  });

  it("npm run admin -- --help prints its usage on standard output and succeeds", async () => {
    const result = await run(["scripts/admin.mjs", "--help"], { DATA_DIR: server.dataDir });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("npm run admin -- create <username> <email>");
    expect(result.stderr).toBe("");
    const wrong = await run(["scripts/admin.mjs", "frobnicate"], { DATA_DIR: server.dataDir });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('Unknown command "frobnicate"');
  });
});
