import { DomUtils, parseDocument } from "htmlparser2";
import { htmlTooDeep } from "../security/sanitize";
import { LINK_HREF_MAX, LINK_TEXT_MAX, LINKS_PER_PAGE_MAX } from "../../app/domain/links";

/** A link or image found in a page's content. */
export interface FoundLink {
  kind: "link" | "image";
  href: string;
  text: string;
}

type Element = ReturnType<typeof DomUtils.findAll>[number];

/** The deepest JSON a walk follows: a block's list item is three levels down. */
const JSON_DEPTH_MAX = 12;

const words = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, LINK_TEXT_MAX);

/** The links (`a href`) and images (`img src`) of a piece of HTML, read with htmlparser2. */
export function htmlLinks(html: string): FoundLink[] {
  // A save refuses HTML nested deeper (server/security/sanitize.ts): none is read.
  if (!/<(a|img)\s/i.test(html) || htmlTooDeep(html)) return [];
  const elements = DomUtils.findAll(
    (el: Element) => (el.name === "a" && Boolean(el.attribs.href)) || (el.name === "img" && Boolean(el.attribs.src)),
    parseDocument(html).children,
  );
  return elements.map((el) =>
    el.name === "a"
      ? { kind: "link" as const, href: el.attribs.href!.trim(), text: words(DomUtils.textContent(el)) }
      : { kind: "image" as const, href: el.attribs.src!.trim(), text: words(el.attribs.alt ?? "") },
  );
}

/** The links and images of a JSON value: link values (`href`), library images (`mediaId`) and rich texts, at any depth. */
function jsonLinks(value: unknown, depth = 0): FoundLink[] {
  if (depth > JSON_DEPTH_MAX) return [];
  if (typeof value === "string") return value.includes("<") ? htmlLinks(value) : [];
  if (Array.isArray(value)) return value.flatMap((item) => jsonLinks(item, depth + 1));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const found: FoundLink[] = [];
  if (typeof record.href === "string" && record.href.trim() !== "") {
    found.push({ kind: "link", href: record.href.trim(), text: words(typeof record.label === "string" ? record.label : "") });
  }
  if (typeof record.mediaId === "number" && Number.isInteger(record.mediaId) && record.mediaId > 0) {
    found.push({ kind: "image", href: `media:${record.mediaId}`, text: words(typeof record.alt === "string" ? record.alt : "") });
  }
  for (const [key, item] of Object.entries(record)) if (key !== "href") found.push(...jsonLinks(item, depth + 1));
  return found;
}

/**
 * The links and images a page's sections show (html sections, and the blocks and built-in fields
 * stored as JSON; text sections are plain words), each address once per kind, at most
 * LINKS_PER_PAGE_MAX of them, none longer than LINK_HREF_MAX. Fragments of the page itself, mail
 * and telephone addresses are no links to check.
 */
export function pageLinks(sections: ReadonlyArray<{ sectionType: string; text: string }>): FoundLink[] {
  const seen = new Map<string, FoundLink>();
  for (const section of sections) {
    let found: FoundLink[] = [];
    if (section.sectionType === "html") found = htmlLinks(section.text);
    else if (section.sectionType === "json") {
      try {
        found = jsonLinks(JSON.parse(section.text));
      } catch {
        found = [];
      }
    }
    for (const link of found) {
      if (link.href === "" || link.href.startsWith("#") || /^(mailto|tel|sms|javascript|data):/i.test(link.href)) continue;
      if (link.href.length > LINK_HREF_MAX) continue;
      const key = `${link.kind} ${link.href}`;
      const earlier = seen.get(key);
      if (earlier) {
        if (!earlier.text) earlier.text = link.text;
        continue;
      }
      if (seen.size >= LINKS_PER_PAGE_MAX) return [...seen.values()];
      seen.set(key, { ...link });
    }
  }
  return [...seen.values()];
}

/** The HTML with every link to `from` (and image shown from it) sent to `to` instead; the text as it was when none. */
function htmlReplaced(html: string, from: string, to: string): string {
  if (!html.includes(from)) return html;
  const document = parseDocument(html);
  let changed = false;
  for (const el of DomUtils.findAll((e: Element) => e.name === "a" || e.name === "img", document.children)) {
    const attribute = el.name === "a" ? "href" : "src";
    if (el.attribs[attribute]?.trim() === from) {
      el.attribs[attribute] = to;
      changed = true;
    }
  }
  return changed ? DomUtils.getOuterHTML(document.children, { encodeEntities: "utf8" }) : html;
}

function jsonReplaced(value: unknown, from: string, to: string, depth = 0): unknown {
  if (depth > JSON_DEPTH_MAX) return value;
  if (typeof value === "string") return value.includes("<") ? htmlReplaced(value, from, to) : value;
  if (Array.isArray(value)) return value.map((item) => jsonReplaced(item, from, to, depth + 1));
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => [
    key,
    key === "href" && typeof item === "string" && item.trim() === from ? to : jsonReplaced(item, from, to, depth + 1),
  ]);
  return Object.fromEntries(entries);
}

/** A section's text with every link to `from` sent to `to`: the same text when it has none. */
export function sectionReplaced(section: { sectionType: string; text: string }, from: string, to: string): string {
  if (!section.text.includes(from)) return section.text;
  if (section.sectionType === "html") return htmlReplaced(section.text, from, to);
  if (section.sectionType !== "json") return section.text;
  try {
    const before = JSON.parse(section.text) as unknown;
    const after = JSON.stringify(jsonReplaced(before, from, to));
    return after === JSON.stringify(before) ? section.text : after;
  } catch {
    return section.text;
  }
}
