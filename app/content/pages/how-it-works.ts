/**
 * The how it works page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const HOW_IT_WORKS_PAGE = definePage({
  slug: "how-it-works",
  title: "How It Works",
  description: "Order a translation in six steps: choose your languages, describe your project, receive a quote, send your material, pay securely online and receive your translation by e-mail.",
  fields: [],
});
