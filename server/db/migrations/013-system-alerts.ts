import type { Kysely } from "kysely";

/**
 * When each alert (server/system/alerts.ts, docs/deploying.md "Alerts") was last e-mailed: one row
 * per condition, so every instance on the database sends it at most once a day between them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("system_alerts")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("system_alerts").execute();
}
