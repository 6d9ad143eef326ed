// The Kysely table type of the comments on parts (server/i18n/comments.ts), part of `Database` in schema.ts.
import type { Generated } from "kysely";

/** A comment on one part of a translation. Part of the export. */
export interface PartCommentsTable {
  id: Generated<number>;
  /** The translation page. */
  page_id: number;
  /** The part's key as the translation editor names it ("@title", "intro", "hero.heading"). */
  part: string;
  text: string;
  /** Who wrote it; null once that person is removed (their name stays). */
  author_id: number | null;
  author_name: string;
  created_at: string;
  /** Null while the comment is open. */
  resolved_at: string | null;
  resolved_by_name: string | null;
}
