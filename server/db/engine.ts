import { type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";
import type { Engine } from "./schema";

export function engineOf(db: Kysely<unknown>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** An auto-numbered integer primary key: `serial` on PostgreSQL, `integer ... autoincrement` on SQLite. */
export function idColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return engineOf(db) === "postgres"
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}
