import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The record of backups (table `backup_runs`, README.md "Backups"): `npm run backup` writes one row
 * per run, and the System screen and the alerts read the last one with lastBackup().
 */

/** An error is kept to this many characters: one line an operator reads, not a log. */
export const ERROR_MAX = 500;
/** Rows kept: more than a year of daily runs. */
const KEPT = 400;

export interface BackupRun {
  startedAt: string;
  finishedAt: string;
  ok: boolean;
  bytes: number | null;
  offsite: boolean;
  /** Without its password or credentials (restic.ts, redactRepository), or the local folder. */
  repository: string | null;
  snapshot?: string | null;
  error?: string | null;
}

export interface LastBackup {
  at: string;
  ok: boolean;
  bytes: number | null;
  offsite: boolean;
  error?: string;
}

/** Records one run and forgets the oldest past KEPT. The caller has removed every secret from `error`. */
export async function recordBackupRun(db: Kysely<Database>, run: BackupRun): Promise<void> {
  const error = run.error ? run.error.replace(/\s+/g, " ").trim().slice(0, ERROR_MAX) : null;
  await db
    .insertInto("backup_runs")
    .values({
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      ok: run.ok ? 1 : 0,
      bytes: run.bytes,
      offsite: run.offsite ? 1 : 0,
      repository: run.repository,
      snapshot: run.snapshot ?? null,
      error,
    })
    .execute();
  const old = await db.selectFrom("backup_runs").select("id").orderBy("id", "desc").offset(KEPT).limit(1).executeTakeFirst();
  if (old) await db.deleteFrom("backup_runs").where("id", "<=", old.id).execute();
}

/** The last run, finished, as the System screen shows it; undefined when no backup has run yet. */
export async function lastBackup(db: Kysely<Database>): Promise<LastBackup | undefined> {
  const row = await db
    .selectFrom("backup_runs")
    .select(["finished_at", "ok", "bytes", "offsite", "error"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    at: row.finished_at,
    ok: row.ok === 1,
    bytes: row.bytes === null ? null : Number(row.bytes),
    offsite: row.offsite === 1,
    ...(row.error ? { error: row.error } : {}),
  };
}

/** When the last backup that worked finished; undefined when none has. The alerts' 26 hours count from it. */
export async function lastSuccessfulBackupAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom("backup_runs")
    .select("finished_at")
    .where("ok", "=", 1)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.finished_at;
}
