import { createReadStream, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import type { Config } from "../config";
import { type DatabaseHandle, nowIso } from "../db/connect";
import { prepareFolder } from "./folder";
import { SiteFileError, type TableCounts } from "./format";
import { BackupError, redactRepository, Restic } from "./restic";
import { recordBackupRun } from "./runs";
import { exportSite, verifySiteFile } from "./site-file";
import { utcMinute } from "./words";

/**
 * `npm run backup` (README.md, "Backups"; docs/decisions/027): the site's export, sent with restic to
 * BACKUP_REPOSITORY, encrypted and deduplicated, then the retention policy; or, without a
 * repository, kept in a local folder (the last LOCAL_KEPT). Every run is recorded (runs.ts).
 */

/** Local backups kept in BACKUP_DIR. */
export const LOCAL_KEPT = 14;
/** The share of the repository's data `--check` reads back and decrypts (restic check --read-data-subset). */
export const CHECK_SUBSET = "10%";
/** A local backup's name: its moment in UTC, so that names sort in time. */
const LOCAL_NAME = /^site-\d{4}-\d{2}-\d{2}T\d{6}Z\.export$/;

export interface BackupOutcome {
  counts: TableCounts;
  /** The export's size (gzip-compressed, as `npm run export` writes it). */
  bytes: number;
  offsite: boolean;
  /** The repository without its secrets, or the local file. */
  where: string;
  snapshot?: string;
  /** Off the machine: whether the repository was made by this run, what restic had to store, what retention kept. */
  created?: boolean;
  added?: number;
  processed?: number;
  kept?: number;
  removed?: number;
  /** Local: the backups the folder holds now. */
  localKept?: number;
}

/** The repository named by the configuration, or undefined when backups stay on the machine. */
export function resticFor(config: Config): Restic | undefined {
  const { repository, password, passwordFile, environment } = config.backup;
  if (!repository) return undefined;
  if (password === undefined && !passwordFile)
    throw new BackupError(
      'BACKUP_REPOSITORY is set, but neither BACKUP_PASSWORD nor BACKUP_PASSWORD_FILE: set one in the environment file (README.md, "Backups")',
    );
  return new Restic(repository, { value: password, file: passwordFile }, environment);
}

/** Runs one backup and records it, failed or not; a failure is thrown as a BackupError with no secret in it. */
export async function backupSite(config: Config, handle: DatabaseHandle): Promise<BackupOutcome> {
  const startedAt = nowIso();
  let restic: Restic | undefined;
  let partial: Partial<BackupOutcome> = {};
  try {
    restic = resticFor(config);
    const outcome = restic ? await offsite(config, handle, restic, (got) => (partial = got)) : await local(config, handle);
    await recordBackupRun(handle.db, {
      startedAt,
      finishedAt: nowIso(),
      ok: true,
      bytes: outcome.bytes,
      offsite: outcome.offsite,
      repository: restic ? restic.where : config.backup.dir,
      snapshot: outcome.snapshot,
    });
    return outcome;
  } catch (err) {
    const said = err instanceof Error ? err.message : String(err);
    // A BackupError's message holds restic's words already cleaned; any other is cleaned here.
    const message = err instanceof BackupError || err instanceof SiteFileError ? said : `The backup failed: ${said.split("\n")[0]}`;
    const error = restic && !(err instanceof BackupError) ? restic.clean(message) : message;
    await recordBackupRun(handle.db, {
      startedAt,
      finishedAt: nowIso(),
      ok: false,
      bytes: partial.bytes ?? null,
      offsite: Boolean(config.backup.repository),
      repository: restic?.where ?? (config.backup.repository ? redactRepository(config.backup.repository) : config.backup.dir),
      snapshot: partial.snapshot,
      error,
    }).catch(() => {});
    throw new BackupError(error);
  }
}

async function offsite(
  config: Config,
  handle: DatabaseHandle,
  restic: Restic,
  progress: (got: Partial<BackupOutcome>) => void,
): Promise<BackupOutcome> {
  // Before the export: a wrong password or an unreachable repository costs no export.
  const created = await restic.ensureRepository();
  // A folder of its own, readable by this user only (the export holds password hashes), removed after.
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(path.join(config.dataDir, ".backup-"));
  try {
    const file = path.join(staging, "site.export");
    const counts = await exportSite(handle.db, handle.engine, file);
    const bytes = statSync(file).size;
    progress({ bytes });
    // Sent uncompressed: restic compresses itself, and deduplicates what the last backup already
    // stored (docs/decisions/027), which gzip's output would hide.
    const input = createGunzip();
    const reading = pipeline(createReadStream(file), input);
    const sent = await restic.backup(input);
    await reading;
    progress({ bytes, snapshot: sent.snapshot });
    let retention: { kept: number; removed: number };
    try {
      retention = await restic.forget();
    } catch (err) {
      throw new BackupError(`The backup was stored (snapshot ${sent.snapshot}), but ${(err as Error).message}`);
    }
    return { counts, bytes, offsite: true, where: restic.where, created, ...sent, ...retention };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function local(config: Config, handle: DatabaseHandle): Promise<BackupOutcome> {
  const folder = config.backup.dir;
  const name = `site-${nowIso().slice(0, 19).replace(/:/g, "")}Z.export`;
  const file = path.join(folder, name);
  prepareFolder(file);
  const counts = await exportSite(handle.db, handle.engine, file);
  const kept = localBackups(folder);
  for (const old of kept.slice(LOCAL_KEPT)) rmSync(path.join(folder, old), { force: true });
  return { counts, bytes: statSync(file).size, offsite: false, where: file, localKept: Math.min(kept.length, LOCAL_KEPT) };
}

/** The local backups in `folder`, newest first. */
function localBackups(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => LOCAL_NAME.test(name))
    .sort()
    .reverse();
}

/**
 * `npm run backup -- --check`: restic check of the repository, reading back CHECK_SUBSET of its
 * data; without a repository, the newest local backup read whole as an import would. One line
 * saying what was found; a BackupError when something is wrong.
 */
export async function checkBackups(config: Config): Promise<string> {
  const restic = resticFor(config);
  if (!restic) {
    const folder = config.backup.dir;
    let newest: string | undefined;
    try {
      newest = localBackups(folder)[0];
    } catch {
      // No folder: no backup yet, said below.
    }
    if (!newest) throw new BackupError(`There is no backup in ${folder} yet: run npm run backup (BACKUP_REPOSITORY is not set)`);
    const { counts } = await verifySiteFile(path.join(folder, newest));
    return `The newest local backup, ${path.join(folder, newest)}, is whole (${counts.pages} page(s), ${counts.media} image(s)); it is not off the machine: set BACKUP_REPOSITORY (README.md, "Backups").`;
  }
  await restic.check(CHECK_SUBSET);
  const snapshots = await restic.snapshots();
  const latest = snapshots.at(-1);
  return `The repository ${restic.where} is sound (restic check, ${CHECK_SUBSET} of its data read back): ${snapshots.length} snapshot(s) of this site${latest ? `, the latest ${latest.short_id} of ${utcMinute(latest.time)}` : ""}.`;
}
