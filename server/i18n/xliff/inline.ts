import { Parser } from "htmlparser2";

/**
 * Rich text (HTML) as XLIFF inline content (docs/product.md, "XLIFF for translators"). Each
 * element of the English HTML becomes a numbered code: an element with content a paired code
 * (`<pc>`), an empty one (`<br>`, `<img>`) or a picture a placeholder (`<ph>`), so CAT tools
 * protect the tags and translators move only words. Words inside attributes (an image's alt
 * text, a link's title) become units of their own.
 *
 * On import the translation is rebuilt from these codes, never from the file's markup: each code
 * must appear exactly once, inside the same code as in the English (words and codes may change
 * order), and the HTML is written again from the English elements with the translated words;
 * the save then sanitises it like any other (server/security/sanitize.ts).
 */

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

/** Content of a unit: text, paired codes with their content, and placeholders. */
export type Inline = string | { id: string; children?: Inline[] };

/** What the code of one English element stands for. */
export interface Code {
  id: string;
  kind: "pc" | "ph";
  element: HtmlElement;
  /** The code it sits in (null at the top). */
  parent: string | null;
}

/** Words in an attribute of an English element: `path` leads from the code's element to the element holding it. */
export interface AttrWord {
  n: number;
  code: string;
  path: number[];
  name: string;
  value: string;
}

export interface RichText {
  content: Inline[];
  codes: Map<string, Code>;
  words: AttrWord[];
}

/** A unit's content as the file gives it: text and code markers (XLIFF 2.0 and 1.2 alike). */
export type Token = { t: "text"; text: string } | { t: "open" | "close" | "ph"; id: string };

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Shown as one placeholder: a picture holds no words but its image's alt text. */
const OPAQUE = new Set(["picture"]);
/** Elements a segment of its own holds, when a unit is made of them. */
const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "blockquote", "pre", "table", "figure", "div"]);
/** Attributes whose values are words, by element (the sanitiser keeps no others with words). */
const WORD_ATTRS: Record<string, readonly string[]> = { img: ["alt"], a: ["title"], abbr: ["title"] };

/** HTML as a tree, as a browser would nest it (htmlparser2, entities decoded). */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: "", attrs: {}, children: [] };
  const stack = [root];
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        const element: HtmlElement = { tag, attrs: { ...attrs }, children: [] };
        stack[stack.length - 1]!.children.push(element);
        stack.push(element);
      },
      onclosetag() {
        if (stack.length > 1) stack.pop();
      },
      ontext(text) {
        const children = stack[stack.length - 1]!.children;
        if (typeof children[children.length - 1] === "string") children[children.length - 1] += text;
        else children.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return root.children;
}

/** The English HTML of a part as inline content, its codes and its attribute words. */
export function richTextOf(html: string): RichText {
  const codes = new Map<string, Code>();
  const words: AttrWord[] = [];
  const collectWords = (element: HtmlElement, code: string, path: number[]) => {
    for (const name of WORD_ATTRS[element.tag] ?? []) {
      const value = element.attrs[name];
      if (value !== undefined && value.trim() !== "") words.push({ n: words.length + 1, code, path, name, value });
    }
    element.children.forEach((child, index) => {
      if (typeof child !== "string") collectWords(child, code, [...path, index]);
    });
  };
  const walk = (nodes: HtmlNode[], parent: string | null): Inline[] =>
    nodes.map((node) => {
      if (typeof node === "string") return node;
      const id = String(codes.size + 1);
      const kind = VOID.has(node.tag) || OPAQUE.has(node.tag) ? "ph" : "pc";
      codes.set(id, { id, kind, element: node, parent });
      if (kind === "ph") {
        collectWords(node, id, []);
        return { id };
      }
      for (const name of WORD_ATTRS[node.tag] ?? []) {
        const value = node.attrs[name];
        if (value !== undefined && value.trim() !== "") words.push({ n: words.length + 1, code: id, path: [], name, value });
      }
      return { id, children: walk(node.children, id) };
    });
  return { content: walk(parseHtml(html), null), codes, words };
}

