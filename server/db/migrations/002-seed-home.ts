import type { Kysely } from "kysely";
import type { Database } from "../schema";

/**
 * The fifteen texts the home page shipped with, as they were when this migration was written (a
 * migration runs once and must not change with the site's copy; the live defaults are the home
 * page's fields, app/content/pages/home.ts).
 */
const HOME_DEFAULTS = {
  hero_title: 'Professional Human Translation, <span class="highlight">Rooted in Guam</span>',
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
type HomeContentKey = keyof typeof HOME_DEFAULTS;
const HOME_HTML_KEYS: readonly HomeContentKey[] = ["hero_title", "main_focus_description"];

/**
 * The home page with its fifteen sections holding the built-in texts, so the administrator finds
 * them ready to edit. A migration runs exactly once: a home page deleted later is not recreated.
 */
export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as unknown as Kysely<Database>;
  const existing = await db.selectFrom("pages").select("id").where("slug", "=", "home").executeTakeFirst();
  if (existing) return;
  const now = new Date().toISOString();
  const page = await db
    .insertInto("pages")
    .values({
      title: "Home",
      slug: "home",
      status: "published",
      meta_description: null,
      meta_keywords: null,
      published_at: now,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("sections")
    .values(
      (Object.keys(HOME_DEFAULTS) as HomeContentKey[]).map((key, index) => ({
        page_id: page.id,
        section_key: key,
        section_type: HOME_HTML_KEYS.includes(key) ? ("html" as const) : ("text" as const),
        content: HOME_DEFAULTS[key],
        sort_order: index,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(): Promise<void> {}
