/**
 * Lists in pasted HTML, for paste-clean.ts. Word writes a list as a run of paragraphs that say their
 * list and depth in `mso-list:l0 level2 lfo1` and carry a typed marker ("·", "1.", "a."); Google Docs
 * nests lists as siblings (`<ul><li/><ul>…</ul></ul>`) or by `aria-level`; LibreOffice nests them
 * properly. All of them are read into one flat list of items with a depth, then built again as
 * properly nested `<ul>`/`<ol>` (a nested list inside the `<li>` it belongs to), which is what the
 * editor's schema holds.
 */

/** One list item: how deep it is, whether it is numbered, and the source nodes of its own text. */
export interface FlatItem {
  depth: number;
  ordered: boolean;
  /** Word's list id ("l0"): a new id at the top level starts a new list. */
  list: string;
  content: Node[];
}

const WORD_LIST_STYLE = /mso-list\s*:\s*(l\d+)\s+level(\d+)/i;
/** A numbered marker: 1. 2) a. iv. 1.1. (bullets are "·", "o", "§", "•", "-"). */
const NUMBERED_MARKER = /^(?:\d+|[a-z]{1,3})(?:[.)](?:\d+|[a-z]{1,3}))*[.)]$/i;

const isElement = (node: Node): node is Element => node.nodeType === 1;
const tagOf = (element: Element) => element.tagName.toLowerCase();
const isListElement = (node: Node): node is Element => isElement(node) && (tagOf(node) === "ul" || tagOf(node) === "ol");
const isBlankText = (node: Node) => node.nodeType === 3 && !/[^\s]/.test(node.textContent ?? "");

/** Word's marker span (`<span style='mso-list:Ignore'>·</span>`): typed by Word, not by the author. */
export function isWordListMarker(element: Element): boolean {
  return /mso-list\s*:\s*ignore/i.test(element.getAttribute("style") ?? "");
}

/** A paragraph Word wrote for a list item (`MsoListParagraphCxSp*`, or any paragraph with `mso-list: lN levelN`). */
export function isWordListParagraph(node: Node): node is Element {
  return isElement(node) && tagOf(node) === "p" && WORD_LIST_STYLE.test(node.getAttribute("style") ?? "");
}

function wordMarkerText(paragraph: Element): string {
  const marker = [...paragraph.querySelectorAll("span")].find(isWordListMarker);
  // The marker is padded with non-breaking spaces (and, for roman numerals, a spacer span before it).
  return (marker?.textContent ?? "").replace(/[\s\u00a0]+/g, "");
}

function wordItem(paragraph: Element): FlatItem {
  const [, list = "", level = "1"] = WORD_LIST_STYLE.exec(paragraph.getAttribute("style") ?? "") ?? [];
  return { depth: Number(level), ordered: NUMBERED_MARKER.test(wordMarkerText(paragraph)), list, content: [...paragraph.childNodes] };
}

const ariaLevel = (item: Element) => {
  const level = Number(item.getAttribute("aria-level"));
  return Number.isInteger(level) && level > 0 ? level : null;
};

/** The items of a real `<ul>`/`<ol>`, in document order, nested lists included. */
function htmlListItems(list: Element, depth: number, out: FlatItem[]): FlatItem[] {
  const ordered = tagOf(list) === "ol";
  for (const child of list.childNodes) {
    if (isListElement(child)) {
      // Google Docs: a nested list as a sibling of the items rather than inside one.
      htmlListItems(child, depth + 1, out);
    } else if (isElement(child) && tagOf(child) === "li") {
      const level = ariaLevel(child) ?? depth;
      const nested = [...child.childNodes].filter(isListElement);
      out.push({ depth: level, ordered, list: "", content: [...child.childNodes].filter((node) => !nested.includes(node as Element)) });
      for (const inner of nested) htmlListItems(inner, level + 1, out);
    }
  }
  return out;
}

/** Whether `list` continues the list before it: Google Docs may split one list where `aria-level` goes deeper. */
function continuesPreviousList(list: Element): boolean {
  const first = list.querySelector("li");
  return (first ? (ariaLevel(first) ?? 1) : 1) > 1;
}

/**
 * The list that starts at `nodes[start]` (a Word list paragraph or a `<ul>`/`<ol>`), read as flat
 * items, and the index of the first node after it; null when nothing list-like starts there.
 */
export function readListRun(nodes: Node[], start: number): { items: FlatItem[]; next: number } | null {
  const first = nodes[start]!;
  const word = isWordListParagraph(first);
  if (!word && !isListElement(first)) return null;
  const items: FlatItem[] = [];
  let next = start;
  for (let index = start; index < nodes.length; index++) {
    const node = nodes[index]!;
    if (isBlankText(node)) continue;
    if (word && isWordListParagraph(node)) items.push(wordItem(node));
    else if (!word && isListElement(node) && (index === start || continuesPreviousList(node))) htmlListItems(node, 1, items);
    else break;
    next = index + 1;
  }
  return { items, next };
}

interface OpenList {
  element: Element;
  depth: number;
  ordered: boolean;
  list: string;
}

/**
 * Nested `<ul>`/`<ol>` elements for `items`; `fill` writes an item's content into its `<li>`.
 * A deeper item goes into a list inside the previous `<li>`; a numbered item next to bulleted ones
 * at the same depth starts a new list there, as does a new Word list at the top level.
 */
export function buildLists(doc: Document, items: FlatItem[], fill: (li: Element, item: FlatItem) => void): Element[] {
  const roots: Element[] = [];
  const open: OpenList[] = [];
  const startList = (item: FlatItem, parent: Element | null) => {
    const element = doc.createElement(item.ordered ? "ol" : "ul");
    if (parent) parent.append(element);
    else roots.push(element);
    open.push({ element, depth: item.depth, ordered: item.ordered, list: item.list });
  };
  for (const item of items) {
    while (open.length > 1 && open.at(-1)!.depth > item.depth) open.pop();
    // A list that began deeper than its later items (Google Docs' `<ul><ul><li>`) is their level.
    if (open.length === 1 && open[0]!.depth > item.depth) open[0]!.depth = item.depth;
    const top = open.at(-1);
    if (top && top.depth === item.depth && (top.ordered !== item.ordered || (open.length === 1 && top.list !== item.list))) open.pop();
    const parent = open.at(-1);
    if (!parent) startList(item, null);
    else if (parent.depth < item.depth) startList(item, parent.element.lastElementChild ?? parent.element);
    const li = doc.createElement("li");
    open.at(-1)!.element.append(li);
    fill(li, item);
  }
  return roots;
}
