import type { Kysely } from "kysely";
import { idColumn } from "../engine";

/**
 * Review before publishing (docs/product.md, "Review before publishing"): whether a language's
 * translations are reviewed (on unless turned off; a language without a row counts as on), whether
 * a translator may review, and each translation's reviews, its current one being its latest row.
 * An invitation carries the translator's permission to review like the one to publish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("site_languages")
    .addColumn("review_required", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("admins")
    .addColumn("can_review", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("invitations")
    .addColumn("can_review", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await idColumn(db, db.schema.createTable("translation_reviews"))
    .addColumn("page_id", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sent_by", "integer")
    .addColumn("sent_by_name", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("decided_by", "integer")
    .addColumn("decided_by_name", "text")
    .addColumn("decided_at", "text")
    .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("publish_at", "text")
    .execute();
  await db.schema.createIndex("translation_reviews_page").on("translation_reviews").columns(["page_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("translation_reviews").execute();
  await db.schema.alterTable("invitations").dropColumn("can_review").execute();
  await db.schema.alterTable("admins").dropColumn("can_review").execute();
  await db.schema.alterTable("site_languages").dropColumn("review_required").execute();
}
