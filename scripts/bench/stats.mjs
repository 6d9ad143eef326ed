// npm run bench:stats: the visitor statistics' speed targets (docs/product.md, 5.18), on this
// machine, against the production build on a fresh data directory (TRUST_PROXY=1, so that each
// beacon names its visitor's address in X-Forwarded-For):
//   1. GET / alone: autocannon, 32 connections at a fixed 1,000 requests a second (latency, not
//      saturation), brotli as browsers ask; p50, p99
//   2. the same GET / while another autocannon, in a process of its own, sends POST /api/stats/hit at
//      2,000 a second as browsers' beacons (text/plain JSON, the site's Origin) from 20,000
//      visitors (addresses and browsers) over the site's pages; GET /'s p99 against run 1 (target:
//      within 20 %), and the beacons answered per second (target: 2,000)
//   3. beacons alone, as fast as the server takes them: answers per second, p99
//   4. a year of roll-ups at 10,000 visitors a day written into the database, then GET
//      /api/cms/stats for 12 months, 30 days and 12 months in Japanese, 30 times each: p50, p95,
//      slowest (target: 200 ms)
// Rounds alternate runs 1 and 2. Other work on the machine shows in the figures: run `uptime`
// beside it. Options: --duration=SECONDS (default 10), --rounds=N (default 2), --no-build,
// --report-only (run 4 alone).
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { PAGES, USER_AGENTS } from "../lib/visitors.mjs";

const VISITORS = 20_000;

const loadArgument = process.argv.find((a) => a.startsWith("--beacon-load="));
if (loadArgument) {
  // The beacons' load, in a process of its own so that it does not share an event loop with GET /'s.
  const { origin, rate, duration } = JSON.parse(loadArgument.slice("--beacon-load=".length));
  let n = 0;
  const result = await autocannon({
    url: `${origin}/api/stats/hit`,
    connections: 16,
    duration,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: "POST",
        setupRequest(request) {
          n += 1;
          const visitor = (n * 7919) % VISITORS;
          const body = JSON.stringify({
            path: PAGES[(n * 31) % PAGES.length],
            referrer: n % 3 ? "" : "https://www.google.com/",
            locale: "en",
          });
          return {
            ...request,
            headers: {
              Origin: origin,
              "Content-Type": "text/plain;charset=UTF-8",
              "X-Forwarded-For": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
              "User-Agent": USER_AGENTS[visitor % USER_AGENTS.length],
            },
            body,
          };
        },
      },
    ],
  });
  process.stdout.write(
    JSON.stringify({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      total: result.requests.total,
    }),
  );
} else {
  await main();
}

