import { type Kysely, type Migration, Migrator } from "kysely";
import * as initial from "./migrations/001-initial";
import * as seedHome from "./migrations/002-seed-home";
import * as contentState from "./migrations/003-content-state";
import * as revisionsTrash from "./migrations/004-revisions-trash";
import * as media from "./migrations/005-media";
import * as builtInPages from "./migrations/006-built-in-pages";
import * as people from "./migrations/008-people";
import * as translations from "./migrations/007-translations";
import * as statistics from "./migrations/009-statistics";
import * as scheduleIndex from "./migrations/010-schedule-index";
import * as emailChanges from "./migrations/011-email-changes";
import * as backupRuns from "./migrations/012-backup-runs";
import * as systemAlerts from "./migrations/013-system-alerts";
import * as redirects from "./migrations/014-redirects";
import * as links from "./migrations/015-links";
import * as translationMemory from "./migrations/016-translation-memory";
import * as previewLinks from "./migrations/017-preview-links";
import * as glossary from "./migrations/018-glossary";
import * as reviews from "./migrations/019-reviews";
import * as partComments from "./migrations/020-part-comments";

/**
 * The migrations, imported rather than read from a folder: the server is bundled into one file by
 * esbuild, so there is no migrations directory at run time. Names sort in the order they run.
 */
const MIGRATIONS: Record<string, Migration> = {
  "001-initial": initial,
  "002-seed-home": seedHome,
  "003-content-state": contentState,
  "004-revisions-trash": revisionsTrash,
  "005-media": media,
  "006-built-in-pages": builtInPages,
  "008-people": people,
  "007-translations": translations,
  "009-statistics": statistics,
  "010-schedule-index": scheduleIndex,
  "011-email-changes": emailChanges,
  "012-backup-runs": backupRuns,
  "013-system-alerts": systemAlerts,
  "014-redirects": redirects,
  "015-links": links,
  "016-translation-memory": translationMemory,
  "017-preview-links": previewLinks,
  "018-glossary": glossary,
  "019-reviews": reviews,
  "020-part-comments": partComments,
};

/** The migrations this version of the site knows, oldest first (an export names its newest). */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS).sort();

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** The migrations this version knows that the database has not run yet (the doctor and the System screen). */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}
