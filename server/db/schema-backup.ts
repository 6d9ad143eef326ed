// The Kysely table type of the backups' record (server/backup/runs.ts), part of `Database` in schema.ts.
import type { Generated } from "kysely";

/**
 * One row per `npm run backup` (README.md, "Backups"): what the System screen and the alerts read.
 * Not part of the export: like the activity record, it stays with the database.
 */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  /** 1 when the backup was written (and, off the machine, sent and stored). */
  ok: number;
  /** The export's size; PostgreSQL's bigint arrives as text. Null when none was written. */
  bytes: number | string | null;
  /** 1 when sent to a restic repository, 0 when kept in the local folder. */
  offsite: number;
  /** The repository, without its password or credentials, or the local folder. */
  repository: string | null;
  /** restic's snapshot id. */
  snapshot: string | null;
  /** What went wrong, one line, at most 500 characters, never a secret. */
  error: string | null;
}
