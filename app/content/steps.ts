/** The six steps of ordering a translation, as visitors are told them (docs/product.md, 4.3). */
export interface OrderStep {
  /** Anchor on /how-it-works. */
  anchor:
    | "choose_your_language"
    | "describe_your_project"
    | "we_will_quote_you"
    | "send_us_your_material"
    | "securelypayonline"
    | "wewildeliveryourtranslation";
  title: string;
  summary: string;
  description: string;
}

export const ORDER_STEPS: OrderStep[] = [
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
];
