// npm run bench:save [-- --postgres URL] [--no-build] [--sizes 1000,50000] [--rounds 4] [--only history|sizes]
//
// 1. History: how long saving a page takes once it has a long history. Starts the production
//    server on a fresh database (SQLite by default), creates a page of 50 sections, saves it 100
//    times so that 100 revisions are stored, then times 200 more saves (each edits two sections and
//    the title, as an editor's save does) and prints p50, p95, p99 and the maximum. Target: p95 at
//    most 30 ms on SQLite.
// 2. Site size: whether a save costs more as the site grows. One production server per size, each
//    on a fresh database (SQLite, or a new PostgreSQL database made from the --postgres URL and
//    dropped afterwards), seeded by SQL with that many pages (published, drafts, scheduled, in the
//    trash, a Japanese translation of every tenth; three sections and a revision each). Then, in
//    rounds that alternate between the sizes (so that a busy machine weighs on each alike), 100
//    published pages are created through the API, 8 at a time; printed: pages created per second
//    and the p50/p95 of one creation, per size, and (on Linux) the server's CPU time per creation,
//    which a machine busy with other work slows less. Target: the largest size within 20 % of the
//    smallest (median round).
import pg from "pg";
import Database from "better-sqlite3";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { adminApi, signIn } from "../lib/admin-api.mjs";
import { freshPostgres } from "../lib/fresh-postgres.mjs";
import { ensureBuild, startProductionServer } from "../lib/production-server.mjs";

const args = process.argv.slice(2);
const databaseUrl = args.includes("--postgres") ? args[args.indexOf("--postgres") + 1] : undefined;
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };
const SECTIONS = 50;
const HISTORY = 100;
const MEASURED = 200;
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const only = option("--only", undefined);
const SIZES = option("--sizes", "1000,50000").split(",").map(Number);
const ROUNDS = Number(option("--rounds", "4"));
const PER_ROUND = 100;
const CONCURRENCY = 8;
const build = !args.includes("--no-build");

async function benchHistory() {
  const { origin, stop } = await startProductionServer({
    label: "bench-save",
    build,
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });

  try {
    const call = adminApi(origin, await signIn(origin, ADMIN));

    const paragraph = "Our translators work from English into more than one hundred languages, Chamorro first among them. ".repeat(4);
    let page = await call("POST", "/api/cms/pages", {
      title: "Benchmark page",
      slug: `bench-save-${Date.now()}`,
      status: "published",
      metaDescription: "A page with a long history",
      metaKeywords: null,
      sections: Array.from({ length: SECTIONS }, (_, i) => ({
        sectionKey: `section_${i}`,
        sectionType: i % 5 === 0 ? "html" : "text",
        content: { text: i % 5 === 0 ? `<h2>Part ${i}</h2><p>${paragraph}</p>` : paragraph },
        sortOrder: i,
      })),
    });

    const edit = (round) => ({
      ...page,
      title: `Benchmark page, round ${round}`,
      version: page.version,
      sections: page.sections.map((s, i) =>
        i === round % SECTIONS || i === (round * 7) % SECTIONS
          ? { ...s, content: { text: s.sectionType === "html" ? `<p>Round ${round}</p>` : `Round ${round}. ${paragraph}` } }
          : s,
      ),
    });

    for (let round = 1; round < HISTORY; round += 1) page = await call("PUT", `/api/cms/pages/${page.id}`, edit(round));
    const stored = (await call("GET", `/api/cms/pages/${page.id}/revisions`)).length;

    const times = [];
    for (let round = HISTORY; round < HISTORY + MEASURED; round += 1) {
      const started = performance.now();
      page = await call("PUT", `/api/cms/pages/${page.id}`, edit(round));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1);
    console.log(
      `engine: ${databaseUrl ? "postgres" : "sqlite"}; page of ${SECTIONS} sections with ${stored} revisions listed before timing`,
    );
    console.log(
      `${MEASURED} saves (PUT /api/cms/pages/{id}, whole page, over HTTP): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${times.at(-1).toFixed(1)} ms`,
    );
    console.log(`target p95 <= 30 ms: ${Number(at(0.95)) <= 30 ? "met" : "MISSED"}`);
  } finally {
    await stop();
  }
}

