/** Shared steps of the admin end-to-end tests: sign-in, API fixtures, toasts, axe. */
import { createRequire } from "node:module";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures";
import { networkIdle, trackRequests } from "./network-idle";
import { HOME_DEFAULTS, HOME_HTML_KEYS } from "../support/home";
import type { PageDTO, PageSummaryDTO } from "../../app/domain/schemas/pages";

export { E2E_ADMIN };

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * Opens a path and waits until the page's scripts have run (the network is idle). Before that
 * the admin forms are plain HTML: a quick click on Login would submit the form as a GET (with
 * the password in the URL) instead of calling the API. The idleness is the tests' own count
 * (network-idle.ts), not Playwright's.
 */
export async function visit(page: Page, path: string) {
  trackRequests(page);
  const response = await page.goto(path);
  await networkIdle(page);
  return response;
}

/** Signs in through the login screen and waits for the dashboard. */
export async function login(page: Page, password = E2E_ADMIN.password) {
  await visit(page, "/cms/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Content Management System" })).toBeVisible();
}

/** The notification area's visible toasts. */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ }).locator("li[data-state=open]");
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toContainText(text);
}

const axeSource = readFileSync(axePath, "utf8");

/**
 * Axe violations on the current screen, one readable line each. Axe is evaluated in the page
 * rather than added as a script tag: the public pages' policy rightly refuses inline scripts.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: unknown }> }> }> };
      }
    ).axe.run(),
  );
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.help} @ ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}

/**
 * Whether Chromium tells screen readers that `trigger` is expanded, as its accessibility tree
 * holds it (the popover a `popovertarget` button opens exposes this without `aria-expanded`).
 * Waits until it is `expected`.
 */
export async function expectExpanded(trigger: Locator, expected: boolean) {
  const page = trigger.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    await expect
      .poll(async () => {
        // The element's node for the accessibility tree, found through a mark set for the moment.
        await trigger.evaluate((el) => el.setAttribute("data-ax-probe", ""));
        try {
          const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
          const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-ax-probe]" });
          const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
          return nodes[0]?.properties?.find((p) => p.name === "expanded")?.value.value ?? null;
        } finally {
          await trigger.evaluate((el) => el.removeAttribute("data-ax-probe"));
        }
      })
      .toBe(expected);
  } finally {
    await cdp.detach();
  }
}

/** Opens the Advanced part (key and type) of the page editor's section at `position` (from 1). */
export async function openSectionAdvanced(page: Page, position: number) {
  await page
    .locator("summary")
    .filter({ hasText: new RegExp(`^Advanced: key and type of section ${position}$`) })
    .click();
}

// --- API fixtures (same cookies as the page; state-changing calls need the site's Origin) -------

/**
 * The CMS API of one site, through a request context (usually page.request, so the calls share
 * the page's session). `origin` is the site's own (site.origin), sent as Origin on writes.
 */
