import { DomUtils, parseDocument } from "htmlparser2";
import { MEDIA_PATH } from "./process";

/** The media key in a variant URL (`/media/{key}-{width}.{ext}`, server/media/process.ts). */
const VARIANT_URL = new RegExp(`^${MEDIA_PATH}/([0-9a-f]{20})-\\d{1,5}\\.(?:avif|webp|jpg|png)$`);

type Element = ReturnType<typeof DomUtils.findAll>[number];

/** The media key a variant URL names, or null for any other address. */
export function variantKey(url: string | undefined): string | null {
  return url ? (VARIANT_URL.exec(url)?.[1] ?? null) : null;
}

/** The media keys an image element (`img`, `source`) shows, from its `src` and `srcset`. */
function keysOf(element: Element): string[] {
  const urls = [element.attribs.src, ...(element.attribs.srcset ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0])];
  return urls.flatMap((url) => variantKey(url) ?? []);
}

const imageElements = (html: string) => DomUtils.findAll((el) => el.name === "img" || el.name === "source", parseDocument(html).children);

/**
 * The media library images a piece of HTML shows (not links to them: only `img` and `source`).
 * Parses the whole text: call it only on HTML within the nesting limit (htmlTooDeep).
 */
export function imageKeysIn(html: string): Set<string> {
  if (!html.includes(`${MEDIA_PATH}/`)) return new Set();
  return new Set(imageElements(html).flatMap(keysOf));
}

/**
 * The HTML without the images that show any of `keys`: each goes with its `<picture>` and its
 * `<figure>` (caption included), as the editor inserted it. Returns how many images went.
 */
export function withoutImages(html: string, keys: ReadonlySet<string>): { html: string; removed: number } {
  const document = parseDocument(html);
  const gone = new Set<Element>();
  for (const element of DomUtils.findAll((el) => el.name === "img" || el.name === "source", document.children)) {
    if (!keysOf(element).some((key) => keys.has(key))) continue;
    let target = element;
    for (let parent = element.parent; parent && parent.type === "tag"; parent = parent.parent) {
      const tag = parent as Element;
      if (tag.name === "picture" || tag.name === "figure") target = tag;
      if (tag.name === "figure") break;
    }
    gone.add(target);
  }
  for (const element of gone) DomUtils.removeElement(element);
  return { html: gone.size > 0 ? DomUtils.getOuterHTML(document.children, { encodeEntities: "utf8" }) : html, removed: gone.size };
}
