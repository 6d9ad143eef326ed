import { HOME_HTML_KEYS } from "../../app/content/home-defaults";
import { sanitizeHtmlContent } from "../security/sanitize";

const HOME_HTML: ReadonlySet<string> = new Set(HOME_HTML_KEYS);

/**
 * Whether a section's text reaches a browser as HTML: every `html` section, and on the home page
 * the keys the spec renders as HTML whatever their declared type. The one rule used when saving
 * (sanitise before storing) and when reading (sanitise again before serving).
 */
export function rendersAsHtml(pageSlug: string, section: { sectionKey: string; sectionType: string }): boolean {
  return section.sectionType === "html" || (pageSlug === "home" && HOME_HTML.has(section.sectionKey));
}

export function safeSectionText(pageSlug: string, section: { sectionKey: string; sectionType: string; text: string }): string {
  return rendersAsHtml(pageSlug, section) ? sanitizeHtmlContent(section.text) : section.text;
}
