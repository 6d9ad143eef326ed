import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import { createReadStream, createWriteStream, renameSync, rmSync } from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { PassThrough } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { type Kysely, type Transaction, sql } from "kysely";
import type { Database, Engine } from "../db/schema";
import { MIGRATION_NAMES } from "../db/migrate";
import { inSnapshot, inTransaction } from "../db/transaction";
import { nowIso } from "../db/connect";

/**
 * The site's one portable file (docs/product.md, "Backups"): gzip-compressed JSON lines. A header
 * line names the format and the schema it was written with, one line per row follows, table by
 * table (parents first), and an end line carries the row counts and the SHA-256 of every line
 * before it, so a truncated, damaged or foreign file is recognised before anything is written.
 * Sessions, reset links and sign-in attempts are not part of it.
 */
export const FORMAT = "guam-translation-site-export";
export const FORMAT_VERSION = 1;

/** In the order they are written and loaded; foreign keys point only at tables before them. */
export const TABLES = ["admins", "media", "media_variants", "pages", "sections", "page_revisions"] as const;
type Table = (typeof TABLES)[number];
/** Rows read per query: few for the tables that hold image bytes. */
const BATCH: Record<Table, number> = { admins: 500, media: 500, media_variants: 20, pages: 500, sections: 1000, page_revisions: 100 };

export class SiteFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SiteFileError";
  }
}

interface Header {
  format: string;
  version: number;
  schema: string;
  createdAt: string;
}
interface End {
  end: true;
  rows: Record<string, number>;
  sha256: string;
}

const encodeValue = (value: unknown) => (Buffer.isBuffer(value) ? { $base64: value.toString("base64") } : value);
const decodeValue = (value: unknown) =>
  value && typeof value === "object" && "$base64" in value ? Buffer.from(String((value as { $base64: string }).$base64), "base64") : value;

/**
 * Writes everything the site holds to `file`, read in one snapshot while the server goes on
 * serving and saving. The file appears under its name only once it is complete.
 */
export async function exportSite(db: Kysely<Database>, engine: Engine, file: string): Promise<Record<Table, number>> {
  const partial = `${file}.partial`;
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(partial, { mode: 0o600 });
  const done = pipeline(gzip, out);
  const hash = createHash("sha256");
  const write = async (line: string) => {
    const bytes = `${line}\n`;
    hash.update(bytes);
    if (!gzip.write(bytes)) await once(gzip, "drain");
  };
  const rows = Object.fromEntries(TABLES.map((t) => [t, 0])) as Record<Table, number>;
  try {
    await write(JSON.stringify({ format: FORMAT, version: FORMAT_VERSION, schema: MIGRATION_NAMES.at(-1)!, createdAt: nowIso() } satisfies Header));
    await inSnapshot(db, engine, async (trx) => {
      for (const table of TABLES) {
        let after = 0;
        for (;;) {
          const batch = (await trx
            .selectFrom(table)
            .selectAll()
            .where("id", ">", after)
            .orderBy("id")
            .limit(BATCH[table])
            .execute()) as Array<Record<string, unknown> & { id: number }>;
          for (const row of batch) {
            await write(JSON.stringify({ t: table, r: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, encodeValue(v)])) }));
          }
          rows[table] += batch.length;
          if (batch.length < BATCH[table]) break;
          after = batch.at(-1)!.id;
        }
      }
    });
    const end: End = { end: true, rows, sha256: hash.copy().digest("hex") };
    gzip.end(`${JSON.stringify(end)}\n`);
    await done;
    renameSync(partial, file);
    return rows;
  } catch (err) {
    gzip.destroy();
    await done.catch(() => {});
    rmSync(partial, { force: true });
    throw err;
  }
}

