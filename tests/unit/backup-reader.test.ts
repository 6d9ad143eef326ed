/**
 * The frame of an export file as the import reads it (server/backup/reader.ts): lines split as
 * they decompress, each refused the moment it grows past the longest row the site can write, and
 * a file refused the moment it decompresses to far more than its compressed bytes can hold.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteFileReader } from "../../server/backup/reader";
import { LINE_MAX_BYTES, type ReadLimits } from "../../server/backup/limits";

const header = JSON.stringify({
  format: "guam-translation-site-export",
  version: 1,
  schema: "005-media",
  createdAt: "2026-01-01T00:00:00.000Z",
});

/** A file as the exporter writes one, around these row lines. */
function exportOf(lines: string[]): Buffer {
  const body = [header, ...lines].map((line) => `${line}\n`).join("");
  const rows = { admins: lines.length, media: 0, media_variants: 0, pages: 0, sections: 0, page_revisions: 0 };
  return gzipSync(`${body}${JSON.stringify({ end: true, rows, sha256: createHash("sha256").update(body).digest("hex") })}\n`);
}

describe("reading an export file", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), "gts-import-reader-"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  async function read(file: string, limits: ReadLimits): Promise<string> {
    try {
      for await (const _ of new SiteFileReader(file, limits).rows());
      return "read";
    } catch (err) {
      return (err as Error).message;
    }
  }

  it("refuses a line longer than the limit as damaged, before holding more of it", async () => {
    const limits = { lineMaxBytes: 64 * 1024, decompressedMaxBytes: () => Infinity };
    const row = (size: number) => JSON.stringify({ t: "admins", r: { id: 1, username: "x".repeat(size) } });
    const fits = path.join(work, "fits.export");
    writeFileSync(fits, exportOf([row(60 * 1024)]));
    expect(await read(fits, limits)).toBe("read");
    // Unterminated too: the limit applies while the line grows, not once it ends.
    const long = path.join(work, "long.export");
    writeFileSync(long, gzipSync(`${header}\n${row(65 * 1024)}`));
    expect(await read(long, limits)).toMatch(
      /^The file is damaged \(a line is longer than any row the site can write\): nothing was imported\.$/,
    );
  });

  it("refuses a file decompressing to far more than its compressed bytes hold", async () => {
    const limits = { lineMaxBytes: LINE_MAX_BYTES, decompressedMaxBytes: (compressed: number) => Math.max(1024 * 1024, compressed * 256) };
    const bomb = path.join(work, "bomb.export");
    writeFileSync(
      bomb,
      gzipSync(`${header}\n${`${JSON.stringify({ t: "sections", r: { content: "a".repeat(10_000) } })}\n`.repeat(1000)}`),
    );
    expect(await read(bomb, limits)).toMatch(/^The file is damaged \(it decompresses to far more than an export of its size can hold\)/);
  });

  it("allows the longest row the site can write: a PNG variant of 50 megapixels, or a revision of 200 full sections", () => {
    // 50 megapixels, 4 bytes each and a filter byte a row, in base64.
    expect(LINE_MAX_BYTES).toBeGreaterThan(Math.ceil((50_000_000 * 5) / 3) * 4);
    expect(LINE_MAX_BYTES).toBeGreaterThan(200 * 200 * 1024 * 7);
    expect(LINE_MAX_BYTES).toBeLessThan(400 * 1024 * 1024);
  });
});
