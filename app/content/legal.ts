/** The texts of /terms-of-use and /disclaimer. */
export interface LegalSection {
  /** Anchor on the page. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A related page, linked under the section's text. */
  link?: { to: string; label: string };
}

export const LEGAL_UPDATED = "November 1, 2026";

export const TERMS_INTRO =
  "These Terms of Use apply to everyone who visits this website or uses the translation services offered through it. By using the site you accept these terms. If you do not agree with them, please do not use the site.";

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: "changes",
    heading: "Changes",
    paragraphs: [
      "We may change these Terms of Use, the content of this website and the services described on it at any time and without notice. The version published on this page is the one in force. Please review it from time to time; continuing to use the site after a change means that you accept the revised terms.",
    ],
  },
  {
    id: "copyright",
    heading: "Copyright",
    paragraphs: [
      "The text, graphics, logos and layout of this website are our property or are used with permission, and are protected by the copyright laws of the United States and international treaties. You may view and print pages for your own information. You may not copy, republish or distribute them for commercial purposes without our written permission.",
      "The documents you send us remain yours. Once you have paid for a translation, you may use it as you wish.",
    ],
  },
  {
    id: "accuracy",
    heading: "Accuracy",
    paragraphs: [
      "We take great care to keep the information on this website correct and up to date, but we do not warrant that it is complete, accurate or current. Prices, turnaround times and services may change; the quote we send you for a specific project is what applies to it.",
      "Our translators work from the material you provide. The accuracy of a translation depends on the legibility and completeness of the original, so please tell us about any handwriting, abbreviations or missing pages.",
    ],
  },
  {
    id: "adult-use",
    heading: "Adult Use",
    paragraphs: [
      "This website and our services are intended for adults. You must be at least 18 years old to order a translation. We do not knowingly collect personal information from people under 18. If you believe a person under 18 has sent us personal information, please contact us and we will delete it.",
    ],
    link: { to: "/contact", label: "Contact us" },
  },
  {
    id: "privacy",
    heading: "Privacy",
    paragraphs: [
      "We use the personal information you give us, such as your name, e-mail address, telephone number and your documents, only to prepare quotes, carry out and deliver your translation, take payment and answer your questions. We do not sell or rent it to anyone.",
      "Every document is treated as confidential. Only the translators and staff working on your project see it, and they are bound to secrecy. Payments are handled by our card and PayPal processors; we do not store your card number.",
    ],
  },
  {
    id: "disclaimer",
    heading: "Disclaimer",
    paragraphs: [
      "This website and its content are provided \"as is\", without warranties of any kind, express or implied. To the fullest extent permitted by law, we are not liable for any loss or damage arising from the use of this website or from reliance on its content. Our full disclaimer is published on the Disclaimer page.",
    ],
    link: { to: "/disclaimer", label: "Read the full Disclaimer" },
  },
  {
    id: "legal-notice",
    heading: "Legal Notice",
    paragraphs: [
      "These Terms of Use are governed by the laws of Guam and, where they apply, the laws of the United States. Any dispute arising from them or from the use of this website will be heard by the courts of Guam.",
      "If any part of these terms is found to be unenforceable, the remaining parts stay in force. Our failure to enforce any provision is not a waiver of our right to do so later.",
    ],
  },
];

export const DISCLAIMER_INTRO =
  "Please read this disclaimer carefully before using this website or relying on any information on it.";

export const DISCLAIMER_SECTIONS: LegalSection[] = [
  {
    id: "as-is",
    heading: "Service provided as is",
    paragraphs: [
      "This website, its content and the information about our translation services are provided \"as is\" and \"as available\", without any warranty of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy or non-infringement.",
      "The descriptions, sample translations and prices on this site are for general information only. They are not an offer and do not create a contract; the terms of each project are set out in the quote we send you.",
    ],
  },
  {
    id: "no-liability",
    heading: "No liability",
    paragraphs: [
      "To the fullest extent permitted by law, Guam Translation Services, its owners, staff and translators are not liable for any direct, indirect, incidental, consequential or special damages arising out of or in connection with the use of this website, the inability to use it, or reliance on any information it contains, even if we have been advised of the possibility of such damages.",
      "Where our liability for a translation project cannot be excluded, it is limited to the amount you paid for that project.",
    ],
  },
  {
    id: "translations",
    heading: "Use of translations",
    paragraphs: [
      "We translate carefully and revise our work free of charge if it contains errors. However, the final use of a translation is the client's responsibility. For legal, medical, immigration or financial matters, please have the translation reviewed by a qualified professional in that field before relying on it, and check with the receiving authority which form of certification it requires.",
    ],
  },
  {
    id: "external-links",
    heading: "External links",
    paragraphs: [
      "This website may link to websites run by others, such as payment providers. We do not control those sites and are not responsible for their content, availability or privacy practices.",
    ],
  },
];
