import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium) against the production build
 * ($BUILD_DIR, default build/). There is no webServer here: each worker starts its own server on
 * a free port with its own temporary data directory (tests/e2e/fixtures.ts), so the specs run in
 * parallel without sharing data. Specs import `test` and `expect` from tests/e2e/fixtures.ts.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Every test sets up its own data, so any two may run at once. Two workers (also on CI): the
  // machine this runs on has two cores, and each worker drives a Chromium and its own server.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // baseURL is the worker's own server: set by the fixtures.
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
