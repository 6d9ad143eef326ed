// npm run lighthouse [-- /path ...] [-- --assert] [-- --with-images] [-- --with-blocks] [-- --with-translations]
// Lighthouse 12 (mobile form factor, default simulated throttling) on every public route and the
// 404 page of a production build, served by the real server on a free port and a fresh data
// directory. Prints the four category scores per route; HTML reports go to lighthouse-report/.
// Exits non-zero when a run fails, and with --assert also when a score misses its target
// (every category 100), the Largest Contentful Paint is over 1.2 s, or a page transfers more
// than 5 KB of script. --with-images also publishes a page with five photos from the media
// library (/photo-gallery) and measures it too, with its Cumulative Layout Shift (target 0); that
// page is held to the media library's targets (every category 100, no layout shift), and its
// LCP, the first photo on the simulated network, is reported without the site's 1.2 s target.
// --with-blocks publishes a page holding every kind of block (/every-block, scripts/lib/every-block.mjs)
// and its Japanese translation (/ja/every-block), and measures both, held to the site's targets and
// no layout shift.
// --with-translations publishes the sample translations (scripts/lib/translations.mjs) and
// measures /ja/, /ko/contact and /zh-Hant/languages too, held to the same targets as English.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { publishEveryBlock, publishEveryBlockInJapanese } from "./lib/every-block.mjs";
import { publishGallery } from "./lib/gallery.mjs";
import { TRANSLATED_PATHS, publishSampleTranslations } from "./lib/translations.mjs";
import { startProductionServer } from "./lib/production-server.mjs";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reportDir = path.resolve("lighthouse-report");
const args = process.argv.slice(2);
const assertTargets = args.includes("--assert");
const requested = args.filter((a) => a.startsWith("/"));
const withImages = args.includes("--with-images");
const withTranslations = args.includes("--with-translations");
const withBlocks = args.includes("--with-blocks");
const BLOCKS_ROUTE = "/every-block";
const BLOCKS_JA_ROUTE = "/ja/every-block";
const GALLERY_ROUTE = "/photo-gallery";
const ADMIN = { username: "lighthouse", email: "lighthouse@example.com", password: "lighthouse-password-1" };

const CATEGORIES = [
  ["performance", "Performance", 100],
  ["accessibility", "Accessibility", 100],
  ["best-practices", "Best Practices", 100],
  ["seo", "SEO", 100],
];

const { PUBLIC_ROUTES } = await tsImport("../app/content/navigation.ts", import.meta.url);
const NOT_FOUND_ROUTE = "/this-page-does-not-exist";
const routes = requested.length > 0 ? requested : [...PUBLIC_ROUTES, NOT_FOUND_ROUTE];
if (withImages && !routes.includes(GALLERY_ROUTE)) routes.push(GALLERY_ROUTE);
if (withBlocks) for (const route of [BLOCKS_ROUTE, BLOCKS_JA_ROUTE]) if (!routes.includes(route)) routes.push(route);
if (withTranslations) for (const path of TRANSLATED_PATHS) if (!routes.includes(path)) routes.push(path);
/** A page that answers 404 is not indexable by design: these SEO audits must fail there. */
const EXPECTED_ON_404 = new Set(["http-status-code", "is-crawlable"]);
const MAX_LCP_MS = 1200;
const MAX_SCRIPT_BYTES = 5 * 1024;

