/**
 * The Xact Guarantee page's fields (docs/product.md, 4.3, "/xact-guarantee"): the revision
 * guarantee, the promises as cards, and what "Xact" stands for.
 */
import { definePage, item, link, list, paragraph, text } from "~/lib/fields/define";

export const XACT_GUARANTEE_PAGE = definePage({
  slug: "xact-guarantee",
  title: "The Xact Guarantee",
  describe: (values) => values.hero_lead,
  fields: [
    text("hero_eyebrow", { label: "Line above the title", group: "Hero", default: "Xact Guarantee" }),
    text("hero_title", { label: "Title", group: "Hero", default: "The Xact Guarantee" }),
    paragraph("hero_lead", {
      label: "Introduction",
      group: "Hero",
      default: "Exact words, tone and expression: that is our promise on every translation, and we stand behind it.",
    }),
    link("hero_primary", { label: "Button", group: "Hero", default: { label: "Get a Free Quote", href: "/get-quote" } }),

    text("revision_title", { label: "Heading", group: "Revision guarantee", default: "Not satisfied? We revise it." }),
    paragraph("revision_text", {
      label: "Text",
      group: "Revision guarantee",
      default:
        "If you are not satisfied with your translation, tell us what is wrong and we will revise it until it says what your original says. Revisions for errors in our work are always free, whatever package you chose.",
    }),

    text("promise_eyebrow", { label: "Line above the heading", group: "Promises", default: "Our promise" }),
    text("promise_title", { label: "Heading", group: "Promises", default: "Seven reasons to trust us with your words" }),
    paragraph("promise_lead", {
      label: "Introduction",
      group: "Promises",
      default: "The Xact Guarantee covers more than the translation itself.",
    }),
    list("promises", {
      label: "Promises",
      group: "Promises",
      maxItems: 12,
      item: [
        item.text("anchor", {
          label: "Anchor",
          maxLength: 60,
          help: "The end of the card's address, /xact-guarantee#accuracy: lower-case letters, digits, - and _ only. Known anchors (accuracy, fast-response, best-pricing, client-support, convenience, secure-shopping, privacy) have their own icon.",
        }),
        item.text("title", { label: "Title" }),
        item.paragraph("text", { label: "Text", maxLength: 1000 }),
      ],
      default: [
        {
          anchor: "accuracy",
          title: "Accuracy",
          text: "Every translation is done by a qualified human translator who knows the subject, then checked against the original before delivery.",
        },
        {
          anchor: "fast-response",
          title: "Fast Response",
          text: "We reply to every request within 24 hours and complete most projects within 24-72 hours.",
        },
        {
          anchor: "best-pricing",
          title: "Best Pricing",
          text: "Clear quotes based on word count, with no hidden fees. You know the price before we start.",
        },
        {
          anchor: "client-support",
          title: "Client Support",
          text: "A real person on Guam answers your calls and e-mails, before, during and after your project.",
        },
        {
          anchor: "convenience",
          title: "Convenience",
          text: "Send your files by e-mail and receive the translation by e-mail. No need to visit an office.",
        },
        {
          anchor: "secure-shopping",
          title: "Secure Shopping",
          text: "Pay securely online by Visa, Mastercard or PayPal; on Guam we also accept purchase orders, cash and check.",
        },
        {
          anchor: "privacy",
          title: "Privacy",
          text: "Your documents are confidential. Our translators are bound to secrecy and we never share your files.",
        },
      ],
    }),

    text("exact_eyebrow", { label: "Line above the heading", group: "What Xact means", default: "What Xact means" }),
    text("exact_title", { label: "Heading", group: "What Xact means", default: "Exact words, tone and expression" }),
    paragraph("exact_text", {
      label: "Text",
      group: "What Xact means",
      help: "Leave an empty line between paragraphs.",
      default:
        "A good translation is more than a dictionary lookup. We carry over the exact words where precision matters, such as names, figures, dates and legal terms, so that nothing is added, left out or changed.\n\nWe also keep your tone. A warm welcome letter stays warm, a formal notice stays formal, and a sales brochure still sells.\n\nAnd we keep your expression: idioms, humour and cultural references are rendered with their true meaning in the target language, so that your reader understands what you meant, not just what you wrote.",
    }),

    text("cta_title", { label: "Heading", group: "Closing band", default: "Put the Xact Guarantee to work" }),
    paragraph("cta_text", {
      label: "Text",
      group: "Closing band",
      default: "Send us your document and see the difference a professional human translator makes.",
    }),
    link("cta_primary", { label: "First button", group: "Closing band", default: { label: "Get a Free Quote", href: "/get-quote" } }),
    link("cta_secondary", { label: "Second button", group: "Closing band", default: { label: "Contact Us", href: "/contact" } }),
  ],
});
