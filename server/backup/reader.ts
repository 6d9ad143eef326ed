import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createGunzip } from "node:zlib";
import { MIGRATION_NAMES } from "../db/migrate";
import {
  type End,
  FORMAT,
  FORMAT_VERSION,
  type Header,
  SiteFileError,
  TABLES,
  type Table,
  type TableCounts,
  decodeValue,
  zeroCounts,
} from "./format";
import { READ_LIMITS, type ReadLimits } from "./limits";

/** One row of the file, with the line it is on (the header is line 1). */
export interface FileRow {
  line: number;
  table: Table;
  row: Record<string, unknown>;
}

const damaged = (why: string) => new SiteFileError(`The file is damaged (${why}): nothing was imported.`);
const notAnExport = (why = "") => new SiteFileError(`This is not an export of this site${why}.`);

/**
 * Reads a file's rows in order, checking its frame: gzip, the header (format, version, schema),
 * the end line (row counts and the SHA-256 of every line before it), and nothing after it. Lines
 * are split from the decompressed bytes as they come, and a line longer than any row the site
 * can write, or a file decompressing to far more than its compressed bytes can honestly hold
 * (limits.ts), is refused the moment it passes the limit, having held no more than that in
 * memory; reading stops at once on any refusal (the caller's too). The row counts and the checksum are known, and checked, only
 * when the whole file has been read: `counts` and `sha256` are set then.
 */
export class SiteFileReader {
  counts: TableCounts = zeroCounts();
  sha256 = "";
  header: Header | undefined;

  constructor(
    private readonly file: string,
    private readonly limits: ReadLimits = READ_LIMITS,
  ) {}

  async *rows(): AsyncGenerator<FileRow> {
    await this.checkMagic();
    this.header = undefined;
    const hash = createHash("sha256");
    const counts = zeroCounts();
    let end: End | undefined;
    let number = 0;
    for await (const bytes of this.lines()) {
      number += 1;
      if (end) throw new SiteFileError("The file has data after its end: nothing was imported.");
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString("utf8"));
      } catch {
        throw this.header ? damaged("a line is not valid JSON") : notAnExport();
      }
      if (!this.header) {
        this.header = checkHeader(parsed);
        hash.update(bytes).update("\n");
        continue;
      }
      const record = parsed as { end?: unknown; t?: unknown; r?: unknown } | null;
      if (record && typeof record === "object" && record.end === true) {
        end = record as End;
        continue;
      }
      hash.update(bytes).update("\n");
      if (!record || typeof record !== "object" || !TABLES.includes(record.t as Table) || !isPlainObject(record.r)) {
        throw damaged("a row names no known table");
      }
      const table = record.t as Table;
      counts[table] += 1;
      yield { line: number, table, row: Object.fromEntries(Object.entries(record.r).map(([k, v]) => [k, decodeValue(v)])) };
    }
    if (!this.header) throw notAnExport(" (the file is empty)");
    if (!end) throw new SiteFileError("The file is incomplete (it has no end): nothing was imported.");
    const sha256 = hash.digest("hex");
    if (end.sha256 !== sha256) throw damaged("its checksum does not match");
    for (const table of TABLES) {
      if (counts[table] !== (end.rows?.[table] ?? 0)) throw damaged("row counts do not match");
    }
    this.counts = counts;
    this.sha256 = sha256;
  }

  /** A gzip file starts with 1f 8b; anything else is not an export at all. */
  private async checkMagic(): Promise<void> {
    const start = Buffer.alloc(2);
    try {
      const handle = await open(this.file, "r");
      try {
        await handle.read(start, 0, 2, 0);
      } finally {
        await handle.close();
      }
    } catch {
      throw new SiteFileError(`No such file: ${this.file}`);
    }
    if (start[0] !== 0x1f || start[1] !== 0x8b) throw notAnExport(" (it is not a compressed export file)");
  }

  /** The decompressed lines, without their newline, each refused past the limits as it grows. */
  private async *lines(): AsyncGenerator<Buffer> {
    const { lineMaxBytes } = this.limits;
    const source = createReadStream(this.file, { highWaterMark: 1024 * 1024 });
    const gunzip = createGunzip({ chunkSize: 64 * 1024 });
    source.on("error", (err) => gunzip.destroy(err));
    source.pipe(gunzip);
    let pieces: Buffer[] = [];
    let pending = 0;
    let total = 0;
    const tooLong = () => damaged("a line is longer than any row the site can write");
    try {
      const chunks = gunzip[Symbol.asyncIterator]();
      for (;;) {
        let next: IteratorResult<Buffer>;
        try {
          next = await chunks.next();
        } catch {
          throw new SiteFileError("The file is incomplete or damaged (it does not decompress): nothing was imported.");
        }
        if (next.done) break;
        const chunk = next.value;
        total += chunk.length;
        // Against what was decompressed so far: a bomb is refused at the first bytes that show it.
        if (total > this.limits.decompressedMaxBytes(gunzip.bytesWritten))
          throw damaged("it decompresses to far more than an export of its size can hold");
        let start = 0;
        for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
          const piece = chunk.subarray(start, newline);
          if (pending + piece.length > lineMaxBytes) throw tooLong();
          yield pieces.length === 0 ? piece : Buffer.concat([...pieces, piece], pending + piece.length);
          pieces = [];
          pending = 0;
          start = newline + 1;
        }
        if (start < chunk.length) {
          if (pending + chunk.length - start > lineMaxBytes) throw tooLong();
          pieces.push(chunk.subarray(start));
          pending += chunk.length - start;
        }
      }
      if (pending > 0) yield Buffer.concat(pieces, pending);
    } finally {
      // A refusal (here or by the caller) leaves the rest unread: stop reading and decompressing.
      source.destroy();
      gunzip.destroy();
    }
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function checkHeader(parsed: unknown): Header {
  const h = parsed as Partial<Header> | null;
  if (!isPlainObject(h) || h.format !== FORMAT) throw notAnExport();
  if (h.version !== FORMAT_VERSION)
    throw new SiteFileError(
      `This export has format version ${String(h.version)}; this version of the site reads version ${FORMAT_VERSION}.`,
    );
  if (typeof h.schema !== "string" || !MIGRATION_NAMES.includes(h.schema)) {
    throw new SiteFileError(`This export was written by a newer version of the site (schema ${String(h.schema)}): upgrade the site first.`);
  }
  return h as Header;
}
