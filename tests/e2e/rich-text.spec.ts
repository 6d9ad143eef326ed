/**
 * The visual editor (docs/product.md, "The visual editor") in Chromium: writing with the toolbar
 * and with shortcuts, links, pasting real clipboard HTML from Word, Google Docs and LibreOffice
 * (tests/fixtures/clipboard), Undo, Edit HTML, and what reaches the public page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations, cmsApi, expectToast, login, richText, visit } from "./admin-helpers";
import { expect, test, unique } from "./fixtures";
import { networkIdle } from "./network-idle";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures/clipboard", name), "utf8");
const FOREIGN = ["style=", "class=", "mso-", "<o:p", "<!--", "<span", "<font", "<img"];

/** A new page, published, with one HTML section; its editor and its editable area. */
async function newPage(page: Page, title: string) {
  await visit(page, "/cms/pages/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Add Your First Section" }).click();
  const editor = richText(page, 0);
  const box = editor.getByRole("textbox", { name: "Formatted text (block 1 of 1) Content" });
  await expect(box).toBeVisible();
  return { editor, box, slug: String(await page.getByLabel("Slug").inputValue()) };
}

/** A paste event carrying clipboard HTML (and text), as the browser sends one. */
async function paste(box: Locator, html: string, text = "pasted text") {
  await box.evaluate(
    (element, [markup, plain]) => {
      const data = new DataTransfer();
      data.setData("text/html", markup!);
      data.setData("text/plain", plain!);
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [html, text],
  );
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Page saved successfully");
  await expect(page).toHaveURL(/\/cms\/pages\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

test("a heading, a list, bold, italic and a link written with the toolbar and with shortcuts reach the public page", async ({
  page,
  site,
}) => {
  // A journey of many steps: 19 to 25 s of the default 30 on a quiet CI machine (measured), so a budget of its own.
  test.setTimeout(60_000);
  const api = cmsApi(page.request, site.origin);
  await login(page);
  const { editor, box, slug } = await newPage(page, `Toolbar Page ${unique()}`);
  const toolbar = editor.getByRole("toolbar", { name: "Formatting" });
  const tool = (name: string) => toolbar.getByRole("button", { name, exact: true });
  for (const name of [
    "Bold",
    "Italic",
    "Link",
    "Heading 2",
    "Heading 3",
    "Bulleted list",
    "Numbered list",
    "Quote",
    "Insert image",
    "Undo",
    "Redo",
    "Edit HTML",
  ]) {
    await expect(tool(name)).toHaveCount(1);
  }

  // With the toolbar.
  await box.click();
  await tool("Heading 2").click();
  await expect(tool("Heading 2")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Our services");
  await page.keyboard.press("Enter");
  await tool("Bulleted list").click();
  await page.keyboard.type("Birth certificates");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Court records");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await tool("Bold").click();
  await page.keyboard.type("Fast");
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "true");
  await tool("Bold").click();
  await page.keyboard.type(" and ");
  await tool("Link").click();
  const dialog = page.getByRole("dialog", { name: "Add link" });
  await dialog.getByLabel("Address").fill("javascript:alert(1)");
  await dialog.getByLabel("Text").fill("ask us");
  await dialog.getByRole("button", { name: "Save link" }).click();
  await expect(
    dialog.getByText("Link address must be a page of this site (such as /contact), or an https:, mailto: or tel: address"),
  ).toBeVisible();
  await expect(dialog.getByLabel("Address")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel("Address").fill("/get-quote");
  await dialog.getByLabel("Open in a new tab").check();
  await dialog.getByRole("button", { name: "Save link" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(box).toBeFocused();

  // With shortcuts and Markdown-style starts of lines.
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("## Why us");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- Human translators");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("Certified");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ControlOrMeta+i");
  await page.keyboard.type("Confidential");
  await page.keyboard.press("ControlOrMeta+i");
  await page.keyboard.type(", see ");
  await page.keyboard.press("ControlOrMeta+k");
  const shortcutDialog = page.getByRole("dialog", { name: "Add link" });
  await shortcutDialog.getByLabel("Address").fill("mailto:quotes@example.com");
  await shortcutDialog.getByLabel("Text").fill("our e-mail");
  await shortcutDialog.getByRole("button", { name: "Save link" }).click();
  await expect(shortcutDialog).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const id = await save(page);
  const saved = (await api.getPage(id)).sections[0]!.content.text;
  expect(saved).toBe(
    "<h2>Our services</h2><ul><li>Birth certificates</li><li>Court records</li></ul>" +
      '<p><strong>Fast</strong> and <a href="/get-quote" target="_blank" rel="noopener noreferrer">ask us</a></p>' +
      "<h2>Why us</h2><ul><li>Human translators</li><li><strong>Certified</strong></li></ul>" +
      '<p><em>Confidential</em>, see <a href="mailto:quotes@example.com">our e-mail</a></p>',
  );
  const visitor = await page.context().browser()!.newContext();
  try {
    const pub = await visitor.newPage();
    await pub.goto(`${site.origin}/${slug}`);
    const main = pub.locator("main");
    await expect(main.locator("h2", { hasText: "Our services" })).toBeVisible();
    await expect(main.locator("ul > li", { hasText: "Court records" })).toBeVisible();
    await expect(main.locator("strong", { hasText: "Fast" })).toBeVisible();
    await expect(main.getByRole("link", { name: "ask us" })).toHaveAttribute("href", "/get-quote");
    await expect(main.getByRole("link", { name: "our e-mail" })).toHaveAttribute("href", "mailto:quotes@example.com");
  } finally {
    await visitor.close();
  }

  // Editing a link: the dialog shows it, and Remove link keeps the text.
  await box.getByText("our e-mail").click();
  // The caret is in the link once the toolbar's Link says so (the editor updates it after the click).
  await expect(toolbar.getByRole("button", { name: "Link", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ControlOrMeta+k");
  const edit = page.getByRole("dialog", { name: "Edit link" });
  await expect(edit.getByLabel("Address")).toHaveValue("mailto:quotes@example.com");
  await expect(edit.getByLabel("Text")).toHaveValue("our e-mail");
  await edit.getByRole("button", { name: "Remove link" }).click();
  await expect(box.getByRole("link", { name: "our e-mail" })).toHaveCount(0);
  await expect(box).toContainText("see our e-mail");
  await api.deletePage(id);
});

test("pasting from Word, Google Docs and LibreOffice keeps headings, lists, bold and links and nothing else; Undo takes a paste back; Edit HTML and back changes nothing", async ({
  page,
  site,
}) => {
  const api = cmsApi(page.request, site.origin);
  await login(page);
  const { editor, box, slug } = await newPage(page, `Pasted Page ${unique()}`);
  await box.click();
  await page.keyboard.type("Before the paste.");

  // Undo after a paste restores the text as it was.
  await paste(box, fixture("google-docs-basic.html"));
  await expect(box.locator("h2").first()).toHaveText("We have a surprise!");
  await expectToast(page, "3 images were left out");
  await page.keyboard.press("ControlOrMeta+z");
  await expect(box).toHaveText("Before the paste.");

  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await paste(box, fixture("word-2013-nested-lists-links.html"));
  await paste(box, fixture("google-docs-basic.html"));
  await paste(box, fixture("libreoffice-6-multi-feature.html"));
  await expect(box.locator("ol ol li").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const id = await save(page);

  const saved = (await api.getPage(id)).sections[0]!.content.text;
  for (const markup of FOREIGN) expect(saved, markup).not.toContain(markup);
  expect(saved).toContain("<p>This is <strong>a line</strong> of text.</p>");
  expect(saved).toContain('<a href="http://www.google.com/">This is a link</a>');
  expect(saved).toContain("<h2>We <strong>have</strong> a s<em>u</em>rprise!</h2>");
  expect(saved).toMatch(/<ol><li>[^]*<ol><li>/);

  // Edit HTML shows what is saved, and going back and forth changes nothing.
  await editor.getByRole("button", { name: "Edit HTML" }).click();
  await expect(editor.getByRole("button", { name: "Edit HTML" })).toHaveAttribute("aria-pressed", "true");
  await expect(editor.locator("textarea")).toHaveValue(saved);
  await editor.getByRole("button", { name: "Edit HTML" }).click();
  await expect(editor.getByRole("textbox", { name: "Formatted text (block 1 of 1) Content" })).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);

  const visitor = await page.context().browser()!.newContext();
  try {
    const pub = await visitor.newPage();
    await pub.goto(`${site.origin}/${slug}`);
    const main = pub.locator("main");
    await expect(main.locator("h2", { hasText: "We have a surprise!" })).toBeVisible();
    await expect(main.locator("ol ol li").first()).toBeVisible();
    const html = await main.innerHTML();
    for (const markup of ["mso-", "<o:p", "<font"]) expect(html, markup).not.toContain(markup);
  } finally {
    await visitor.close();
  }
  await api.deletePage(id);
});

test("HTML the visual editor cannot show opens as HTML, and is saved unchanged", async ({ page, site }) => {
  const api = cmsApi(page.request, site.origin);
  await login(page);
  const table = "<table><tbody><tr><th>Package</th><td>$49</td></tr></tbody></table>";
  const name = unique();
  const created = await api.createPage({
    title: `Table Page ${name}`,
    slug: `table-page-${name}`.toLowerCase().replace(/[^a-z0-9-]+/g, "-"),
    status: "draft",
    metaDescription: null,
    metaKeywords: null,
    sections: [{ sectionKey: "prices", sectionType: "html", content: { text: table }, sortOrder: 0 }],
  });
  await visit(page, `/cms/pages/${created.id}`);
  const editor = richText(page, 0);
  await expect(editor.getByText("The visual editor cannot show all of this HTML")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Edit HTML" })).toHaveAttribute("aria-pressed", "true");
  await expect(editor.locator("textarea")).toHaveValue(table);
  // Trying to switch back keeps the HTML as it is.
  await editor.getByRole("button", { name: "Edit HTML" }).click();
  await expect(editor.locator("textarea")).toHaveValue(table);
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  await api.deletePage(created.id);
});

test("an image file pasted into the editor is uploaded to the library, asks for its alt text and is inserted as its picture", async ({
  page,
  site,
}) => {
  await login(page);
  const { editor, box } = await newPage(page, `Pasted Image ${unique()}`);
  const name = `pasted-${unique()}.png`;
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 110, b: 150 } } })
    .png()
    .toBuffer();
  await box.click();
  await box.evaluate(
    (element, [file, base64]) => {
      const bytes = Uint8Array.from(atob(base64!), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], file!, { type: "image/png" }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [name, png.toString("base64")],
  );
  const dialog = page.getByRole("dialog", { name: "Insert image" });
  await expect(dialog.getByRole("list", { name: "Uploads" })).toContainText(name);
  const alt = dialog.getByRole("textbox", { name: "Alt text", exact: true });
  await expect(alt).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toContainText("Describe the image, or mark it as decorative");
  await alt.fill("Our office sign in Tamuning");
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(box.getByRole("img", { name: "Our office sign in Tamuning" })).toBeVisible();
  await editor.getByRole("button", { name: "Edit HTML" }).click();
  expect(await editor.locator("textarea").inputValue()).toMatch(
    /^<figure><picture><source type="image\/avif" srcset="\/media\/[0-9a-f]{20}-/,
  );
  const media = (await (await page.request.get(`/api/cms/media?q=${encodeURIComponent(name)}`)).json()) as { items: Array<{ id: number }> };
  expect(media.items).toHaveLength(1);
  await page.request.delete(`/api/cms/media/${media.items[0]!.id}`, { headers: { Origin: site.origin } });
});

test("the visual editor's code is downloaded in the page editor only: not by the public pages, the login, the dashboard or the other screens", async ({
  page,
  site,
}) => {
  // A journey of many steps: 19 to 25 s of the default 30 on a quiet CI machine (measured), so a budget of its own.
  test.setTimeout(60_000);
  const api = cmsApi(page.request, site.origin);
  // Every script file a screen fetches from the site, and whether it holds the editor (ProseMirror).
  const scripts = new Map<string, boolean>();
  const reading: Array<Promise<void>> = [];
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (url.origin !== site.origin || res.request().resourceType() !== "script") return;
    reading.push(res.text().then((text) => void scripts.set(url.pathname, text.includes("ProseMirror"))));
  });
  const editorFiles = async (path: string) => {
    scripts.clear();
    await visit(page, path);
    await networkIdle(page);
    await Promise.all(reading.splice(0));
    expect(scripts.size, `${path} fetched no script at all`).toBeGreaterThan(0);
    return [...scripts].filter(([, editor]) => editor).map(([file]) => file);
  };

  for (const path of ["/", "/services", "/cms/login"]) expect(await editorFiles(path), path).toEqual([]);
  await login(page);
  const created = await api.createPage({
    title: `Editor Code ${unique()}`,
    slug: `editor-code-${unique()}`,
    status: "draft",
    metaDescription: null,
    metaKeywords: null,
    sections: [{ sectionKey: "body", sectionType: "html", content: { text: "<p>Words.</p>" }, sortOrder: 0 }],
  });
  for (const path of [
    "/cms/dashboard",
    "/cms/media",
    "/cms/trash",
    "/cms/settings",
    "/cms/translations",
    "/cms/people",
    "/cms/statistics",
  ]) {
    expect(await editorFiles(path), path).toEqual([]);
  }
  // The check can fail: the page editor of an html section does download it, once.
  const inEditor = await editorFiles(`/cms/pages/${created.id}`);
  await expect(richText(page, 0)).toBeVisible();
  expect(inEditor).toHaveLength(1);
  expect(inEditor[0]).toMatch(/^\/assets\/rich-text-input-[\w-]+\.js$/);
  await api.deletePage(created.id);
});
