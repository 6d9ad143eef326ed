/**
 * The terms of use page's fields (docs/product.md, "Terms of Use"): the legal text as sections the
 * owner edits one by one (app/content/pages/legal-fields.ts), then a closing box with the address
 * for questions and the copyright line, both filled in from the settings.
 */
import { definePage, text } from "~/lib/fields/define";
import { legalFields, NO_LINK } from "./legal-fields";

/** A section's text: paragraphs apart by an empty line. */
const p = (...paragraphs: string[]) => paragraphs.join("\n\n");

export const TERMS_PAGE = definePage({
  slug: "terms-of-use",
  title: "Terms of Use",
  describe: (values) => values.intro,
  fields: [
    ...legalFields({
      title: "Terms of Use",
      intro:
        "These Terms of Use apply to everyone who visits this website or uses the translation services offered through it. By using the site you accept these terms. If you do not agree with them, please do not use the site.",
      updated: "Last updated November 1, 2026",
      sections: [
        {
          heading: "Changes",
          anchor: "changes",
          body: p(
            "We may change these Terms of Use, the content of this website and the services described on it at any time and without notice. The version published on this page is the one in force. Please review it from time to time; continuing to use the site after a change means that you accept the revised terms.",
          ),
          link: NO_LINK,
        },
        {
          heading: "Copyright",
          anchor: "copyright",
          body: p(
            "The text, graphics, logos and layout of this website are our property or are used with permission, and are protected by the copyright laws of the United States and international treaties. You may view and print pages for your own information. You may not copy, republish or distribute them for commercial purposes without our written permission.",
            "The documents you send us remain yours. Once you have paid for a translation, you may use it as you wish.",
          ),
          link: NO_LINK,
        },
        {
          heading: "Accuracy",
          anchor: "accuracy",
          body: p(
            "We take great care to keep the information on this website correct and up to date, but we do not warrant that it is complete, accurate or current. Prices, turnaround times and services may change; the quote we send you for a specific project is what applies to it.",
            "Our translators work from the material you provide. The accuracy of a translation depends on the legibility and completeness of the original, so please tell us about any handwriting, abbreviations or missing pages.",
          ),
          link: NO_LINK,
        },
        {
          heading: "Adult Use",
          anchor: "adult-use",
          body: p(
            "This website and our services are intended for adults. You must be at least 18 years old to order a translation. We do not knowingly collect personal information from people under 18. If you believe a person under 18 has sent us personal information, please contact us and we will delete it.",
          ),
          link: { label: "Contact us", href: "/contact" },
        },
        {
          heading: "Privacy",
          anchor: "privacy",
          body: p(
            "We use the personal information you give us, such as your name, e-mail address, telephone number and your documents, only to prepare quotes, carry out and deliver your translation, take payment and answer your questions. We do not sell or rent it to anyone.",
            "Every document is treated as confidential. Only the translators and staff working on your project see it, and they are bound to secrecy. Payments are handled by our card and PayPal processors; we do not store your card number.",
          ),
          link: NO_LINK,
        },
        {
          heading: "Disclaimer",
          anchor: "disclaimer",
          body: p(
            'This website and its content are provided "as is", without warranties of any kind, express or implied. To the fullest extent permitted by law, we are not liable for any loss or damage arising from the use of this website or from reliance on its content. Our full disclaimer is published on the Disclaimer page.',
          ),
          link: { label: "Read the full Disclaimer", href: "/disclaimer" },
        },
        {
          heading: "Legal Notice",
          anchor: "legal-notice",
          body: p(
            "These Terms of Use are governed by the laws of Guam and, where they apply, the laws of the United States. Any dispute arising from them or from the use of this website will be heard by the courts of Guam.",
            "If any part of these terms is found to be unenforceable, the remaining parts stay in force. Our failure to enforce any provision is not a waiver of our right to do so later.",
          ),
          link: NO_LINK,
        },
      ],
    }),
    text("questions", {
      label: "Where to send questions",
      group: "Closing box",
      required: false,
      default: "Questions about these terms? Write to {email}.",
      help: "{email} becomes the e-mail address of the Settings, as a link. Leave empty to show nothing.",
    }),
    text("copyright", {
      label: "Copyright line",
      group: "Closing box",
      required: false,
      default: "Copyright © {year} {business}. All rights reserved.",
      maxLength: 200,
      help: "{year} becomes the current year in Guam, {business} the business name of the Settings. Leave empty to show nothing.",
    }),
  ],
});
