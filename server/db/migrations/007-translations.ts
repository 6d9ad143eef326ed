import { type Kysely, sql } from "kysely";
import { idColumn } from "../engine";

/**
 * Translations (docs/product.md, "The site in its visitors' languages"). A translation is a page
 * of its own, with its language (`locale`) and the English page it translates (`source_page_id`;
 * it goes when that page is deleted for ever). Its slug is the address it is served at, the
 * language and the English page's slug ("ja/contact"): unique like every slug, and never a slug an
 * English page can take (those have no "/"). English pages get `locale` "en".
 *
 * `site_languages` holds which languages the owner enabled (a new site has English only), and
 * `translation_sources`, for each section of a translation, the English text it was translated
 * from: when the English page's section no longer says that, the translation is outdated there.
 *
 * The locale codes become reserved slugs (/ja/ is Japanese): an owner's page that used one keeps
 * its content under "{code}-page" (or "-2", "-3", ...).
 */
const CODES = ["en", "ja", "ko", "zh-hans", "zh-hant", "ch", "fil"];

type Tables = { pages: { id: number; slug: string; updated_at: string } };

export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as unknown as Kysely<Tables>;
  const now = new Date().toISOString();
  for (const code of CODES) {
    const taken = await db.selectFrom("pages").select("id").where("slug", "=", code).executeTakeFirst();
    if (!taken) continue;
    let slug = `${code}-page`;
    for (let n = 2; await db.selectFrom("pages").select("id").where("slug", "=", slug).executeTakeFirst(); n += 1) slug = `${code}-${n}`;
    await db.updateTable("pages").set({ slug, updated_at: now }).where("id", "=", taken.id).execute();
  }

  await anyDb.schema
    .alterTable("pages")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  await anyDb.schema
    .alterTable("pages")
    .addColumn("source_page_id", "integer", (c) => c.references("pages.id").onDelete("cascade"))
    .execute();
  // One translation per page and language.
  await anyDb.schema
    .createIndex("pages_translation")
    .on("pages")
    .columns(["source_page_id", "locale"])
    .unique()
    .where(sql.ref("source_page_id"), "is not", null)
    .execute();
  await anyDb.schema.createIndex("pages_locale").on("pages").columns(["locale", "deleted_at"]).execute();

  // Numbered rows like every table, so that export and import treat them alike (server/backup).
  await idColumn(anyDb, anyDb.schema.createTable("site_languages"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await idColumn(anyDb, anyDb.schema.createTable("translation_sources"))
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("section_key", "text", (c) => c.notNull())
    /** The English section's stored text when this translation's section was last saved or marked up to date. */
    .addColumn("source_text", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("translation_sources_part", ["page_id", "section_key"])
    .execute();
}

export async function down(anyDb: Kysely<unknown>): Promise<void> {
  await anyDb.schema.dropTable("translation_sources").execute();
  await anyDb.schema.dropTable("site_languages").execute();
  await anyDb.schema.dropIndex("pages_locale").execute();
  await anyDb.schema.dropIndex("pages_translation").execute();
  await anyDb.schema.alterTable("pages").dropColumn("source_page_id").execute();
  await anyDb.schema.alterTable("pages").dropColumn("locale").execute();
}
