// npm test: every test of the project. Builds the production bundle, runs the unit and API tests
// (Vitest: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set), then the end-to-end
// tests in Debian's Chromium. Installs Chromium with apt when it is missing and we are root, and
// likewise nginx (with its brotli static module when Debian has it) for the deployment tests and
// xmllint (libxml2-utils) for checking the XLIFF download against its schema, and Java
// (default-jre-headless) for the Nu HTML Checker (npm's vnu-jar) of tests/e2e/html-validity.spec.ts,
// pebble and certbot for the installer's test (tests/deploy/install.test.ts), and restic and rclone
// for the backup tests (tests/services/backup-restic.test.ts).
// Ends with one line counting every test: "N passed, N failed". Its temporary report directory
// is removed at the end, whatever the outcome.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const xmllint = "/usr/bin/xmllint";
const java = process.env.JAVA_PATH ?? "/usr/bin/java";
const reports = mkdtempSync(path.join(tmpdir(), "gts-test-"));
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");

/** The step running now, and the signal that asked this script to stop, if any. */
let current = null;
let interrupted = null;

/** Runs one step with the terminal's input and output; resolves to its exit status. */
function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    current = child;
    child.once("error", (err) => {
      console.error(`${command}: ${err.message}`);
      current = null;
      resolve(1);
    });
    child.once("close", (code) => {
      current = null;
      resolve(code ?? 1);
    });
  });
}

async function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (
      (await run("apt-get", ["update", "-qq"], { env })) === 0 &&
      (await run("apt-get", ["install", "-y", "-qq", "chromium"], { env })) === 0 &&
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

/**
 * The deployment tests (tests/deploy) run Debian's nginx: install it when it is missing and we are
 * root. Without it they are skipped, or fail under CI.
 */
async function ensureNginx() {
  if (existsSync(nginx)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("nginx is missing: installing Debian's nginx package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (
      (await run("apt-get", ["update", "-qq"], { env })) === 0 &&
      (await run("apt-get", ["install", "-y", "-qq", "nginx"], { env })) === 0
    ) {
      // Optional: without it nginx serves the gzip copies only, and the tests expect that.
      await run("apt-get", ["install", "-y", "-qq", "libnginx-mod-http-brotli-static"], { env });
    }
    if (existsSync(nginx)) return;
  }
  console.error(
    `\nThe deployment tests need nginx at ${nginx}; without it they are skipped (and fail when CI is set).\n` +
      "Install it with: sudo apt-get install -y nginx libnginx-mod-http-brotli-static (Debian/Ubuntu).",
  );
}

/**
 * The XLIFF API test checks the download against the OASIS XLIFF 2.0 schema with Debian's xmllint
 * (libxml2-utils): install it when it is missing and we are root. Without it that check is
 * skipped, or fails when CI is set.
 */
async function ensureXmllint() {
  if (existsSync(xmllint)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("xmllint is missing: installing Debian's libxml2-utils package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if ((await run("apt-get", ["update", "-qq"], { env })) === 0) await run("apt-get", ["install", "-y", "-qq", "libxml2-utils"], { env });
    if (existsSync(xmllint)) return;
  }
  console.error(
    `\nThe XLIFF schema check needs xmllint at ${xmllint}; without it the check is skipped (and fails when CI is set).\n` +
      "Install it with: sudo apt-get install -y libxml2-utils (Debian/Ubuntu).",
  );
}

/**
 * The HTML validity test runs the Nu HTML Checker (npm's vnu-jar) with Java: install Debian's
 * default-jre-headless when it is missing and we are root. Without it that test is skipped, or
 * fails when CI is set.
 */
async function ensureJava() {
  if (existsSync(java)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Java is missing: installing Debian's default-jre-headless package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if ((await run("apt-get", ["update", "-qq"], { env })) === 0)
      await run("apt-get", ["install", "-y", "-qq", "default-jre-headless"], { env });
    if (existsSync(java)) return;
  }
  console.error(
    `\nThe HTML validity test needs Java at ${java}; without it the test is skipped (and fails when CI is set).\n` +
      "Install it with: sudo apt-get install -y default-jre-headless (Debian/Ubuntu).",
  );
}

/**
 * Debian packages some tests need, installed when missing and we are root: `tools` pairs each
 * package with the binary it brings; `purpose` says which tests need them. Without them those
 * tests are skipped, or fail when CI is set.
 */
async function ensureDebianTools(tools, purpose) {
  const missing = tools.filter(([, binary]) => !existsSync(binary));
  if (missing.length === 0) return;
  const names = missing.map(([name]) => name);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`${names.join(" and ")} missing: installing Debian's package(s) with apt-get...`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if ((await run("apt-get", ["update", "-qq"], { env })) === 0) await run("apt-get", ["install", "-y", "-qq", ...names], { env });
    if (missing.every(([, binary]) => existsSync(binary))) return;
  }
  console.error(
    `\n${purpose} cannot run without ${names.join(" and ")} (they fail, or are skipped where CI is not set).\n` +
      `Install with: sudo apt-get install -y ${names.join(" ")} (Debian/Ubuntu).`,
  );
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

// Stop after the running step, then clean up. Ctrl+C reaches that step from the terminal
// already (a second SIGINT would make Playwright skip its own clean-up); a SIGTERM is passed on.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = signal;
    if (signal === "SIGTERM") current?.kill(signal);
  });
}

await ensureChromium();
await ensureNginx();
await ensureXmllint();
await ensureJava();
// The installer's test gets its certificate from pebble, a test ACME server, with certbot.
await ensureDebianTools(
  [
    ["pebble", "/usr/bin/pebble"],
    ["certbot", "/usr/bin/certbot"],
  ],
  "The installer's test (tests/deploy/install.test.ts)",
);
// The backup tests run restic, and rclone for the second kind of repository (`rclone serve restic`).
await ensureDebianTools(
  [
    ["restic", "/usr/bin/restic"],
    ["rclone", "/usr/bin/rclone"],
  ],
  "The backup tests (tests/services/backup-restic.test.ts)",
);
const steps = [
  ["npm", ["run", "build"], {}],
  ["npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], {}],
  ["npx", ["playwright", "test", "--reporter=list,json"], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport } }],
];
let status = 0;
for (const [command, args, options] of steps) {
  status = await run(command, args, options);
  if (interrupted) {
    console.error(`\nStopped by ${interrupted}.`);
    status = interrupted === "SIGINT" ? 130 : 143;
    break;
  }
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
