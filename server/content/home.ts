import { HOME_DEFAULTS, type HomeContent } from "../../app/content/home-defaults";

/**
 * The home page's texts: each key from the published `home` page's sections when present,
 * otherwise its built-in default. The sections come from the page store, which sanitises the
 * keys rendered as HTML (hero_title, main_focus_description) as it reads them.
 */
export function mergeHomeContent(sections: ReadonlyArray<{ sectionKey: string; text: string }> | null): HomeContent {
  const content: HomeContent = { ...HOME_DEFAULTS };
  for (const section of sections ?? []) {
    if (Object.hasOwn(HOME_DEFAULTS, section.sectionKey)) {
      content[section.sectionKey as keyof HomeContent] = section.text;
    }
  }
  return content;
}
