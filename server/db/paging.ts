import { type SelectQueryBuilder, sql } from "kysely";

/**
 * One page of a list endpoint's results (`?page=&pageSize=`), with how many rows match over all
 * pages: the count and the rows from the same filtered query, for pages and images alike.
 */
export async function pageOf<DB, TB extends keyof DB, Row>(
  filtered: () => SelectQueryBuilder<DB, TB, object>,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number; page: number; pageSize: number }> {
  const [counted, found] = await Promise.all([
    filtered()
      .select(sql<number | string>`count(*)`.as("total"))
      .executeTakeFirstOrThrow(),
    rows(filtered())
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { rows: found, total: Number((counted as { total: number | string }).total), page, pageSize };
}
