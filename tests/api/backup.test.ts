import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDTO } from "../../app/domain/schemas/pages";
import { ADMIN, type ApiClient, type TestServer, sqliteQuery, startServer } from "./harness";

const TABLES = [
  "admins",
  "media",
  "media_variants",
  "pages",
  "sections",
  "page_revisions",
  "site_languages",
  "translation_sources",
  "stats_daily",
  "redirects",
  "glossary_terms",
  "translation_reviews",
  "part_comments",
];
type Target = { env: Record<string, string>; rows: (table: string) => Promise<unknown[]>; dispose: () => Promise<void> };

/** Prints the process's peak resident memory (kB) on standard error as it exits. */
const PEAK_MEMORY =
  'data:text/javascript,process.on("exit",()=>process.stderr.write("\\npeak-rss-kb "+process.resourceUsage().maxRSS+"\\n"))';

function cli(command: "export" | "import", args: string[], env: Record<string, string>, nodeArgs: string[] = []) {
  return spawnSync(process.execPath, [...nodeArgs, "scripts/backup.mjs", command, ...args], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
}

/** The same, without blocking this process (so that saves made from it go on meanwhile). */
function cliAsync(
  command: "export" | "import",
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/backup.mjs", command, ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("exit", (status) => resolve({ status, stderr }));
  });
}

/** Rows as plain JSON, bytes as hex, so that two engines' rows compare exactly. */
const plain = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, Buffer.isBuffer(v) ? v.toString("hex") : typeof v === "bigint" ? Number(v) : v]),
    ),
  );

function sqliteTarget(dir = mkdtempSync(path.join(tmpdir(), "gts-import-"))): Target {
  return {
    env: { DATA_DIR: dir },
    async rows(table) {
      return plain(
        sqliteQuery<Record<string, unknown>>(path.join(dir, "site.db"), `SELECT * FROM ${table} ORDER BY id`, [], { readonly: true }),
      );
    },
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether a database target holds anything at all (a refused import must not even create it). */
async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'")).rows[0].n);
  } finally {
    await client.end();
  }
}

