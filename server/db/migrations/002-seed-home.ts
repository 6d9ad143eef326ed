import type { Kysely } from "kysely";
import { HOME_DEFAULTS, HOME_HTML_KEYS, type HomeContentKey } from "../../../app/content/home-defaults";
import type { Database } from "../schema";

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
  const htmlKeys: readonly string[] = HOME_HTML_KEYS;
  await db
    .insertInto("sections")
    .values(
      (Object.keys(HOME_DEFAULTS) as HomeContentKey[]).map((key, index) => ({
        page_id: page.id,
        section_key: key,
        section_type: htmlKeys.includes(key) ? ("html" as const) : ("text" as const),
        content: HOME_DEFAULTS[key],
        sort_order: index,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(): Promise<void> {}
