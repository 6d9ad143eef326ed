import sanitizeHtml from "sanitize-html";
import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

/**
 * The allow-list for HTML written in the admin area. Anything not listed is removed with its
 * attributes: no scripts, event handlers, style attributes, frames, forms or non-web URLs.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "strong", "b", "em", "i", "u", "s", "mark", "small", "sub", "sup", "span",
    "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li", "a", "hr", "code", "pre",
    "abbr", "cite", "q", "dl", "dt", "dd", "table", "thead", "tbody", "tr", "th", "td", "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "*": ["lang", "dir", "class"],
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
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

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
