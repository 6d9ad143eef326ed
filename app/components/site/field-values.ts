/**
 * What the public views make of field values that end up in HTML structure rather than as text:
 * a paragraph field's paragraphs, an item's anchor as an element id, a language code as a `lang`
 * attribute. The owner types these freely (app/lib/fields), so each is made safe here: an id is
 * always a valid, unique id on the page, and a `lang` that is not a language tag is left out.
 */
import { MOBILE_MENU_ID } from "./mobile-menu";
import { SERVICES_MENU_ID } from "./services-menu";

/** The paragraphs of a `paragraph` field: its text split at blank lines, empty ones left out. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/** Ids the site's frame (header, main, footer) gives its own elements on every page. */
const FRAME_IDS = ["main", MOBILE_MENU_ID, SERVICES_MENU_ID, "mobile-services-heading", "footer-services", "footer-quick-links"];

/** An anchor as the owner typed it, as an id: lower-case letters, digits, - and _; any other run of characters becomes one -. */
export function cleanAnchor(anchor: string): string {
  return anchor
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The ids of a list's items, from their anchors: each cleaned (cleanAnchor), and unique on the
 * page. An empty anchor becomes `{fallback}-{position}`; an id already taken (by an earlier item,
 * by the page itself in `taken`, or by the site's frame) gets -2, -3, ... The ids an item derives
 * from its own (`derived`: "-heading" gives "marketing-heading") are kept free as well.
 */
export function anchorIds(
  anchors: readonly string[],
  { fallback, taken = [], derived = [] }: { fallback: string; taken?: readonly string[]; derived?: readonly string[] },
): string[] {
  const used = new Set([...FRAME_IDS, ...taken]);
  const free = (id: string) => !used.has(id) && derived.every((suffix) => !used.has(id + suffix));
  return anchors.map((anchor, index) => {
    const wanted = cleanAnchor(anchor) || `${fallback}-${index + 1}`;
    let id = wanted;
    for (let n = 2; !free(id); n += 1) id = `${wanted}-${n}`;
    used.add(id);
    for (const suffix of derived) used.add(id + suffix);
    return id;
  });
}

/** A language code for a `lang` attribute ("ch", "zh-Hant"), or undefined when it is not one. */
export function langTag(code: string): string | undefined {
  const tag = code.trim();
  return /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) ? tag : undefined;
}
