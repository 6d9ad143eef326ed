/**
 * The fifteen texts of the home page that the administrator can change (docs/product.md, 4.2).
 * Each default is shown whenever the managed `home` page lacks that section or is a draft.
 */
export const HOME_DEFAULTS = {
  hero_title: "Professional Human Translation, <span class=\"highlight\">Rooted in Guam</span>",
  hero_description:
    "Certified translators for businesses, government offices and families across the Marianas and beyond. Documents, websites and marketing material in more than 100 languages, with Chamorro as our speciality.",
  feature_1_title: "100+ Languages",
  feature_1_subtitle: "From Chamorro to Japanese",
  feature_2_title: "Confidential",
  feature_2_subtitle: "Every file handled in confidence",
  feature_3_title: "Fast Turnaround",
  feature_3_subtitle: "Most projects in 24-72 hours",
  welcome_title: "Welcome to Guam's Translation Service",
  welcome_description:
    "We translate from English into other languages and back into English for clients on Guam, in the Commonwealth of the Northern Mariana Islands and around the world. Every project is handled by a professional human translator who knows the subject and the culture, never by a machine alone.",
  braille_title: "English to Braille",
  braille_description:
    "We also transcribe English documents into Braille, so that notices, forms and letters reach blind and low-vision readers as clearly as everyone else. Ask us about Braille for your next project.",
  main_focus_title: "Our Main Focus: Accurate Translations You Can Trust",
  main_focus_description:
    "<p>Every translation is done by a qualified human translator and checked before delivery. We keep your words, your tone and your meaning, and we keep your documents <strong>confidential</strong>.</p><p>Tell us what you need and receive a quote within 24 hours.</p>",
  main_focus_cta: "Ready to start? Request your free quote today.",
} as const satisfies Record<string, string>;

export type HomeContentKey = keyof typeof HOME_DEFAULTS;
export type HomeContent = Record<HomeContentKey, string>;

export const HOME_CONTENT_KEYS = Object.keys(HOME_DEFAULTS) as HomeContentKey[];

/** These two keys are rendered as HTML; they are sanitised on the server before rendering. */
export const HOME_HTML_KEYS = ["hero_title", "main_focus_description"] as const satisfies readonly HomeContentKey[];

/**
 * The home page's texts: each key from the managed `home` page's sections when present (and a
 * string), otherwise its built-in default. The one merge, used by the server and the browser.
 */
export function mergeHomeContent(sections: ReadonlyArray<{ sectionKey: unknown; text: unknown }> | null | undefined): HomeContent {
  const content: HomeContent = { ...HOME_DEFAULTS };
  for (const section of sections ?? []) {
    if (typeof section.sectionKey === "string" && Object.hasOwn(HOME_DEFAULTS, section.sectionKey) && typeof section.text === "string") {
      content[section.sectionKey as HomeContentKey] = section.text;
    }
  }
  return content;
}