/** The text of inline content, codes left out: whether a unit has words at all. */
export function plainText(content: Inline[]): string {
  return content.map((item) => (typeof item === "string" ? item : plainText(item.children ?? []))).join("");
}

export function tokensOf(content: Inline[]): Token[] {
  const tokens: Token[] = [];
  for (const item of content) {
    if (typeof item === "string") tokens.push({ t: "text", text: item });
    else if (item.children) tokens.push({ t: "open", id: item.id }, ...tokensOf(item.children), { t: "close", id: item.id });
    else tokens.push({ t: "ph", id: item.id });
  }
  return tokens;
}

/** How a code is named to a translator: {2} <strong>. */
export function codeName(code: Code): string {
  return `{${code.id}} <${code.element.tag}>`;
}

/**
 * A translation's tokens as content over the English codes, or why they do not fit: every code
 * once, of its kind, in the code it sits in in the English, paired codes closed in order.
 */
export function contentFromTokens(
  tokens: Token[],
  codes: Map<string, Code>,
): { ok: true; content: Inline[] } | { ok: false; reason: string } {
  const frames: Array<{ id: string | null; children: Inline[] }> = [{ id: null, children: [] }];
  const seen = new Set<string>();
  const fail = (reason: string) => ({ ok: false as const, reason });
  const place = (id: string, kind: Code["kind"]): string | null => {
    const code = codes.get(id);
    if (!code) return `The translation has a tag {${id}} that the English does not have`;
    if (seen.has(id)) return `The translation has the tag ${codeName(code)} more than once`;
    if (code.kind !== kind) return `The translation changes the kind of the tag ${codeName(code)}`;
    const parent = frames[frames.length - 1]!.id;
    if (code.parent !== parent) {
      return code.parent === null
        ? `The translation puts the tag ${codeName(code)} inside another tag; in the English it stands alone`
        : `The translation moves the tag ${codeName(code)} out of ${codeName(codes.get(code.parent)!)}, where the English has it`;
    }
    seen.add(id);
    return null;
  };
  for (const token of tokens) {
    const top = frames[frames.length - 1]!;
    if (token.t === "text") {
      const last = top.children.length - 1;
      if (typeof top.children[last] === "string") top.children[last] += token.text;
      else if (token.text !== "") top.children.push(token.text);
    } else if (token.t === "ph") {
      const problem = place(token.id, "ph");
      if (problem) return fail(problem);
      top.children.push({ id: token.id });
    } else if (token.t === "open") {
      const problem = place(token.id, "pc");
      if (problem) return fail(problem);
      frames.push({ id: token.id, children: [] });
    } else {
      if (top.id !== token.id) {
        const code = codes.get(token.id);
        if (!code || !frames.some((frame) => frame.id === token.id))
          return fail(`The translation closes a tag {${token.id}} that is not open`);
        return fail(`The translation's tags ${codeName(codes.get(top.id!)!)} and ${codeName(code)} overlap`);
      }
      frames.pop();
      frames[frames.length - 1]!.children.push({ id: token.id, children: top.children });
    }
  }
  if (frames.length > 1) return fail(`The translation does not close the tag ${codeName(codes.get(frames[frames.length - 1]!.id!)!)}`);
  for (const code of codes.values()) {
    if (!seen.has(code.id)) return fail(`The translation lacks the tag ${codeName(code)} of the English: keep every tag of the source`);
  }
  return { ok: true, content: frames[0]!.children };
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An element's start tag, with `replaced` attribute values. */
export function startTag(element: HtmlElement, replaced?: Map<string, string>): string {
  const attrs = Object.entries(element.attrs).map(([name, value]) => ` ${name}="${escapeAttr(replaced?.get(name) ?? value)}"`);
  return `<${element.tag}${attrs.join("")}${VOID.has(element.tag) ? " /" : ""}>`;
}

export const endTag = (element: HtmlElement) => (VOID.has(element.tag) ? "" : `</${element.tag}>`);

/** An element and everything in it as HTML; `replaced` gives attribute values by path ("0.1") and name. */
export function outerHtml(element: HtmlElement, replaced?: Map<string, Map<string, string>>, path = ""): string {
  const inner = element.children
    .map((child, index) =>
      typeof child === "string" ? escapeText(child) : outerHtml(child, replaced, path === "" ? String(index) : `${path}.${index}`),
    )
    .join("");
  return `${startTag(element, replaced?.get(path))}${inner}${endTag(element)}`;
}

/**
 * HTML from content over the English codes: each code written again from its English element,
 * the attribute words replaced by `words` (by AttrWord.n) where given, text escaped.
 */
export function htmlOf(rich: RichText, content: Inline[], words: ReadonlyMap<number, string> = new Map()): string {
  const replaced = new Map<string, Map<string, Map<string, string>>>();
  for (const word of rich.words) {
    const value = words.get(word.n);
    if (value === undefined) continue;
    const byPath = replaced.get(word.code) ?? new Map<string, Map<string, string>>();
    const key = word.path.join(".");
    byPath.set(key, (byPath.get(key) ?? new Map<string, string>()).set(word.name, value));
    replaced.set(word.code, byPath);
  }
  const write = (items: Inline[]): string =>
    items
      .map((item) => {
        if (typeof item === "string") return escapeText(item);
        const element = rich.codes.get(item.id)!.element;
        if (!item.children) return outerHtml(element, replaced.get(item.id));
        return `${startTag(element, replaced.get(item.id)?.get(""))}${write(item.children)}${endTag(element)}`;
      })
      .join("");
  return write(content);
}

/**
 * A translation's HTML over the English codes, for the download's targets: each of its elements
 * matched, in order, to an English code of the same element in the same code. Null when the
 * translation's markup differs from the English (then the unit has no target).
 */
export function alignTranslation(rich: RichText, html: string): { content: Inline[]; words: Map<number, string> } | null {
  // The English codes waiting to be matched, by the code they sit in and their element, in order.
  const waiting = new Map<string, Code[]>();
  for (const code of rich.codes.values()) {
    const key = `${code.parent}|${code.element.tag}`;
    if (!waiting.has(key)) waiting.set(key, []);
    waiting.get(key)!.push(code);
  }
  const used = new Set<string>();
  const matched = new Map<string, HtmlElement>();
  let fits = true;
  const walk = (nodes: HtmlNode[], parent: string | null): Inline[] =>
    nodes.map((node) => {
      if (typeof node === "string") return node;
      const code = waiting.get(`${parent}|${node.tag}`)?.shift();
      if (!code) {
        fits = false;
        return "";
      }
      used.add(code.id);
      matched.set(code.id, node);
      return code.kind === "ph" ? { id: code.id } : { id: code.id, children: walk(node.children, code.id) };
    });
  const content = walk(parseHtml(html), null);
  if (!fits || used.size !== rich.codes.size) return null;
  const words = new Map<number, string>();
  for (const word of rich.words) {
    let element: HtmlNode | undefined = matched.get(word.code);
    for (const index of word.path) element = typeof element === "string" || element === undefined ? undefined : element.children[index];
    const value = typeof element === "object" ? element.attrs[word.name] : undefined;
    if (value !== undefined) words.set(word.n, value);
  }
  return { content, words };
}

/**
 * How a unit's content is cut into segments: one per top-level element when the content is only
 * block elements (paragraphs, headings, lists) and the white space between them, which goes in
 * `<ignorable>`; otherwise one segment. A CAT tool's memory then matches paragraph by paragraph.
 */
export function segmentsOf(rich: RichText, content: Inline[]): Array<{ ignorable: boolean; content: Inline[] }> {
  const isBlock = (item: Inline) =>
    typeof item !== "string" && item.children !== undefined && BLOCKS.has(rich.codes.get(item.id)!.element.tag);
  const blocks = content.every((item) => (typeof item === "string" ? item.trim() === "" : isBlock(item)));
  if (!blocks || content.filter(isBlock).length < 2) return [{ ignorable: false, content }];
  return content.map((item) => ({ ignorable: typeof item === "string", content: [item] }));
}
