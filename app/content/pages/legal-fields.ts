/**
 * What the two legal pages (/terms-of-use and /disclaimer) have in common: a hero, a "last updated"
 * line, and the legal text as a list of sections, each with its heading, its text (plain
 * paragraphs) and an optional link under it. Drawn by app/components/site/legal-document.tsx.
 *
 * The text is plain rather than rich text: today's legal text is plain paragraphs, and rich text
 * inside a list's items is not sanitised by the server (server/cms/render-rules.ts sanitises
 * richText fields, not richText items), so it could not be shown as HTML safely.
 */
import { type FieldValues, item, list, paragraph, text } from "~/lib/fields/define";

const SECTION_ITEM = [
  item.text("heading", { label: "Heading" }),
  item.paragraph("body", { label: "Text", maxLength: 10000, help: "Leave an empty line between two paragraphs." }),
  item.link("link", { label: "Link under the text", required: false, help: "Leave the label and the address empty for no link." }),
  item.text("anchor", {
    label: "Name in the page's address",
    required: false,
    maxLength: 60,
    help: "Lets other pages link straight to this section, as in /terms-of-use#privacy. Use lowercase letters, digits and hyphens; left empty, it is made from the heading.",
  }),
] as const;

/** A section's value, as the list stores it. */
export interface LegalSectionValue {
  heading: string;
  body: string;
  link: { label: string; href: string };
  anchor: string;
}

/** A section with no link under its text. */
export const NO_LINK = { label: "", href: "" };

/** The fields of a legal page, with its title, introduction, last-updated line and sections as defaults. */
export function legalFields(defaults: { title: string; intro: string; updated: string; sections: LegalSectionValue[] }) {
  return [
    text("eyebrow", { label: "Small line above the title", group: "Top of the page", required: false, default: "Legal", maxLength: 60 }),
    text("title", { label: "Title", group: "Top of the page", default: defaults.title, maxLength: 120 }),
    paragraph("intro", { label: "Introduction", group: "Top of the page", maxLength: 1000, default: defaults.intro }),
    text("updated", {
      label: "Last updated line",
      group: "Legal text",
      required: false,
      default: defaults.updated,
      maxLength: 120,
      help: "Change the date whenever you change the text. Leave it empty to show no date.",
    }),
    text("toc_title", {
      label: "Heading of the list of sections",
      group: "Legal text",
      default: "On this page",
      maxLength: 60,
      help: "Shown above the links to each section (on wide screens, beside the text), and read by screen readers as the list's name.",
    }),
    list("sections", { label: "Sections", group: "Legal text", maxItems: 30, item: SECTION_ITEM, default: defaults.sections }),
  ] as const;
}

export type LegalValues = FieldValues<ReturnType<typeof legalFields>>;
