import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures";
import { networkIdle } from "./network-idle";

/**
 * Stored XSS through the home page's hero_title (rendered as HTML): payloads from the OWASP XSS
 * Filter Evasion Cheat Sheet are saved through the API as an administrator would, then the home
 * page is loaded in Chromium. No script may run; the harmless text must show.
 */
const PAYLOADS = [
  `<script>window.__xss = "script"</script>`,
  `<img src=x onerror="window.__xss = 'img'">`,
  `<svg/onload="window.__xss = 'svg'">`,
  `<a href="javascript:window.__xss='href'" id="xss-link">link</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss='entity'" id="xss-entity">entity link</a>`,
  `<iframe src="javascript:parent.__xss='iframe'"></iframe>`,
  `<details open ontoggle="window.__xss='details'">d</details>`,
  `<body onload="window.__xss='body'">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='mxss'"></style></mglyph></table></mtext></math>`,
  `<span style="background:url(javascript:window.__xss='style')">styled</span>`,
  `<object data="data:text/html,<script>parent.__xss='object'</script>"></object>`,
  `<<SCRIPT>window.__xss="nested";//<</SCRIPT>`,
];
const VISIBLE = "Safe Translations Guam";

async function signIn(request: APIRequestContext, baseURL: string) {
  const res = await request.post("/api/cms/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

async function heroSection(request: APIRequestContext) {
  const pages = (await (await request.get("/api/cms/pages")).json()) as Array<{ id: number; slug: string }>;
  const home = pages.find((p) => p.slug === "home")!;
  const page = (await (await request.get(`/api/cms/pages/${home.id}`)).json()) as {
    id: number;
    sections: Array<{ id: number; sectionKey: string; sectionType: string; content: { text: string }; sortOrder: number }>;
  };
  return { pageId: page.id, hero: page.sections.find((s) => s.sectionKey === "hero_title")! };
}

/**
 * Waits until the page has gone through two rendering steps and then run one more task: by then
 * whatever a click queued (a javascript: URL runs in a task of its own) has run too.
 */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
        ),
      ),
  );
}

// The payloads go into the home page, which other tests read: a server of its own for this test.
test.use({ isolatedSite: true });

test("XSS payloads saved into hero_title never run on the home page", async ({ page, baseURL }) => {
  const request = page.request;
  await signIn(request, baseURL!);
  const { pageId, hero } = await heroSection(request);
  const save = (text: string, sectionType = hero.sectionType) =>
    request.put(`/api/cms/sections/${hero.id}`, {
      data: { pageId, sectionKey: "hero_title", sectionType, content: { text }, sortOrder: String(hero.sortOrder) },
      headers: { Origin: baseURL! },
    });

  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  try {
    // Saved both as html and as text: hero_title renders as HTML whatever its declared type.
    for (const sectionType of ["html", "text"]) {
      const res = await save(`${VISIBLE} ${PAYLOADS.join(" ")}`, sectionType);
      expect(res.status()).toBe(200);
      const stored = ((await res.json()) as { content: { text: string } }).content.text;
      expect(stored).not.toMatch(/<script|onerror|onload|ontoggle|javascript:|<iframe|<svg|<object|style=/i);

      await page.goto("/");
      // Loaded and hydrated: an image's onerror would have fired by now.
      await networkIdle(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(VISIBLE);
      // Click the links a visitor could click: they must not run anything either.
      for (const id of ["#xss-link", "#xss-entity"]) {
        const link = page.locator(id);
        if (await link.count()) await link.click({ noWaitAfter: true }).catch(() => {});
      }
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await page.locator("h1 script, h1 img, h1 svg, h1 iframe, h1 object, h1 [style]").count()).toBe(0);
    }
  } finally {
    // Put the original hero title back (checked below).
    const restored = await save(hero.content.text, hero.sectionType);
    expect(restored.status()).toBe(200);
  }
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText(VISIBLE);
});
