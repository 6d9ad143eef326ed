/**
 * The languages we translate page's fields (docs/product.md).
 */
import { definePage } from "~/lib/fields/define";

export const LANGUAGES_PAGE = definePage({
  slug: "languages",
  title: "Languages We Translate",
  description:
    "Human translation in 100+ languages from Guam: Chamorro, Tagalog, Chuukese, Japanese, Korean, Chinese, Vietnamese, Spanish, French, German, Russian and English to Braille.",
  fields: [],
});
