// npm run bench:scripts [-- --json=FILE]: how much script each screen downloads, gzipped.
// Starts the production build (npm run build first) on a fresh data directory, signs in, opens
// each admin screen and a public page in Chromium, waits until the network is idle (so code
// loaded on demand, such as the visual editor, counts where it is used), and adds up the gzip -9
// size of every script file the screen fetched from the site, read from build/client. Prints one
// row per screen; --json writes the same figures to FILE, to compare two builds.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { adminApi, signIn } from "../lib/admin-api.mjs";
import { startProductionServer } from "../lib/production-server.mjs";

const ADMIN = { username: "sizes", email: "sizes@example.com", password: "script-sizes-password" };
const clientDir = path.resolve("build/client");
const jsonOut = process.argv.find((a) => a.startsWith("--json="))?.slice("--json=".length);

const { origin, stop } = await startProductionServer({
  label: "scripts",
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
const gzipped = new Map();
const sizeOf = (pathname) => {
  if (!gzipped.has(pathname)) gzipped.set(pathname, gzipSync(readFileSync(path.join(clientDir, pathname)), { level: 9 }).length);
  return gzipped.get(pathname);
};

try {
  const call = adminApi(origin, await signIn(origin, ADMIN));
  const { items: pages } = await call("GET", "/api/cms/pages?kind=site&pageSize=50");
  const home = pages.find((p) => p.slug === "home");
  const own = await call("POST", "/api/cms/pages", {
    title: "About Our Translators",
    slug: "about-our-translators",
    status: "published",
    metaDescription: null,
    metaKeywords: null,
    sections: [
      {
        sectionKey: "body",
        sectionType: "html",
        content: { text: "<h2>Who we are</h2><p>Certified translators in Guam.</p>" },
        sortOrder: 0,
      },
    ],
  });
  // A page of blocks, as the owner makes one: from the Service page template (docs/product.md, "Blocks").
  const blocks = await call("POST", "/api/cms/pages", {
    title: "Medical Translation",
    slug: "medical-translation",
    status: "draft",
    template: "service",
  });
  const screens = [
    ["public home page", "/", false],
    ["login", "/cms/login", false],
    ["dashboard", "/cms/dashboard", true],
    ["editor: new page", "/cms/pages/new", true],
    ["editor: a page with an html section", `/cms/pages/${own.id}`, true],
    ["editor: a page of blocks", `/cms/pages/${blocks.id}`, true],
    ["editor: the home page's fields", `/cms/pages/${home.id}`, true],
    ["settings", "/cms/settings", true],
    ["media library", "/cms/media", true],
    ["trash", "/cms/trash", true],
  ];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const rows = [];
  let signedIn = false;
  for (const [label, route, needsSession] of screens) {
    if (needsSession && !signedIn) {
      const page = await context.newPage();
      await page.goto(`${origin}/cms/login`);
      await page.getByLabel("Username").fill(ADMIN.username);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForURL(/\/cms\/dashboard$/);
      await page.close();
      signedIn = true;
    }
    const page = await context.newPage();
    const scripts = new Set();
    page.on("response", (res) => {
      const url = new URL(res.url());
      if (url.origin === origin && res.request().resourceType() === "script") scripts.add(url.pathname);
    });
    await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    await page.waitForLoadState("networkidle");
    const bytes = [...scripts].reduce((sum, file) => sum + sizeOf(file), 0);
    rows.push({ label, route: route.replace(/\d+$/, "{id}"), files: scripts.size, gzip: bytes });
    await page.close();
  }
  console.log(`${"screen".padEnd(40)} ${"files".padStart(5)}  ${"script, gzip -9".padStart(15)}`);
  for (const row of rows)
    console.log(`${row.label.padEnd(40)} ${String(row.files).padStart(5)}  ${(row.gzip / 1024).toFixed(1).padStart(12)} KB`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2) + "\n");
} finally {
  await browser.close();
  await stop();
}
