import sanitizeHtml from "sanitize-html";
import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

/** An image source this site serves: a variant of its own media library (server/media/process.ts). */
const MEDIA_SOURCE = /^\/media\/[0-9a-f]{20}-\d{1,5}\.(?:avif|webp|jpg|png)$/;
const MEDIA_TYPES = new Set(["image/avif", "image/webp", "image/jpeg", "image/png"]);
/** How wide a page's content column is, for the browser to pick a variant before layout. */
export const DEFAULT_IMAGE_SIZES = "(min-width: 800px) 768px, 100vw";

/** A srcset whose every candidate is one of this site's media variants with a width descriptor. */
function mediaSrcset(srcset: string | undefined): boolean {
  if (!srcset) return false;
  return srcset.split(",").every((candidate) => {
    const [url, descriptor, ...rest] = candidate.trim().split(/\s+/);
    return rest.length === 0 && MEDIA_SOURCE.test(url ?? "") && (descriptor === undefined || /^\d{1,5}w$/.test(descriptor));
  });
}
const dimension = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? value : undefined);

/**
 * The allow-list for HTML written in the admin area. Anything not listed is removed with its
 * attributes: no scripts, event handlers, style attributes, frames, forms or non-web URLs. Images
 * stay only when every source is this site's media; each carries its size and loads lazily.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "small",
    "sub",
    "sup",
    "span",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "hr",
    "code",
    "pre",
    "abbr",
    "cite",
    "q",
    "dl",
    "dt",
    "dd",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "img",
    "picture",
    "source",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding", "fetchpriority"],
    source: ["srcset", "sizes", "type", "width", "height"],
    "*": ["lang", "dir", "class"],
  },
  allowedSchemesByTag: { img: [], source: [] },
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "source"],
  exclusiveFilter: (frame) => {
    if (frame.tag === "img")
      return !MEDIA_SOURCE.test(frame.attribs.src ?? "") || (frame.attribs.srcset !== undefined && !mediaSrcset(frame.attribs.srcset));
    if (frame.tag === "source")
      return !mediaSrcset(frame.attribs.srcset) || (frame.attribs.type !== undefined && !MEDIA_TYPES.has(frame.attribs.type));
    return false;
  },
  allowedClasses: {
    "*": [/^text-/, /^font-/, /^highlight$/],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Keep the text of removed wrappers but drop the contents of these entirely.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    img: (tagName, attribs) => {
      const out: Record<string, string> = { src: attribs.src ?? "", alt: attribs.alt ?? "" };
      if (attribs.srcset) out.srcset = attribs.srcset;
      const width = dimension(attribs.width);
      const height = dimension(attribs.height);
      if (width && height) Object.assign(out, { width, height });
      if (attribs.srcset) out.sizes = attribs.sizes && attribs.sizes.length <= 200 ? attribs.sizes : DEFAULT_IMAGE_SIZES;
      out.loading = attribs.loading === "eager" ? "eager" : "lazy";
      if (attribs.fetchpriority === "high") out.fetchpriority = "high";
      out.decoding = "async";
      return { tagName, attribs: out };
    },
    source: (tagName, attribs) => {
      const out: Record<string, string> = { srcset: attribs.srcset ?? "" };
      if (attribs.type) out.type = attribs.type;
      out.sizes = attribs.sizes && attribs.sizes.length <= 200 ? attribs.sizes : DEFAULT_IMAGE_SIZES;
      const width = dimension(attribs.width);
      const height = dimension(attribs.height);
      if (width && height) Object.assign(out, { width, height });
      return { tagName, attribs: out };
    },
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

/** The first image of a page's first section is in view at once: loaded first, not lazily. */
export function eagerFirstImage(html: string): string {
  return html.replace(/(<img\b[^>]*?) loading="lazy"/, '$1 loading="eager" fetchpriority="high"');
}

export function sanitizeHtmlContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Deeper nesting than any real page needs; the bound keeps parsing and sanitising linear and cheap. */
export const HTML_MAX_DEPTH = 64;

class TooDeep extends Error {}

/**
 * Whether the HTML nests elements more than `max` levels deep, as a browser would parse it
 * (implied closings included). Stops at the first element past the limit, so even a huge
 * malicious document costs only the prefix that reaches it.
 */
export function htmlTooDeep(html: string, max = HTML_MAX_DEPTH): boolean {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        if (depth > max) throw new TooDeep();
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { decodeEntities: false },
  );
  try {
    parser.write(html);
    parser.end();
  } catch (err) {
    if (err instanceof TooDeep) return true;
    throw err;
  }
  return false;
}

/**
 * Stored HTML was sanitised when it was saved; reading it runs the allow-list again (defence in
 * depth, for rows written before a rule tightened), but only once per distinct text: results are
 * kept by content hash in a bounded map. Text nested past the limit (only possible in rows older
 * than the limit) renders as nothing rather than costing seconds.
 */
const cleaned = new Map<string, string>();
const CLEANED_MAX_ENTRIES = 5000;

export function cleanStoredHtml(html: string): string {
  if (html === "") return html;
  const key = createHash("sha256").update(html).digest("base64");
  const hit = cleaned.get(key);
  if (hit !== undefined) {
    // Map order is insertion order: re-inserting marks it as recently used.
    cleaned.delete(key);
    cleaned.set(key, hit);
    return hit;
  }
  const result = htmlTooDeep(html) ? "" : sanitizeHtmlContent(html);
  cleaned.set(key, result);
  if (cleaned.size > CLEANED_MAX_ENTRIES) cleaned.delete(cleaned.keys().next().value!);
  return result;
}
