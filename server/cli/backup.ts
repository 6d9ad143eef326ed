/**
 * The site's backup and move between databases (npm run export / npm run import), against the same
 * DATA_DIR / DATABASE_URL as the server:
 *   export <file>               everything the site holds, in one consistent snapshot, while it runs
 *   import <file> [--replace]   into an empty database (or replacing what it holds, when told)
 * The file is checked whole, every row as the API would check it, before anything is written.
 * See README.md, "Backups", and docs/product.md, section 10.
 */
import { accessSync, constants, existsSync, mkdirSync, statSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { ConfigError, loadConfig } from "../config";
import { DatabaseOpenError, openDatabase } from "../db/connect";
import { exportSite, importSite, isEmptySite, SiteFileError, verifySiteFile } from "../backup/site-file";

const USAGE = `Usage:
  npm run export -- <file>
  npm run import -- <file> [--replace]

export writes everything the site holds (pages, sections, revisions, the trash, images,
administrators, the visitor statistics' daily roll-ups) to <file> while the server keeps running. import loads such a file into the
database named by DATABASE_URL (or DATA_DIR's SQLite file); it refuses a database that already
holds a site unless --replace is given, and checks the whole file (every row as the site's
own screens would check it) before writing anything.`;

class UsageError extends Error {}

/**
 * The folder the export goes to, made when missing (owner only: the file holds password hashes),
 * or a message saying exactly what is missing and how to make it, before the database is opened.
 */
function prepareFolder(file: string): void {
  const folder = path.dirname(path.resolve(file));
  const user = userInfo().username;
  const fix = `create it once for the user that runs the export: sudo install -d -m 700 -o ${user} ${folder}`;
  if (!existsSync(folder)) {
    try {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new SiteFileError(`The folder ${folder} does not exist, and ${user} may not create it (${code}): ${fix}`);
    }
    return;
  }
  if (!statSync(folder).isDirectory()) throw new SiteFileError(`${folder} is not a folder: choose another place for the export.`);
  try {
    accessSync(folder, constants.W_OK | constants.X_OK);
  } catch {
    throw new SiteFileError(`${user} may not write in ${folder}: ${fix} (or sudo chown ${user} ${folder})`);
  }
}

const describe = (counts: Record<string, number>) =>
  `${counts.pages} page(s), ${counts.sections} section(s), ${counts.page_revisions} revision(s), ${counts.media} image(s) with ${counts.media_variants} variant(s), ${counts.admins} administrator(s), ${counts.stats_daily ?? 0} statistics roll-up(s)`;

async function main(command: string | undefined, args: string[]): Promise<number> {
  if (command === "--help" || command === "-h" || args.includes("--help")) {
    console.log(USAGE);
    return 0;
  }
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
      console.log(`Exported ${describe(counts)} to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
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
      console.log(`Imported ${describe(counts)} from ${file} into ${engine === "postgres" ? "PostgreSQL" : "SQLite"} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
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
    if (err instanceof SiteFileError || err instanceof ConfigError || err instanceof DatabaseOpenError) {
      console.error(err.message);
      return 1;
    }
    console.error("Failed:", err instanceof Error ? err.message : err);
    return 1;
  }
}
