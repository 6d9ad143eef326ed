/**
 * The specification's fifteen home page keys with their defaults, as the home page's field
 * declaration (app/content/pages/home.ts) gives them: what the tests of the specification's home
 * page behaviour check against.
 */
import { HOME_PAGE } from "../../app/content/pages/home";

export const HOME_CONTENT_KEYS = [
  "hero_title",
  "hero_description",
  "feature_1_title",
  "feature_1_subtitle",
  "feature_2_title",
  "feature_2_subtitle",
  "feature_3_title",
  "feature_3_subtitle",
  "welcome_title",
  "welcome_description",
  "braille_title",
  "braille_description",
  "main_focus_title",
  "main_focus_description",
  "main_focus_cta",
] as const;
export type HomeContentKey = (typeof HOME_CONTENT_KEYS)[number];

/** The two keys the home page renders as HTML. */
export const HOME_HTML_KEYS = ["hero_title", "main_focus_description"] as const satisfies readonly HomeContentKey[];

export const HOME_DEFAULTS = Object.fromEntries(
  HOME_CONTENT_KEYS.map((key) => [key, HOME_PAGE.fields.find((field) => field.key === key)!.default as string]),
) as Record<HomeContentKey, string>;
