/**
 * The buy translation page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const BUY_TRANSLATION_PAGE = definePage({
  slug: "buy-translation",
  title: "Buy Translation",
  description: "Fixed-price human translation packages: Quick Translation $49, Standard Package $149, Premium Package $399. Custom quotes for larger projects.",
  fields: [],
});
