/**
 * The get a free quote page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const GET_QUOTE_PAGE = definePage({
  slug: "get-quote",
  title: "Get a Free Quote",
  description:
    "Request a free translation quote by phone or e-mail. Tell us your languages, document type, word count and deadline; we reply within 24 hours.",
  fields: [],
});