export function cmsApi(request: APIRequestContext, origin: string) {
  const headers = { Origin: origin };

  async function listPages(): Promise<PageSummaryDTO[]> {
    const res = await request.get("/api/cms/pages");
    expect(res.status()).toBe(200);
    return (await res.json()) as PageSummaryDTO[];
  }

  async function getPage(id: number): Promise<PageDTO> {
    const res = await request.get(`/api/cms/pages/${id}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as PageDTO;
  }

  async function createPage(body: Record<string, unknown>): Promise<PageDTO> {
    const res = await request.post("/api/cms/pages", { data: body, headers });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as PageDTO;
  }

  return {
    async login() {
      const res = await request.post("/api/cms/login", { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password }, headers });
      expect(res.status()).toBe(200);
    },

    listPages,
    getPage,
    createPage,

    async pageBySlug(slug: string): Promise<PageDTO | null> {
      const summary = (await listPages()).find((p) => p.slug === slug);
      return summary ? getPage(summary.id) : null;
    },

    async updatePage(page: PageDTO, changes: Partial<PageDTO>): Promise<PageDTO> {
      const { id, version, title, slug, status, metaDescription, metaKeywords, sections } = { ...page, ...changes };
      const res = await request.put(`/api/cms/pages/${id}`, {
        data: { version, title, slug, status, metaDescription, metaKeywords, sections: sections.map(({ pageId: _p, ...s }) => s) },
        headers,
      });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as PageDTO;
    },

    /** Moves the page to the trash (where it keeps its slug); a page already gone is fine. */
    async deletePage(id: number) {
      const res = await request.delete(`/api/cms/pages/${id}`, { headers });
      expect([200, 404]).toContain(res.status());
    },

    /** Brings a page back from the trash, as it was. */
    async restoreFromTrash(id: number): Promise<PageDTO> {
      const res = await request.post(`/api/cms/trash/${id}/restore`, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as PageDTO;
    },

    /** The seeded home page again: published, the fifteen default sections, two of them html. */
    async recreateHomePage() {
      if ((await listPages()).some((p) => p.slug === "home")) return;
      const htmlKeys: readonly string[] = HOME_HTML_KEYS;
      await createPage({
        title: "Home",
        slug: "home",
        status: "published",
        metaDescription: null,
        metaKeywords: null,
        sections: Object.entries(HOME_DEFAULTS).map(([sectionKey, text], index) => ({
          sectionKey,
          sectionType: htmlKeys.includes(sectionKey) ? "html" : "text",
          content: { text },
          sortOrder: index,
        })),
      });
    },
  };
}

// --- Mail ---------------------------------------------------------------------------------------

function outboxFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => path.join(dir, f));
}

/** How many messages the site's outbox holds (DATA_DIR/outbox/*.eml). */
export function outboxCount(dataDir: string): number {
  return outboxFiles(dataDir).length;
}

/** The outbox's messages, newest first, quoted-printable decoded. */
function decodedOutbox(dataDir: string): string[] {
  return outboxFiles(dataDir)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a))
    .map((file) =>
      readFileSync(file, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/**
 * The confirmation link from the newest message in the outbox, once there are more than `before`
 * messages: the server writes the e-mail after it has answered.
 */
export async function newestResetLink(dataDir: string, before: number): Promise<string> {
  await expect.poll(() => outboxCount(dataDir), { message: "a new e-mail in the outbox" }).toBeGreaterThan(before);
  const match = /https?:\/\/[^\s"'<>]+\/cms\/reset-password\/confirm\?token=[A-Za-z0-9_\-.%]+/.exec(decodedOutbox(dataDir)[0]!);
  expect(match, "a confirmation link in the newest e-mail").not.toBeNull();
  return match![0];
}

/** The invitation link of the newest e-mail to `email` in the site's outbox, once it is there. */
export async function invitationLink(dataDir: string, email: string): Promise<string> {
  const find = () => {
    const text = decodedOutbox(dataDir).find((message) => message.toLowerCase().includes(`to: ${email.toLowerCase()}`));
    return text ? (/https?:\/\/\S+\/cms\/invitation\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0] ?? null) : null;
  };
  await expect.poll(find, { message: `an invitation to ${email}` }).not.toBeNull();
  return find()!;
}

/** Quoted-printable text as the UTF-8 it encodes. */
const fromQuotedPrintable = (text: string, underscoreIsSpace = false) =>
  Buffer.from(
    (underscoreIsSpace ? text.replace(/_/g, " ") : text)
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** A single-part message as a person reads it: headers unfolded with their encoded words decoded, and the body decoded. */
function readableMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : fromQuotedPrintable(text, true),
    );
  const body = raw.slice(split).trim();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? fromQuotedPrintable(body)
        : body;
  return `${head}\n\n${text}`;
}

/** The newest e-mail to `email` whose subject or text holds `holding`, decoded, once it is in the outbox. */
export async function mailTo(dataDir: string, email: string, holding: string): Promise<string> {
  const find = () =>
    outboxFiles(dataDir)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a))
      .map((file) => readableMail(readFileSync(file, "utf8")))
      .find((message) => message.toLowerCase().includes(`to: ${email.toLowerCase()}`) && message.includes(holding));
  await expect.poll(find, { message: `an e-mail to ${email} saying "${holding}"` }).toBeDefined();
  return find()!;
}

/** axe finds nothing, and nothing is wider than the screen, on a desktop and on a phone; back to the desktop after. */
export async function noViolationsAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * No horizontal scrolling at either width (once the layout has settled after the resize), and a
 * screenshot of each in the test's output folder; back to the desktop after.
 */
export async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Presses Tab until the focused element has this accessible text (or gives up). */
export async function tabTo(page: Page, name: string | RegExp, { backwards = false, max = 60 } = {}) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const labelled = el.getAttribute("aria-label");
      if (labelled) return labelled;
      const id = el.id;
      const forLabel = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : null;
      // A required field's label ends with its "*" marker.
      return (forLabel ?? el.textContent ?? "").trim().replace(/\s*\*$/, "");
    });
    if (typeof name === "string" ? label === name : name.test(label)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** The nth visual editor on the screen: an HTML section's or a richText field's (docs/product.md, "The visual editor"). */
export const richText = (page: Page, nth = 0): Locator => page.locator("[data-rich-text]").nth(nth);

/** Writes HTML into a visual editor through its Edit HTML source, as an owner who knows HTML would. */
export async function fillHtml(editor: Locator, html: string) {
  const toggle = editor.getByRole("button", { name: "Edit HTML" });
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  await editor.locator("textarea").fill(html);
}
