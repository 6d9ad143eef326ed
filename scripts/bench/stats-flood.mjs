// npm run bench:stats-flood [-- --postgres] [-- --no-build] [-- --duration=60] [-- --rate=1000]
// What a flood of anonymous beacons leaves behind (docs/product.md, 5.18; docs/decisions/014),
// against the production build on a fresh database (SQLite in a temporary directory, or with
// --postgres a fresh PostgreSQL database made for the run on TEST_DATABASE_URL's server, or the
// local postgres@127.0.0.1:5432/test, and dropped after it): for --duration seconds (default 60),
// beacons at --rate a second (default 1,000; 0 for as fast as the server takes them) from 5,000
// addresses (TRUST_PROXY=1 and X-Forwarded-For, all sent to this machine), each with a referrer
// and a campaign of its own, over the site's pages and paths that are none. Before and after:
// the database's size, the roll-up rows (today's, by dimension, and all) and the server's
// resident memory (RSS, from /proc). The bounds the figures are held to: a day keeps 100 pages,
// entry pages, referrers and campaigns per language, plus "Other" (server/stats/top-keys.ts);
// the waiting page views hold at most 20,000 hits and 4 million characters (server/stats/service.ts).
import { randomBytes } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { signIn } from "../lib/admin-api.mjs";
import { startProductionServer } from "../lib/production-server.mjs";
import { PAGES, USER_AGENTS } from "../lib/visitors.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const duration = option("duration", 60);
const rate = option("rate", 1000);
const usePostgres = args.includes("--postgres");
const ADDRESSES = 5000;
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
let dbName;
let databaseUrl;
if (usePostgres) {
  dbName = `bench_flood_${randomBytes(4).toString("hex")}`;
  await withPg(adminUrl, (client) => client.query(`CREATE DATABASE ${dbName}`));
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const server = await startProductionServer({
  label: "bench-stats-flood",
  build: !args.includes("--no-build"),
  env: {
    TRUST_PROXY: "1",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});
const { origin } = server;
try {
  const cookie = await signIn(origin, ADMIN);
  const today = new Date(Date.now() + 10 * 3600_000).toISOString().slice(0, 10);
  // Written: reading the figures writes what is waiting first.
  const settle = async () => {
    const res = await fetch(`${origin}/api/cms/stats?from=${today}&to=${today}`, { headers: { Cookie: cookie } });
    if (res.status !== 200) throw new Error(`GET /api/cms/stats answered ${res.status}`);
    return res.json();
  };
  console.log(
    `Benchmark: a beacon flood, ${duration} s at ${rate ? `${rate.toLocaleString("en-US")} a second` : "the server's pace"} from ${ADDRESSES.toLocaleString("en-US")} addresses (production build, ${usePostgres ? "PostgreSQL" : "SQLite"})`,
  );
  // Warm: the page view's path, the country database and the day's salt (page views without a referrer or a campaign).
  await flood(origin, 100, 2, 0, { plain: true });
  await settle();
  const before = await measure(today);
  print("before", before);

  // The server's memory every 10 s of the flood: where it levels off.
  const samples = [];
  const sampler = setInterval(() => samples.push(rss()), 10_000);
  const result = await flood(origin, rate, duration, 0);
  clearInterval(sampler);
  const atEnd = rss();
  const report = await settle();
  const after = await measure(today);
  console.log(
    `\nflood: ${result.requests.total.toLocaleString("en-US")} beacons answered (${Math.round(result.requests.average)}/s), ${result.non2xx} refused, ${result.errors} errors; RSS every 10 s ${samples.join(", ")} MB, at its end ${atEnd} MB`,
  );
  print("after", after);
  const growth = after.rows.all - before.rows.all;
  console.log(
    `\nroll-up rows added: ${growth.toLocaleString("en-US")}; database ${before.size} -> ${after.size}; RSS ${before.rss} MB -> ${after.rss} MB`,
  );
  const capped = ["page", "entry", "referrer", "campaign"]
    .map((dimension) => `${dimension} ${after.rows.today[dimension] ?? 0}`)
    .join(", ");
  console.log(`today's rows of the capped dimensions (every language and English; bound 2 x (100 + Other) = 202 each): ${capped}`);
  console.log(
    `the screen: ${report.totals.pageviews.toLocaleString("en-US")} page views today; referrers shown ${report.referrers.length}, the largest "${report.referrers[0]?.key}" with ${report.referrers[0]?.pageviews ?? 0}`,
  );
} finally {
  await server.stop();
  if (dbName) await withPg(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
}

/** Beacons from ADDRESSES addresses, each with a referrer and a campaign of its own (numbered from `first`), or `plain` without either. */
function flood(target, overallRate, seconds, first, { plain = false } = {}) {
  let n = first;
  return autocannon({
    url: `${target}/api/stats/hit`,
    connections: 16,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: "POST",
        setupRequest(request) {
          n += 1;
          const address = n % ADDRESSES;
          // One in four a path that is no page: ignored, as a made-up address is.
          const page = n % 4 === 0 ? `/flood-${n}` : PAGES[n % PAGES.length];
          const body = plain
            ? JSON.stringify({ path: PAGES[n % PAGES.length], referrer: "", locale: "en" })
            : JSON.stringify({
                path: `${page}?utm_source=flood-${n}&utm_medium=cpc&utm_campaign=c${n}`,
                referrer: `https://flood-${n}.example/`,
                locale: "en",
              });
          return {
            ...request,
            headers: {
              Origin: target,
              "Content-Type": "text/plain;charset=UTF-8",
              "X-Forwarded-For": `10.77.${address >> 8}.${address & 255}`,
              "User-Agent": USER_AGENTS[n % USER_AGENTS.length],
            },
            body,
          };
        },
      },
    ],
  });
}

/** The server's resident memory, in MB. */
function rss() {
  const line = readFileSync(`/proc/${server.pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024);
}

async function measure(today) {
  const byDimension = "SELECT dimension, count(*) AS n FROM stats_daily WHERE day = $1 GROUP BY dimension";
  let size;
  let all;
  let dims;
  let visitors;
  if (databaseUrl) {
    await withPg(databaseUrl, async (client) => {
      const bytes = (
        await client.query("SELECT pg_database_size(current_database()) AS db, pg_total_relation_size('stats_daily') AS rollups")
      ).rows[0];
      size = `${mb(bytes.db)} MB (stats_daily with its indexes ${mb(bytes.rollups)} MB)`;
      all = Number((await client.query("SELECT count(*) AS n FROM stats_daily")).rows[0].n);
      visitors = Number((await client.query("SELECT count(*) AS n FROM stats_visitors")).rows[0].n);
      dims = (await client.query(byDimension, [today])).rows;
    });
  } else {
    const file = path.join(server.dataDir, "site.db");
    const wal = (() => {
      try {
        return statSync(`${file}-wal`).size;
      } catch {
        return 0;
      }
    })();
    const db = new Database(file, { readonly: true });
    try {
      all = Number(db.prepare("SELECT count(*) AS n FROM stats_daily").get().n);
      visitors = Number(db.prepare("SELECT count(*) AS n FROM stats_visitors").get().n);
      dims = db.prepare(byDimension.replace("$1", "?")).all(today);
    } finally {
      db.close();
    }
    size = `site.db ${mb(statSync(file).size)} MB + WAL ${mb(wal)} MB`;
  }
  return { size, rss: rss(), visitors, rows: { all, today: Object.fromEntries(dims.map((row) => [row.dimension, Number(row.n)])) } };
}

function print(label, m) {
  console.log(
    `${label.padEnd(6)}: database ${m.size}; roll-up rows ${m.rows.all.toLocaleString("en-US")} (today ${JSON.stringify(m.rows.today)}); the day's visitors (stats_visitors, deleted after two days) ${m.visitors.toLocaleString("en-US")}; server RSS ${m.rss} MB`,
  );
}

function mb(bytes) {
  return (Number(bytes) / 1024 / 1024).toFixed(1);
}

async function withPg(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
