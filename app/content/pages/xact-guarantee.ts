/**
 * The the xact guarantee page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const XACT_GUARANTEE_PAGE = definePage({
  slug: "xact-guarantee",
  title: "The Xact Guarantee",
  description: "Exact words, tone and expression, or we revise your translation. Our guarantee of accuracy, fast response, best pricing, client support, convenience, secure shopping and privacy.",
  fields: [],
});
