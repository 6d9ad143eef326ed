import type { Kysely } from "kysely";

/**
 * Parts filled from a translation memory (docs/product.md, "Translation memory (TMX)"):
 * `translation_sources.from_memory` is 1 while a part's words are those a TMX import wrote, until
 * the part is saved with other words, marked up to date or imported from an XLIFF file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("translation_sources")
    .addColumn("from_memory", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("translation_sources").dropColumn("from_memory").execute();
}
