/**
 * The output side of paste-clean.ts: text arrives with its marks, and is written into paragraphs
 * (or headings) opened as needed, so inline content that sits between blocks — as in a `<div>`, a
 * table cell, or Google Docs' wrapper `<b>` around the whole paste — still lands in a paragraph.
 * Whitespace is collapsed as a browser does in normal flow.
 */

export interface Marks {
  bold: boolean;
  italic: boolean;
  link: { href: string; blank: boolean } | null;
}

type Wrapper = { tag: "a"; href: string; blank: boolean } | { tag: "strong" | "em" };

/** The elements around text with `marks`, outermost first: a link holds its bold and italic. */
function wrappersOf(marks: Marks): Wrapper[] {
  const wrappers: Wrapper[] = [];
  if (marks.link) wrappers.push({ tag: "a", ...marks.link });
  if (marks.bold) wrappers.push({ tag: "strong" });
  if (marks.italic) wrappers.push({ tag: "em" });
  return wrappers;
}

function isWrapper(node: ChildNode | null, wrapper: Wrapper): node is Element {
  if (!node || node.nodeType !== 1) return false;
  const element = node as Element;
  if (element.tagName.toLowerCase() !== wrapper.tag) return false;
  if (wrapper.tag !== "a") return true;
  return element.getAttribute("href") === wrapper.href && element.hasAttribute("target") === wrapper.blank;
}

export class BlockSink {
  /** What loose inline content is written into: a paragraph, or a heading while inside one. */
  textTag: "p" | "h2" | "h3" = "p";
  /** Inside `<pre>`, where line breaks are kept. */
  preformatted = 0;
  private open: Element | null = null;
  /** Whether the text so far ends in a space (or the block is empty), so a following space is dropped. */
  private afterSpace = true;

  constructor(
    readonly doc: Document,
    private readonly container: Element,
  ) {}

  private target(): Element {
    if (!this.open) {
      this.open = this.doc.createElement(this.textTag);
      this.container.append(this.open);
      this.afterSpace = true;
    }
    return this.open;
  }

  text(raw: string, marks: Marks) {
    if (this.preformatted > 0) {
      raw.split("\n").forEach((line, index) => {
        if (index > 0) this.lineBreak();
        this.inlineText(line, marks);
      });
    } else {
      this.inlineText(raw, marks);
    }
  }

  private inlineText(raw: string, marks: Marks) {
    // Only ASCII whitespace collapses: a non-breaking space is kept where the author typed it.
    let text = raw.replace(/[ \t\n\r\f]+/g, " ");
    if (this.afterSpace) text = text.replace(/^ /, "");
    if (text === "") return;
    let parent = this.target();
    for (const wrapper of wrappersOf(marks)) {
      // The same marks as the text before continue its element: `<strong>a line</strong>`, not two.
      if (isWrapper(parent.lastChild, wrapper)) {
        parent = parent.lastChild;
        continue;
      }
      const element = this.doc.createElement(wrapper.tag);
      if (wrapper.tag === "a") {
        element.setAttribute("href", wrapper.href);
        if (wrapper.blank) element.setAttribute("target", "_blank");
      }
      parent.append(element);
      parent = element;
    }
    const last = parent.lastChild;
    if (last && last.nodeType === 3) (last as Text).appendData(text);
    else parent.append(this.doc.createTextNode(text));
    this.afterSpace = text.endsWith(" ");
  }

  lineBreak() {
    this.target().append(this.doc.createElement("br"));
    this.afterSpace = true;
  }

  /** Ends the open paragraph: what follows starts a new one. */
  close() {
    this.open = null;
    this.afterSpace = true;
  }

  block(element: Element) {
    this.close();
    this.container.append(element);
  }
}

/** The first or last leaf of `block` (a `<br>` counts as one). */
function edgeLeaf(block: Element, atStart: boolean): ChildNode | null {
  let node = atStart ? block.firstChild : block.lastChild;
  while (node && node.nodeType === 1 && node.nodeName !== "BR" && node.hasChildNodes()) node = atStart ? node.firstChild : node.lastChild;
  return node;
}

function removeWithEmptyParents(node: ChildNode, block: Element) {
  let parent = node.parentElement;
  node.remove();
  while (parent && parent !== block && !parent.hasChildNodes()) {
    const next = parent.parentElement;
    parent.remove();
    parent = next;
  }
}

/** Drops spaces, non-breaking spaces and line breaks at one edge of a paragraph, as a browser shows it. */
function trimEdge(block: Element, atStart: boolean) {
  for (let leaf = edgeLeaf(block, atStart); leaf; leaf = edgeLeaf(block, atStart)) {
    if (leaf.nodeType === 3) {
      const text = leaf.textContent ?? "";
      const trimmed = atStart ? text.replace(/^[\s\u00a0]+/, "") : text.replace(/[\s\u00a0]+$/, "");
      if (trimmed !== "") {
        leaf.textContent = trimmed;
        return;
      }
    } else if (leaf.nodeName !== "BR" && leaf.hasChildNodes()) {
      return;
    }
    removeWithEmptyParents(leaf, block);
  }
}

/**
 * Tidies the written blocks: paragraphs lose spaces and line breaks at their edges, and paragraphs,
 * list items, lists and quotes left with nothing in them (Word's `<o:p>&nbsp;</o:p>` lines) go.
 */
export function finishBlocks(root: Element) {
  for (const block of root.querySelectorAll("p, h2, h3")) {
    trimEdge(block, true);
    trimEdge(block, false);
    if (!block.hasChildNodes()) block.remove();
  }
  // Innermost first, so a list emptied by its items going is removed too.
  for (const element of [...root.querySelectorAll("li, ul, ol, blockquote")].reverse()) {
    if (!element.hasChildNodes()) element.remove();
  }
}
