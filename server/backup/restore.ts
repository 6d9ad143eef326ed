import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "kysely";
import sharp from "sharp";
import type { Config } from "../config";
import { openDatabase } from "../db/connect";
import { TABLES, type TableCounts } from "./format";
import { resticFor } from "./offsite";
import { BackupError, type Snapshot } from "./restic";
import { importSite, verifySiteFile } from "./site-file";

/**
 * `npm run restore -- <snapshot|latest> --into DIR` (README.md, "Backups"): a snapshot of the
 * repository becomes a new site in DIR, an empty folder that becomes its DATA_DIR (SQLite). The
 * export is checked whole and imported as `npm run import` does, then the database is counted
 * against what the export lists. The running site and its database are not touched.
 */

export interface RestoreOutcome {
  snapshot: Snapshot;
  where: string;
  into: string;
  counts: TableCounts;
}

/** A snapshot id as restic shows it (short or whole); restic is given only these, or "latest". */
const SNAPSHOT_ID = /^[0-9a-f]{8,64}$/;

/** This site's snapshots in the repository, oldest first (npm run restore -- --list). */
export async function listSnapshots(config: Config): Promise<{ where: string; snapshots: Snapshot[] }> {
  const restic = needRepository(config);
  return { where: restic.where, snapshots: await restic.snapshots() };
}

export async function restoreSite(config: Config, which: string, into: string): Promise<RestoreOutcome> {
  const restic = needRepository(config);
  if (which !== "latest" && !SNAPSHOT_ID.test(which))
    throw new BackupError(`"${which}" is not a snapshot: give latest, or an id that npm run restore -- --list shows`);
  const folder = path.resolve(into);
  const made = emptyFolder(folder);
  try {
    const snapshots = await restic.snapshots();
    const snapshot = which === "latest" ? snapshots.at(-1) : snapshots.find((s) => s.id.startsWith(which));
    if (!snapshot)
      throw new BackupError(
        which === "latest"
          ? `The repository ${restic.where} holds no backup of this site yet`
          : `The repository ${restic.where} holds no snapshot ${which} of this site: npm run restore -- --list shows them`,
      );
    // The export as `npm run export` writes it (gzip), in the new data directory, removed after.
    const file = path.join(folder, `restored-${snapshot.short_id}.export`);
    const gzip = createGzip({ level: 1 });
    const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
    await restic.dump(snapshot.id, gzip);
    await written;
    // Only each variant's header is read by sharp: its cache would only hold memory (server/cli/backup.ts).
    sharp.cache(false);
    const verified = await verifySiteFile(file);
    const handle = await openDatabase({ dataDir: folder });
    try {
      const counts = await importSite(handle.db, "sqlite", file, verified);
      for (const table of TABLES) {
        const { n } = (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db)).rows[0]!;
        if (Number(n) !== counts[table])
          throw new BackupError(`The restored database holds ${n} row(s) of ${table} where the export lists ${counts[table]}`);
      }
      rmSync(file);
      return { snapshot, where: restic.where, into: folder, counts };
    } finally {
      await handle.close();
    }
  } catch (err) {
    // Back to the empty folder it was: a second attempt is not refused for what the first left.
    if (made) rmSync(folder, { recursive: true, force: true });
    else for (const name of readdirSync(folder)) rmSync(path.join(folder, name), { recursive: true, force: true });
    throw err instanceof Error && !(err instanceof BackupError) ? new BackupError(restic.clean(err.message)) : err;
  }
}

function needRepository(config: Config) {
  const restic = resticFor(config);
  if (!restic)
    throw new BackupError(
      'BACKUP_REPOSITORY is not set: there is no repository to restore from (a local backup is loaded with npm run import, README.md "Backups")',
    );
  return restic;
}

/** Makes `folder` (owner only) or checks that it is empty; true when it was made. */
function emptyFolder(folder: string): boolean {
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    return true;
  }
  if (!statSync(folder).isDirectory()) throw new BackupError(`${folder} is not a folder: restore into a new, empty folder`);
  if (readdirSync(folder).length > 0)
    throw new BackupError(`${folder} is not empty: restore into a new, empty folder (it becomes the restored site's DATA_DIR)`);
  return false;
}
