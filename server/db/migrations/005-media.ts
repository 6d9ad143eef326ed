import type { Kysely } from "kysely";
import { engineOf, idColumn } from "../engine";

/**
 * The media library, in the database like everything else (one backup holds the whole site, and
 * every instance on one PostgreSQL serves the same images): an uploaded image, and its variants
 * (each width in AVIF, WebP and a JPEG or PNG fallback) as bytes. A page may name one image as
 * its social-sharing image.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = engineOf(db) === "postgres" ? "bytea" : "blob";
  await idColumn(db, db.schema.createTable("media"))
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("fallback", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable("media_variants"))
    .addColumn("media_id", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("file", "text", (c) => c.notNull().unique())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("etag", "text", (c) => c.notNull())
    .addColumn("data", blob, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_variants_media").on("media_variants").column("media_id").execute();

  await db.schema.alterTable("pages").addColumn("og_image_id", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pages").dropColumn("og_image_id").execute();
  await db.schema.dropTable("media_variants").execute();
  await db.schema.dropTable("media").execute();
}