async function postgresTarget(): Promise<Target> {
  const name = `imp_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(tmpdir(), "gts-import-pg-"));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    async rows(table) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return plain((await client.query(`SELECT * FROM ${table} ORDER BY id`)).rows);
      } finally {
        await client.end();
      }
    },
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** One line per row of an export file, for checking what it holds. */
function exportedRows(file: string): Array<{ t: string; r: Record<string, unknown> }> {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").trim().split("\n");
  return lines.slice(1, -1).map((line) => JSON.parse(line));
}

// Each command starts a TypeScript process (a few seconds on a busy machine): longer than the API default.
describe("export and import", { timeout: 180_000 }, () => {
  let source: TestServer;
  let api: ApiClient;
  let work: string;
  const sourceRows = (table: string) =>
    source.query(`SELECT * FROM ${table} ORDER BY id`).then((r) => plain(r as Array<Record<string, unknown>>));

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "gts-backup-"));
    source = await startServer("sqlite");
    api = source.client();
    await api.login();
    // A site with everything an export holds: pages with revisions, a page in the trash, images.
    const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#2a6f97" } })
      .jpeg()
      .toBuffer();
    const logo = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.4 } } })
      .png()
      .toBuffer();
    const image = (await api.upload(photo, "harbor.jpg", "Apra Harbor")).body;
    await api.upload(logo, "logo.png", "");
    const made: PageDTO[] = [];
    for (let i = 0; i < 4; i += 1) {
      const created = (
        await api.post("/api/cms/pages", {
          title: `Exported page ${i}`,
          slug: `exported-${i}`,
          status: i % 2 ? "draft" : "published",
          metaDescription: `Description ${i} with “quotes” and accents: Hågat`,
          metaKeywords: null,
          ogImageId: i === 0 ? image.id : null,
          sections: [
            { sectionKey: "intro", sectionType: "text", content: { text: `Intro ${i}\nwith a NUL-free line` }, sortOrder: 0 },
            {
              sectionKey: "body",
              sectionType: "html",
              content: {
                text: `<p>Body ${i}</p><img src="${image.url}" alt="Apra Harbor" width="${image.width}" height="${image.height}">`,
              },
              sortOrder: 1,
            },
          ],
        })
      ).body as PageDTO;
      const saved = (await api.put(`/api/cms/pages/${created.id}`, { ...created, title: `${created.title}, edited` })).body;
      made.push(saved);
    }
    await api.delete(`/api/cms/pages/${made[3]!.id}`);
    // A translation, published, whose English has changed since in one part (outdated there).
    await api.put("/api/cms/languages/ja", { enabled: true });
    const ja = (await api.post(`/api/cms/pages/${made[0]!.id}/translations`, { locale: "ja" })).body as PageDTO;
    const words = ja.sections.map((s) => (s.sectionKey === "intro" ? { ...s, content: { text: "はじめに" } } : s));
    await api.put(`/api/cms/pages/${ja.id}`, { ...ja, title: "書き出されたページ", status: "published", sections: words });
    const english = (await api.get(`/api/cms/pages/${made[0]!.id}`)).body as PageDTO;
    const changed = english.sections.map((s) => (s.sectionKey === "intro" ? { ...s, content: { text: "Intro 0, changed" } } : s));
    made[0] = (await api.put(`/api/cms/pages/${english.id}`, { ...english, sections: changed })).body;
    // Visitor statistics: page views and a bot, written to the roll-ups (reading them writes what waits).
    for (const [path, userAgent] of [
      ["/", "Mozilla/5.0 Firefox/132.0"],
      ["/exported-0", "Mozilla/5.0 Firefox/132.0"],
      ["/services", "Googlebot/2.1"],
    ] as const) {
      // Without the administrator's cookie: a signed-in browser's page views are not counted.
      const hit = await fetch(`${source.url}/api/stats/hit`, {
        method: "POST",
        headers: { Origin: source.url, "Content-Type": "text/plain;charset=UTF-8", "User-Agent": userAgent },
        body: JSON.stringify({ path, referrer: "https://www.example.org/", locale: "en" }),
      });
      expect(hit.status).toBe(204);
    }
    expect((await api.get("/api/cms/stats?from=2000-01-01&to=2001-01-01")).status).toBe(200);
    expect(Number((await source.query<{ n: number }>("SELECT count(*) AS n FROM stats_daily"))[0]!.n)).toBeGreaterThan(0);
    // Redirects, one of them followed once (listing them writes its hit).
    expect((await api.post("/api/cms/redirects", { from: "/Old-Exported.html", to: "/exported-0", status: 301 })).status).toBe(201);
    expect((await api.post("/api/cms/redirects", { from: "/old-blog", status: 410 })).status).toBe(201);
    expect((await fetch(`${source.url}/old-exported.html`, { redirect: "manual" })).status).toBe(301);
    expect((await api.get("/api/cms/redirects")).body.find((r: { from: string }) => r.from === "/old-exported.html").hits).toBe(1);
    // A glossary: the owner's words for the translators.
    const glossary = [
      { source: "Xact Guarantee", target: "", note: "Our brand", doNotTranslate: true },
      { source: "certified translation", target: "認定翻訳", note: "", doNotTranslate: false },
    ];
    expect((await api.put("/api/cms/glossary/ja", { terms: glossary })).status).toBe(200);
    // Comments on the translation's parts, one of them resolved.
    const comment = await api.post(`/api/cms/pages/${ja.id}/comments`, { part: "intro", text: "Use 認定翻訳 here" });
    expect(comment.status, comment.text).toBe(201);
    expect((await api.post(`/api/cms/pages/${ja.id}/comments`, { part: "@title", text: "Shorter" })).status).toBe(201);
    expect((await api.put(`/api/cms/comments/${comment.body.id}`, { resolved: true })).status).toBe(200);
  });
  afterAll(async () => {
    await source?.dispose();
    rmSync(work, { recursive: true, force: true });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("moves a site from SQLite to PostgreSQL and back, exactly", async () => {
    const first = path.join(work, "sqlite.export");
    const exported = cli("export", [first], source.databaseEnv);
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(
      /^Exported 18 page\(s\), \d+ section\(s\), \d+ revision\(s\), 2 image\(s\) with \d+ variant\(s\), 1 administrator\(s\)/,
    );

    const onPostgres = await postgresTarget();
    const back = sqliteTarget();
    try {
      const imported = cli("import", [first], onPostgres.env);
      expect(imported.status, imported.stderr).toBe(0);
      for (const table of TABLES) expect(await onPostgres.rows(table), table).toEqual(await sourceRows(table));

      const second = path.join(work, "postgres.export");
      expect(cli("export", [second], onPostgres.env).status).toBe(0);
      expect(cli("import", [second], back.env).status).toBe(0);
      for (const table of TABLES) expect(await back.rows(table), table).toEqual(await sourceRows(table));

      // The imported site works: the same administrator signs in, pages and images are served,
      // new rows get new ids after the imported ones.
      const site = await startServer("sqlite", { DATA_DIR: back.env.DATA_DIR! });
      try {
        const client = site.client();
        await client.login(ADMIN.username, ADMIN.password);
        const html = await (await fetch(`${site.url}/exported-0`)).text();
        expect(html).toContain("Body 0");
        const redirected = await fetch(`${site.url}/old-exported.html`, { redirect: "manual" });
        expect([redirected.status, redirected.headers.get("location")]).toEqual([301, "/exported-0"]);
        const media = (await client.get("/api/cms/media")).body.items;
        expect(media).toHaveLength(2);
        expect((await fetch(site.url + media[0].url)).status).toBe(200);
        expect((await client.get("/api/cms/trash")).body.map((p: PageDTO) => p.slug)).toEqual(["exported-3"]);
        const created = await client.post("/api/cms/pages", { title: "After import", slug: "after-import", status: "draft" });
        expect(created.status).toBe(201);
      } finally {
        await site.dispose();
      }
    } finally {
      await onPostgres.dispose();
      await back.dispose();
    }
  });

  it("keeps the languages and the translations, published and outdated as they were", async () => {
    const file = path.join(work, "translations.export");
    const exported = cli("export", [file], source.databaseEnv);
    expect(exported.status, exported.stderr).toBe(0);
    const targets = [sqliteTarget(), ...(process.env.TEST_DATABASE_URL ? [await postgresTarget()] : [])];
    try {
      for (const target of targets) {
        const imported = cli("import", [file], target.env);
        expect(imported.status, imported.stderr).toBe(0);
        for (const table of ["pages", "site_languages", "translation_sources", "part_comments"])
          expect(await target.rows(table), table).toEqual(await sourceRows(table));
        const site = await startServer("sqlite", target.env);
        try {
          const client = site.client();
          await client.login(ADMIN.username, ADMIN.password);
          const page = await fetch(`${site.url}/ja/exported-0`);
          expect(page.status).toBe(200);
          expect((await page.text()).includes("はじめに")).toBe(true);
          const english = ((await client.get("/api/cms/pages")).body as PageDTO[]).find((p) => p.slug === "exported-0")!;
          const states = (await client.get(`/api/cms/pages/${english.id}/translations`)).body;
          expect(states).toEqual([{ locale: "ja", pageId: expect.any(Number), status: "outdated", outdatedSections: ["intro"] }]);
        } finally {
          await site.dispose();
        }
      }
    } finally {
      for (const target of targets) await target.dispose();
    }
  });

  it("takes a consistent export while saves run", async () => {
    const page = (await api.post("/api/cms/pages", { title: "Busy page", slug: "busy-page", status: "published" })).body as PageDTO;
    let running = true;
    let saves = 0;
    const writer = (async () => {
      let current = page;
      while (running) {
        const sections = Array.from({ length: 1 + (saves % 5) }, (_, i) => ({
          sectionKey: `s${saves}-${i}`,
          sectionType: "text",
          content: { text: `save ${saves}` },
          sortOrder: i,
        }));
        const res = await api.put(`/api/cms/pages/${current.id}`, { ...current, sections });
        if (res.status === 200) current = res.body;
        const extra = await api.post("/api/cms/pages", { title: `Made ${saves}`, slug: `made-${saves}`, status: "draft" });
        if (extra.status === 201 && saves % 2) await api.delete(`/api/cms/pages/${extra.body.id}`);
        saves += 1;
      }
    })();
    try {
      for (let round = 0; round < 3; round += 1) {
        const file = path.join(work, `busy-${round}.export`);
        const run = await cliAsync("export", [file], source.databaseEnv);
        expect(run.status, run.stderr).toBe(0);
        const rows = exportedRows(file);
        const ids = (table: string) => new Set(rows.filter((x) => x.t === table).map((x) => x.r.id));
        const pages = ids("pages");
        const media = ids("media");
        for (const { t, r } of rows) {
          if (t === "sections" || t === "page_revisions") expect(pages.has(r.page_id), `${t} ${String(r.id)}`).toBe(true);
          if (t === "media_variants") expect(media.has(r.media_id)).toBe(true);
        }
        // Each page's sections are those of one save: all from the same round of the writer.
        const busy = rows.filter((x) => x.t === "sections" && x.r.page_id === page.id).map((x) => String(x.r.section_key).split("-")[0]);
        expect(new Set(busy).size).toBeLessThanOrEqual(1);
      }
    } finally {
      running = false;
      await writer;
    }
    expect(saves).toBeGreaterThan(3);
  });

  it("refuses a truncated, damaged or foreign file and writes nothing", async () => {
    const good = path.join(work, "good.export");
    expect(cli("export", [good], source.databaseEnv).status).toBe(0);
    const bytes = readFileSync(good);
    const cases: Array<[string, Buffer, RegExp]> = [
      ["truncated", bytes.subarray(0, Math.floor(bytes.length / 2)), /incomplete|damaged/],
      // Near the end, among the last rows: a byte changed at the start can garble the header line, which reads as "not an export" (also refused).
      [
        "a byte changed",
        Buffer.concat([
          bytes.subarray(0, bytes.length - 100),
          Buffer.from([bytes[bytes.length - 100]! ^ 0xff]),
          bytes.subarray(bytes.length - 99),
        ]),
        /incomplete|damaged/,
      ],
      ["foreign JSON", Buffer.from('{"hello":"world"}\n'), /not an export of this site/],
      // Refused at its second line with megabytes still unread: the import must end, not hang.
      [
        "a bad line early",
        gzipSync(`${gunzipSync(bytes).toString("utf8").split("\n")[0]}\n{not json\n${`${"x".repeat(1000)}\n`.repeat(5000)}`),
        /damaged/,
      ],
      ["empty", Buffer.alloc(0), /not an export|incomplete|damaged/],
    ];
    for (const [name, data, message] of cases) {
      const file = path.join(work, `${name}.export`);
      writeFileSync(file, data);
      const target = sqliteTarget();
      try {
        const run = cli("import", [file], target.env);
        expect(run.status, name).toBe(1);
        expect(run.stderr, name).toMatch(message);
        expect(existsSync(path.join(target.env.DATA_DIR!, "site.db")), name).toBe(false);
      } finally {
        await target.dispose();
      }
    }
    expect(cli("import", [path.join(work, "missing.export")], sqliteTarget().env).stderr).toMatch(/No such file/);
  });

  it("refuses a file whose rows the API would refuse, naming the row, on every engine, creating nothing", async () => {
    const good = path.join(work, "crafted-source.export");
    expect(cli("export", [good], source.databaseEnv).status).toBe(0);
    const text = gunzipSync(readFileSync(good)).toString("utf8").trimEnd().split("\n");
    const rows = text.slice(1, -1).map((line) => JSON.parse(line) as { t: string; r: Record<string, unknown> });
    const page = rows.find((row) => row.t === "pages" && row.r.slug === "exported-0")!;
    page.r.slug = "cms";
    const body = [text[0]!, ...rows.map((row) => JSON.stringify(row))].map((line) => `${line}\n`).join("");
    const counts = Object.fromEntries(TABLES.map((t) => [t, rows.filter((row) => row.t === t).length]));
    const end = JSON.stringify({ end: true, rows: counts, sha256: createHash("sha256").update(body).digest("hex") });
    const crafted = path.join(work, "crafted.export");
    writeFileSync(crafted, gzipSync(`${body}${end}\n`));
    const targets = [sqliteTarget(), ...(process.env.TEST_DATABASE_URL ? [await postgresTarget()] : [])];
    for (const target of targets) {
      try {
        const run = cli("import", [crafted], target.env);
        expect(run.status, run.stderr).toBe(1);
        expect(run.stderr.trim()).toBe(
          `Line ${rows.indexOf(page) + 2} (pages, id ${String(page.r.id)}): Slug is reserved for a page of the site; choose another. Nothing was imported.`,
        );
        expect(existsSync(path.join(target.env.DATA_DIR!, "site.db"))).toBe(false);
        if (target.env.DATABASE_URL) expect(await postgresTables(target.env.DATABASE_URL)).toBe(0);
      } finally {
        await target.dispose();
      }
    }
  });

  it("refuses a row holding half of a surrogate pair, as the API refuses it, creating nothing (finding 3)", async () => {
    const good = path.join(work, "broken-source.export");
    expect(cli("export", [good], source.databaseEnv).status).toBe(0);
    const text = gunzipSync(readFileSync(good)).toString("utf8").trimEnd().split("\n");
    const rows = text.slice(1, -1).map((line) => JSON.parse(line) as { t: string; r: Record<string, unknown> });
    const page = rows.find((row) => row.t === "pages" && row.r.slug === "exported-0")!;
    page.r.title = "Exported \ud800";
    const body = [text[0]!, ...rows.map((row) => JSON.stringify(row))].map((line) => `${line}\n`).join("");
    expect(body).toContain("Exported \\ud800");
    const counts = Object.fromEntries(TABLES.map((t) => [t, rows.filter((row) => row.t === t).length]));
    const end = JSON.stringify({ end: true, rows: counts, sha256: createHash("sha256").update(body).digest("hex") });
    const crafted = path.join(work, "broken.export");
    writeFileSync(crafted, gzipSync(`${body}${end}\n`));
    const target = sqliteTarget();
    try {
      const run = cli("import", [crafted], target.env);
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr.trim()).toBe(
        `Line ${rows.indexOf(page) + 2} (pages, id ${String(page.r.id)}): Title has a broken character in it (half of an emoji or a rare letter): type that character again. Nothing was imported.`,
      );
      expect(existsSync(path.join(target.env.DATA_DIR!, "site.db"))).toBe(false);
    } finally {
      await target.dispose();
    }
  });

  it("refuses a small file holding a 1 GiB line as damaged, quickly and in bounded memory", async () => {
    const file = path.join(work, "huge-line.export");
    const gzip = createGzip({ level: 9 });
    const written = pipeline(gzip, createWriteStream(file));
    const good = path.join(work, "huge-line-source.export");
    expect(cli("export", [good], source.databaseEnv).status).toBe(0);
    const header = gunzipSync(readFileSync(good)).toString("utf8").split("\n")[0]!;
    gzip.write(`${header}\n{"t":"media_variants","r":{"id":1,"data":{"$base64":"`);
    const chunk = Buffer.alloc(1024 * 1024, "A");
    for (let i = 0; i < 1024; i += 1) if (!gzip.write(chunk)) await once(gzip, "drain");
    gzip.end('"}}}\n');
    await written;
    expect(statSync(file).size).toBeLessThan(2 * 1024 * 1024);
    const target = sqliteTarget();
    try {
      const started = Date.now();
      const run = cli("import", [file], target.env, ["--import", PEAK_MEMORY]);
      const seconds = (Date.now() - started) / 1000;
      expect(run.status, run.stderr).toBe(1);
      const [message, peak] = run.stderr.trim().split(/\n+/);
      expect(message).toMatch(/^The file is damaged \(.*\): nothing was imported\.$/);
      // No stack trace, and far less memory than the line: it took 680 MB and ended in a stack
      // trace; now the command itself (about 140 MB) and at most 64 MiB of the line.
      expect(run.stderr).not.toMatch(/\n\s+at /);
      const peakMb = Number(peak!.replace("peak-rss-kb ", "")) / 1024;
      expect(peakMb).toBeLessThan(300);
      expect(seconds).toBeLessThan(30);
      expect(existsSync(path.join(target.env.DATA_DIR!, "site.db"))).toBe(false);
    } finally {
      await target.dispose();
    }
  });

  it("refuses a database that holds a site unless told --replace", async () => {
    const file = path.join(work, "replace.export");
    expect(cli("export", [file], source.databaseEnv).status).toBe(0);
    const target = sqliteTarget();
    try {
      const first = cli("import", [file], target.env);
      expect(first.status, first.stderr).toBe(0);
      const again = cli("import", [file], target.env);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/already holds a site.*--replace/);
      const replaced = cli("import", [file, "--replace"], target.env);
      expect(replaced.status, replaced.stderr).toBe(0);
      for (const table of TABLES) expect(await target.rows(table), table).toEqual(await sourceRows(table));
    } finally {
      await target.dispose();
    }
  });
});
