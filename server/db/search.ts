import { type Expression, type SqlBool, sql } from "kysely";

/**
 * A condition for list searches: any of `columns` contains `q`, in any letter case, with `%`, `_`
 * and `\` in `q` matching themselves. The same on SQLite and PostgreSQL.
 */
export function containsText(columns: readonly string[], q: string): Expression<SqlBool> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tests = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
