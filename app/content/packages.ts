/** The three fixed-price packages on /buy-translation (docs/product.md, 11). Prices in US dollars. */
export interface TranslationPackage {
  id: "quick" | "standard" | "premium";
  name: string;
  price: number;
  description: string;
  features: string[];
  popular: boolean;
}

export const PACKAGES: TranslationPackage[] = [
  {
    id: "quick",
    name: "Quick Translation",
    price: 49,
    description: "For a short letter, certificate or e-mail that you need back quickly.",
    features: ["Up to 500 words", "24-48 hour delivery", "One revision", "Professional human translator"],
    popular: false,
  },
  {
    id: "standard",
    name: "Standard Package",
    price: 149,
    description: "For most business documents, forms, brochures and web pages.",
    features: ["Up to 2,000 words", "3-5 days delivery", "Two revisions", "Proofread by a second linguist"],
    popular: true,
  },
  {
    id: "premium",
    name: "Premium Package",
    price: 399,
    description: "For long or official documents that must be exact and certified.",
    features: ["Up to 5,000 words", "5-7 days delivery", "Unlimited revisions", "Notarization included"],
    popular: false,
  },
];

export const POPULAR_BADGE = "Most Popular";

export function formatPrice(price: number): string {
  return `$${price.toLocaleString("en-US")}`;
}