const { origin, stop } = await startProductionServer({
  label: "lighthouse",
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
if (withImages) await publishGallery(origin, ADMIN, GALLERY_ROUTE.slice(1));
if (withBlocks || routes.includes(BLOCKS_ROUTE) || routes.includes(BLOCKS_JA_ROUTE)) {
  const { page, call } = await publishEveryBlock(origin, ADMIN, BLOCKS_ROUTE.slice(1));
  await publishEveryBlockInJapanese(call, page);
}
if (withTranslations || routes.some((route) => TRANSLATED_PATHS.includes(route))) await publishSampleTranslations(origin, ADMIN);

let chrome;
let failed = false;
try {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  mkdirSync(reportDir, { recursive: true });

  const rows = [];
  for (const route of routes) {
    process.stdout.write(`Lighthouse ${route} ... `);
    try {
      // Lighthouse refuses an error status unless told to; the 404 page is meant to answer 404.
      const probe = await fetch(`${origin}${route}`, { method: "HEAD" });
      const is404 = probe.status === 404;
      let result;
      // A busy machine now and then spoils the trace (NO_NAVSTART and the like): try once more.
      for (let attempt = 1; attempt <= 2; attempt++) {
        result = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          ignoreStatusCode: is404,
          output: "html",
          logLevel: "error",
          onlyCategories: CATEGORIES.map(([id]) => id),
        });
        if (result?.lhr && !result.lhr.runtimeError) break;
      }
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? "no result");
      const scores = CATEGORIES.map(([id]) => lhr.categories[id]?.score);
      if (scores.some((s) => s === null || s === undefined)) throw new Error("a category has no score");
      const name = route === "/" ? "home" : route.slice(1).replace(/[^a-z0-9-]+/gi, "_");
      writeFileSync(path.join(reportDir, `${name}.html`), result.report);
      const failing = failingAudits(lhr, is404);
      const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? Infinity;
      const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? Infinity;
      const scriptBytes = (lhr.audits["network-requests"]?.details?.items ?? [])
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      // The photo page's targets are the media library's (Performance 100, no layout shift): its LCP is
      // a photo's bytes on the simulated network, reported but not held to the site's 1.2 s.
      const lcpTarget = route === GALLERY_ROUTE ? null : MAX_LCP_MS;
      rows.push({ route, is404, scores: scores.map((s) => Math.round(s * 100)), failing, lcp, lcpTarget, cls, scriptBytes });
      console.log("done");
    } catch (err) {
      failed = true;
      rows.push({ route, error: err instanceof Error ? err.message : String(err) });
      console.log("FAILED");
    }
  }
  printTable(rows);
  if (rows.some((r) => r.error)) failed = true;
  if (
    assertTargets &&
    rows.some((r) => r.scores?.some((s, i) => belowTarget(r, s, i)) || overLcp(r) || r.cls > 0 || r.scriptBytes > MAX_SCRIPT_BYTES)
  )
    failed = true;
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  await chrome?.kill();
  await stop();
}
process.exit(failed ? 1 : 0);

/**
 * The audits that cost points outside Performance (which varies with the machine's load), by
 * category. On the 404 page, the failures that a 404 status causes by design are left out.
 */
function failingAudits(lhr, is404) {
  const failing = {};
  for (const [id] of CATEGORIES.slice(1)) {
    failing[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id)
      .filter((auditId) => !(is404 && expectedOn404(lhr, auditId)));
  }
  return failing;
}

function expectedOn404(lhr, auditId) {
  if (EXPECTED_ON_404.has(auditId)) return true;
  // Chromium logs the document's own 404 status as a console error; any other error still counts.
  if (auditId === "errors-in-console") {
    const items = lhr.audits[auditId].details?.items ?? [];
    return items.every(
      (item) =>
        item.source === "network" && /status of 404/.test(item.description ?? "") && item.sourceLocation?.url === lhr.finalDisplayedUrl,
    );
  }
  return false;
}

/** Below its category's target; on the 404 page, SEO and Best Practices count only the audits a 404 does not fail by design. */
function belowTarget(row, score, index) {
  const [id, , target] = CATEGORIES[index];
  if (row.is404 && id !== "performance") return row.failing[id].length > 0;
  return score < target;
}

function overLcp(row) {
  return row.lcpTarget !== null && row.lcp > row.lcpTarget;
}

function printTable(rows) {
  const headers = ["Route", ...CATEGORIES.map(([, label]) => label), "LCP", "CLS", "Script"];
  const table = rows.map((r) =>
    r.error
      ? [r.route, "FAILED", "", "", "", "", "", ""]
      : [
          r.is404 ? `${r.route} (404)` : r.route,
          ...r.scores.map((s, i) => (belowTarget(r, s, i) ? `${s} *` : String(s))),
          `${(r.lcp / 1000).toFixed(2)} s${overLcp(r) ? " *" : r.lcpTarget === null ? " -" : ""}`,
          `${r.cls.toFixed(3)}${r.cls > 0 ? " *" : ""}`,
          `${(r.scriptBytes / 1024).toFixed(1)} KB${r.scriptBytes > MAX_SCRIPT_BYTES ? " *" : ""}`,
        ],
  );
  const widths = headers.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(`\n${line(headers)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of table) console.log(line(row));
  console.log(
    `\n* misses its target (every category 100, LCP at most ${MAX_LCP_MS / 1000} s, no layout shift, script at most ${MAX_SCRIPT_BYTES / 1024} KB transferred). Reports: ${path.relative(process.cwd(), reportDir)}/`,
  );
  if (rows.some((r) => r.lcpTarget === null)) {
    console.log(`- LCP reported without a target: a page of photos, held to every category 100 and no layout shift.`);
  }
  if (rows.some((r) => r.is404)) {
    console.log(
      `(404) answers 404 and is noindex by design, so ${[...EXPECTED_ON_404].join(", ")} and the console's note of the 404 status fail there; its scores are judged without them.`,
    );
  }
  for (const r of rows) {
    if (r.error) console.log(`${r.route}: the run failed: ${r.error}`);
    const failing = Object.values(r.failing ?? {}).flat();
    if (failing.length) console.log(`${r.route}: failing audits: ${failing.join(", ")}`);
  }
}
