import type { Kysely } from "kysely";

/**
 * One row counting changes to what the public site shows. Every write that can change a public
 * page increments it in the same transaction, so each instance sharing the database can tell, by
 * reading one number, that its rendered pages are out of date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .execute();
  await (db as Kysely<{ content_state: { id: number; version: number; changed_at: string } }>)
    .insertInto("content_state")
    .values({ id: 1, version: 1, changed_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_state").execute();
}
