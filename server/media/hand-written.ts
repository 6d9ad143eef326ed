import { DomUtils, parseDocument } from "htmlparser2";
import { type PictureSource, pictureElement } from "../../app/lib/picture-markup";
import { MEDIA_PATH } from "./process";
import { variantKey } from "./references";

/**
 * Images written by hand (docs/product.md, 5.9): an `<img>` typed or pasted into an HTML section
 * whose `src` is a variant of the media library, at any width and in any format, is saved as the
 * library's responsive `<picture>` (AVIF, WebP, the fallback's srcset, width and height), the same
 * markup Insert image writes (app/lib/picture-markup.ts), so the page does not move while it loads.
 * An `<img>` already inside a `<picture>` is the author's own and stays as written.
 */

/** A library image as the markup needs it, with its alt text. */
export type LibraryPicture = PictureSource & { alt: string };

type Element = ReturnType<typeof DomUtils.findAll>[number];

function insidePicture(element: Element): boolean {
  for (let parent = element.parent; parent && parent.type === "tag"; parent = parent.parent) {
    if ((parent as Element).name === "picture") return true;
  }
  return false;
}

const dimension = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** The `<img>` elements written by hand that name a library variant, with the key each names. */
function handWritten(html: string): Array<{ element: Element; key: string }> {
  if (!html.includes(`${MEDIA_PATH}/`)) return [];
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  return DomUtils.findAll((el) => el.name === "img", document.children).flatMap((element) => {
    const key = variantKey(element.attribs.src);
    return key && !insidePicture(element) ? [{ element, key }] : [];
  });
}

/** The media keys of the images written by hand in `html`. */
export function handWrittenKeys(html: string): Set<string> {
  return new Set(handWritten(html).map((found) => found.key));
}

/**
 * `html` with every `<img>` written by hand that shows an image of `library` replaced by the
 * library's `<picture>`. The alt text is the author's when the `<img>` has one (an empty one marks a
 * decorative image), the library's otherwise; a width and height the author gave are kept (one of
 * them alone sets the other by the image's proportions); `loading` and `fetchpriority` are kept.
 * Images not in `library` are left as they are. Pure.
 */
export function withLibraryPictures(html: string, library: ReadonlyMap<string, LibraryPicture>): string {
  let out = html;
  const found = handWritten(html).filter(({ key }) => library.has(key));
  // From the end, so that the earlier offsets still hold.
  for (const { element, key } of found.reverse()) {
    const image = library.get(key)!;
    const { attribs } = element;
    const ratio = image.height / image.width;
    let width = dimension(attribs.width);
    let height = dimension(attribs.height);
    if (width && !height) height = Math.max(1, Math.round(width * ratio));
    if (height && !width) width = Math.max(1, Math.round(height / ratio));
    const attributes = [
      attribs.loading === "eager" ? ' loading="eager"' : "",
      attribs.fetchpriority === "high" ? ' fetchpriority="high"' : "",
    ].join("");
    const markup = pictureElement(image, { alt: "alt" in attribs ? (attribs.alt ?? "") : image.alt, width, height, attributes });
    out = out.slice(0, element.startIndex!) + markup + out.slice(element.endIndex! + 1);
  }
  return out;
}

/**
 * The sections of a save with their hand-written library images turned into pictures. Only the
 * sections `changed` selects are looked at (new or edited HTML, within the nesting limit), so that
 * a save leaves the others as they are stored.
 */
export async function withLibraryPicturesIn<S extends { text: string }>(
  sections: S[],
  changed: (section: S) => boolean,
  libraryPictures: (keys: string[]) => Promise<ReadonlyMap<string, LibraryPicture>>,
): Promise<S[]> {
  const keys = [...new Set(sections.flatMap((section) => (changed(section) ? [...handWrittenKeys(section.text)] : [])))];
  if (keys.length === 0) return sections;
  const library = await libraryPictures(keys);
  return sections.map((section) =>
    changed(section) && library.size > 0 ? { ...section, text: withLibraryPictures(section.text, library) } : section,
  );
}
