/**
 * The blocks made of the site's own parts (docs/product.md, "Blocks"): cards, steps, a call to
 * action, price cards, the contact details and the languages. The contact block and the language
 * list show what the settings and the Languages page hold: never retyped in a block.
 */
import { defineBlock } from "~/lib/fields/blocks";
import { item, link, list, paragraph, text } from "~/lib/fields/define";
import { CARD_ICONS } from "./icons";

const buttons = (group: string, buttonDefaults: Array<{ link: { label: string; href: string } }>) =>
  list("buttons", {
    label: "Buttons",
    group,
    maxItems: 2,
    help: "The first is the main button.",
    item: [item.link("link", { label: "Button" })],
    default: buttonDefaults,
  });

export const CARDS_BLOCK = defineBlock({
  kind: "cards",
  label: "Cards",
  description: "Two to eight cards side by side, each with an icon, a title, a sentence and a link.",
  fields: [
    text("title", { label: "Title", group: "Cards", required: false, default: "What we translate", maxLength: 120 }),
    paragraph("intro", { label: "Introduction", group: "Cards", required: false, default: "", maxLength: 600 }),
    list("cards", {
      label: "Cards",
      group: "Cards",
      minItems: 2,
      maxItems: 8,
      item: [
        item.choice("icon", { label: "Icon", default: "document", options: CARD_ICONS }),
        item.text("title", { label: "Title", maxLength: 120 }),
        item.paragraph("text", { label: "Text", maxLength: 600 }),
        item.link("link", { label: "Link", required: false, help: "Leave both empty for a card without a link." }),
      ],
      default: [
        {
          icon: "document",
          title: "Medical records",
          text: "Histories, test results and discharge papers.",
          link: { label: "", href: "" },
        },
        { icon: "medical", title: "Clinical trials", text: "Consent forms and patient information.", link: { label: "", href: "" } },
        {
          icon: "shield",
          title: "Confidential",
          text: "Every translator signs a confidentiality agreement.",
          link: { label: "", href: "" },
        },
      ],
    }),
  ],
});

export const STEPS_BLOCK = defineBlock({
  kind: "steps",
  label: "Steps",
  description: "How something is done, as numbered steps.",
  fields: [
    text("title", { label: "Title", group: "Steps", required: false, default: "How it works", maxLength: 120 }),
    list("steps", {
      label: "Steps",
      group: "Steps",
      minItems: 1,
      maxItems: 12,
      item: [
        item.text("title", { label: "Title", maxLength: 120 }),
        item.paragraph("text", { label: "Text", required: false, maxLength: 600 }),
      ],
      default: [
        { title: "Send your document", text: "By e-mail, as a scan or a photo." },
        { title: "Receive a quote", text: "The price and the date, the same day." },
        { title: "Get your translation", text: "Checked by a second linguist, by e-mail." },
      ],
    }),
  ],
});

export const CALL_TO_ACTION_BLOCK = defineBlock({
  kind: "callToAction",
  label: "Call to action",
  description: "A band in the brand colour asking visitors to get in touch, with its buttons.",
  fields: [
    text("title", { label: "Title", group: "Call to action", default: "Need a translation?", maxLength: 120 }),
    paragraph("text", {
      label: "Text",
      group: "Call to action",
      required: false,
      default: "Send us your document for a free quote within one business day.",
      maxLength: 600,
    }),
    buttons("Call to action", [
      { link: { label: "Get a free quote", href: "/get-quote" } },
      { link: { label: "Contact us", href: "/contact" } },
    ]),
  ],
});

export const PACKAGES_BLOCK = defineBlock({
  kind: "packages",
  label: "Price cards",
  description: "Fixed-price packages side by side, each with its features; prices are written for each language.",
  fields: [
    text("title", { label: "Title", group: "Price cards", required: false, default: "Prices", maxLength: 120 }),
    list("packages", {
      label: "Packages",
      group: "Price cards",
      minItems: 1,
      maxItems: 4,
      item: [
        item.text("name", { label: "Name", maxLength: 80 }),
        item.text("price", { label: "Price", maxLength: 30, help: "As visitors read it, such as $49." }),
        item.paragraph("description", { label: "Description", required: false, maxLength: 500 }),
        item.lines("features", { label: "Features", maxLength: 12 }),
        item.toggle("popular", { label: "Marked most popular" }),
      ],
      default: [
        { name: "One page", price: "$49", description: "A certificate or a letter.", features: ["Certified", "48 hours"], popular: false },
        { name: "Up to five pages", price: "$199", description: "Medical records.", features: ["Certified", "72 hours"], popular: true },
      ],
    }),
    text("price_suffix", { label: "Words after each price", group: "Price cards", required: false, default: "per project", maxLength: 40 }),
    text("popular_badge", { label: "Most popular badge", group: "Price cards", required: false, default: "Most popular", maxLength: 40 }),
    link("package_action", { label: "Each package's button", group: "Price cards", default: { label: "Order", href: "/contact" } }),
    text("package_action_hint", {
      label: "Words before the package's name, for screen readers",
      group: "Price cards",
      required: false,
      default: "the package",
      maxLength: 60,
    }),
  ],
});

export const CONTACT_BLOCK = defineBlock({
  kind: "contact",
  label: "Contact details",
  description: "Your phone, e-mail, address and opening hours, as the settings hold them.",
  fields: [
    text("title", { label: "Title", group: "Contact details", required: false, default: "Contact us", maxLength: 120 }),
    paragraph("text", {
      label: "Text",
      group: "Contact details",
      required: false,
      default: "Call or write to us: we answer within one business day.",
      maxLength: 600,
    }),
    text("phone_title", { label: "Phone card's title", group: "Contact details", default: "Phone", maxLength: 60 }),
    text("email_title", { label: "E-mail card's title", group: "Contact details", default: "E-mail", maxLength: 60 }),
    text("address_title", { label: "Address card's title", group: "Contact details", default: "Address", maxLength: 60 }),
    text("hours_title", { label: "Opening hours card's title", group: "Contact details", default: "Opening hours", maxLength: 60 }),
  ],
});

export const LANGUAGE_LIST_BLOCK = defineBlock({
  kind: "languageList",
  label: "Language list",
  description: "The languages you translate, as the Languages page lists them.",
  fields: [
    text("title", { label: "Title", group: "Language list", required: false, default: "Languages we translate", maxLength: 120 }),
    paragraph("text", { label: "Text", group: "Language list", required: false, default: "", maxLength: 600 }),
  ],
});
