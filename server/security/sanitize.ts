import sanitizeHtml from "sanitize-html";

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
