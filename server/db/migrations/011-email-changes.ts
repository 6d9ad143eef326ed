import type { Kysely } from "kysely";
import { idColumn } from "../engine";

/**
 * A change of an account's e-mail address waits here until the link mailed to the new address is
 * opened (docs/product.md, "Account"): the new address, the SHA-256 of the link's single-use token
 * (never the token), when it was asked for, until when it works, and when it was used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("email_changes"))
    .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("new_email", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("email_changes_admin").on("email_changes").columns(["admin_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_changes").execute();
}
