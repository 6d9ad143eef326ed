// npm run screenshots: full-page screenshots of every public route, the 404 page, a published page
// with five library photos, a page holding every kind of block, and every admin screen (the media library, its dialogs, the trash, a
// page's history, a built-in page's form and live preview, Settings, the visual editor with its link dialog
// and a pasted Word document; the Translations screen, a translation editor and Japanese, Korean and
// Chinese pages with the language switcher; People, Activity, Account with its QR code; Statistics with a few hundred page views), at 1280 px and 375 px, into screenshots/ (not
// committed). For people to look at.
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";
import { publishEveryBlock } from "./lib/every-block.mjs";
import { publishGallery } from "./lib/gallery.mjs";
import { TRANSLATED_PATHS, publishSampleTranslations } from "./lib/translations.mjs";
import { startProductionServer } from "./lib/production-server.mjs";
import { sendSampleHits } from "./lib/stats-sample.mjs";

const outDir = path.resolve("screenshots");
// A real Word 2013 clipboard capture (tests/fixtures/clipboard/SOURCES.md): lists, links, bold, mso- markup.
const wordDocument = readFileSync("tests/fixtures/clipboard/word-2013-nested-lists-links.html", "utf8");
const { PUBLIC_ROUTES } = await tsImport("../app/content/navigation.ts", import.meta.url);
// Playwright's own "networkidle" can wedge on the editors' preview frames (tests/e2e/network-idle.ts says why).
const { trackRequests, networkIdle } = await tsImport("../tests/e2e/network-idle.ts", import.meta.url);
const ADMIN = { username: "screenshots", email: "owner@example.com", password: "screenshot-password" };

const { origin, dataDir, stop } = await startProductionServer({
  label: "shots",
  // TRUST_PROXY: the sample page views name their visitors' addresses (scripts/lib/stats-sample.mjs).
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: "1" },
});

// Something in every screen: a page of photos with a second saved version, and a page in the trash.
const gallery = await publishGallery(origin, ADMIN);
await publishEveryBlock(origin, ADMIN);
await gallery.call("PUT", `/api/cms/pages/${gallery.page.id}`, { ...pagePayload(gallery.page), title: "Photo Gallery of Our Work" });
const discarded = await gallery.call("POST", "/api/cms/pages", {
  title: "Old Price List",
  slug: "old-price-list",
  status: "draft",
  metaDescription: null,
  metaKeywords: null,
  sections: [{ sectionKey: "body", sectionType: "text", content: { text: "Prices from 2019." }, sortOrder: 0 }],
});
await gallery.call("DELETE", `/api/cms/pages/${discarded.id}`);
// Translations (the Japanese home page with one part changed in English since), and Korean on with nothing translated yet.
const translations = await publishSampleTranslations(origin, ADMIN);
const englishHome = await gallery.call("GET", `/api/cms/pages/${translations.homeId}`);
const outdatedKey = "feature_1_title";
const homeSections = englishHome.sections.map(({ sectionKey, sectionType, content, sortOrder }) => ({
  sectionKey,
  sectionType,
  content,
  sortOrder,
}));
const changedSections = homeSections.some((s) => s.sectionKey === outdatedKey)
  ? homeSections.map((s) => (s.sectionKey === outdatedKey ? { ...s, content: { text: "More than 100 Languages" } } : s))
  : [
      ...homeSections,
      { sectionKey: outdatedKey, sectionType: "text", content: { text: "More than 100 Languages" }, sortOrder: homeSections.length },
    ];
await gallery.call("PUT", `/api/cms/pages/${translations.homeId}`, { ...pagePayload(englishHome), sections: changedSections });

// People for the People and Activity screens: an editor and a Japanese translator who accepted
// their invitations (the link read from the outbox), and one invitation still waiting.
async function acceptInvitation(email, role, languages, username) {
  await gallery.call("POST", "/api/cms/invitations", { email, role, languages, canPublish: false });
  const outbox = path.join(dataDir, "outbox");
  const mail = readdirSync(outbox)
    .map((file) =>
      readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
    )
    .find((text) => text.toLowerCase().includes(`to: ${email}`));
  const token = decodeURIComponent(/invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail)[1]);
  const res = await fetch(`${origin}/api/cms/invitation/accept`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ token, username, password: "Screenshot-person-passphrase-1" }),
  });
  if (res.status !== 201) throw new Error(`accepting ${email}: ${res.status}`);
}
await acceptInvitation("leilani@example.com", "editor", undefined, "leilani");
await acceptInvitation("kenji@example.com", "translator", ["ja"], "kenji");
await gallery.call("POST", "/api/cms/invitations", {
  email: "maria.santos@example.com",
  role: "translator",
  languages: ["fil", "ch"],
  canPublish: true,
});
// Page views from visitors in several countries, languages and browsers, for the Statistics screen.
await sendSampleHits(origin, 120);

