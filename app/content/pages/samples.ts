/**
 * The translation samples page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const SAMPLES_PAGE = definePage({
  slug: "samples",
  title: "Translation Samples",
  description: "See the same English paragraph translated into Chamorro, Tagalog, Chuukese, Spanish and French by our professional translators.",
  fields: [],
});
