/**
 * Clean paste for the visual editor (docs/decisions/013): clipboard HTML from Word, Google Docs,
 * LibreOffice Writer and web pages becomes the simple structure the editor keeps — p, br, h2, h3,
 * strong, em, a (href, and target="_blank"), ul/ol/li, blockquote — before ProseMirror's parser sees
 * it. Everything else (styles, classes, `mso-` markup, comments, Office namespaces, images) is
 * dropped; formatting that lives in inline styles (Google Docs' bold and italic) becomes marks
 * (paste-marks.ts).
 * Browser code: it works on the DOM. DOMParser runs no scripts and loads no images.
 */
import { buildLists, isWordListMarker, readListRun, type FlatItem } from "./paste-word-lists";
import { BlockSink, finishBlocks, type Marks } from "./paste-blocks";
import { marksOf, styleOf } from "./paste-marks";

export interface CleanedPaste {
  html: string;
  /** Images that were links to another website: dropped. */
  remoteImages: number;
  /** Pictures from the computer (Word's and LibreOffice's file: addresses, data: images in the HTML): dropped. */
  localImages: number;
  /** Tables: their cells became paragraphs. */
  tables: number;
}

/** Elements whose content is never text of the document (`xml` is Word's document settings). */
const DROPPED = new Set([
  "head",
  "style",
  "script",
  "meta",
  "link",
  "title",
  "xml",
  "template",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "canvas",
  "video",
  "audio",
  "picture",
  "source",
  "map",
  "input",
  "select",
  "textarea",
  "button",
  "math",
]);
/** Elements that only separate blocks: their inline content becomes paragraphs. */
const CONTAINERS = new Set([
  "html",
  "body",
  "div",
  "section",
  "article",
  "main",
  "header",
  "footer",
  "nav",
  "aside",
  "figure",
  "figcaption",
  "address",
  "center",
  "form",
  "fieldset",
  "details",
  "summary",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "td",
  "th",
  "caption",
  "dl",
  "dt",
  "dd",
  "li",
  "hr",
]);
const TEXT_BLOCKS = new Set(["p", "pre"]);
const HEADING_TAGS: Record<string, "h2" | "h3"> = { h1: "h2", h2: "h2", h3: "h3", h4: "h3", h5: "h3", h6: "h3" };

interface Context {
  sink: BlockSink;
  marks: Marks;
  /** Inside a list item, where a heading would not fit the schema: it stays a paragraph. */
  inItem: boolean;
  images: { remote: number; local: number };
  tables: { count: number };
}

const tagOf = (element: Element) => element.tagName.toLowerCase();

/** Office's namespaced elements (`<o:p>`, `<v:shape>`, `<w:…>`, `<m:…>`); smart tags (`st1:`) wrap text and are unwrapped. */
function isOfficeMarkup(element: Element): boolean {
  const name = element.tagName.toLowerCase();
  return name.includes(":") && !name.startsWith("st1:");
}

/** A 1×1 (or hidden) image a page uses to count views: not an image the author meant. */
function isTrackingPixel(image: Element): boolean {
  const style = styleOf(image);
  const tiny = (value: string | null | undefined) => value != null && /^[01](?:px)?$/.test(value.trim());
  return (
    tiny(image.getAttribute("width")) ||
    tiny(image.getAttribute("height")) ||
    tiny(style.get("width")) ||
    tiny(style.get("height")) ||
    style.get("display") === "none"
  );
}

function countImage(image: Element, ctx: Context) {
  const src = (image.getAttribute("src") ?? "").trim();
  // Pasted image files (blob:) are uploaded by the editor itself; a picture of the computer (a
  // Word document's file: address, a data: image) cannot be; the others are links to another site.
  if (src === "" || /^blob:/i.test(src) || isTrackingPixel(image)) return;
  if (/^(?:file|data):/i.test(src)) ctx.images.local++;
  else ctx.images.remote++;
}

function walkNodes(nodes: Node[], ctx: Context) {
  for (let index = 0; index < nodes.length;) {
    const run = readListRun(nodes, index);
    if (run) {
      writeLists(run.items, ctx);
      index = run.next;
    } else {
      visit(nodes[index]!, ctx);
      index++;
    }
  }
}

function writeLists(items: FlatItem[], ctx: Context) {
  const doc = ctx.sink.doc;
  const fill = (li: Element, item: FlatItem) => walkNodes(item.content, { ...ctx, sink: new BlockSink(doc, li), inItem: true });
  for (const list of buildLists(doc, items, fill)) ctx.sink.block(list);
}

/** A paragraph-like block: its inline content goes into a `tag` (inside a heading, its paragraphs stay heading). */
function writeTextBlock(element: Element, tag: BlockSink["textTag"], ctx: Context) {
  const { sink } = ctx;
  const outerTag = sink.textTag;
  sink.close();
  sink.textTag = tag;
  if (tagOf(element) === "pre") sink.preformatted++;
  walkNodes([...element.childNodes], ctx);
  if (tagOf(element) === "pre") sink.preformatted--;
  sink.close();
  sink.textTag = outerTag;
}

