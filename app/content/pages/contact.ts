/**
 * The contact us page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const CONTACT_PAGE = definePage({
  slug: "contact",
  title: "Contact Us",
  description: "Call or e-mail Guam Translation Services, write to our P.O. box in Tamuning, Guam, or see our opening hours in Chamorro Standard Time.",
  fields: [],
});
