import type { Kysely } from "kysely";
import { idColumn } from "../engine";

/**
 * The record of backups (README.md, "Backups"; server/backup/runs.ts): one row per run of
 * `npm run backup`, when it started and finished, whether it worked, the export's size, whether it
 * left the machine, where it went (never with a password), restic's snapshot id and the error.
 * `bytes` is a bigint: an export can pass PostgreSQL's 2 GB `integer`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("backup_runs"))
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text", (c) => c.notNull())
    .addColumn("ok", "integer", (c) => c.notNull())
    .addColumn("bytes", "bigint")
    .addColumn("offsite", "integer", (c) => c.notNull())
    .addColumn("repository", "text")
    .addColumn("snapshot", "text")
    .addColumn("error", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("backup_runs").execute();
}
