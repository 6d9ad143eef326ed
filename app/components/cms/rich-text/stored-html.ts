/**
 * The visual editor's document as the HTML that is saved, and the check that HTML opened in it
 * loses nothing (docs/product.md, "The visual editor"). Browser code: it works on the DOM.
 */
import { DOMParser as ProseMirrorParser, DOMSerializer, type Node as ProseMirrorNode, type Schema } from "@tiptap/pm/model";

/** `<li><p>text</p></li>` is written `<li>text</li>`, as people write lists; several paragraphs stay. */
function unwrapListParagraphs(root: ParentNode) {
  for (const item of root.querySelectorAll("li")) {
    const first = item.firstElementChild;
    const paragraphs = [...item.children].filter((child) => child.tagName === "P");
    const onlyListsAfter = [...item.children].slice(1).every((child) => child.tagName === "UL" || child.tagName === "OL");
    if (first?.tagName === "P" && first.hasChildNodes() && paragraphs.length === 1 && onlyListsAfter)
      first.replaceWith(...first.childNodes);
  }
}

/**
 * Each top-level block's HTML, kept while the block is unchanged: ProseMirror keeps the same node
 * object for a block a transaction did not touch, so a keystroke writes only its own block again.
 */
const blockHtml = new WeakMap<ProseMirrorNode, string>();

function htmlOfBlock(node: ProseMirrorNode, serializer: DOMSerializer): string {
  const kept = blockHtml.get(node);
  if (kept !== undefined) return kept;
  const box = document.createElement("div");
  box.append(serializer.serializeNode(node));
  unwrapListParagraphs(box);
  const html = box.innerHTML;
  blockHtml.set(node, html);
  return html;
}

/** The saved HTML of `doc`: "" when it holds nothing; an inline document without its paragraph. */
export function storedHtmlOf(doc: ProseMirrorNode, inline: boolean): string {
  if (doc.childCount === 1 && doc.firstChild!.type.name === "paragraph" && doc.firstChild!.content.size === 0) return "";
  const serializer = DOMSerializer.fromSchema(doc.type.schema);
  if (inline) {
    const box = document.createElement("div");
    box.append(serializer.serializeFragment(doc.firstChild!.content));
    return box.innerHTML;
  }
  const parts: string[] = [];
  doc.forEach((block) => parts.push(htmlOfBlock(block, serializer)));
  return parts.join("");
}

/** `html` read into a document of `schema` (an inline one takes the text into its one paragraph). */
export function documentOf(html: string, schema: Schema): ProseMirrorNode {
  const box = document.createElement("div");
  box.innerHTML = html;
  return ProseMirrorParser.fromSchema(schema).parse(box);
}

/** Attributes the sanitiser sets by itself on pictures: not a difference the owner made. */
const IMPLIED_ATTRIBUTES = new Set(["loading", "decoding", "fetchpriority", "sizes"]);
const SAME_TAG: Record<string, string> = { B: "STRONG", I: "EM" };

/** A canonical text of `html`'s structure, text and attributes, to compare two ways of writing it. */
export function canonicalHtml(html: string): string {
  const box = document.createElement("div");
  box.innerHTML = html;
  unwrapListParagraphs(box);
  const out: string[] = [];
  const walk = (node: globalThis.Node) => {
    if (node.nodeType === 3) {
      out.push((node.textContent ?? "").replace(/\s+/g, " "));
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = SAME_TAG[element.tagName] ?? element.tagName;
    const attributes = [...element.attributes]
      .filter((attribute) => !IMPLIED_ATTRIBUTES.has(attribute.name))
      .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
      .sort();
    out.push(`<${tag} ${attributes.join(" ")}>`);
    element.childNodes.forEach(walk);
    out.push(`</${tag}>`);
  };
  box.childNodes.forEach(walk);
  // Spaces next to tags are how HTML is laid out, or collapsed by the editor at a block's edges.
  return out
    .join("")
    .replace(/\s*(<[^>]*>)\s*/g, "$1")
    .trim();
}

/**
 * Whether `html` comes out of the editor as it went in (apart from how it is written: `<b>` for
 * `<strong>`, attribute order, spaces between blocks). When not, the editor opens it as HTML, so
 * nothing the visual editor cannot show (a table, a heading 4, a class) is lost by opening it.
 */
export function opensWithoutLoss(html: string, schema: Schema, inline: boolean): boolean {
  if (html.trim() === "") return true;
  return canonicalHtml(storedHtmlOf(documentOf(html, schema), inline)) === canonicalHtml(html);
}
