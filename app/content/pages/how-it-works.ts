/**
 * The "How It Works" page's fields (docs/product.md, 4.3, "/how-it-works"): the steps of ordering
 * a translation, each under its own anchor (/how-it-works#choose_your_language, ...), and the
 * privacy note.
 */
import { definePage, item, link, list, paragraph, text } from "~/lib/fields/define";

export const HOW_IT_WORKS_PAGE = definePage({
  slug: "how-it-works",
  title: "How It Works",
  describe: (values) => values.hero_lead,
  fields: [
    text("hero_eyebrow", { label: "Line above the title", group: "Hero", default: "How It Works" }),
    text("hero_title", { label: "Title", group: "Hero", default: "Six Simple Steps to Your Translation" }),
    paragraph("hero_lead", {
      label: "Introduction",
      group: "Hero",
      default:
        "From your first question to the finished translation in your inbox, this is how we work with you. Most projects are completed within 24-72 hours.",
    }),
    link("hero_primary", { label: "Button", group: "Hero", default: { label: "Start With a Free Quote", href: "/get-quote" } }),

    text("steps_label", {
      label: "Name of the list of steps (for screen readers)",
      group: "Steps",
      default: "The six steps",
      help: "Read by screen readers only, before the steps.",
    }),
    text("step_word", {
      label: "Word before each step's number",
      group: "Steps",
      required: false,
      maxLength: 40,
      default: "Step",
      help: "Shown before the number on each step: Step 1, Step 2, ...",
    }),
    list("steps", {
      label: "Steps",
      group: "Steps",
      maxItems: 12,
      item: [
        item.text("anchor", {
          label: "Anchor",
          maxLength: 60,
          help: "The end of the step's address, /how-it-works#choose_your_language: lower-case letters, digits, - and _ only. Links to the step use it, so change it with care. Known anchors have their own icon.",
        }),
        item.text("title", { label: "Title" }),
        item.paragraph("summary", { label: "In short", maxLength: 300 }),
        item.paragraph("description", { label: "In detail", maxLength: 1000 }),
      ],
      default: [
        {
          anchor: "choose_your_language",
          title: "Choose Your Languages",
          summary: "Tell us the language of your material and the languages you need.",
          description:
            "Let us know the source language and every target language. We work in more than 100 languages, from Chamorro, Chuukese and Tagalog to Japanese, Korean and Spanish, in both directions.",
        },
        {
          anchor: "describe_your_project",
          title: "Describe Your Project",
          summary: "Share the type of document, its length and when you need it.",
          description:
            "Describe what you need translated: the kind of document, its subject, the approximate word count, your deadline, and any special requirements such as certification or formatting.",
        },
        {
          anchor: "we_will_quote_you",
          title: "We Will Quote You",
          summary: "Receive a clear quote based on word count, usually within 24 hours.",
          description:
            "We prepare a quote based on the word count, the language pair and the turnaround you need. Quotes are free and usually reach you within 24 hours, with no obligation.",
        },
        {
          anchor: "send_us_your_material",
          title: "Send Us Your Material",
          summary: "Send your files by e-mail once you accept the quote.",
          description:
            "Once you accept the quote, send us your documents by e-mail. We accept Word, PDF, scanned images and most other formats, and we keep every file confidential.",
        },
        {
          anchor: "securelypayonline",
          title: "Securely Pay Online",
          summary: "Pay by Visa, Mastercard or PayPal through a secure payment page.",
          description:
            "Pay securely online with Visa, Mastercard or PayPal. Clients on Guam may also pay by purchase order, cash or check.",
        },
        {
          anchor: "wewildeliveryourtranslation",
          title: "We Deliver Your Translation",
          summary: "Receive your finished translation by e-mail, on time.",
          description:
            "Your translation is done by a professional human translator, checked, and delivered to you by e-mail. Most projects are completed within 24-72 hours.",
        },
      ],
    }),

    text("privacy_title", { label: "Heading", group: "Privacy", default: "Privacy Assured" }),
    paragraph("privacy_text", {
      label: "Text",
      group: "Privacy",
      default:
        "Everything you send us stays confidential. Your documents are seen only by the translators and staff working on your project, who are bound to secrecy, and we never share your files or personal details with anyone. Payments are handled by secure card and PayPal processors, so we never store your card number.",
    }),

    text("cta_title", { label: "Heading", group: "Closing band", default: "Ready for step one?" }),
    paragraph("cta_text", {
      label: "Text",
      group: "Closing band",
      default: "Tell us your languages and your project, and we will quote you within 24 hours.",
    }),
    link("cta_primary", { label: "First button", group: "Closing band", default: { label: "Get a Free Quote", href: "/get-quote" } }),
    link("cta_secondary", { label: "Second button", group: "Closing band", default: { label: "Contact Us", href: "/contact" } }),
  ],
});
