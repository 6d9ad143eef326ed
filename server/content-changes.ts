import type { Kysely, Transaction } from "kysely";
import type { Logger } from "pino";
import type { Database } from "./db/schema";
import { nowIso } from "./db/connect";
import { inTransaction } from "./db/transaction";

export const POLL_INTERVAL_MS = 250;

/**
 * "The content changed": the one mechanism behind every cache of what visitors see. Every write
 * that can change a public page or a served image (page saves, trash and restore, image alt texts
 * and deletions, imports, site settings) counts a change in the shared counter
 * (`content_state.version`) in its own transaction. Listeners (the page cache, the image cache)
 * hear of a change once: at once for a write made through this instance, and within
 * POLL_INTERVAL_MS for one made through another instance on the same database (`watch`).
 */
export class ContentChanges {
  private readonly listeners = new Set<(version: number) => void>();
  /** The newest version listeners have heard of. */
  private seen = 0;

  constructor(private readonly db: Kysely<Database>) {}

  onChange(listener: (version: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The counter, shared by every instance on this database. */
  async version(): Promise<number> {
    const row = await this.db.selectFrom("content_state").select("version").where("id", "=", 1).executeTakeFirst();
    return row?.version ?? 0;
  }

  /**
   * Counts a change inside `trx`. Take it last in a write: the counter's row is then locked after
   * the rows the write locked, one lock order for every writer. Call `committed` with the result
   * once the transaction committed (or use `write`, which does both).
   */
  async count(trx: Transaction<Database>): Promise<number> {
    const { version } = await trx
      .updateTable("content_state")
      .set((eb) => ({ version: eb("version", "+", 1), changed_at: nowIso() }))
      .where("id", "=", 1)
      .returning("version")
      .executeTakeFirstOrThrow();
    return version;
  }

  /**
   * Counts the moment `at` (a scheduled page going live) as a change, once for every instance on
   * this database: unless that moment or a later one was counted already (by another instance's
   * timer), whose change listeners hear of as of any change.
   */
  async countMoment(at: string): Promise<void> {
    const row = await this.db
      .updateTable("content_state")
      .set((eb) => ({ version: eb("version", "+", 1), changed_at: nowIso(), scheduled_through: at }))
      .where("id", "=", 1)
      .where((eb) => eb.or([eb("scheduled_through", "is", null), eb("scheduled_through", "<", at)]))
      .returning("version")
      .executeTakeFirst();
    if (row) this.committed(row.version);
  }

  /** `work` in a transaction that counts a change; listeners hear of it once it committed. */
  async write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    let version = 0;
    const result = await inTransaction(this.db, async (trx) => {
      const value = await work(trx);
      version = await this.count(trx);
      return value;
    });
    this.committed(version);
    return result;
  }

  /** Tells the listeners of a committed change, unless they heard of it (or a later one) already. */
  committed(version: number): void {
    if (version <= this.seen) return;
    this.seen = version;
    for (const listener of this.listeners) listener(version);
  }

  /**
   * Reads the counter every POLL_INTERVAL_MS and tells the listeners of changes made through other
   * instances. While the database is away, what is kept stays as it is (said once in the log).
   * Returns a function that stops watching.
   */
  watch(logger: Logger, intervalMs = POLL_INTERVAL_MS): () => void {
    let stopped = false;
    let failing = false;
    let first = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const version = await this.version();
        // The first reading is where this instance starts: nothing it keeps predates it.
        if (first) this.seen = Math.max(this.seen, version);
        else this.committed(version);
        first = false;
        if (failing) logger.info("content changes are read again");
        failing = false;
      } catch (err) {
        if (!failing) logger.warn({ err }, "cannot read the content change counter; pages stay as rendered");
        failing = true;
      }
      if (!stopped) {
        timer = setTimeout(() => void poll(), intervalMs);
        timer.unref();
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }
}
