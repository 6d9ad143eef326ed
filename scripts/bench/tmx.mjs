// npm run bench:tmx [-- --postgres URL] [--no-build] [--pages 1000] [--rounds 3]
//
// The translation memory of one language at the size of a large site (docs/product.md,
// "Translation memory (TMX)"; docs/decisions/035-word-counts-and-tmx.md). Starts the production
// server on a fresh database (SQLite by default; with --postgres, a new database made from the URL
// and dropped afterwards), creates 1,000 English pages through the API (a title, a description, a
// paragraph and rich text of two paragraphs with bold and a link: five segments each) and publishes
// a Japanese translation of each. Times the Translations screen's list with its word counts (first
// and later calls) and the TMX export (GET /api/cms/translations/ja/tmx). Then starts a second
// server on a fresh database with the same English pages and times the import of that memory
// (POST .../tmx), which creates 1,000 Japanese drafts, and a second import, which finds everything
// translated. Prints each time, the file's size and the import's counts.
import { performance } from "node:perf_hooks";
import { adminApi, signIn } from "../lib/admin-api.mjs";
import { freshPostgres } from "../lib/fresh-postgres.mjs";
import { startProductionServer } from "../lib/production-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const databaseUrl = option("--postgres", undefined);
const PAGES = Number(option("--pages", "1000"));
const ROUNDS = Number(option("--rounds", "3"));
const CONCURRENCY = 8;
const build = !args.includes("--no-build");
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };

const english = (i) => ({
  title: `Certified translation ${i}`,
  slug: `bench-tmx-${i}`,
  status: "published",
  metaDescription: `Certified translation of document ${i} for courts and immigration in Guam.`,
  metaKeywords: null,
  sections: [
    {
      sectionKey: "intro",
      sectionType: "text",
      content: { text: `Bring document ${i} and a copy of your passport to our office.` },
      sortOrder: 0,
    },
    {
      sectionKey: "body",
      sectionType: "html",
      content: {
        text: `<p>We translate <strong>every page</strong> of document ${i}.</p>\n<p>Read <a href="/contact">how to send it</a> to us.</p>`,
      },
      sortOrder: 1,
    },
  ],
});
const japanese = (i) => ({
  title: `認定翻訳 ${i}`,
  metaDescription: `グアムの裁判所と移民手続きのための書類 ${i} の認定翻訳。`,
  intro: `書類 ${i} とパスポートのコピーを当事務所にお持ちください。`,
  body: `<p>書類 ${i} の<strong>すべてのページ</strong>を翻訳します。</p>\n<p><a href="/contact">送り方</a>をお読みください。</p>`,
});

/** Runs `work(i)` for 0..n-1, CONCURRENCY at a time. */
async function inParallel(n, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

async function ownDatabase() {
  if (!databaseUrl) return { env: {}, drop: async () => {} };
  const { url, drop } = await freshPostgres(databaseUrl, "bench_tmx");
  return { env: { DATABASE_URL: url }, drop };
}

async function site(label, useBuild) {
  const database = await ownDatabase();
  const server = await startProductionServer({
    label,
    build: useBuild,
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...database.env },
  });
  const cookie = await signIn(server.origin, ADMIN);
  const call = adminApi(server.origin, cookie);
  await call("PUT", "/api/cms/languages/ja", { enabled: true });
  const stop = async () => {
    await server.stop();
    await database.drop();
  };
  return { ...server, cookie, call, stop };
}

const ms = (started) => `${(performance.now() - started).toFixed(0)} ms`;

async function main() {
  console.log(`engine: ${databaseUrl ? "postgres" : "sqlite"}; ${PAGES} English pages, five segments each, one language (ja)`);
  const first = await site("bench-tmx-a", build);
  let memory = "";
  try {
    let started = performance.now();
    const ids = [];
    await inParallel(PAGES, async (i) => {
      ids[i] = (await first.call("POST", "/api/cms/pages", english(i))).id;
    });
    await inParallel(PAGES, async (i) => {
      const ja = await first.call("POST", `/api/cms/pages/${ids[i]}/translations`, { locale: "ja" });
      const words = japanese(i);
      await first.call("PUT", `/api/cms/pages/${ja.id}`, {
        ...ja,
        title: words.title,
        metaDescription: words.metaDescription,
        status: "published",
        sections: ja.sections.map(({ pageId: _p, ...s }) => ({ ...s, content: { text: words[s.sectionKey] } })),
      });
    });
    console.log(`setup: ${PAGES} pages and their published Japanese translations in ${ms(started)}`);

    for (let round = 1; round <= ROUNDS; round += 1) {
      started = performance.now();
      const rows = await first.call("GET", "/api/cms/translations/ja");
      const words = rows.reduce((sum, row) => sum + row.words.total, 0);
      console.log(`Translations list with word counts (${rows.length} rows, ${words} English words), call ${round}: ${ms(started)}`);
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      started = performance.now();
      const res = await fetch(`${first.origin}/api/cms/translations/ja/tmx`, { headers: { Cookie: first.cookie } });
      memory = await res.text();
      if (res.status !== 200) throw new Error(`export: ${res.status} ${memory}`);
      const units = memory.match(/<tu /g)?.length ?? 0;
      console.log(
        `TMX export, round ${round}: ${ms(started)} (${units} units, ${(Buffer.byteLength(memory) / 1024 / 1024).toFixed(2)} MB)`,
      );
    }
  } finally {
    await first.stop();
  }

  const second = await site("bench-tmx-b", false);
  try {
    await inParallel(PAGES, async (i) => {
      await second.call("POST", "/api/cms/pages", english(i));
    });
    for (const label of ["into a fresh site (creates every draft)", "again (everything translated)"]) {
      const started = performance.now();
      const res = await fetch(`${second.origin}/api/cms/translations/ja/tmx`, {
        method: "POST",
        headers: { Origin: second.origin, Cookie: second.cookie, "Content-Type": "application/x-tmx+xml" },
        body: memory,
      });
      const answer = await res.json();
      if (res.status !== 200) throw new Error(`import: ${res.status} ${JSON.stringify(answer)}`);
      const { filled, alreadyTranslated, noMatch, parts, created, updated } = answer;
      console.log(
        `TMX import ${label}: ${ms(started)} (filled ${filled}, alreadyTranslated ${alreadyTranslated}, noMatch ${noMatch}; ${parts} parts, ${created} created, ${updated} updated)`,
      );
    }
  } finally {
    await second.stop();
  }
}

await main();
