import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from "kysely";
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
  /** Called with each SQL statement run (tests observe which statements a service runs). */
  onQuery?: (sql: string) => void;
  /** False to leave the migrations alone (`npm run server:doctor` counts those not yet run). */
  migrate?: boolean;
}

/**
 * Prepared statements are kept for the connection's life, one per distinct SQL text, instead of
 * one per query left to the garbage collector. On Node 24.19 and later, better-sqlite3 12 (the
 * last line that supports Node 20) aborts the process when the collector finalises a statement
 * outside a JavaScript context (docs/decisions/010); a statement never collected cannot do that.
 * Kysely writes its SQL with placeholders, so the texts are the code's query shapes: a bounded
 * set (a few hundred, some per row count of a multi-row insert). Past MAX_KEPT, statements are
 * prepared as before rather than kept. (Pragmas are run with exec, which makes no statement object.)
 */
const MAX_KEPT_STATEMENTS = 5000;
/** Every connection opened, closed ones too, so that neither it nor its statements are ever collected. */
const retained: Array<{ connection: SQLite.Database; kept: Map<string, SQLite.Statement> }> = [];
function keepStatements(connection: SQLite.Database): SQLite.Database {
  const kept = new Map<string, SQLite.Statement>();
  retained.push({ connection, kept });
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((source: string) => {
    const found = kept.get(source);
    // A statement still iterating (Kysely's stream) cannot be run again: prepare another then.
    if (found && !found.busy) return found;
    const statement = prepare(source);
    if (!found && kept.size < MAX_KEPT_STATEMENTS) kept.set(source, statement);
    return statement;
  }) as typeof connection.prepare;
  return connection;
}

/**
 * The database holds the administrators' password hashes: DATA_DIR is made readable by its owner
 * only (0700), and the database file is made (or narrowed to) 0600 before SQLite opens it, since
 * SQLite gives its -wal and -shm files the database file's mode. An existing directory keeps the
 * mode its owner chose; existing database files lose any access beyond the owner's.
 */
function ownerOnly(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      const mode = statSync(name).mode & 0o777;
      if (mode & 0o077) chmodSync(name, mode & 0o700);
    } catch (err) {
      // Absent (no -wal yet), or someone else's file that this user may not change: SQLite decides.
      if (!["ENOENT", "EPERM"].includes((err as NodeJS.ErrnoException).code ?? "")) throw err;
    }
  }
}

/** The database could not be opened: `message` is one line an operator can act on. */
export class DatabaseOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseOpenError";
  }
}

/**
 * Opens the database (PostgreSQL when a URL is given, otherwise DATA_DIR/site.db) and brings its
 * schema up to date. Created once at start-up and handed to the services.
 */
export async function openDatabase({ dataDir, databaseUrl, onQuery, migrate = true }: DatabaseOptions): Promise<DatabaseHandle> {
  const log = onQuery ? (event: LogEvent) => onQuery(event.query.sql) : undefined;
  let db: Kysely<Database>;
  let engine: Engine;
  if (databaseUrl) {
    engine = "postgres";
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    // Nor one in use between two statements (a transaction, the link checker's reads): its next
    // statement fails instead, as any statement to a database gone away does.
    pool.on("connect", (client) => void client.on("error", () => {}));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  } else {
    engine = "sqlite";
    const file = path.join(dataDir, "site.db");
    let connection: SQLite.Database;
    try {
      ownerOnly(dataDir, file);
      connection = new SQLite(file);
      connection.exec("PRAGMA journal_mode = WAL");
    } catch (err) {
      throw new DatabaseOpenError(`Cannot open the SQLite database ${file}: ${describeFsError(err)}. Check DATA_DIR.`, { cause: err });
    }
    // better-sqlite3 builds SQLite with WAL commits at NORMAL, which can lose the last commits on
    // power loss: FULL syncs the WAL on every commit, so a 2xx answer means the data is on disk.
    connection.exec("PRAGMA synchronous = FULL");
    connection.exec("PRAGMA foreign_keys = ON");
    connection.exec("PRAGMA busy_timeout = 5000");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepStatements(connection) }), log });
  }

  try {
    if (migrate) await migrateToLatest(db as unknown as Kysely<unknown>);
  } catch (err) {
    await db.destroy().catch(() => {});
    if (engine === "postgres") throw new DatabaseOpenError(describePostgresError(err, databaseUrl!), { cause: err });
    throw new DatabaseOpenError(`Cannot prepare the SQLite database in ${dataDir}: ${describeFsError(err)}.`, { cause: err });
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

/** One line for a failed PostgreSQL connection: what failed and what to check, never the password. */
export function describePostgresError(err: unknown, databaseUrl: string): string {
  let where = "PostgreSQL";
  let database = "";
  let user = "";
  try {
    const url = new URL(databaseUrl);
    user = decodeURIComponent(url.username);
    // Without a database name, PostgreSQL uses the user's name.
    database = decodeURIComponent(url.pathname.replace(/^\//, "")) || user;
    where = `PostgreSQL at ${url.hostname}:${url.port || "5432"}${database ? `/${database}` : ""}`;
  } catch {
    // An unparsable URL is reported by the configuration check before we get here.
  }
  const e = (err ?? {}) as { code?: string; message?: string };
  const reason = (() => {
    switch (e.code) {
      case "ECONNREFUSED":
        return "nothing is listening there; check the host and port in DATABASE_URL and that PostgreSQL is running";
      case "ENOTFOUND":
      case "EAI_AGAIN":
        return "the host name is unknown; check the host in DATABASE_URL";
      case "ETIMEDOUT":
        return "no answer; check the host and port in DATABASE_URL and the firewall";
      case "3D000":
        return `the database${database ? ` "${database}"` : ""} does not exist; create it first (for example: createdb ${database || "<name>"}) or fix its name in DATABASE_URL`;
      case "28000":
      case "28P01":
        return `the server refused the user${user ? ` "${user}"` : ""} (the role does not exist or the password is wrong); check the user and password in DATABASE_URL`;
      case "42501":
        return `the user${user ? ` "${user}"` : ""} may not create tables in this database; grant it the rights or use the database's owner`;
      default:
        if (/timeout/i.test(e.message ?? "")) return "no answer within 10 seconds; check the host and port in DATABASE_URL";
        return `${(e.message ?? String(err)).split("\n")[0]}; check DATABASE_URL`;
    }
  })();
  return `Cannot connect to ${where}: ${reason}.`;
}

function describeFsError(err: unknown): string {
  const e = (err ?? {}) as { code?: string; message?: string };
  if (e.code === "EACCES" || e.code === "EPERM") return "permission denied";
  if (e.code === "SQLITE_CANTOPEN") return "the file cannot be opened (does the folder exist and is it writable?)";
  if (e.code === "SQLITE_NOTADB") return "the file is not a SQLite database";
  return (e.message ?? String(err)).split("\n")[0]!;
}

/** A unique constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * PostgreSQL aborted the transaction to break a deadlock or a serialization conflict (or SQLite
 * stayed busy past its timeout): running the whole transaction again is safe.
 */
export function isRetryableTransactionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "40P01" || code === "40001" || code === "SQLITE_BUSY";
}

/** Integer primary keys are 32-bit on PostgreSQL (`serial`): a larger id names no row. */
export const MAX_ID = 2_147_483_647;
export const isStorableId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ID;

export const nowIso = () => new Date().toISOString();
