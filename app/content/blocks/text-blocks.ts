/**
 * The blocks of words and pictures (docs/product.md, "Blocks"): a hero, rich text, an image, text
 * beside an image, a quote and questions with their answers.
 */
import { defineBlock } from "~/lib/fields/blocks";
import { choice, image, item, list, paragraph, richText, text } from "~/lib/fields/define";

const NO_IMAGE = { mediaId: null, alt: "" };
/**
 * The editor's stand-in until a library image is chosen. A block without an image is kept (a
 * template's page starts so) and the public page shows no picture for it.
 */
const PLACEHOLDER = { src: "/payment-methods.svg", width: 312, height: 64 };

export const HERO_BLOCK = defineBlock({
  kind: "hero",
  label: "Hero",
  description: "The page's opening: a large title on the brand colour, a sentence, and up to two buttons.",
  fields: [
    text("title", { label: "Title", group: "Hero", default: "Medical translation you can trust", maxLength: 120 }),
    paragraph("text", {
      label: "Text",
      group: "Hero",
      required: false,
      maxLength: 600,
      default: "Certified translators for records, reports and consent forms, returned in 24 to 72 hours.",
    }),
    list("buttons", {
      label: "Buttons",
      group: "Hero",
      maxItems: 2,
      help: "The first is the main button.",
      item: [item.link("link", { label: "Button" })],
      default: [{ link: { label: "Get a free quote", href: "/get-quote" } }],
    }),
  ],
});

export const RICH_TEXT_BLOCK = defineBlock({
  kind: "richText",
  label: "Text",
  description: "Paragraphs with headings, lists, bold and links: the body of an article.",
  fields: [
    richText("body", {
      label: "Text",
      group: "Text",
      default: "<h2>A heading</h2><p>Write what visitors should know here.</p>",
    }),
  ],
});

export const IMAGE_BLOCK = defineBlock({
  kind: "image",
  label: "Image",
  description: "One picture from the media library, across the page, with a caption.",
  fields: [
    image("image", { label: "Image", group: "Image", default: NO_IMAGE, builtIn: PLACEHOLDER }),
    text("caption", { label: "Caption", group: "Image", required: false, default: "", maxLength: 300 }),
  ],
});

export const TEXT_IMAGE_BLOCK = defineBlock({
  kind: "textImage",
  label: "Text and image",
  description: "Text beside a picture, the picture on the left or on the right; stacked on a phone.",
  fields: [
    text("title", { label: "Title", group: "Text and image", required: false, default: "Why it matters", maxLength: 120 }),
    richText("body", {
      label: "Text",
      group: "Text and image",
      default: "<p>Say in a few sentences what the picture shows and why it matters to your clients.</p>",
    }),
    image("image", { label: "Image", group: "Text and image", default: NO_IMAGE, builtIn: PLACEHOLDER }),
    choice("imageSide", {
      label: "Image side",
      group: "Text and image",
      default: "right",
      options: [
        { value: "right", label: "Image on the right" },
        { value: "left", label: "Image on the left" },
      ],
    }),
  ],
});

export const QUOTE_BLOCK = defineBlock({
  kind: "quote",
  label: "Quote",
  description: "A client's own words, with who said them.",
  fields: [
    paragraph("quote", {
      label: "Quote",
      group: "Quote",
      maxLength: 1000,
      default: "The translation was accurate, on time, and our patients understood every word.",
    }),
    text("name", { label: "Who said it", group: "Quote", default: "A clinic manager", maxLength: 120 }),
    text("role", { label: "Their role or company", group: "Quote", required: false, default: "Hagåtña, Guam", maxLength: 120 }),
  ],
});

export const FAQ_BLOCK = defineBlock({
  kind: "faq",
  label: "Questions and answers",
  description: "Questions visitors ask, each opening to its answer; search engines read them too.",
  fields: [
    text("title", {
      label: "Title",
      group: "Questions and answers",
      required: false,
      default: "Frequently asked questions",
      maxLength: 120,
    }),
    list("items", {
      label: "Questions",
      group: "Questions and answers",
      minItems: 1,
      maxItems: 30,
      item: [item.text("question", { label: "Question", maxLength: 300 }), item.paragraph("answer", { label: "Answer", maxLength: 2000 })],
      default: [
        { question: "How long does a translation take?", answer: "Most documents are returned in 24 to 72 hours." },
        { question: "Is my document kept confidential?", answer: "Yes. Every translator signs a confidentiality agreement." },
      ],
    }),
  ],
});
