/** How to ask for a quote (/get-quote): no form, by phone or e-mail. */
export const QUOTE_REPLY_TIME = "within 24 hours";

export interface QuoteChecklistItem {
  title: string;
  detail: string;
}

/** What a quote request should include, in the order docs/product.md (4.3) lists it. */
export const QUOTE_CHECKLIST: QuoteChecklistItem[] = [
  { title: "Source and target languages", detail: "The language of your material and every language you need it in, e.g. English to Chamorro and Tagalog." },
  { title: "Document type", detail: "Birth certificate, contract, brochure, website, manual... and its subject." },
  { title: "Word count or attached document", detail: "The approximate number of words, or simply attach the document and we will count them." },
  { title: "Turnaround", detail: "When you need the translation back. Most projects are done within 24-72 hours." },
  { title: "Special requirements", detail: "Certification, notarization, formatting, glossaries or anything else we should know." },
];
