/** The languages we translate: twelve popular languages, 100+ in total, Chamorro first. */
export interface PopularLanguage {
  /** English name, as docs/product.md (4.3) lists it. */
  name: string;
  /** The language's name for itself, with its BCP 47 tag so screen readers pronounce it. */
  endonym: string;
  lang: string;
  /** Where our clients most often need it. */
  note: string;
}

export const LANGUAGE_COUNT = "100+";

export const POPULAR_LANGUAGES: PopularLanguage[] = [
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
];

/** A sample of the other languages we cover, grouped by region, to show the breadth of "100+". */
export const MORE_LANGUAGES: Array<{ region: string; languages: string[] }> = [
  {
    region: "Pacific and Micronesia",
    languages: ["Carolinian", "Palauan", "Pohnpeian", "Kosraean", "Yapese", "Marshallese", "Samoan", "Tongan", "Hawaiian"],
  },
  {
    region: "Asia",
    languages: ["Ilocano", "Cebuano", "Thai", "Indonesian", "Malay", "Hindi", "Bengali", "Khmer", "Burmese", "Mongolian"],
  },
  {
    region: "Europe and the Americas",
    languages: ["Portuguese", "Italian", "Dutch", "Polish", "Ukrainian", "Greek", "Swedish", "Haitian Creole"],
  },
  {
    region: "Middle East and Africa",
    languages: ["Arabic", "Hebrew", "Farsi", "Turkish", "Urdu", "Swahili", "Amharic", "Somali"],
  },
];

export const CHAMORRO_HIGHLIGHT = {
  title: "Guam's Own Language: Chamorro",
  paragraphs: [
    "Chamorro is the native language of Guam and the Northern Mariana Islands, and it is our speciality. Our Chamorro translators grew up with the language and follow the official orthography of the Kumisión i Fino' CHamoru, so your text reads naturally to elders and students alike.",
    "We translate public notices, signage, school materials, legal documents, family histories and marketing for government offices, businesses and families who want to reach the Chamorro community in its own words.",
  ],
} as const;

export const BRAILLE_NOTICE = {
  title: "English to Braille",
  text: "We also transcribe English documents into Braille, so that notices, forms, menus and letters reach blind and low-vision readers as clearly as everyone else. Ask us about Braille for your next project.",
} as const;
