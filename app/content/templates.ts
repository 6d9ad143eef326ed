/**
 * The templates "New page" offers (docs/product.md, "Blocks", Templates): each a list of blocks
 * with words that suit its purpose; a block's other values are its kind's sample. A page made from
 * one starts as a draft for the owner to make their own.
 */
import type { BlockKind } from "./blocks/registry";

export interface TemplateBlock {
  kind: BlockKind;
  /** Values that differ from the kind's sample. */
  values?: Record<string, unknown>;
}

export interface PageTemplate {
  id: string;
  label: string;
  description: string;
  blocks: readonly TemplateBlock[];
}

export const TEMPLATES = [
  {
    id: "service",
    label: "Service page",
    description: "One of your services: what it is, what it covers, how it works, questions, and a way to ask for a quote.",
    blocks: [
      { kind: "hero" },
      {
        kind: "richText",
        values: {
          body: "<h2>What we translate</h2><p>Describe the service in your own words: who it is for, and what makes your translators the right ones for it.</p>",
        },
      },
      { kind: "cards" },
      { kind: "textImage" },
      { kind: "steps" },
      { kind: "faq" },
      { kind: "callToAction" },
    ],
  },
  {
    id: "landing",
    label: "Landing page",
    description:
      "A page for a campaign or an offer: a strong opening, reasons to choose you, a client's words, prices and your contact details.",
    blocks: [
      {
        kind: "hero",
        values: { title: "Translation for your next trip to Guam", buttons: [{ link: { label: "Contact us", href: "/contact" } }] },
      },
      { kind: "image" },
      {
        kind: "cards",
        values: {
          title: "Why clients choose us",
          cards: [
            { icon: "languages", title: "100+ languages", text: "Chamorro first among them.", link: { label: "", href: "" } },
            {
              icon: "shield",
              title: "Confidential",
              text: "Every translator signs a confidentiality agreement.",
              link: { label: "", href: "" },
            },
            { icon: "clock", title: "24-72 hours", text: "Most documents are returned within three days.", link: { label: "", href: "" } },
          ],
        },
      },
      { kind: "quote" },
      { kind: "packages" },
      { kind: "languageList" },
      { kind: "contact" },
      { kind: "callToAction" },
    ],
  },
  {
    id: "legal",
    label: "Legal page",
    description: "A policy or notice: headed paragraphs of text, then where to reach you with questions.",
    blocks: [
      {
        kind: "richText",
        values: {
          body: "<h2>Who we are</h2><p>Say who is responsible for this site.</p><h2>What we collect</h2><p>Say what you keep, why, and for how long.</p><h2>Your rights</h2><p>Say how someone can ask for their information, or for it to be deleted.</p>",
        },
      },
      { kind: "contact", values: { title: "Questions about this page", text: "Write or call us: we answer within one business day." } },
    ],
  },
  { id: "blank", label: "Blank", description: "An empty page: add the blocks you want.", blocks: [] },
] as const satisfies readonly PageTemplate[];

export type TemplateId = (typeof TEMPLATES)[number]["id"];
export const TEMPLATE_IDS = TEMPLATES.map((template) => template.id) as [TemplateId, ...TemplateId[]];
