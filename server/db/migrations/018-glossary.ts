import type { Kysely } from "kysely";
import { idColumn } from "../engine";

/**
 * The glossary of each translation language (docs/product.md, "Glossary"; server/i18n/glossary.ts):
 * one row per term, in the order the owner keeps them (`position`), its English term once per
 * language whatever its case (`source_key`, lower case, single spaces). Moved by export and import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("glossary_terms"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("source_key", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("do_not_translate", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("glossary_terms_term").on("glossary_terms").columns(["locale", "source_key"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("glossary_terms").execute();
}
