// The Kysely table type of the link checker's findings (server/links/), part of `Database` in schema.ts.
import type { Generated } from "kysely";

/** A link or image one page shows, and what its last check found. Derived from the pages: not part of the export. */
export interface LinksTable {
  id: Generated<number>;
  page_id: number;
  /** The page's language ("en", or a translation's). */
  locale: string;
  kind: "link" | "image";
  /** As written in the content; a library image chosen by id is "media:{id}". */
  href: string;
  /** The link's words, or the image's alternative text (bounded). */
  text: Generated<string>;
  /** 1 for an address of another site, checked in the background. */
  external: Generated<number>;
  state: Generated<"ok" | "broken" | "redirected" | "unchecked">;
  http_status: number | null;
  /** Where a redirected link ends up: the replacement the one-click fix writes. */
  target: string | null;
  checked_at: string | null;
}