function pagePayload(page) {
  const { title, slug, status, metaDescription, metaKeywords, version } = page;
  const sections = page.sections.map(({ sectionKey, sectionType, content, sortOrder }) => ({
    sectionKey,
    sectionType,
    content,
    sortOrder,
  }));
  return { title, slug, status, metaDescription, metaKeywords, version, sections };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  mkdirSync(outDir, { recursive: true });
  const name = (route) => (route === "/" ? "home" : route.replace(/^\//, "").replace(/[^\w-]+/g, "_"));
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
    const page = await context.newPage();
    trackRequests(page);
    const shoot = async (route, label = name(route)) => {
      await page.goto(`${origin}${route}`);
      await networkIdle(page);
      // Scroll through once so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        window.scrollTo(0, 0);
      });
      await networkIdle(page);
      await page.screenshot({ path: path.join(outDir, `${label}-${width}.png`), fullPage: true });
      console.log(`${label}-${width}.png`);
    };
    for (const route of [...PUBLIC_ROUTES, "/this-page-does-not-exist", "/photo-gallery", "/every-block", ...TRANSLATED_PATHS])
      await shoot(route, TRANSLATED_PATHS.includes(route) ? `translated-${name(route)}` : name(route));
    // The language switcher open on the Japanese home page.
    await page.goto(`${origin}/ja/`);
    await networkIdle(page);
    if (width >= 1024) {
      await page.getByRole("button", { name: /^言語|^Language/ }).click();
      await page.locator("#language-menu").waitFor();
    } else {
      await page.getByRole("button", { name: "メニュー" }).click();
      await page.locator("#mobile-menu").waitFor();
    }
    await page.screenshot({ path: path.join(outDir, `translated-ja-switcher-${width}.png`) });
    console.log(`translated-ja-switcher-${width}.png`);
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
    await networkIdle(page);
    await page.screenshot({ path: path.join(outDir, `cms-editor-home-${width}.png`), fullPage: false });
    console.log(`cms-editor-home-${width}.png`);
    const view = async (label) => {
      await page.screenshot({ path: path.join(outDir, `${label}-${width}.png`) });
      console.log(`${label}-${width}.png`);
    };
    // A built-in page's generated form beside its live preview (a tab below 1024 px), and Settings.
    await page.goto(`${origin}/cms/dashboard`);
    await page.getByRole("link", { name: "Edit Buy Translation" }).click();
    await page.getByRole("heading", { level: 1, name: "Edit Page" }).waitFor();
    await networkIdle(page);
    await view("cms-site-page-form");
    await page.getByRole("heading", { level: 2, name: "Packages" }).scrollIntoViewIfNeeded();
    await view("cms-site-page-packages");
    if (width < 1024) {
      await page.getByRole("tab", { name: "Preview" }).click();
      await page.locator('iframe[title^="Preview of"]').first().waitFor();
      await page.waitForTimeout(300);
      await view("cms-site-page-preview");
    }
    await shoot("/cms/settings", "cms-settings");
    await page.getByRole("heading", { level: 2, name: "Opening hours" }).scrollIntoViewIfNeeded();
    await view("cms-settings-hours");
    await shoot("/cms/translations?lang=ja", "cms-translations");
    await page.goto(`${origin}/cms/pages/${translations.homeJaId}`);
    await page.getByRole("heading", { level: 1, name: "Edit Japanese Translation" }).waitFor();
    await networkIdle(page);
    await view("cms-translation-editor");
    await page.locator(`[data-source-part="${outdatedKey}"]`).scrollIntoViewIfNeeded();
    await view("cms-translation-editor-outdated");
    await shoot("/cms/media", "cms-media");
    await page.getByRole("button", { name: "Edit alt text of photo-1.jpg" }).click();
    await page.getByRole("dialog", { name: "Alt text" }).waitFor();
    await view("cms-media-alt-text");
    await page.keyboard.press("Escape");
    await shoot("/cms/trash", "cms-trash");
    await shoot("/cms/statistics?range=30d", "cms-statistics");
    await shoot("/cms/statistics?range=30d&locale=ja", "cms-statistics-japanese");
    // People, Activity, and Account with the second factor's QR code (set up, not confirmed).
    await shoot("/cms/people", "cms-people");
    await shoot("/cms/activity", "cms-activity");
    await shoot("/cms/account", "cms-account");
    const factor = page.locator("section", { has: page.getByRole("heading", { name: "Second factor" }) });
    await factor.getByLabel("Your password").fill(ADMIN.password);
    await factor.getByRole("button", { name: "Set up the second factor" }).click();
    await page.getByRole("img", { name: /QR code/ }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `cms-account-qr-${width}.png`), fullPage: true });
    console.log(`cms-account-qr-${width}.png`);
    await page.goto(`${origin}/cms/pages/${gallery.page.id}`);
    await page.locator("[data-rich-text]").first().getByRole("button", { name: "Insert image" }).click();
    await page.getByRole("dialog", { name: "Insert image" }).waitFor();
    await networkIdle(page);
    await view("cms-editor-insert-image");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "History" }).click();
    await page.getByText("Photo Gallery of Our Work").first().waitFor();
    await networkIdle(page);
    await view("cms-editor-history");
    await page.keyboard.press("Escape");

    // The visual editor: the gallery's section, a link being added, and a Word document pasted.
    const editor = page.locator("[data-rich-text]").first();
    await editor.scrollIntoViewIfNeeded();
    await view("cms-rich-text-editor");
    const box = editor.getByRole("textbox", { name: /Content$/ });
    await box.click();
    await page.keyboard.press("ControlOrMeta+Home");
    await page.keyboard.press("ControlOrMeta+k");
    const linkDialog = page.getByRole("dialog", { name: "Add link" });
    await linkDialog.getByLabel("Address").fill("/get-quote");
    await linkDialog.getByRole("textbox", { name: "Text", exact: true }).fill("Ask for a free quote");
    await view("cms-rich-text-link-dialog");
    await page.keyboard.press("Escape");
    await page.goto(`${origin}/cms/pages/new`);
    await page.getByRole("button", { name: "Add Your First Section" }).click();
    const pasted = page
      .locator("[data-rich-text]")
      .first()
      .getByRole("textbox", { name: /Content$/ });
    await pasted.click();
    await pasted.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData("text/html", html);
      data.setData("text/plain", "pasted");
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, wordDocument);
    await page.locator("[data-rich-text]").first().scrollIntoViewIfNeeded();
    await view("cms-rich-text-word-paste");
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
