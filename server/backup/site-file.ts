import { type Kysely, type Transaction, sql } from "kysely";
import type { Database, Engine } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { nowIso } from "../db/connect";
import { BATCH, SiteFileError, TABLES, type Table, type TableCounts } from "./format";
import { SiteFileReader } from "./reader";

/**
 * Backup and restore of the whole site (docs/product.md, "Backups"): the file's format is in
 * format.ts, the writer in writer.ts, the reader of its frame in reader.ts. A file is imported in
 * two passes: one that reads it whole without writing, then one transaction that writes it.
 */
export { exportSite } from "./writer";
export { FORMAT, FORMAT_VERSION, SiteFileError, TABLES } from "./format";

/** A file checked whole: its row counts and the checksum the writing pass must find again. */
export interface VerifiedFile {
  counts: TableCounts;
  sha256: string;
}

/**
 * Reads the whole file once, checking its frame (reader.ts), without writing anything.
 */
export async function verifySiteFile(file: string): Promise<VerifiedFile> {
  const reader = new SiteFileReader(file);
  for await (const _ of reader.rows());
  return { counts: reader.counts, sha256: reader.sha256 };
}

/**
 * Whether the database holds nothing yet: no administrator, no image, and no page but the home
 * page the first start-up seeds, unchanged.
 */
export async function isEmptySite(db: Kysely<Database>): Promise<boolean> {
  const [admins, media, pages] = await Promise.all([
    db.selectFrom("admins").select("id").limit(1).execute(),
    db.selectFrom("media").select("id").limit(1).execute(),
    db.selectFrom("pages").select(["slug", "version"]).limit(2).execute(),
  ]);
  return admins.length === 0 && media.length === 0 && pages.every((p) => p.slug === "home" && p.version === 1);
}

/**
 * Loads a file into the database in one transaction: what was there (content, sessions, reset
 * links) is replaced, ids are kept, and PostgreSQL's id sequences continue after them. The file
 * is checked first (verifySiteFile), unless the caller did so and hands in the result; the rows
 * written must then be those checked, to the last byte, or nothing is. The caller decides whether
 * a non-empty database may be replaced.
 */
export async function importSite(db: Kysely<Database>, engine: Engine, file: string, verified?: VerifiedFile): Promise<TableCounts> {
  const checked = verified ?? (await verifySiteFile(file));
  await inTransaction(db, async (trx) => {
    for (const table of ["login_attempts", "password_resets", "sessions", ...[...TABLES].reverse()] as const) {
      await trx.deleteFrom(table).execute();
    }
    let pending: { table: Table; rows: Array<Record<string, unknown>> } | null = null;
    const flush = async () => {
      if (!pending || pending.rows.length === 0) return;
      await trx.insertInto(pending.table).values(pending.rows as never).execute();
      pending = null;
    };
    const reader = new SiteFileReader(file);
    for await (const item of reader.rows()) {
      if (pending && (pending.table !== item.table || pending.rows.length >= Math.min(BATCH[item.table], 100))) await flush();
      pending ??= { table: item.table, rows: [] };
      pending.rows.push(item.row);
    }
    await flush();
    if (reader.sha256 !== checked.sha256) throw new SiteFileError("The file changed while it was being imported: nothing was imported.");
    if (engine === "postgres") await resetSequences(trx);
    await trx
      .updateTable("content_state")
      .set((eb) => ({ version: eb("version", "+", 1), changed_at: nowIso() }))
      .where("id", "=", 1)
      .execute();
  });
  return checked.counts;
}

async function resetSequences(trx: Transaction<Database>): Promise<void> {
  for (const table of TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 1), (select max(id) from ${sql.table(table)}) is not null)`.execute(trx);
  }
}
