import { fieldOf } from "../../app/content/pages/registry";
import { invalidInput } from "../errors";
import { blockTextCleaned } from "./blocks";
import { cleanStoredHtml, HTML_MAX_DEPTH, htmlTooDeep, sanitizeHtmlContent } from "../security/sanitize";

type SectionText = { sectionKey: string; sectionType: string; text: string };

/**
 * Whether a section's text reaches a browser as HTML. On a built-in page a field's kind decides,
 * whatever type the section was saved with (the home page's hero_title is HTML even in a text
 * section, as the specification has it; a plain-text field in an html section stays text);
 * elsewhere every `html` section. The one rule used when saving (sanitise before storing) and when
 * reading (sanitise again). A block's rich text (a json section) passes the same allow-list.
 */
export function rendersAsHtml(pageSlug: string, section: { sectionKey: string; sectionType: string }): boolean {
  const field = fieldOf(pageSlug, section.sectionKey);
  if (field) return field.kind === "richText";
  return section.sectionType === "html";
}

/** The text to store: HTML sanitised with the allow-list, anything else as written. */
export function safeSectionText(pageSlug: string, section: SectionText): string {
  if (rendersAsHtml(pageSlug, section)) return sanitizeHtmlContent(section.text);
  return section.sectionType === "json" ? blockTextCleaned(section, sanitizeHtmlContent, true) : section.text;
}

/**
 * The text to store for the section at `index` of a save, refusing HTML nested so deeply that
 * sanitising and rendering it would take the server seconds.
 */
export function sectionTextForSave(pageSlug: string, section: SectionText, index: number): string {
  if (rendersAsHtml(pageSlug, section) && htmlTooDeep(section.text)) {
    throw invalidInput(`Section ${index + 1}: the HTML nests elements more than ${HTML_MAX_DEPTH} levels deep; simplify it`);
  }
  return safeSectionText(pageSlug, section);
}

/** The text to serve: stored HTML passes the allow-list again, memoised by content. */
export function sectionTextForDisplay(pageSlug: string, section: SectionText): string {
  if (rendersAsHtml(pageSlug, section)) return cleanStoredHtml(section.text);
  return section.sectionType === "json" ? blockTextCleaned(section, cleanStoredHtml) : section.text;
}
