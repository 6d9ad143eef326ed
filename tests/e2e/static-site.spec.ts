/**
 * The public site as plain pages: no framework in the browser, menus that work with the small
 * enhancement script and without any JavaScript, pages answered from memory that follow every
 * change at once, and instant, cache-friendly navigation.
 */
import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import type { Page } from "@playwright/test";
import { expect, startSite, test, unique } from "./fixtures";
import { PUBLIC_ROUTES, SERVICES_NAV, MAIN_NAV } from "../../app/content/navigation";
import { cmsApi, expectExpanded, login } from "./admin-helpers";
import { networkIdle } from "./network-idle";

const PAGES = [...PUBLIC_ROUTES, "/this-page-does-not-exist"];
const ENHANCEMENT = /^\/assets\/site-enhance-[\w-]+\.js$/;

const desktopNav = (page: Page) => page.locator("header").getByRole("navigation", { name: "Main" });
const servicesTrigger = (page: Page) => desktopNav(page).getByRole("button", { name: "Services" });
const servicesLink = (page: Page, name: string) => desktopNav(page).getByRole("link", { name, exact: true });

for (const js of [true, false]) {
  test.describe(js ? "with the enhancement script" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    for (const path of PAGES) {
      test(`${path}: no framework, and the Services menu and the mobile menu open and lead on`, async ({ page }) => {
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
        });

        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(path);
        await networkIdle(page);
        // At most the site's own small script; no React, no React Router, no site copy in JS.
        expect(scripts.filter((s) => !ENHANCEMENT.test(s))).toEqual([]);
        expect(scripts).toHaveLength(js ? 1 : 0);

        // Click opens the dropdown; Escape closes it (the browser does both for a popover).
        const trigger = servicesTrigger(page);
        await expect(servicesLink(page, "Samples")).toBeHidden();
        await trigger.click();
        for (const item of SERVICES_NAV) await expect(servicesLink(page, item.label)).toBeVisible();
        await expectExpanded(trigger, true);
        await page.keyboard.press("Escape");
        await expect(servicesLink(page, "Samples")).toBeHidden();

        // The keyboard: Enter opens it, then its links are reached and followed.
        await trigger.focus();
        await page.keyboard.press("Enter");
        await expect(servicesLink(page, "Samples")).toBeVisible();
        if (js) {
          await page.keyboard.press("ArrowDown");
          await expect(servicesLink(page, "What We Translate")).toBeFocused();
          await page.keyboard.press("Escape");
          await expect(trigger).toBeFocused();
          await expectExpanded(trigger, false);
          // Resting the pointer on it opens it too (from outside: the click left the pointer on it).
          await page.mouse.move(10, 400);
          await trigger.hover();
          await expect(servicesLink(page, "How It Works")).toBeVisible();
        }
        await servicesLink(page, "How It Works").click();
        await expect(page).toHaveURL(/\/how-it-works$/);

        // The phone menu: the toggle opens it, every entry is there and leads on.
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(path);
        const toggle = page.getByRole("button", { name: "Menu" });
        const panel = page.locator("#mobile-menu");
        await expect(panel).toBeHidden();
        await toggle.click();
        await expect(panel).toBeVisible();
        await expectExpanded(toggle, true);
        for (const item of [...MAIN_NAV, ...SERVICES_NAV])
          await expect(panel.getByRole("link", { name: item.label, exact: true })).toBeVisible();
        await panel.getByRole("link", { name: "Contact Us" }).click();
        await expect(page).toHaveURL(/\/contact$/);
        await expect(page.locator("#mobile-menu")).toBeHidden();
      });
    }
  });
}

test("links its speculation rules, so the next page can be ready before the click", async ({ page }) => {
  const response = await page.goto("/");
  expect(response!.headers()["speculation-rules"]).toBe('"/speculation-rules.json"');
  const rules = await page.request.get("/speculation-rules.json");
  expect(rules.headers()["content-type"]).toMatch(/^application\/speculationrules\+json/);
  expect((await rules.json()).prerender[0].eagerness).toBe("moderate");
});

test("a reload revalidates: 304 with the same ETag and policy as the page it keeps", async ({ page }) => {
  const first = await page.goto("/xact-guarantee");
  const etag = first!.headers()["etag"]!;
  const policy = first!.headers()["content-security-policy"];
  const again = await page.request.get("/xact-guarantee", {
    headers: { "If-None-Match": etag, "Accept-Encoding": first!.headers()["content-encoding"] ?? "identity" },
  });
  expect(again.status()).toBe(304);
  expect(again.headers()["etag"]).toBe(etag);
  expect(again.headers()["content-security-policy"]).toBe(policy);
});

