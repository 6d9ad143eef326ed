import { BUILT_IN_PAGES, isBuiltInSlug } from "../../app/content/pages/registry";
import { type Kysely, type Transaction, sql } from "kysely";
import type { Database, Engine } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { nowIso } from "../db/connect";
import { BATCH, SiteFileError, TABLES, type Table, type TableCounts } from "./format";
import { type FileRow, SiteFileReader } from "./reader";
import { type Refusal, RowChecker } from "./rows";
import { RowProblem } from "./values";
import { ActivityLog, SHELL } from "../activity-log";

/**
 * Backup and restore of the whole site (docs/product.md, "Backups"): the file's format is in
 * format.ts, the writer in writer.ts, the reader of its frame in reader.ts, and the checks of its
 * rows in rows.ts and variants.ts. A file is imported in two passes: one that reads and checks
 * every row without writing, then one transaction that writes them.
 */
export { exportSite } from "./writer";
export { SiteFileError } from "./format";

/** A file checked whole: its row counts and the checksum the writing pass must find again. */
export interface VerifiedFile {
  counts: TableCounts;
  sha256: string;
}

/** Image bytes decoded at once while the rows after them are read. */
const IMAGE_CHECKS_AT_ONCE = 4;

const refusal = ({ line, table, id, message }: Refusal) =>
  new SiteFileError(
    `Line ${line} (${table}${typeof id === "number" || typeof id === "string" ? `, id ${String(id).slice(0, 20)}` : ""}): ${message.replace(/\.$/, "")}. Nothing was imported.`,
  );

const at = ({ line, table, row }: FileRow, message: string): Refusal => ({ line, table, id: row.id, message });

/**
 * Reads the whole file once, writing nothing: its frame (reader.ts) and every row as the API would
 * check it (rows.ts). The first row the site would not have written is refused with its line,
 * table, id and the field at fault.
 */
export async function verifySiteFile(file: string): Promise<VerifiedFile> {
  const reader = new SiteFileReader(file);
  const checker = new RowChecker();
  const pending: Array<{ where: Refusal; done: Promise<unknown> }> = [];
  /** The earliest image check still running, awaited; a refusal names its row. */
  const settle = async () => {
    const { where, done } = pending.shift()!;
    const problem = await done;
    if (problem instanceof RowProblem) throw refusal({ ...where, message: problem.message });
    if (problem) throw problem;
  };
  for await (const item of reader.rows()) {
    let work: Promise<void> | undefined;
    try {
      work = checker.check(item);
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      // An image of an earlier line that is refused too is named first.
      while (pending.length > 0) await settle();
      throw refusal(at(item, err.message));
    }
    if (work) {
      pending.push({
        where: at(item, ""),
        done: work.then(
          () => null,
          (err: unknown) => err ?? new Error("image check failed"),
        ),
      });
      if (pending.length >= IMAGE_CHECKS_AT_ONCE) await settle();
    }
  }
  while (pending.length > 0) await settle();
  const last = checker.finish();
  if (last) throw refusal(last);
  return { counts: reader.counts, sha256: reader.sha256 };
}

/**
 * Whether the database holds nothing yet: no administrator, no image, and no page but the
 * built-in pages the migrations create (app/content/pages/registry.ts), unchanged.
 */
export async function isEmptySite(db: Kysely<Database>): Promise<boolean> {
  const [admins, media, pages] = await Promise.all([
    db.selectFrom("admins").select("id").limit(1).execute(),
    db.selectFrom("media").select("id").limit(1).execute(),
    db
      .selectFrom("pages")
      .select(["slug", "version"])
      .limit(BUILT_IN_PAGES.length + 2)
      .execute(),
  ]);
  return admins.length === 0 && media.length === 0 && pages.every((p) => isBuiltInSlug(p.slug) && p.version === 1);
}

/**
 * Loads a file into the database in one transaction: what was there (content, sessions, reset
 * links, address changes waiting for their link) is replaced, ids are kept, and PostgreSQL's id sequences continue after them. The file
 * is checked first (verifySiteFile), unless the caller did so and hands in the result; the rows
 * written must then be those checked, to the last byte, or nothing is. The caller decides whether
 * a non-empty database may be replaced.
 */
export async function importSite(db: Kysely<Database>, engine: Engine, file: string, verified?: VerifiedFile): Promise<TableCounts> {
  const checked = verified ?? (await verifySiteFile(file));
  await inTransaction(db, async (trx) => {
    for (const table of [
      "login_attempts",
      "password_resets",
      "email_changes",
      "sessions",
      "stats_visitors",
      "stats_salts",
      "not_found_daily",
      // The link checker's findings are derived from the pages: read again from the imported ones.
      "links",
      // Not in the file (short-lived secrets, docs/decisions/036-preview-links.md): they would name the pages replaced.
      "preview_links",
      ...[...TABLES].reverse(),
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
    let pending: { table: Table; rows: Array<Record<string, unknown>> } | null = null;
    const flush = async () => {
      if (!pending || pending.rows.length === 0) return;
      await trx
        .insertInto(pending.table)
        .values(pending.rows as never)
        .execute();
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
    // The activity record is the database's own (not in the file): it keeps its entries and says so.
    const total = Object.values(checked.counts).reduce((sum, n) => sum + n, 0);
    await new ActivityLog(db).record(
      {
        actor: SHELL,
        kind: "site-imported",
        target: { type: "site", id: null, label: file.split("/").at(-1) ?? file },
        detail: { rows: total },
      },
      trx,
    );
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
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 1), (select max(id) from ${sql.table(table)}) is not null)`.execute(
      trx,
    );
  }
}
