/**
 * The terms of use page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const TERMS_PAGE = definePage({
  slug: "terms-of-use",
  title: "Terms of Use",
  description: "The terms that apply to this website and our translation services: changes, copyright, accuracy, adult use, privacy, disclaimer and legal notice.",
  fields: [],
});
