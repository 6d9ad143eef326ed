/**
 * The languages page's fields (docs/product.md, 4.3, "/languages"): the popular languages, the
 * Chamorro highlight, the other languages by region and the Braille notice.
 */
import { definePage, item, link, list, paragraph, text } from "~/lib/fields/define";

const LANG_HELP =
  "A short code for the language, such as ch (Chamorro), tl (Tagalog), ja (Japanese) or zh-Hant (Chinese, traditional characters), so that screen readers pronounce it right. Leave it empty if you are not sure.";

export const LANGUAGES_PAGE = definePage({
  slug: "languages",
  title: "Languages We Translate",
  describe: (values) => values.hero_lead,
  fields: [
    text("hero_eyebrow", { label: "Line above the title", group: "Hero", default: "Languages" }),
    text("hero_title", { label: "Title", group: "Hero", default: "Translation in 100+ Languages" }),
    paragraph("hero_lead", {
      label: "Introduction",
      group: "Hero",
      default:
        "From Chamorro and Chuukese to Japanese and Spanish, our professional translators work from English into your target language and back into English, for clients on Guam and around the world.",
    }),
    link("hero_primary", { label: "First button", group: "Hero", default: { label: "Get a Quote", href: "/get-quote" } }),
    link("hero_secondary", { label: "Second button", group: "Hero", default: { label: "Contact Us", href: "/contact" } }),

    text("popular_eyebrow", { label: "Line above the heading", group: "Popular languages", default: "Most requested" }),
    text("popular_title", { label: "Heading", group: "Popular languages", default: "Popular Languages" }),
    paragraph("popular_lead", {
      label: "Introduction",
      group: "Popular languages",
      default:
        "These are the languages our clients on Guam ask for most often. Each is handled by a translator who is a native or fully fluent speaker.",
    }),
    list("popular_languages", {
      label: "Languages",
      group: "Popular languages",
      maxItems: 30,
      item: [
        item.text("name", { label: "Name in English" }),
        item.text("endonym", { label: "Name in the language itself" }),
        item.text("lang", { label: "Language code", required: false, maxLength: 35, help: LANG_HELP }),
        item.text("note", { label: "Where it is needed", required: false }),
      ],
      default: [
        { name: "Chamorro", endonym: "Fino' CHamoru", lang: "ch", note: "Guam and the Northern Mariana Islands" },
        { name: "Tagalog", endonym: "Wikang Tagalog", lang: "tl", note: "The Philippines and Filipino communities on Guam" },
        { name: "Chuukese", endonym: "Fóósen Chuuk", lang: "chk", note: "Chuuk State and the Micronesian community on Guam" },
        { name: "Japanese", endonym: "日本語", lang: "ja", note: "Tourism, hospitality and trade with Japan" },
        { name: "Korean", endonym: "한국어", lang: "ko", note: "Visitors, investors and families from Korea" },
        { name: "Chinese-Simplified", endonym: "简体中文", lang: "zh-Hans", note: "Mainland China and Singapore" },
        { name: "Chinese-Traditional", endonym: "繁體中文", lang: "zh-Hant", note: "Taiwan, Hong Kong and Macau" },
        { name: "Vietnamese", endonym: "Tiếng Việt", lang: "vi", note: "Business and family documents for Vietnam" },
        { name: "Spanish", endonym: "Español", lang: "es", note: "Latin America, Spain and the United States" },
        { name: "French", endonym: "Français", lang: "fr", note: "France, Canada, the Pacific and Africa" },
        { name: "German", endonym: "Deutsch", lang: "de", note: "Germany, Austria and Switzerland" },
        { name: "Russian", endonym: "Русский", lang: "ru", note: "Russia and Eastern Europe" },
      ],
    }),

    text("chamorro_greeting", { label: "Greeting in the circle", group: "Chamorro", default: "Håfa Adai!" }),
    text("chamorro_greeting_lang", {
      label: "Greeting's language code",
      group: "Chamorro",
      required: false,
      maxLength: 35,
      default: "ch",
      help: LANG_HELP,
    }),
    text("chamorro_greeting_note", { label: "Line under the greeting", group: "Chamorro", default: "Hello, in Chamorro" }),
    text("chamorro_eyebrow", { label: "Line above the heading", group: "Chamorro", default: "Our speciality" }),
    text("chamorro_title", { label: "Heading", group: "Chamorro", default: "Guam's Own Language: Chamorro" }),
    paragraph("chamorro_text", {
      label: "Text",
      group: "Chamorro",
      help: "Leave an empty line between paragraphs.",
      default:
        "Chamorro is the native language of Guam and the Northern Mariana Islands, and it is our speciality. Our Chamorro translators grew up with the language and follow the official orthography of the Kumisión i Fino' CHamoru, so your text reads naturally to elders and students alike.\n\nWe translate public notices, signage, school materials, legal documents, family histories and marketing for government offices, businesses and families who want to reach the Chamorro community in its own words.",
    }),

    text("more_eyebrow", { label: "Line above the heading", group: "More languages", default: "100+ languages" }),
    text("more_title", { label: "Heading", group: "More languages", default: "And Many More" }),
    paragraph("more_lead", {
      label: "Introduction",
      group: "More languages",
      default:
        "Our network of professional translators covers more than 100 languages. Here are some of them; if yours is not listed, ask us.",
    }),
    list("more_regions", {
      label: "Regions",
      group: "More languages",
      maxItems: 12,
      item: [
        item.text("region", { label: "Region" }),
        item.paragraph("languages", { label: "Languages", maxLength: 1000, help: "Separated by commas, as they are shown." }),
      ],
      default: [
        {
          region: "Pacific and Micronesia",
          languages: "Carolinian, Palauan, Pohnpeian, Kosraean, Yapese, Marshallese, Samoan, Tongan, Hawaiian",
        },
        { region: "Asia", languages: "Ilocano, Cebuano, Thai, Indonesian, Malay, Hindi, Bengali, Khmer, Burmese, Mongolian" },
        { region: "Europe and the Americas", languages: "Portuguese, Italian, Dutch, Polish, Ukrainian, Greek, Swedish, Haitian Creole" },
        { region: "Middle East and Africa", languages: "Arabic, Hebrew, Farsi, Turkish, Urdu, Swahili, Amharic, Somali" },
      ],
    }),

    text("braille_title", { label: "Heading", group: "Braille", default: "English to Braille" }),
    paragraph("braille_text", {
      label: "Text",
      group: "Braille",
      default:
        "We also transcribe English documents into Braille, so that notices, forms, menus and letters reach blind and low-vision readers as clearly as everyone else. Ask us about Braille for your next project.",
    }),
    link("braille_action", { label: "Button", group: "Braille", default: { label: "Ask About Braille", href: "/contact" } }),

    text("cta_title", { label: "Heading", group: "Closing band", default: "Need a language pair quoted?" }),
    paragraph("cta_text", {
      label: "Text",
      group: "Closing band",
      default: "Tell us the languages, the document and your deadline. We reply within 24 hours.",
    }),
    link("cta_primary", { label: "First button", group: "Closing band", default: { label: "Get a Quote", href: "/get-quote" } }),
    link("cta_secondary", { label: "Second button", group: "Closing band", default: { label: "Contact Us", href: "/contact" } }),
  ],
});