/** Reads the file's lines (after the header), checking format, schema, integrity and counts. */
async function* readLines(file: string): AsyncGenerator<{ table: Table; row: Record<string, unknown> } | Header> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const text = new PassThrough();
  const piping = pipeline(source, gunzip, text).catch(() => {
    text.destroy(new SiteFileError("The file is incomplete or damaged (it does not decompress): nothing was imported."));
  });
  const lines = createInterface({ input: text, crlfDelay: Infinity });
  const hash = createHash("sha256");
  const counts: Record<string, number> = {};
  let header: Header | undefined;
  let end: End | undefined;
  try {
    for await (const line of lines) {
      if (end) throw new SiteFileError("The file has data after its end: nothing was imported.");
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new SiteFileError(header ? "The file is damaged (a line is not valid JSON): nothing was imported." : "This is not an export of this site.");
      }
      if (!header) {
        const h = parsed as Partial<Header>;
        if (h?.format !== FORMAT) throw new SiteFileError("This is not an export of this site.");
        if (h.version !== FORMAT_VERSION) throw new SiteFileError(`This export has format version ${h.version}; this version of the site reads version ${FORMAT_VERSION}.`);
        if (typeof h.schema !== "string" || !MIGRATION_NAMES.includes(h.schema)) {
          throw new SiteFileError(`This export was written by a newer version of the site (schema ${String(h.schema)}): upgrade the site first.`);
        }
        header = h as Header;
        hash.update(`${line}\n`);
        yield header;
        continue;
      }
      const record = parsed as { end?: true; t?: string; r?: Record<string, unknown> } & Partial<End>;
      if (record.end) {
        end = record as End;
        continue;
      }
      hash.update(`${line}\n`);
      if (!record.t || !(TABLES as readonly string[]).includes(record.t) || !record.r || typeof record.r !== "object") {
        throw new SiteFileError("The file is damaged (a row names no known table): nothing was imported.");
      }
      counts[record.t] = (counts[record.t] ?? 0) + 1;
      yield { table: record.t as Table, row: Object.fromEntries(Object.entries(record.r).map(([k, v]) => [k, decodeValue(v)])) };
    }
  } finally {
    lines.close();
    // A refusal above leaves the rest of the file unread, and the paused pipeline would never
    // settle (the process would end with the import unfinished): stop it.
    text.destroy();
    await piping;
  }
  if (!header) throw new SiteFileError("This is not an export of this site (the file is empty).");
  if (!end) throw new SiteFileError("The file is incomplete (it has no end): nothing was imported.");
  if (end.sha256 !== hash.digest("hex")) throw new SiteFileError("The file is damaged (its checksum does not match): nothing was imported.");
  for (const table of TABLES) {
    if ((counts[table] ?? 0) !== (end.rows[table] ?? 0)) throw new SiteFileError("The file is damaged (row counts do not match): nothing was imported.");
  }
}

/** Reads the whole file once, checking it, without writing anything. Returns its row counts. */
export async function verifySiteFile(file: string): Promise<Record<Table, number>> {
  let start: Buffer;
  try {
    const handle = await open(file, "r");
    try {
      start = Buffer.alloc(2);
      await handle.read(start, 0, 2, 0);
    } finally {
      await handle.close();
    }
  } catch {
    throw new SiteFileError(`No such file: ${file}`);
  }
  if (start[0] !== 0x1f || start[1] !== 0x8b) throw new SiteFileError("This is not an export of this site (it is not a compressed export file).");
  const counts = Object.fromEntries(TABLES.map((t) => [t, 0])) as Record<Table, number>;
  try {
    for await (const item of readLines(file)) if ("table" in item) counts[item.table] += 1;
  } catch (err) {
    if (err instanceof SiteFileError) throw err;
    if ((err as NodeJS.ErrnoException).code === "ENOENT") throw new SiteFileError(`No such file: ${file}`);
    throw new SiteFileError("The file is incomplete or damaged: nothing was imported.");
  }
  return counts;
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
 * Loads a checked file into the database in one transaction: what was there (content, sessions,
 * reset links) is replaced, ids are kept, and PostgreSQL's id sequences continue after them.
 * The caller decides whether a non-empty database may be replaced.
 */
export async function importSite(db: Kysely<Database>, engine: Engine, file: string): Promise<Record<Table, number>> {
  const counts = await verifySiteFile(file);
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
    for await (const item of readLines(file)) {
      if (!("table" in item)) continue;
      if (pending && (pending.table !== item.table || pending.rows.length >= Math.min(BATCH[item.table], 100))) await flush();
      pending ??= { table: item.table, rows: [] };
      pending.rows.push(item.row);
    }
    await flush();
    if (engine === "postgres") await resetSequences(trx);
    await trx
      .updateTable("content_state")
      .set((eb) => ({ version: eb("version", "+", 1), changed_at: nowIso() }))
      .where("id", "=", 1)
      .execute();
  });
  return counts;
}

async function resetSequences(trx: Transaction<Database>): Promise<void> {
  for (const table of TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 1), (select max(id) from ${sql.table(table)}) is not null)`.execute(trx);
  }
}
