import type { Kysely } from "kysely";
import { idColumn } from "../engine";

/**
 * Comments on the parts of a translation (docs/product.md, "Comments on parts"; server/i18n/comments.ts):
 * one row per comment, `part` the part's key as the translation editor names it (@title,
 * @description, a section or field key). Open while `resolved_at` is null. A page deleted for good
 * takes its comments with it; a person removed leaves their name. Moved by export and import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("part_comments"))
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("part", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("resolved_at", "text")
    .addColumn("resolved_by_name", "text")
    .execute();
  await db.schema.createIndex("part_comments_page").on("part_comments").column("page_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("part_comments").execute();
}