/**
 * `count` pages written straight into the database, as a site that grew over years holds them: one
 * in 20 a draft, one in 50 scheduled far ahead, one in 33 in the trash, the rest published; three
 * sections and one revision each; a published Japanese translation of every tenth (Japanese on).
 * The same SQL runs on both engines.
 */
function seedStatements(count) {
  const at = "2025-01-01T00:00:00.000Z";
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
  return [
    `${numbers} INSERT INTO pages (title, slug, status, meta_description, meta_keywords, published_at, version, created_at, updated_at, deleted_at, deleted_by, locale)
     SELECT 'Seeded page ' || i, 'seed-' || i,
       CASE WHEN i % 20 = 0 THEN 'draft' ELSE 'published' END,
       'A page seeded for the benchmark', NULL,
       CASE WHEN i % 20 = 0 THEN NULL WHEN i % 50 = 1 THEN '2099-01-01T00:00:00.000Z' ELSE '${at}' END,
       1, '${at}', '${at}',
       CASE WHEN i % 33 = 0 THEN '${at}' ELSE NULL END, CASE WHEN i % 33 = 0 THEN 'seed' ELSE NULL END, 'en'
     FROM n`,
    `INSERT INTO pages (title, slug, status, meta_description, meta_keywords, published_at, version, created_at, updated_at, locale, source_page_id)
     SELECT 'Translated ' || title, 'ja/' || slug, 'published', meta_description, NULL, '${at}', 1, '${at}', '${at}', 'ja', id
     FROM pages WHERE slug LIKE 'seed-%' AND id % 10 = 0`,
    `INSERT INTO sections (page_id, section_key, section_type, content, sort_order, created_at, updated_at)
     SELECT p.id, 'section_' || k.k, 'text', 'Our translators work from English into more than one hundred languages.', k.k, '${at}', '${at}'
     FROM pages p CROSS JOIN (SELECT 0 AS k UNION ALL SELECT 1 UNION ALL SELECT 2) k
     WHERE p.slug LIKE 'seed-%' OR p.slug LIKE 'ja/seed-%'`,
    `INSERT INTO page_revisions (page_id, version, author, summary, snapshot, created_at)
     SELECT id, 1, 'seed', 'Created', '{}', '${at}' FROM pages WHERE slug LIKE 'seed-%' OR slug LIKE 'ja/seed-%'`,
    `INSERT INTO site_languages (code, enabled, updated_at) VALUES ('ja', 1, '${at}')`,
    // The running server hears of the new pages as of any change made elsewhere.
    `UPDATE content_state SET version = version + 1`,
  ];
}

async function seed(server, count) {
  const statements = seedStatements(count);
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query("BEGIN");
      for (const statement of statements) await client.query(statement);
      await client.query("COMMIT");
      await client.query("ANALYZE");
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(path.join(server.dataDir, "site.db"));
    try {
      db.pragma("busy_timeout = 10000");
      db.transaction(() => statements.forEach((statement) => db.exec(statement)))();
    } finally {
      db.close();
    }
  }
}

async function startSized(size) {
  const fresh = databaseUrl ? await freshPostgres(databaseUrl, "bench_save") : undefined;
  const server = await startProductionServer({
    label: `bench-save-${size}`,
    build: false,
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    },
  }).catch(async (err) => {
    await fresh?.drop();
    throw err;
  });
  const started = performance.now();
  await seed({ dataDir: server.dataDir, databaseUrl: fresh?.url }, size);
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);
  const call = adminApi(server.origin, await signIn(server.origin, ADMIN));
  return {
    size,
    seededIn,
    call,
    pid: server.pid,
    rates: [],
    times: [],
    cpu: [],
    async stop() {
      await server.stop();
      await fresh?.drop();
    },
  };
}

