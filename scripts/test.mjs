// npm test: every test of the project. Builds the production bundle, runs the unit and API tests
// (Vitest: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set), then the end-to-end
// tests in Debian's Chromium. Installs Chromium with apt when it is missing and we are root.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (run("apt-get", ["update", "-qq"], { env }) === 0 && run("apt-get", ["install", "-y", "-qq", "chromium"], { env }) === 0 && existsSync(chromium)) {
      return;
    }
  }
  console.error(
    `\nThe end-to-end tests need Chromium at ${chromium}.\n` +
      "Install it with: sudo apt-get install -y chromium (Debian/Ubuntu),\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
  process.exit(1);
}

ensureChromium();
const steps = [
  ["npm", ["run", "build"]],
  ["npx", ["vitest", "run"]],
  ["npx", ["playwright", "test"]],
];
for (const [command, args] of steps) {
  const status = run(command, args);
  if (status !== 0) {
    console.error(`\nFailed: ${[command, ...args].join(" ")} (exit ${status})`);
    process.exit(status);
  }
}
console.log("\nAll tests passed.");
