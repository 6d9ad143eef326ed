import { expect, test } from "./fixtures";
import { PUBLIC_ROUTES } from "../../app/content/navigation";
import { networkIdle } from "./network-idle";

/**
 * Crawl every public page in the browser, header and footer included, and follow each internal
 * link: its path must answer 200 and its #fragment, if any, must be an id on the target page.
 */
for (const js of [true, false]) {
  test.describe(js ? "with the enhancement script" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });
    test("every internal link on every public page leads to a live page and an existing anchor", async ({ page, request }) => {
      test.setTimeout(90_000);
      // target path -> the pages that link to it, and fragments wanted on it
      const targets = new Map<string, { from: Set<string>; fragments: Set<string> }>();

      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await networkIdle(page);
        const hrefs = await page
          .locator('a[href^="/"], a[href^="#"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        expect(hrefs.length, `${route} has internal links`).toBeGreaterThan(10);
        for (const href of hrefs) {
          const url = new URL(href, `http://site${route}`);
          const entry = targets.get(url.pathname) ?? { from: new Set(), fragments: new Set() };
          entry.from.add(route);
          if (url.hash.length > 1) entry.fragments.add(decodeURIComponent(url.hash.slice(1)));
          targets.set(url.pathname, entry);
        }
      }

      // The links the spec names must be among those found.
      for (const [path, fragments] of [
        ["/services", ["marketing", "documents", "business", "legal", "digital", "manufacturing"]],
        ["/terms-of-use", []],
        ["/disclaimer", []],
        ["/buy-translation", []],
      ] as const) {
        expect(targets.has(path), `some page links to ${path}`).toBe(true);
        for (const fragment of fragments) expect(targets.get(path)!.fragments.has(fragment), `a link to ${path}#${fragment}`).toBe(true);
      }

      const problems: string[] = [];
      for (const [path, { from, fragments }] of targets) {
        const response = await request.get(path);
        if (response.status() !== 200) {
          problems.push(`${path} answers ${response.status()} (linked from ${[...from].join(", ")})`);
          continue;
        }
        if (fragments.size === 0) continue;
        await page.goto(path);
        for (const fragment of fragments) {
          const found = await page.evaluate((id) => document.getElementById(id) !== null, fragment);
          if (!found) problems.push(`${path}#${fragment} has no element with that id (linked from ${[...from].join(", ")})`);
        }
      }
      expect(problems).toEqual([]);
      // Every public route is itself reached by some link.
      for (const route of PUBLIC_ROUTES) expect(targets.has(route), `some page links to ${route}`).toBe(true);
    });
  });
}

test("a step anchor on /how-it-works brings its card into view", async ({ page }) => {
  await page.goto("/how-it-works#we_will_quote_you");
  await expect(page.locator("#we_will_quote_you")).toBeInViewport();
  await expect(page.locator("#we_will_quote_you")).toContainText("We Will Quote You");
});

test("a broken internal link would be caught: an unknown path answers 404", async ({ request }) => {
  // Guards the crawl above against a server that answers 200 to everything.
  const response = await request.get("/services-that-do-not-exist");
  expect(response.status()).toBe(404);
});