async function main() {
  const { signIn } = await import("../lib/admin-api.mjs");
  const { startProductionServer } = await import("../lib/production-server.mjs");
  const args = process.argv.slice(2);
  const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
  const duration = option("duration", 10);
  const rounds = option("rounds", 2);
  const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };

  const server = await startProductionServer({
    label: "bench-stats",
    build: !args.includes("--no-build"),
    env: { TRUST_PROXY: "1", ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const { origin } = server;
  try {
    const cookie = await signIn(origin, ADMIN);
    console.log(`Benchmark: visitor statistics, ${duration} s a run, ${rounds} rounds (production build, SQLite)`);
    // Warm up: the page kept in memory, the country database read, the salt made.
    await autocannon({ url: `${origin}/`, connections: 8, duration: 2, headers: { "accept-encoding": "br" } });
    await beacons(origin, 500, 2);

    if (!args.includes("--report-only")) await loadRuns(origin, duration, rounds);
    await reportRuns(origin, cookie, server.dataDir);
  } finally {
    await server.stop();
  }
}

async function loadRuns(origin, duration, rounds) {
  const alone = [];
  const loaded = [];
  for (let round = 1; round <= rounds; round += 1) {
    const a = await getHome(origin, duration);
    alone.push(a);
    console.log(`  round ${round} GET / alone                    ${fmt(a)}`);
    const [b, hits] = await Promise.all([getHome(origin, duration), beacons(origin, 2000, duration)]);
    loaded.push({ ...b, hits });
    console.log(
      `  round ${round} GET / with 2,000 beacons/s     ${fmt(b)}   beacons ${Math.round(hits.rps)}/s, p99 ${hits.p99} ms, errors ${hits.errors + hits.non2xx}`,
    );
  }
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const p99Alone = median(alone.map((r) => r.p99));
  const p99Loaded = median(loaded.map((r) => r.p99));
  const beaconRate = median(loaded.map((r) => r.hits.rps));
  console.log(
    `\nGET / p99: ${p99Alone} ms alone, ${p99Loaded} ms with the beacons (${p99Alone ? `${Math.round(((p99Loaded - p99Alone) / p99Alone) * 100)}%` : "n/a"}; target within 20%)`,
  );
  console.log(`Beacons answered at the 2,000/s rate: ${Math.round(beaconRate)}/s (target 2,000)`);

  const flat = await beacons(origin, 0, duration);
  console.log(
    `Beacons as fast as the server takes them: ${Math.round(flat.rps)}/s, p50 ${flat.p50} ms, p99 ${flat.p99} ms, errors ${flat.errors + flat.non2xx}`,
  );
}

async function reportRuns(origin, cookie, dataDir) {
  const rows = await writeYear(path.join(dataDir, "site.db"));
  console.log(`\nA year of roll-ups at 10,000 visitors a day: ${rows.toLocaleString("en-US")} rows written`);
  const today = guamDate(Date.now());
  for (const [label, query] of [
    ["12 months, all languages", { from: addDays(today, -364), to: today, locale: "" }],
    ["30 days, all languages", { from: addDays(today, -29), to: today, locale: "" }],
    ["12 months, Japanese", { from: addDays(today, -364), to: today, locale: "ja" }],
  ]) {
    const times = [];
    let body;
    for (let i = 0; i < 30; i += 1) {
      const started = performance.now();
      const res = await fetch(`${origin}/api/cms/stats?${new URLSearchParams(query)}`, { headers: { Cookie: cookie } });
      body = await res.json();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`GET /api/cms/stats answered ${res.status}`);
    }
    times.sort((x, y) => x - y);
    console.log(
      `GET /api/cms/stats ${label.padEnd(25)} p50 ${times[15].toFixed(1)} ms, p95 ${times[28].toFixed(1)} ms, slowest ${times[29].toFixed(1)} ms (target 200 ms); ${body.totals.visitors.toLocaleString("en-US")} visitors`,
    );
  }
}

function getHome(origin, duration) {
  return autocannon({ url: `${origin}/`, connections: 32, duration, overallRate: 1000, headers: { "accept-encoding": "br" } }).then(
    (r) => ({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    }),
  );
}

function beacons(origin, rate, duration) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [new URL(import.meta.url).pathname, `--beacon-load=${JSON.stringify({ origin, rate, duration })}`],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (out += chunk));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the beacons' load exited with ${code}`))));
  });
}

function fmt(r) {
  return `${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`;
}

function guamDate(ms) {
  return new Date(ms + 10 * 3600_000).toISOString().slice(0, 10);
}

function addDays(date, days) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * 365 days of roll-ups as 10,000 visitors a day would leave them (written straight into the
 * server's SQLite file, as the statistics' own writes would have): a row per day for the totals,
 * 40 pages, 30 entry pages, 300 referrers, 20 campaigns, 80 countries, 3 devices, 6 browsers and
 * 7 languages, in every language and in the language of each (English and Japanese here).
 */
async function writeYear(file) {
  // Loaded here, not in the beacons' load process.
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  const insert = db.prepare(
    "INSERT INTO stats_daily (day, locale, dimension, key, visitors, pageviews, visits, entries, bounces, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const today = guamDate(Date.now());
  const dims = [
    ["total", 1],
    ["page", 40],
    ["entry", 30],
    ["referrer", 300],
    ["campaign", 20],
    ["country", 80],
    ["device", 3],
    ["browser", 6],
    ["language", 7],
  ];
  let rows = 0;
  const write = db.transaction((day) => {
    for (const [locale, share] of [
      ["", 1],
      ["en", 0.8],
      ["ja", 0.2],
    ]) {
      const visitors = Math.round(10_000 * share);
      for (const [dimension, keys] of dims) {
        for (let k = 0; k < keys; k += 1) {
          // A long tail: the first keys take most visitors.
          const v = dimension === "total" ? visitors : Math.max(1, Math.round(visitors / (k + 2)));
          insert.run(day, locale, dimension, dimension === "total" ? "" : `${dimension}-${k}`, v, v * 3, v, v, Math.round(v / 2), v * 90);
          rows += 1;
        }
      }
    }
  });
  for (let d = 0; d < 365; d += 1) write(addDays(today, -d));
  db.close();
  return rows;
}
