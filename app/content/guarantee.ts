/** The Xact Guarantee: what we promise every client (/xact-guarantee). */
export interface GuaranteePoint {
  id: "accuracy" | "fast-response" | "best-pricing" | "client-support" | "convenience" | "secure-shopping" | "privacy";
  title: string;
  description: string;
}

export const REVISION_GUARANTEE = {
  title: "Not satisfied? We revise it.",
  text: "If you are not satisfied with your translation, tell us what is wrong and we will revise it until it says what your original says. Revisions for errors in our work are always free, whatever package you chose.",
} as const;

export const GUARANTEE_POINTS: GuaranteePoint[] = [
  {
    id: "accuracy",
    title: "Accuracy",
    description: "Every translation is done by a qualified human translator who knows the subject, then checked against the original before delivery.",
  },
  {
    id: "fast-response",
    title: "Fast Response",
    description: "We reply to every request within 24 hours and complete most projects within 24-72 hours.",
  },
  {
    id: "best-pricing",
    title: "Best Pricing",
    description: "Clear quotes based on word count, with no hidden fees. You know the price before we start.",
  },
  {
    id: "client-support",
    title: "Client Support",
    description: "A real person on Guam answers your calls and e-mails, before, during and after your project.",
  },
  {
    id: "convenience",
    title: "Convenience",
    description: "Send your files by e-mail and receive the translation by e-mail. No need to visit an office.",
  },
  {
    id: "secure-shopping",
    title: "Secure Shopping",
    description: "Pay securely online by Visa, Mastercard or PayPal; on Guam we also accept purchase orders, cash and check.",
  },
  {
    id: "privacy",
    title: "Privacy",
    description: "Your documents are confidential. Our translators are bound to secrecy and we never share your files.",
  },
];

/** What "Xact" stands for: exact words, tone and expression. */
export const EXACT_EXPLANATION = {
  title: "Exact words, tone and expression",
  paragraphs: [
    "A good translation is more than a dictionary lookup. We carry over the exact words where precision matters, such as names, figures, dates and legal terms, so that nothing is added, left out or changed.",
    "We also keep your tone. A warm welcome letter stays warm, a formal notice stays formal, and a sales brochure still sells.",
    "And we keep your expression: idioms, humour and cultural references are rendered with their true meaning in the target language, so that your reader understands what you meant, not just what you wrote.",
  ],
} as const;
