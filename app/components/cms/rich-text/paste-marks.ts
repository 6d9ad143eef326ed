/**
 * The marks of pasted text, for paste-clean.ts: bold, italic and the link an element gives the
 * text inside it, read from its tag and from its inline style (where Google Docs writes them).
 */
import type { Marks } from "./paste-blocks";

const LINK_TARGET = /^(?:\/(?!\/)|https?:|mailto:|tel:)/i;

const tagOf = (element: Element) => element.tagName.toLowerCase();

/** Declarations of a style attribute by property (`mso-bidi-font-weight` is not `font-weight`). */
export function styleOf(element: Element): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const declaration of (element.getAttribute("style") ?? "").split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, "")
      .trim()
      .toLowerCase();
    declarations.set(declaration.slice(0, colon).trim().toLowerCase(), value);
  }
  return declarations;
}

/** Whether a font-weight is bold; undefined when it says nothing (`inherit`). */
function isBoldWeight(weight: string): boolean | undefined {
  if (weight === "bold" || weight === "bolder") return true;
  if (weight === "normal" || weight === "lighter") return false;
  const number = Number(weight);
  return Number.isFinite(number) && weight !== "" ? number >= 600 : undefined;
}

/** The link an `<a>` makes, or null for one that is unwrapped (bookmarks, `javascript:`, `#` anchors). */
function linkOf(anchor: Element): Marks["link"] {
  const href = (anchor.getAttribute("href") ?? "").trim();
  if (!LINK_TARGET.test(href)) return null;
  return { href, blank: (anchor.getAttribute("target") ?? "").trim().toLowerCase() === "_blank" };
}

/**
 * The marks inside `element`. Bold and italic follow CSS, so Google Docs' whole-paste wrapper
 * `<b style="font-weight:normal">` and its `font-weight:400` spans are not bold.
 */
export function marksOf(element: Element, outer: Marks): Marks {
  const tag = tagOf(element);
  const style = styleOf(element);
  let { bold, italic, link } = outer;
  if (tag === "b" || tag === "strong") bold = true;
  if (tag === "i" || tag === "em") italic = true;
  const weight = style.get("font-weight");
  if (weight !== undefined) bold = isBoldWeight(weight) ?? bold;
  const fontStyle = style.get("font-style");
  if (fontStyle === "italic" || fontStyle?.startsWith("oblique")) italic = true;
  else if (fontStyle === "normal") italic = false;
  if (tag === "a") link = linkOf(element) ?? link;
  return { bold, italic, link };
}
