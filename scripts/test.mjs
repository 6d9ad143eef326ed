// npm test: every test of the project. Builds the production bundle, runs the unit and API tests
// (Vitest: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set), then the end-to-end
// tests in Debian's Chromium. Installs Chromium with apt when it is missing and we are root.
// Ends with one line counting every test: "N passed, N failed". Its temporary report directory
// is removed at the end, whatever the outcome.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reports = mkdtempSync(path.join(tmpdir(), "gts-test-"));
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");

function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (
      run("apt-get", ["update", "-qq"], { env }) === 0 &&
      run("apt-get", ["install", "-y", "-qq", "chromium"], { env }) === 0 &&
      existsSync(chromium)
    ) {
      return;
    }
  }
  console.error(
    `\nThe end-to-end tests need Chromium at ${chromium}.\n` +
      "Install it with: sudo apt-get install -y chromium (Debian/Ubuntu),\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
  finish(1);
}

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(vitestReport)) {
    const r = JSON.parse(readFileSync(vitestReport, "utf8"));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  if (existsSync(playwrightReport)) {
    const s = JSON.parse(readFileSync(playwrightReport, "utf8")).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
  }
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}

function removeReports() {
  rmSync(reports, { recursive: true, force: true });
}

/** Removes the reports, then exits: every way out of this script goes through here. */
function finish(code) {
  removeReports();
  process.exit(code);
}

// Ctrl+C or a stop reaches the running step too; once it has ended, clean up and stop.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => finish(signal === "SIGINT" ? 130 : 143));

ensureChromium();
const steps = [
  ["npm", ["run", "build"], {}],
  ["npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], {}],
  [
    "npx",
    ["playwright", "test", "--reporter=list,json"],
    { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport } },
  ],
];
let status = 0;
for (const [command, args, options] of steps) {
  status = run(command, args, options);
  if (status !== 0) {
    console.error(`\nFailed: ${[command, ...args].join(" ")} (exit ${status})`);
    break;
  }
}
let summary;
try {
  summary = counts();
} catch (err) {
  console.error(`\nCould not read the test reports: ${err instanceof Error ? err.message : String(err)}`);
  finish(status || 1);
}
console.log(`\ntests: ${summary}`);
finish(status);
