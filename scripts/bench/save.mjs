// npm run bench:save [-- --postgres URL] [--no-build]: how long saving a page takes once it has a long
// history. Starts the production server on a fresh database (SQLite by default), creates a page of
// 50 sections, saves it 100 times so that 100 revisions are stored, then times 200 more saves
// (each edits two sections and the title, as an editor's save does) and prints p50, p95, p99 and
// the maximum. Target: p95 at most 30 ms on SQLite.
import { performance } from "node:perf_hooks";
import { adminApi, signIn } from "../lib/admin-api.mjs";
import { startProductionServer } from "../lib/production-server.mjs";

const args = process.argv.slice(2);
const databaseUrl = args.includes("--postgres") ? args[args.indexOf("--postgres") + 1] : undefined;
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };
const SECTIONS = 50;
const HISTORY = 100;
const MEASURED = 200;

const { origin, stop } = await startProductionServer({
  label: "bench-save",
  build: !args.includes("--no-build"),
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
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
      i === round % SECTIONS || i === (round * 7) % SECTIONS ? { ...s, content: { text: s.sectionType === "html" ? `<p>Round ${round}</p>` : `Round ${round}. ${paragraph}` } } : s,
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
  console.log(`engine: ${databaseUrl ? "postgres" : "sqlite"}; page of ${SECTIONS} sections with ${stored} revisions listed before timing`);
  console.log(`${MEASURED} saves (PUT /api/cms/pages/{id}, whole page, over HTTP): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${times.at(-1).toFixed(1)} ms`);
  console.log(`target p95 <= 30 ms: ${Number(at(0.95)) <= 30 ? "met" : "MISSED"}`);
} finally {
  await stop();
}
