/**
 * The contact page's fields (docs/product.md, 4.3, "/contact"). The phone, the e-mail address, the
 * postal address and the opening hours its four cards show are the site settings'
 * (app/content/pages/settings.ts); the page's own fields are the words around them.
 */
import { definePage, image, link, paragraph, text } from "~/lib/fields/define";

export const CONTACT_PAGE = definePage({
  slug: "contact",
  title: "Contact Us",
  describe: (values) => values.hero_lead,
  fields: [
    text("hero_eyebrow", { label: "Line above the title", group: "Hero", default: "Contact", maxLength: 80 }),
    text("hero_title", { label: "Title", group: "Hero", default: "Contact Us" }),
    paragraph("hero_lead", {
      label: "Introduction",
      group: "Hero",
      maxLength: 500,
      default: "Questions about a language, a document or a deadline? Call or e-mail us: a real person on Guam will answer.",
    }),
    link("hero_action", { label: "Button", group: "Hero", default: { label: "Get a Free Quote", href: "/get-quote" } }),

    text("cards_heading", {
      label: "Name of the cards (for screen readers)",
      group: "Cards",
      default: "How to reach us",
      maxLength: 80,
      help: "A heading read by screen readers only, before the four cards.",
    }),
    text("phone_title", {
      label: "Phone card: heading",
      group: "Cards",
      default: "Phone",
      maxLength: 80,
      help: "The card shows the phone number of the Settings.",
    }),
    paragraph("phone_note", {
      label: "Phone card: note",
      group: "Cards",
      required: false,
      maxLength: 300,
      default: "Call during opening hours for quotes and questions.",
    }),
    text("email_title", {
      label: "E-mail card: heading",
      group: "Cards",
      default: "General Inquiries",
      maxLength: 80,
      help: "The card shows the e-mail address of the Settings.",
    }),
    paragraph("email_note", {
      label: "E-mail card: note",
      group: "Cards",
      required: false,
      maxLength: 300,
      default: "We reply within 24 hours. Attach your documents for a quote.",
    }),
    text("address_title", {
      label: "Address card: heading",
      group: "Cards",
      default: "Mailing Address",
      maxLength: 80,
      help: "The card shows the postal address of the Settings.",
    }),
    paragraph("address_note", {
      label: "Address card: note",
      group: "Cards",
      required: false,
      maxLength: 300,
      default: "Postal mail only; we do not receive visitors at this address.",
    }),
    text("hours_title", {
      label: "Hours card: heading",
      group: "Cards",
      default: "Opening Hours",
      maxLength: 80,
      help: "The card shows the opening hours of the Settings.",
    }),

    text("payment_title", { label: "Heading", group: "Payment", default: "Secure, confidential payment" }),
    paragraph("payment_text", {
      label: "Text",
      group: "Payment",
      maxLength: 1000,
      default:
        "We accept credit card and PayPal payments. Every payment is processed securely and kept confidential: we never see or store your full card number. On Guam we also accept purchase orders, cash and check.",
    }),
    image("payment_image", {
      label: "Picture of the payment methods",
      group: "Payment",
      default: { mediaId: null, alt: "We accept Visa, Mastercard and PayPal" },
      builtIn: { src: "/payment-methods.svg", width: 312, height: 64 },
      help: "The Visa, Mastercard and PayPal logos until you choose a picture of the media library.",
    }),
  ],
});
