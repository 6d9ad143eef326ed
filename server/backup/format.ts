/**
 * The site's one portable file (docs/product.md, "Backups"): gzip-compressed JSON lines. A header
 * line names the format and the schema it was written with, one line per row follows, table by
 * table (parents first), and an end line carries the row counts and the SHA-256 of every line
 * before it, so a truncated, damaged or foreign file is recognised before anything is written.
 * Sessions, reset links and sign-in attempts are not part of it, nor the statistics' visitors and
 * salts (their roll-ups are). What is shared by the writer
 * (writer.ts), the reader (reader.ts) and the row checks (rows.ts, variants.ts).
 */
export const FORMAT = "guam-translation-site-export";
export const FORMAT_VERSION = 1;

/** In the order they are written and loaded; foreign keys point only at tables before them. */
export const TABLES = [
  "admins",
  "media",
  "media_variants",
  "pages",
  "sections",
  "page_revisions",
  "site_languages",
  "translation_sources",
  "stats_daily",
  "redirects",
  "glossary_terms",
  "translation_reviews",
  "part_comments",
] as const;
export type Table = (typeof TABLES)[number];
export type TableCounts = Record<Table, number>;

/** Rows read per query when writing: few for the tables that hold image bytes. */
export const BATCH: Record<Table, number> = {
  admins: 500,
  media: 500,
  media_variants: 20,
  pages: 500,
  sections: 1000,
  page_revisions: 100,
  site_languages: 100,
  translation_sources: 1000,
  stats_daily: 1000,
  redirects: 1000,
  glossary_terms: 1000,
  translation_reviews: 1000,
  part_comments: 1000,
};

export const zeroCounts = (): TableCounts => Object.fromEntries(TABLES.map((t) => [t, 0])) as TableCounts;

/** A file the import refuses; its message is one sentence (or two) an operator can act on. */
export class SiteFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SiteFileError";
  }
}

export interface Header {
  format: string;
  version: number;
  schema: string;
  createdAt: string;
}
export interface End {
  end: true;
  rows: Record<string, number>;
  sha256: string;
}

/** Bytes travel as `{ "$base64": "..." }`; everything else as JSON has it. */
export const encodeValue = (value: unknown) => (Buffer.isBuffer(value) ? { $base64: value.toString("base64") } : value);

export function decodeValue(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const base64 = (value as { $base64?: unknown }).$base64;
  return keys.length === 1 && typeof base64 === "string" ? Buffer.from(base64, "base64") : value;
}
