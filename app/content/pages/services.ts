/**
 * The what we translate page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const SERVICES_PAGE = definePage({
  slug: "services",
  title: "What We Translate",
  description: "Marketing, official documents, business, legal and government, digital, manufacturing and personal translation by professional human translators in Guam.",
  fields: [],
});
