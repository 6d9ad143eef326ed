/**
 * The markup the editor's Insert image writes into an HTML section (docs/product.md, 5.6): a
 * responsive `<picture>` of the media library's variants, AVIF and WebP first, the JPEG or PNG
 * fallback last, sized by its largest fallback so the page keeps its place before it loads. Pure,
 * so the server's sanitiser (which keeps exactly this shape for /media/ sources) and the tests can
 * rely on it.
 */

/** One file of an image: the media library keeps each image in several widths and formats. */
export interface PictureVariant {
  url: string;
  width: number;
  height: number;
  format: "avif" | "webp" | "jpeg" | "png";
}

/** What a picture is drawn from: its largest fallback (JPEG or PNG) variant's address and size, and every variant. */
export interface PictureSource {
  url: string;
  width: number;
  height: number;
  variants: PictureVariant[];
}

/** Text for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Text for element content. */
export function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The variants of one format, narrowest first. */
export function variantsOf(media: Pick<PictureSource, "variants">, format: PictureVariant["format"]): PictureVariant[] {
  return media.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
}

/** The fallback format: the one of the image's `url` (its largest JPEG or PNG), else whichever exists. */
export function fallbackFormat(media: PictureSource): "jpeg" | "png" {
  const main = media.variants.find((v) => v.url === media.url);
  if (main && (main.format === "jpeg" || main.format === "png")) return main.format;
  return media.variants.some((v) => v.format === "png") && !media.variants.some((v) => v.format === "jpeg") ? "png" : "jpeg";
}

/** `url 320w, url 640w, ...` */
export function srcsetOf(variants: readonly PictureVariant[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}

/**
 * The variant to show as a thumbnail: the narrowest of `format` at least `minWidth` wide (the
 * widest there is when none is), or null when the image has no variant of that format.
 */
export function thumbnailOf(
  media: Pick<PictureSource, "variants">,
  minWidth = 320,
  format: PictureVariant["format"] = "webp",
): PictureVariant | null {
  const list = variantsOf(media, format);
  return list.find((v) => v.width >= minWidth) ?? list.at(-1) ?? null;
}

/**
 * `<picture><source type="image/avif" srcset><source type="image/webp" srcset><img src srcset alt
 * width height></picture>`: the library's responsive image. An empty alt marks a decorative image;
 * the alt text is escaped. `width` and `height` default to the largest fallback variant's;
 * `attributes` (already safe) are added to the `img`.
 */
export function pictureElement(
  media: PictureSource,
  { alt, width, height, attributes = "" }: { alt: string; width?: number; height?: number; attributes?: string },
): string {
  const avif = variantsOf(media, "avif");
  const webp = variantsOf(media, "webp");
  const fallback = variantsOf(media, fallbackFormat(media));
  const largest = fallback.at(-1);
  const sources = [
    avif.length > 0 ? `<source type="image/avif" srcset="${escapeAttribute(srcsetOf(avif))}">` : "",
    webp.length > 0 ? `<source type="image/webp" srcset="${escapeAttribute(srcsetOf(webp))}">` : "",
  ].join("");
  const srcset = fallback.length > 0 ? ` srcset="${escapeAttribute(srcsetOf(fallback))}"` : "";
  const size = `width="${width ?? largest?.width ?? media.width}" height="${height ?? largest?.height ?? media.height}"`;
  const img = `<img src="${escapeAttribute(largest?.url ?? media.url)}"${srcset} alt="${escapeAttribute(oneLine(alt))}" ${size}${attributes}>`;
  return `<picture>${sources}${img}</picture>`;
}

/**
 * `<figure>` + pictureElement + `<figcaption></figcaption></figure>`, what Insert image writes. An
 * empty caption leaves the figcaption out; the caption is escaped.
 */
export function pictureMarkup(media: PictureSource, { alt, caption = "" }: { alt: string; caption?: string }): string {
  const text = caption.trim();
  const figcaption = text ? `<figcaption>${escapeText(text)}</figcaption>` : "";
  return `<figure>${pictureElement(media, { alt })}${figcaption}</figure>`;
}

/** Alt text is one line: line breaks and runs of spaces become one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The text with `snippet` in place of the selection `[start, end)`, on lines of its own (a line
 * break is added before it unless it starts a line, and after it unless it ends one), and where
 * the cursor goes: just after the snippet.
 */
export function insertBlock(text: string, start: number, end: number, snippet: string): { text: string; cursor: number } {
  const from = clamp(Math.min(start, end), 0, text.length);
  const to = clamp(Math.max(start, end), 0, text.length);
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === "" || before.endsWith("\n") ? "" : "\n";
  const trail = after === "" || after.startsWith("\n") ? "" : "\n";
  const inserted = `${lead}${snippet}${trail}`;
  return { text: `${before}${inserted}${after}`, cursor: before.length + lead.length + snippet.length };
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : max;
}
