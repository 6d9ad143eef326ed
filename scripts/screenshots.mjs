// npm run screenshots: full-page screenshots of every public route, the 404 page and every admin
// screen, at 1280 px and 375 px, into screenshots/ (not committed). For people to look at.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";
import { startProductionServer } from "./lib/production-server.mjs";

const outDir = path.resolve("screenshots");
const { PUBLIC_ROUTES } = await tsImport("../app/content/navigation.ts", import.meta.url);
const ADMIN = { username: "screenshots", email: "owner@example.com", password: "screenshot-password" };

const { origin, stop } = await startProductionServer({
  label: "shots",
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  mkdirSync(outDir, { recursive: true });
  const name = (route) => (route === "/" ? "home" : route.replace(/^\//, "").replace(/[^\w-]+/g, "_"));
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
    const page = await context.newPage();
    const shoot = async (route, label = name(route)) => {
      await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
      // Scroll through once so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: path.join(outDir, `${label}-${width}.png`), fullPage: true });
      console.log(`${label}-${width}.png`);
    };
    for (const route of [...PUBLIC_ROUTES, "/this-page-does-not-exist"]) await shoot(route);
    await shoot("/cms/login", "cms-login");
    await shoot("/cms/reset-password", "cms-reset-password");
    await shoot("/cms/reset-password/confirm?token=example", "cms-reset-confirm");
    await page.goto(`${origin}/cms/login`);
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/cms\/dashboard$/);
    await page.waitForTimeout(5500); // let the sign-in toast go
    await page.screenshot({ path: path.join(outDir, `cms-dashboard-${width}.png`), fullPage: true });
    console.log(`cms-dashboard-${width}.png`);
    await shoot("/cms/pages/new", "cms-editor-new");
    await page.goto(`${origin}/cms/dashboard`);
    await page.getByRole("link", { name: /Edit/ }).first().click();
    await page.waitForURL(/\/cms\/pages\/\d+$/);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: path.join(outDir, `cms-editor-home-${width}.png`), fullPage: false });
    console.log(`cms-editor-home-${width}.png`);
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
