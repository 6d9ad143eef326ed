// npm run bench:hardening [-- --no-build] [-- --postgres]
// Measures what the hardening review measured, against the production build on a fresh database:
//   - sign-in guesses evaluated out of 40 and out of 200 wrong passwords sent at once
//   - reset request answer times, median over 30 tries, for matching and non-matching details
//   - 500s and deadlocks over 40 rounds of a section delete racing a page save (PostgreSQL with
//     --postgres, which needs TEST_DATABASE_URL or the local postgres@127.0.0.1:5432/test)
//   - the time of a public read of a page holding 60,000 nested tags, and whether a save of such
//     HTML is refused
//   - the dashboard's time to show its first page of results with 10,000 pages (Chromium)
// --no-build runs whatever is in BUILD_DIR without rebuilding (to measure an older build).
import { randomBytes } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { chromium } from "playwright-core";
import { signIn } from "../lib/admin-api.mjs";
import { startProductionServer } from "../lib/production-server.mjs";

const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const usePostgres = args.includes("--postgres");
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };

let dbName;
let databaseUrl;
if (usePostgres) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  dbName = `bench_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${dbName}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const server = await startProductionServer({
  label: "bench-hardening",
  build,
  env: {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // One trusted hop: each simulated visitor gets its own address through X-Forwarded-For.
    TRUST_PROXY: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});
const { origin } = server;
const results = [];
const report = (name, value) => {
  results.push([name, value]);
  console.log(`${name}: ${value}`);
};

async function request(method, pathname, { body, cookie, address, raw } = {}) {
  const headers = { Origin: origin, "X-Forwarded-For": address ?? "198.51.100.1" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (cookie) headers.Cookie = cookie;
  const res = await fetch(origin + pathname, { method, headers, body: body === undefined ? undefined : raw ? body : JSON.stringify(body) });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

const login = () => signIn(origin, ADMIN, { headers: { "X-Forwarded-For": "192.0.2.200" } });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  // 1. Parallel wrong passwords: only the throttle's allowance may be evaluated (401); the rest 429.
  for (const [n, address] of [
    [40, "203.0.113.40"],
    [200, "203.0.113.200"],
  ]) {
    const answers = await Promise.all(
      Array.from({ length: n }, () =>
        request("POST", "/api/cms/login", { body: { username: ADMIN.username, password: "wrong-guess" }, address }),
      ),
    );
    const evaluated = answers.filter((a) => a.status === 401).length;
    const refused = answers.filter((a) => a.status === 429).length;
    report(`wrong sign-ins sent at once: ${n}`, `${evaluated} evaluated (401), ${refused} refused (429), ${n - evaluated - refused} other`);
  }

  // 2. Reset answer times: a fresh address per try keeps the throttle out of the way.
  const timesFor = async (details, label) => {
    const times = [];
    for (let i = 0; i < 30; i += 1) {
      const started = performance.now();
      const res = await request("POST", "/api/cms/reset-password", {
        body: { ...details, newPassword: "brand-new-pass" },
        address: `10.${label}.${i}.1`,
      });
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`reset answered ${res.status}`);
    }
    return median(times);
  };
  const matching = await timesFor({ username: ADMIN.username, email: ADMIN.email }, 1);
  const wrongEmail = await timesFor({ username: ADMIN.username, email: "someone@example.com" }, 2);
  const unknown = await timesFor({ username: "nobody", email: ADMIN.email }, 3);
  report("reset answer median over 30 (matching details)", `${matching.toFixed(1)} ms`);
  report("reset answer median over 30 (right user, wrong e-mail)", `${wrongEmail.toFixed(1)} ms`);
  report("reset answer median over 30 (unknown user)", `${unknown.toFixed(1)} ms`);

  const cookie = await login();

  // 3. A section delete racing a page save with sections, 40 rounds.
  let failures = 0;
  const statuses = {};
  for (let round = 0; round < 40; round += 1) {
    const created = await request("POST", "/api/cms/pages", {
      cookie,
      body: {
        title: `Race ${round}`,
        slug: `race-${round}-${randomBytes(3).toString("hex")}`,
        status: "draft",
        sections: ["a", "b", "c"].map((key, i) => ({ sectionKey: key, sectionType: "text", content: { text: key }, sortOrder: i })),
      },
    });
    const page = created.json;
    const [del, save] = await Promise.all([
      request("DELETE", `/api/cms/sections/${page.sections[0].id}`, { cookie }),
      request("PUT", `/api/cms/pages/${page.id}`, {
        cookie,
        body: {
          title: page.title,
          slug: page.slug,
          status: "draft",
          version: page.version,
          sections: page.sections.map(({ pageId: _p, ...s }) => s),
        },
      }),
    ]);
    for (const res of [del, save]) {
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) failures += 1;
    }
  }
  report(
    `section delete racing a page save, 40 rounds (${usePostgres ? "PostgreSQL" : "SQLite"})`,
    `${failures} answers 5xx; statuses ${JSON.stringify(statuses)}`,
  );

  // 4. Deeply nested HTML: refused at save; a row written before the limit existed reads quickly.
  // Unclosed, as the review sent them: 180 KB a section, five sections under the 1 MB body limit.
  const nested = `${"<b>".repeat(60_000)}deep`;
  const slug = `nested-${randomBytes(3).toString("hex")}`;
  const started = performance.now();
  const save = await request("POST", "/api/cms/pages", {
    cookie,
    body: {
      title: "Nested",
      slug,
      status: "published",
      sections: Array.from({ length: 5 }, (_, i) => ({
        sectionKey: `s${i}`,
        sectionType: "html",
        content: { text: nested },
        sortOrder: i,
      })),
    },
  });
  report(
    "save of 5 sections of 60,000 nested tags",
    `${save.status} in ${(performance.now() - started).toFixed(0)} ms: ${save.json?.message ?? save.text.slice(0, 80)}`,
  );
  const plain = await request("POST", "/api/cms/pages", {
    cookie,
    body: {
      title: "Nested",
      slug,
      status: "published",
      sections: Array.from({ length: 5 }, (_, i) => ({
        sectionKey: `s${i}`,
        sectionType: "html",
        content: { text: "<p>ok</p>" },
        sortOrder: i,
      })),
    },
  });
  await writeSql(`UPDATE sections SET content = $1 WHERE page_id = $2`, [nested, plain.json.id]);
  const reads = [];
  for (let i = 0; i < 5; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${origin}/${slug}`);
    await res.text();
    reads.push(performance.now() - t0);
  }
  report("public read of a page holding 5 x 60,000 nested tags (median of 5)", `${median(reads).toFixed(1)} ms`);

  // 5. The dashboard with 10,000 pages.
  await bulkPages(10_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: cookie.split("=")[0], value: cookie.split("=")[1], url: origin }]);
    const page = await context.newPage();
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const t0 = performance.now();
      await page.goto(`${origin}/cms/dashboard`);
      await page
        .getByRole("link", { name: /^Edit / })
        .first()
        .waitFor();
      times.push(performance.now() - t0);
    }
    const cards = await page.getByRole("link", { name: /^Edit / }).count();
    report(
      "dashboard: first page of results with 10,000 pages (median of 3, from navigation)",
      `${median(times).toFixed(0)} ms, ${cards} cards shown`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  if (dbName) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test" });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.end();
  }
}

async function writeSql(statement, params) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement, params);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(path.join(server.dataDir, "site.db"));
  try {
    db.prepare(statement.replace(/\$\d+/g, "?")).run(...params);
  } finally {
    db.close();
  }
}

async function bulkPages(count) {
  const now = new Date().toISOString();
  const statement = `INSERT INTO pages (title, slug, status, meta_description, meta_keywords, published_at, version, created_at, updated_at)
    SELECT 'Bulk page ' || n, 'bulk-' || n, 'draft', 'Generated for the benchmark', NULL, NULL, 1, '${now}', '${now}'`;
  if (databaseUrl) await writeSql(`${statement} FROM generate_series(1, ${count}) AS n`, []);
  else await writeSql(`WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < ${count}) ${statement} FROM c`, []);
}
