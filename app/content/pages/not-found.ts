/**
 * The page not found page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const NOT_FOUND_PAGE = definePage({
  slug: "not-found",
  title: "Page Not Found",
  description: "The page you are looking for could not be found.",
  fields: [],
});
