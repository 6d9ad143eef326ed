import type { Kysely } from "kysely";
import { idColumn } from "../engine";

/**
 * Preview links (docs/product.md, "Preview links"; docs/decisions/036-preview-links.md): a page's
 * current content shown to someone without an account, at /preview/{token}, until `expires_at`
 * or until withdrawn. Only the token's SHA-256 (`token_hash`, base64url) is stored. A page deleted
 * for good takes its links with it. Not part of the export: short-lived secrets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("preview_links"))
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("openings", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_opened_at", "text")
    .addColumn("withdrawn_at", "text")
    .execute();
  await db.schema.createIndex("preview_links_page").on("preview_links").column("page_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("preview_links").execute();
}
