import type { Kysely } from "kysely";
import { idColumn } from "../engine";

/**
 * The link checker's findings (docs/product.md, "Links"; server/links/): one row per link or image
 * a page (English or a translation) shows, with what its last check found. Derived from the
 * pages' content and read again from it, so it is not part of the export; bounded per page
 * (server/links/extract.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("links"))
    .addColumn("page_id", "integer", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("href", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("external", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("unchecked"))
    .addColumn("http_status", "integer")
    .addColumn("target", "text")
    .addColumn("checked_at", "text")
    .execute();
  await db.schema.createIndex("links_page").on("links").columns(["page_id", "kind", "href"]).unique().execute();
  await db.schema.createIndex("links_href").on("links").columns(["external", "href"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("links").execute();
}
