/**
 * The icons a card block may show: a fixed set, named for what they stand for. The public view
 * draws each with its lucide icon (app/components/site/blocks/block-icons.ts).
 */
export const CARD_ICONS = [
  { value: "languages", label: "Languages" },
  { value: "shield", label: "Confidential (a shield)" },
  { value: "clock", label: "Fast (a clock)" },
  { value: "document", label: "Documents" },
  { value: "legal", label: "Legal (scales)" },
  { value: "medical", label: "Medical (a stethoscope)" },
  { value: "business", label: "Business (a briefcase)" },
  { value: "marketing", label: "Marketing (a megaphone)" },
  { value: "digital", label: "Websites and apps" },
  { value: "manufacturing", label: "Manufacturing (a factory)" },
  { value: "personal", label: "Personal (a heart)" },
  { value: "braille", label: "Braille (hands)" },
  { value: "check", label: "Checked (a tick)" },
  { value: "message", label: "Conversation (a speech bubble)" },
] as const;

export type CardIcon = (typeof CARD_ICONS)[number]["value"];
