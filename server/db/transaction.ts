import type { Kysely, Transaction } from "kysely";
import { AppError } from "../errors";
import type { Database, Engine } from "./schema";
import { isRetryableTransactionError } from "./connect";

const ATTEMPTS = 4;

/**
 * Runs `work` in one transaction. When PostgreSQL aborts it to break a deadlock or a
 * serialization conflict, the whole transaction runs again (after a short random pause) a bounded
 * number of times; after that the caller gets a "busy" refusal (503), never a raw database error.
 * `work` must therefore be safe to repeat: it reads what it needs inside the transaction.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      if (!isRetryableTransactionError(err)) throw err;
      if (attempt >= ATTEMPTS) {
        throw new AppError("busy", "The database is busy. Please try again in a moment.", 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/**
 * Reads in one snapshot: a page and its sections come from the same moment even while a save
 * commits between the two queries (PostgreSQL's default isolation gives each statement its own
 * snapshot; a read-only repeatable-read transaction gives them one). SQLite reads inside a
 * transaction see one snapshot already.
 */
export function inSnapshot<T>(db: Kysely<Database>, engine: Engine, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const builder =
    engine === "postgres" ? db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only") : db.transaction();
  return builder.execute(work);
}
