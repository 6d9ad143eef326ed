import type { Kysely } from "kysely";
import { idColumn } from "../engine";

/**
 * Redirects and the log of missing pages (docs/product.md, "Redirects"; server/redirects/).
 * - `redirects`: an old address (`from_path`, kept in its one written form: lower case, no
 *   trailing slash) sent on to a path or an https:// address with a 301 or 302, or answered 410
 *   (gone). `automatic` marks those a page's change of address made. Moved by export and import.
 * - `not_found_daily`: per day (in Guam), the addresses that answered 404, with their hits, when
 *   last, and the hosts that linked to them; bounded per day, never an address or a browser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("redirects"))
    .addColumn("from_path", "text", (c) => c.notNull().unique())
    .addColumn("to_target", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("automatic", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_hit_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable("not_found_daily"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_at", "text", (c) => c.notNull())
    .addColumn("referrers", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("not_found_daily_row").on("not_found_daily").columns(["day", "path"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("not_found_daily").execute();
  await db.schema.dropTable("redirects").execute();
}