test("a save, an unpublish, a publish and a delete each show on the next public request", async ({ page, browser, site }) => {
  const api = cmsApi(page.request, site.origin);
  await api.login();
  const created = await api.createPage({
    title: "Rates for Certified Translation",
    slug: `rates-${unique()}`,
    status: "published",
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Our first price list." }, sortOrder: 0 }],
  });
  const visitor = await (await browser.newContext()).newPage();
  const path = `/${created.slug}`;
  await visitor.goto(path);
  await expect(visitor.getByText("Our first price list.")).toBeVisible();

  const saved = await api.updatePage(created, { sections: [{ ...created.sections[0]!, content: { text: "Our new price list." } }] });
  await visitor.goto(path);
  await expect(visitor.getByText("Our new price list.")).toBeVisible();

  const unpublished = await api.updatePage(saved, { status: "draft" });
  expect((await visitor.goto(path))!.status()).toBe(404);

  await api.updatePage(unpublished, { status: "published" });
  expect((await visitor.goto(path))!.status()).toBe(200);

  await api.deletePage(created.id);
  expect((await visitor.goto(path))!.status()).toBe(404);
  await visitor.context().close();
});

test("a draft previewed by a signed-in administrator is never shown to a visitor", async ({ page, browser, site }) => {
  await login(page);
  const api = cmsApi(page.request, site.origin);
  const draft = await api.createPage({
    title: "Not Yet Announced",
    slug: `draft-${unique()}`,
    status: "draft",
    sections: [{ sectionKey: "body", sectionType: "text", content: { text: "An unannounced service." }, sortOrder: 0 }],
  });
  await page.goto(`/${draft.slug}`);
  await expect(page.getByText("An unannounced service.")).toBeVisible();
  await expect(page.getByText("Draft preview.")).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  for (let i = 0; i < 2; i += 1) {
    const response = await visitor.goto(`/${draft.slug}`);
    expect(response!.status()).toBe(404);
    await expect(visitor.getByText("An unannounced service.")).toHaveCount(0);
  }
  await visitor.context().close();
});

test.describe("two instances on one PostgreSQL database", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL");

  test("each serves a change made through the other within a second", async ({ browser }) => {
    test.setTimeout(90_000);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `e2e_${randomBytes(5).toString("hex")}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const a = await startSite("pg-a", { DATABASE_URL: url.toString() });
    const b = await startSite("pg-b", { DATABASE_URL: url.toString() });
    try {
      const context = await browser.newContext({ baseURL: a.site.origin });
      const api = cmsApi(context.request, a.site.origin);
      await api.login();
      const slug = `shared-${unique()}`;
      const onB = `${b.site.origin}/${slug}`;
      // Asked before it exists: B answers 404 (and is warm, so what is timed below is not a cold
      // start). Asked with this process's own fetch every 25 ms, not through Playwright's driver,
      // whose round trips a loaded machine slows down: what is timed is the servers.
      expect((await fetch(onB)).status).toBe(404);
      const seenWithin = async (found: (status: number, text: string) => boolean) => {
        const since = Date.now();
        while (Date.now() - since < 5000) {
          const answer = await fetch(onB);
          if (found(answer.status, await answer.text())) return Date.now() - since;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return Infinity;
      };

      const created = await api.createPage({
        title: "Shared Between Instances",
        slug,
        status: "published",
        sections: [{ sectionKey: "body", sectionType: "text", content: { text: "As first written." }, sortOrder: 0 }],
      });
      const createdAfter = await seenWithin((status, text) => status === 200 && text.includes("As first written."));
      // A new page is also B's first render of it: the same 2 s this test always allowed it.
      expect(createdAfter, `B served the new page after ${createdAfter} ms`).toBeLessThan(2000);

      await api.updatePage(created, { sections: [{ ...created.sections[0]!, content: { text: "As changed through A." } }] });
      const changedAfter = await seenWithin((_, text) => text.includes("As changed through A."));
      expect(changedAfter, `B served the change after ${changedAfter} ms`).toBeLessThan(1000);
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(onB);
      await expect(visitor.getByText("As changed through A.")).toBeVisible();
      await context.close();
      await visitor.context().close();
    } finally {
      await b.stop();
      await a.stop();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

test("a page whose response arrives in two parts, split inside the menu, is first painted whole: nothing shifts", async ({
  page,
  site,
}) => {
  // A proxy that sends the page's HTML up to the middle of the main menu, waits, then sends the
  // rest: what a slow network or a busy browser does at a packet boundary. Everything else passes.
  const proxy = createServer((req, res) => {
    const upstream = httpRequest(
      new URL(req.url ?? "/", site.origin),
      { method: req.method, headers: { ...req.headers, host: new URL(site.origin).host, "accept-encoding": "identity" } },
      async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        const headers = { ...answer.headers };
        delete headers["content-length"];
        res.writeHead(answer.statusCode ?? 502, headers);
        const split = body.indexOf('href="/contact"');
        if (!String(answer.headers["content-type"]).startsWith("text/html") || split < 0) return res.end(body);
        res.write(body.subarray(0, split));
        setTimeout(() => res.end(body.subarray(split)), 600);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = proxy.address() as AddressInfo;
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: string[] };
      w.shifted = [];
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & {
          value: number;
          sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        for (const entry of list.getEntries() as Shift[]) {
          const moved = (entry.sources ?? []).map(
            (s) =>
              `${s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName)} ${box(s.previousRect)} -> ${box(s.currentRect)}`,
          );
          w.shifted.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(desktopNav(page).getByRole("link", { name: "Contact Us" })).toBeVisible();
    await page.waitForLoadState("load");
    // Two frames after the load, so that any shift has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted)).toEqual([]);
  } finally {
    proxy.close();
  }
});
