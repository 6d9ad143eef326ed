// The Kysely table type of preview links (server/preview/), part of `Database` in schema.ts.
import type { Generated } from "kysely";

/** A page's preview link for people without an account. Not part of the export. */
export interface PreviewLinksTable {
  id: Generated<number>;
  page_id: number;
  /** SHA-256 of the token, base64url: the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  created_at: string;
  /** The username of who made it, as it was then. */
  created_by: string;
  openings: Generated<number>;
  last_opened_at: string | null;
  withdrawn_at: string | null;
}
