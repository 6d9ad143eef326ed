/**
 * The quote page's fields (docs/product.md, 4.3, "/get-quote"). There is no form: the page says how
 * to ask for a quote. The phone, the e-mail address and the weekday opening hours its cards show
 * are the site settings' (app/content/pages/settings.ts), never fields of this page.
 */
import { definePage, item, link, list, paragraph, text } from "~/lib/fields/define";

export const GET_QUOTE_PAGE = definePage({
  slug: "get-quote",
  title: "Get a Free Quote",
  describe: (values) => values.hero_lead,
  fields: [
    text("hero_eyebrow", { label: "Line above the title", group: "Hero", default: "Free quote", maxLength: 80 }),
    text("hero_title", { label: "Title", group: "Hero", default: "Get a Free Quote" }),
    paragraph("hero_lead", {
      label: "Introduction",
      group: "Hero",
      maxLength: 500,
      default:
        "Call or e-mail us about your project and we will reply within 24 hours with a clear price based on word count. No obligation.",
    }),

    text("ask_title", { label: "Heading", group: "How to ask", default: "How to request a quote" }),
    paragraph("ask_lead", {
      label: "Text under the heading",
      group: "How to ask",
      maxLength: 500,
      default: "Quotes are given by phone or e-mail. E-mail is best when you can attach the document.",
    }),
    text("phone_title", {
      label: "Phone card: heading",
      group: "How to ask",
      default: "Call us",
      maxLength: 80,
      help: "The card shows the phone number of the Settings.",
    }),
    text("email_title", {
      label: "E-mail card: heading",
      group: "How to ask",
      default: "E-mail us",
      maxLength: 80,
      help: "The card shows the e-mail address of the Settings.",
    }),
    text("hours_title", {
      label: "Hours card: heading",
      group: "How to ask",
      default: "Hours",
      maxLength: 80,
      help: "The card shows Monday's opening hours from the Settings (with the days that share them).",
    }),
    text("reply_title", { label: "Reply card: heading", group: "How to ask", default: "Fast reply", maxLength: 80 }),
    paragraph("reply_text", {
      label: "Reply card: text",
      group: "How to ask",
      maxLength: 300,
      default: "We reply to every quote request within 24 hours.",
    }),

    text("checklist_title", { label: "Heading", group: "Checklist", default: "What to include in your request" }),
    paragraph("checklist_lead", {
      label: "Text under the heading",
      group: "Checklist",
      required: false,
      maxLength: 500,
      default: "The more we know, the more precise your quote. Please tell us:",
    }),
    list("checklist", {
      label: "What to include",
      group: "Checklist",
      maxItems: 12,
      help: "Shown numbered, in this order.",
      item: [item.text("title", { label: "Title" }), item.paragraph("text", { label: "Text", required: false, maxLength: 500 })],
      default: [
        {
          title: "Source and target languages",
          text: "The language of your material and every language you need it in, e.g. English to Chamorro and Tagalog.",
        },
        { title: "Document type", text: "Birth certificate, contract, brochure, website, manual... and its subject." },
        {
          title: "Word count or attached document",
          text: "The approximate number of words, or simply attach the document and we will count them.",
        },
        { title: "Turnaround", text: "When you need the translation back. Most projects are done within 24-72 hours." },
        { title: "Special requirements", text: "Certification, notarization, formatting, glossaries or anything else we should know." },
      ],
    }),

    text("packages_title", { label: "Heading", group: "Fixed price", default: "Prefer a fixed price?" }),
    paragraph("packages_text", {
      label: "Text",
      group: "Fixed price",
      maxLength: 500,
      default:
        "For common projects we offer three packages, from a quick translation of up to 500 words to a premium package with notarization included.",
    }),
    link("packages_link", { label: "Button", group: "Fixed price", default: { label: "See Our Packages", href: "/buy-translation" } }),
  ],
});