function visitElement(element: Element, outer: Context) {
  const tag = tagOf(element);
  if (DROPPED.has(tag) || isOfficeMarkup(element) || isWordListMarker(element)) return;
  if (tag === "img") return countImage(element, outer);
  if (tag === "br") return outer.sink.lineBreak();
  const ctx = { ...outer, marks: marksOf(element, outer.marks) };
  const heading = HEADING_TAGS[tag] ?? (tag === "p" && /\bMsoTitle\b/.test(element.getAttribute("class") ?? "") ? "h2" : undefined);
  if (heading) return writeTextBlock(element, ctx.inItem ? "p" : heading, ctx);
  if (TEXT_BLOCKS.has(tag)) return writeTextBlock(element, ctx.sink.textTag, ctx);
  if (tag === "blockquote") {
    const quote = ctx.sink.doc.createElement("blockquote");
    ctx.sink.block(quote);
    return walkNodes([...element.childNodes], { ...ctx, sink: new BlockSink(ctx.sink.doc, quote) });
  }
  if (CONTAINERS.has(tag)) {
    if (tag === "table") ctx.tables.count++;
    ctx.sink.close();
    walkNodes([...element.childNodes], ctx);
    return ctx.sink.close();
  }
  // Everything else (span, font, b, i, a, u, sub, st1:…) is inline: its marks apply to its text.
  walkNodes([...element.childNodes], ctx);
}

function visit(node: Node, ctx: Context) {
  if (node.nodeType === 3) ctx.sink.text(node.textContent ?? "", ctx.marks);
  else if (node.nodeType === 1) visitElement(node as Element, ctx);
  // Comments (Word's `<!--[if …]>` and `<![if …]>` among them) and processing instructions are dropped.
}

/**
 * Windows' clipboard format marks the copied selection with `<!--StartFragment-->` and
 * `<!--EndFragment-->` inside a whole document; anything outside them (even stray bytes after
 * `</html>`, as in a real Word capture) was not copied, so it is removed.
 */
function keepMarkedFragment(doc: Document) {
  const comments: Comment[] = [];
  const walker = doc.createTreeWalker(doc.body, 128 /* NodeFilter.SHOW_COMMENT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node as Comment);
  const start = comments.find((comment) => comment.data.trim() === "StartFragment");
  const end = comments.find((comment) => comment.data.trim() === "EndFragment");
  if (!start || !end) return;
  const outside = [...doc.body.querySelectorAll("*"), ...doc.body.childNodes].filter(
    (node) =>
      !node.contains(start) &&
      !node.contains(end) &&
      (Boolean(start.compareDocumentPosition(node) & 2 /* PRECEDING */) || Boolean(end.compareDocumentPosition(node) & 4 /* FOLLOWING */)),
  );
  for (const node of outside) node.remove();
}

/** Clipboard HTML → structural HTML the editor keeps. */
export function cleanPastedHtml(html: string): CleanedPaste {
  const source = new DOMParser().parseFromString(html, "text/html");
  keepMarkedFragment(source);
  const out = source.createElement("div");
  const ctx: Context = {
    sink: new BlockSink(source, out),
    marks: { bold: false, italic: false, link: null },
    inItem: false,
    images: { remote: 0, local: 0 },
    tables: { count: 0 },
  };
  walkNodes([...source.body.childNodes], ctx);
  ctx.sink.close();
  finishBlocks(out);
  return { html: out.innerHTML, remoteImages: ctx.images.remote, localImages: ctx.images.local, tables: ctx.tables.count };
}

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** What the owner is told after a paste that lost something: pictures, or tables made into paragraphs. */
export function pasteNotice({ remoteImages, localImages, tables }: CleanedPaste): { title: string; description: string } | null {
  const left = remoteImages + localImages;
  const said: string[] = [];
  if (localImages > 0)
    said.push("Pictures pasted from Word or another document are not kept: add them from the Media library with Insert image.");
  if (remoteImages > 0) said.push("Images from other websites are not kept. Add images from the media library with Insert image.");
  if (tables > 0)
    said.push(
      `The text of ${tables === 1 ? "the table" : "the tables"} is kept as paragraphs, one for each cell: the editor has no tables.`,
    );
  if (said.length === 0) return null;
  const title = [
    left > 0 ? `${count(left, "image was", "images were")} left out` : "",
    tables > 0 ? `${count(tables, "table was", "tables were")} turned into paragraphs` : "",
  ]
    .filter(Boolean)
    .join("; ");
  return { title, description: said.join(" ") };
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Plain text → paragraphs (blank lines split paragraphs, single newlines become <br>), escaped. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ""))
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p>${paragraph.split("\n").map(escapeText).join("<br>")}</p>`)
    .join("");
}
