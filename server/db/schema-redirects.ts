// The Kysely table types of redirects and the missing-pages log (server/redirects/), part of `Database` in schema.ts.
import type { Generated } from "kysely";

/** An old address sent on (301, 302) or gone (410). Part of the export. */
export interface RedirectsTable {
  id: Generated<number>;
  from_path: string;
  /** A path ("/new") or an https:// address; "" when the status is 410. */
  to_target: string;
  status: number;
  /** 1 when a page's change of address made it, 0 when a person did. */
  automatic: Generated<number>;
  hits: Generated<number>;
  last_hit_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A day's count of one address that answered 404. Not part of the export. */
export interface NotFoundDailyTable {
  id: Generated<number>;
  day: string;
  path: string;
  hits: Generated<number>;
  last_at: string;
  /** JSON: referring host → hits, the few most frequent. */
  referrers: Generated<string>;
}
