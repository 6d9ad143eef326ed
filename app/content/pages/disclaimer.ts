/**
 * The disclaimer page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const DISCLAIMER_PAGE = definePage({
  slug: "disclaimer",
  title: "Disclaimer",
  description: "This website and our service information are provided as is, without warranties, and we accept no liability for their use.",
  fields: [],
});
