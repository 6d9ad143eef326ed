import { createHash } from "node:crypto";
import { createWriteStream, renameSync, rmSync } from "node:fs";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Kysely } from "kysely";
import type { Database, Engine } from "../db/schema";
import { MIGRATION_NAMES } from "../db/migrate";
import { inSnapshot } from "../db/transaction";
import { nowIso } from "../db/connect";
import { BATCH, type End, FORMAT, FORMAT_VERSION, type Header, TABLES, type TableCounts, encodeValue, zeroCounts } from "./format";

/**
 * Writes everything the site holds to `file` (format.ts), read in one snapshot while the server
 * goes on serving and saving. The file appears under its name only once it is complete.
 */
export async function exportSite(db: Kysely<Database>, engine: Engine, file: string): Promise<TableCounts> {
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
  const rows = zeroCounts();
  try {
    await write(
      JSON.stringify({ format: FORMAT, version: FORMAT_VERSION, schema: MIGRATION_NAMES.at(-1)!, createdAt: nowIso() } satisfies Header),
    );
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
