import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import type { Database, Engine } from "./schema";
import { migrateToLatest } from "./migrate";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** SELECT 1: true when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * Opens the database (PostgreSQL when a URL is given, otherwise DATA_DIR/site.db) and brings its
 * schema up to date. Created once by the server and handed to whatever needs it.
 */
export async function openDatabase({ dataDir, databaseUrl }: DatabaseOptions): Promise<DatabaseHandle> {
  let db: Kysely<Database>;
  let engine: Engine;
  if (databaseUrl) {
    engine = "postgres";
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    engine = "sqlite";
    mkdirSync(dataDir, { recursive: true });
    const file = new SQLite(path.join(dataDir, "site.db"));
    file.pragma("journal_mode = WAL");
    // better-sqlite3 builds SQLite with WAL commits at NORMAL, which can lose the last commits on
    // power loss: FULL syncs the WAL on every commit, so a 2xx answer means the data is on disk.
    file.pragma("synchronous = FULL");
    file.pragma("foreign_keys = ON");
    file.pragma("busy_timeout = 5000");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  }

  try {
    await migrateToLatest(db as unknown as Kysely<unknown>);
  } catch (err) {
    await db.destroy().catch(() => {});
    throw err;
  }

  return {
    db,
    engine,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/** A unique constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}

export const nowIso = () => new Date().toISOString();
