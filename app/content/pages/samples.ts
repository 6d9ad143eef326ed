/**
 * The translation samples page's fields (docs/product.md, 4.3, "/samples"): one short English
 * paragraph and its translations, each marked with its language. Chamorro and Chuukese have
 * several spelling conventions; the agency's own translators confirm those two.
 */
import { definePage, item, link, list, paragraph, text } from "~/lib/fields/define";

const LANG_HELP =
  "A short code for the language, such as en (English), ch (Chamorro), tl (Tagalog), chk (Chuukese) or es (Spanish): shown beside the language, and tells screen readers how to pronounce the text.";

export const SAMPLES_PAGE = definePage({
  slug: "samples",
  title: "Translation Samples",
  describe: (values) => values.hero_lead,
  fields: [
    text("hero_eyebrow", { label: "Line above the title", group: "Hero", default: "Samples" }),
    text("hero_title", { label: "Title", group: "Hero", default: "Translation Samples" }),
    paragraph("hero_lead", {
      label: "Introduction",
      group: "Hero",
      default:
        "One short English paragraph, translated into five of the languages we work with every day. Compare them and see the care we take with each one.",
    }),

    text("original_title", { label: "Heading", group: "The original", default: "The Original" }),
    paragraph("original_lead", { label: "Introduction", group: "The original", default: "Our English source paragraph." }),
    text("original_language", { label: "Language", group: "The original", default: "English" }),
    text("original_lang", { label: "Language code", group: "The original", maxLength: 35, default: "en", help: LANG_HELP }),
    paragraph("original_text", {
      label: "Paragraph",
      group: "The original",
      maxLength: 2000,
      default:
        "We translate your documents with care. A real person does every translation, not a machine. We do not share your documents with anyone.",
    }),

    text("translations_title", { label: "Heading", group: "Translations", default: "The Translations" }),
    paragraph("translations_lead", {
      label: "Introduction",
      group: "Translations",
      default: "The same paragraph in Chamorro, Tagalog, Chuukese, Spanish and French.",
    }),
    list("translations", {
      label: "Translations",
      group: "Translations",
      maxItems: 20,
      item: [
        item.text("language", { label: "Language" }),
        item.text("lang", { label: "Language code", maxLength: 35, help: LANG_HELP }),
        item.paragraph("text", { label: "Translation", maxLength: 2000 }),
      ],
      default: [
        {
          language: "Chamorro",
          lang: "ch",
          text: "In adahi i dokumenton-miyu siha gi annai in tradusi siha. Taotao magåhet fuma'tinas kada tinradusi, ti makina. Ti in na'i maseha håyi ni dokumenton-miyu siha.",
        },
        {
          language: "Tagalog",
          lang: "tl",
          text: "Maingat naming isinasalin ang inyong mga dokumento. Isang tunay na tao ang gumagawa ng bawat salin, hindi makina. Hindi namin ibinabahagi kaninuman ang inyong mga dokumento.",
        },
        {
          language: "Chuukese",
          lang: "chk",
          text: "Kem mi tumunu ami kewe taropwe lupwen kem mi siwini ngeni pwal eu fóós. Emén aramas enlet a féri meinisin ám angang, esap emén masin. Kem ese ngeni emén aramas ami kewe taropwe.",
        },
        {
          language: "Spanish",
          lang: "es",
          text: "Traducimos sus documentos con cuidado. Cada traducción la hace una persona real, no una máquina. No compartimos sus documentos con nadie.",
        },
        {
          language: "French",
          lang: "fr",
          text: "Nous traduisons vos documents avec soin. Chaque traduction est faite par une vraie personne, et non par une machine. Nous ne partageons vos documents avec personne.",
        },
      ],
    }),

    text("more_title", { label: "Heading", group: "More samples", default: "More samples on request" }),
    paragraph("more_text", {
      label: "Text",
      group: "More samples",
      default:
        "Need to see more? We have samples in many other languages and subjects, including legal, medical and technical texts. Contact us and we will send samples that match your project.",
    }),
    link("more_action", { label: "Button", group: "More samples", default: { label: "Contact Us", href: "/contact" } }),
  ],
});