/**
 * The server's CPU time so far in ms (Linux: /proc/{pid}/stat, user + system), or null elsewhere:
 * what a round cost the server itself, which other work on a shared machine slows but does not add to.
 */
function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** PER_ROUND published pages created through the API, CONCURRENCY at a time; their times and the server's CPU time are kept. */
async function round(site, roundNumber) {
  let next = 0;
  const cpuBefore = cpuMs(site.pid);
  const started = performance.now();
  const worker = async () => {
    while (next < PER_ROUND) {
      const index = next++;
      const sent = performance.now();
      await site.call("POST", "/api/cms/pages", {
        title: `Measured page ${roundNumber}-${index}`,
        slug: `measured-${roundNumber}-${index}`,
        status: "published",
        metaDescription: "A page created while timing",
        metaKeywords: null,
        sections: [0, 1, 2].map((i) => ({
          sectionKey: `section_${i}`,
          sectionType: i === 0 ? "html" : "text",
          content: { text: i === 0 ? "<p>Hello</p>" : "Hello" },
          sortOrder: i,
        })),
      });
      site.times.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  site.rates.push(PER_ROUND / ((performance.now() - started) / 1000));
  if (cpuBefore !== null) site.cpu.push((cpuMs(site.pid) - cpuBefore) / PER_ROUND);
}

async function benchSizes() {
  const sites = [];
  try {
    for (const size of SIZES) sites.push(await startSized(size));
    // A first round each, untimed: the servers' first requests (code loading, caches) do not count.
    for (const site of sites) {
      await round(site, 0);
      site.rates.length = 0;
      site.times.length = 0;
      site.cpu.length = 0;
    }
    for (let r = 1; r <= ROUNDS; r += 1) for (const site of sites) await round(site, r);
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const percentile = (values, q) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
    };
    console.log(
      `engine: ${databaseUrl ? "postgres" : "sqlite"}; ${ROUNDS} rounds of ${PER_ROUND} page creations (POST /api/cms/pages, published, 3 sections), ${CONCURRENCY} at a time, alternating between sizes`,
    );
    for (const site of sites) {
      const rates = site.rates.map((rate) => rate.toFixed(0)).join(", ");
      const cpu =
        site.cpu.length > 0
          ? `; server CPU per creation: median ${median(site.cpu).toFixed(2)} ms (rounds: ${site.cpu.map((ms) => ms.toFixed(2)).join(", ")})`
          : "";
      console.log(
        `${String(site.size).padStart(6)} pages (seeded in ${site.seededIn} s): median ${median(site.rates).toFixed(0)} pages/s (rounds: ${rates}); one creation p50 ${percentile(site.times, 0.5).toFixed(1)} ms, p95 ${percentile(site.times, 0.95).toFixed(1)} ms${cpu}`,
      );
    }
    const [smallest, largest] = [sites[0], sites.at(-1)];
    const compare = (what, small, large) => {
      const more = large / small - 1;
      console.log(
        `${largest.size} pages against ${smallest.size}, ${what}: ${more >= 0 ? `${(more * 100).toFixed(0)} % more` : `${(-more * 100).toFixed(0)} % less`}; target within 20 %: ${more <= 0.2 ? "met" : "MISSED"}`,
      );
    };
    // A save's cost: the time per page at the median round's rate, and the server's CPU time per page.
    compare("time per creation", 1 / median(smallest.rates), 1 / median(largest.rates));
    if (smallest.cpu.length > 0) compare("server CPU per creation", median(smallest.cpu), median(largest.cpu));
  } finally {
    for (const site of sites) await site.stop();
  }
}

if (only !== "sizes") await benchHistory();
if (only !== "history") {
  if (only === "sizes" && build) ensureBuild();
  await benchSizes();
}
