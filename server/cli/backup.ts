/**
 * The site's backup and move between databases (npm run export / npm run import), against the same
 * DATA_DIR / DATABASE_URL as the server:
 *   export <file>               everything the site holds, in one consistent snapshot, while it runs
 *   import <file> [--replace]   into an empty database (or replacing what it holds, when told)
 *   backup [--check], restore   the export sent to a restic repository and back (backup-offsite.ts)
 * The file is checked whole, every row as the API would check it, before anything is written.
 * See README.md, "Backups", and docs/product.md, section 10.
 */
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { ConfigError, loadConfig } from "../config";
import { DatabaseOpenError, openDatabase } from "../db/connect";
import { exportSite, importSite, isEmptySite, SiteFileError, verifySiteFile } from "../backup/site-file";
import { prepareFolder } from "../backup/folder";
import { describeCounts } from "../backup/words";
import { BackupError } from "../backup/restic";
import { backup, OFFSITE_USAGE, restore, UsageError } from "./backup-offsite";

const USAGE = `Usage:
  npm run export -- <file>
  npm run import -- <file> [--replace]
${OFFSITE_USAGE}

export writes everything the site holds (pages, sections, revisions, the trash, images,
administrators, the visitor statistics' daily roll-ups) to <file> while the server keeps running. import loads such a file into the
database named by DATABASE_URL (or DATA_DIR's SQLite file); it refuses a database that already
holds a site unless --replace is given, and checks the whole file (every row as the site's
own screens would check it) before writing anything.`;

async function main(command: string | undefined, args: string[]): Promise<number> {
  if (command === "--help" || command === "-h" || args.includes("--help")) {
    console.log(USAGE);
    return 0;
  }
  if (command === "backup") return backup(args);
  if (command === "restore") return restore(args);
  const replace = args.includes("--replace");
  const files = args.filter((a) => a !== "--replace");
  if (files.length !== 1 || files[0]!.startsWith("-")) throw new UsageError(`${command ?? "export or import"} needs one <file>`);
  const file = files[0]!;
  if (command === "export") {
    if (replace) throw new UsageError("--replace is for import");
    const config = loadConfig();
    prepareFolder(file);
    const { db, engine, close } = await openDatabase(config);
    try {
      const started = performance.now();
      const counts = await exportSite(db, engine, file);
      console.log(`Exported ${describeCounts(counts)} to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    } finally {
      await close();
    }
    return 0;
  }
  if (command === "import") {
    if (!existsSync(file)) throw new SiteFileError(`No such file: ${file}`);
    const started = performance.now();
    // The import asks sharp only for each variant's header: libvips's cache of operations would
    // just hold memory (about 75 MB more at the peak for the bench:export site's 1,800 variants).
    sharp.cache(false);
    // Checked whole, every row, before the database is even opened: a bad file changes nothing
    // anywhere. The import then reads it once more, to write it, and need not check it again.
    const verified = await verifySiteFile(file);
    const config = loadConfig();
    const { db, engine, close } = await openDatabase(config);
    try {
      if (!replace && !(await isEmptySite(db))) {
        console.error("The database already holds a site. Import into an empty database, or add --replace to replace everything in it.");
        return 1;
      }
      const counts = await importSite(db, engine, file, verified);
      console.log(
        `Imported ${describeCounts(counts)} from ${file} into ${engine === "postgres" ? "PostgreSQL" : "SQLite"} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    } finally {
      await close();
    }
    return 0;
  }
  throw new UsageError(command ? `Unknown command "${command}"` : "");
}

export async function run(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    return await main(command, args);
  } catch (err) {
    if (err instanceof UsageError) {
      if (err.message) console.error(err.message + "\n");
      console.error(USAGE);
      return 2;
    }
    if (err instanceof SiteFileError || err instanceof ConfigError || err instanceof DatabaseOpenError || err instanceof BackupError) {
      console.error(err.message);
      return 1;
    }
    console.error("Failed:", err instanceof Error ? err.message : err);
    return 1;
  }
}
