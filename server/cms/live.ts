import { type RawBuilder, type SqlBool, sql } from "kysely";

/**
 * The one rule of a page being live, on the public site at `now` (docs/product.md, "Publishing"):
 * published, its time to go live come, and not in the trash. A condition on the `pages` row
 * named `table` ("pages", or the alias a query gives it), for `where` or, as a flag, `select`
 * (SQLite answers 1/0, PostgreSQL true/false: read it with Boolean()).
 */
export function isLive(now: string, table = "pages"): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<SqlBool>`(${column("status")} = 'published' and ${column("published_at")} <= ${now} and ${column("deleted_at")} is null)`;
}
