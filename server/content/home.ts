import { HOME_DEFAULTS, HOME_HTML_KEYS, type HomeContent } from "../../app/content/home-defaults";
import { sanitizeHtmlContent } from "../security/sanitize";

/**
 * The home page's texts: each key from the published `home` page when present, otherwise its
 * built-in default. Keys rendered as HTML are sanitised here, on every read.
 */
export async function getHomeContent(
  loadSections: () => Promise<Array<{ sectionKey: string; text: string }> | null> = async () => null,
): Promise<HomeContent> {
  const content: HomeContent = { ...HOME_DEFAULTS };
  const sections = await loadSections().catch(() => null);
  for (const section of sections ?? []) {
    if (Object.hasOwn(HOME_DEFAULTS, section.sectionKey)) {
      content[section.sectionKey as keyof HomeContent] = section.text;
    }
  }
  for (const key of HOME_HTML_KEYS) content[key] = sanitizeHtmlContent(content[key]);
  return content;
}
