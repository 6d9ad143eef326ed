/**
 * npm run backup [-- --check] and npm run restore -- <snapshot|latest> --into DIR | --list
 * (README.md, "Backups"; docs/decisions/027), with the same DATA_DIR / DATABASE_URL and BACKUP_*
 * settings as the server. What each prints is short, for a terminal or the journal, and never
 * holds the repository's password or credentials.
 */
import { loadConfig } from "../config";
import { openDatabase } from "../db/connect";
import { backupSite, checkBackups, LOCAL_KEPT } from "../backup/offsite";
import { listSnapshots, restoreSite } from "../backup/restore";
import { describeCounts, formatBytes, secondsSince, utcMinute } from "../backup/words";

export class UsageError extends Error {}

export const OFFSITE_USAGE = `  npm run backup [-- --check]
  npm run restore -- <snapshot id | latest> --into <empty folder>
  npm run restore -- --list

backup sends the site's export, encrypted, to the restic repository named by BACKUP_REPOSITORY
(password in BACKUP_PASSWORD or BACKUP_PASSWORD_FILE), creating it the first time, and keeps
14 daily, 8 weekly and 12 monthly copies; without BACKUP_REPOSITORY it keeps the last ${LOCAL_KEPT}
in BACKUP_DIR (default DATA_DIR/backups), not off the machine. --check verifies the repository.
restore makes a new site (SQLite) in the folder from a snapshot, and checks it.`;

export async function backup(args: string[]): Promise<number> {
  const unknown = args.filter((a) => a !== "--check");
  if (unknown.length > 0) throw new UsageError(`backup takes only --check (not ${unknown.join(" ")})`);
  const config = loadConfig();
  const started = performance.now();
  if (args.includes("--check")) {
    console.log(await checkBackups(config));
    return 0;
  }
  const handle = await openDatabase(config);
  try {
    const done = await backupSite(config, handle);
    const what = `${describeCounts(done.counts)} (export ${formatBytes(done.bytes)})`;
    if (!done.offsite) {
      console.log(
        `Backed up ${what} to ${done.where} in ${secondsSince(started)}, not off the machine: set BACKUP_REPOSITORY to send backups elsewhere (README.md, "Backups"). ${done.localKept} local backup(s) kept.`,
      );
      return 0;
    }
    if (done.created) console.log(`Created the restic repository ${done.where}.`);
    console.log(
      `Backed up ${what} to ${done.where}: snapshot ${done.snapshot}, ${formatBytes(done.processed ?? 0)} read, ${formatBytes(done.added ?? 0)} of it new (deduplicated, before compression), in ${secondsSince(started)}.`,
    );
    console.log(`Retention (14 daily, 8 weekly, 12 monthly): ${done.kept} snapshot(s) kept, ${done.removed} removed.`);
    return 0;
  } finally {
    await handle.close();
  }
}

export async function restore(args: string[]): Promise<number> {
  const config = loadConfig();
  if (args.length === 1 && args[0] === "--list") {
    const { where, snapshots } = await listSnapshots(config);
    if (snapshots.length === 0) console.log(`The repository ${where} holds no backup of this site yet.`);
    for (const s of snapshots) console.log(`${s.short_id}  ${utcMinute(s.time)}`);
    return 0;
  }
  const at = args.indexOf("--into");
  const into = at >= 0 ? args[at + 1] : undefined;
  const rest = at >= 0 ? args.filter((_, i) => i !== at && i !== at + 1) : args;
  if (!into || into.startsWith("-") || rest.length !== 1 || rest[0]!.startsWith("-"))
    throw new UsageError("restore needs a snapshot (an id, or latest) and --into <empty folder>");
  const started = performance.now();
  const done = await restoreSite(config, rest[0]!, into);
  console.log(
    `Restored snapshot ${done.snapshot.short_id} of ${utcMinute(done.snapshot.time)} from ${done.where} into ${done.into} in ${secondsSince(started)}: ${describeCounts(done.counts)}.`,
  );
  console.log(
    `Checked: the export was whole, and the new database holds every row it lists. Run the site on it with DATA_DIR=${done.into}, or move it to PostgreSQL with npm run export and npm run import.`,
  );
  return 0;
}
