import type { Kysely, Selectable, Transaction } from "kysely";
import { parse } from "csv-parse/sync";
import {
  REDIRECT_IMPORT_MAX_BYTES,
  REDIRECT_IMPORT_MAX_LINES,
  type RedirectDTO,
  type RedirectPayload,
  type RedirectStatus,
  redirectKey,
  redirectPayloadSchema,
} from "../../app/domain/redirects";
import type { ContentChanges } from "../content-changes";
import type { Database } from "../db/schema";
import type { RedirectsTable } from "../db/schema-redirects";
import { isStorableId, nowIso } from "../db/connect";
import { invalidInput, notFound } from "../errors";
import { placeRule, redirectConflict, type Rule } from "./chains";
import type { AddressMove } from "../cms/address-moves";

/** The most redirects a site keeps: an old site's addresses, with room to spare. */
export const REDIRECTS_MAX = 20_000;

/** What the serving side needs of a redirect, by its old address's key. */
export interface ServedRedirect {
  id: number;
  to: string;
  status: RedirectStatus;
}

type Executor = Kysely<Database> | Transaction<Database>;

const toRule = (row: { id: number; from_path: string; to_target: string; status: number; automatic: number }): Rule => ({
  id: row.id,
  from: row.from_path,
  to: row.to_target,
  status: row.status as RedirectStatus,
  automatic: Boolean(row.automatic),
});

const toDTO = (row: Selectable<RedirectsTable>): RedirectDTO => ({
  id: row.id,
  from: row.from_path,
  to: row.to_target,
  status: row.status as RedirectStatus,
  automatic: Boolean(row.automatic),
  hits: Number(row.hits),
  lastHitAt: row.last_hit_at,
  createdAt: row.created_at,
});

/**
 * Redirects (docs/product.md, "Redirects"): the list the Redirects screen manages, the automatic
 * ones a page's change of address makes, an old site's addresses imported from CSV, and the table
 * the server answers from (kept in memory, read again after every change of content, so each
 * instance answers the same), with hits counted in memory and written every few seconds.
 */
export class RedirectService {
  private served = new Map<string, ServedRedirect>();
  private readonly pendingHits = new Map<number, { hits: number; at: string }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly changes: ContentChanges,
    /** The keys of every live page's address (English and translations). */
    private readonly livePaths: () => Promise<Set<string>>,
  ) {}

  /** The redirect for a request's path, if any (no database read). */
  match(path: string): ServedRedirect | undefined {
    if (this.served.size === 0) return undefined;
    const key = redirectKey(path);
    return key === null ? undefined : this.served.get(key);
  }

  hit(id: number): void {
    const pending = this.pendingHits.get(id);
    const at = nowIso();
    if (pending) Object.assign(pending, { hits: pending.hits + 1, at });
    else if (this.pendingHits.size < REDIRECTS_MAX) this.pendingHits.set(id, { hits: 1, at });
  }

  /** Writes the hits counted since the last time. */
  async flushHits(): Promise<void> {
    if (this.pendingHits.size === 0) return;
    const hits = [...this.pendingHits];
    this.pendingHits.clear();
    for (const [id, { hits: count, at }] of hits) {
      await this.db
        .updateTable("redirects")
        .set((eb) => ({ hits: eb("hits", "+", count), last_hit_at: at }))
        .where("id", "=", id)
        .execute();
    }
  }

  /** Reads the table the server answers from. */
  async reload(): Promise<void> {
    const rows = await this.db.selectFrom("redirects").select(["id", "from_path", "to_target", "status"]).execute();
    this.served = new Map(rows.map((row) => [row.from_path, { id: row.id, to: row.to_target, status: row.status as RedirectStatus }]));
  }

  async list(): Promise<RedirectDTO[]> {
    await this.flushHits();
    const rows = await this.db.selectFrom("redirects").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
    return rows.map(toDTO);
  }

  async create(payload: RedirectPayload): Promise<RedirectDTO> {
    const live = await this.livePaths();
    const from = await this.apply(async (rules) => {
      if (rules.has(payload.from)) throw redirectConflict(`There is already a redirect from ${payload.from}: change that one`);
      placeRule(rules, { ...payload, automatic: false }, live);
      return payload.from;
    });
    return this.byFrom(from);
  }

  async update(id: number, payload: RedirectPayload): Promise<RedirectDTO> {
    const live = await this.livePaths();
    const from = await this.apply(async (rules) => {
      const current = [...rules.values()].find((rule) => rule.id === id);
      if (!current) throw notFound("Redirect not found");
      if (payload.from !== current.from && rules.has(payload.from)) {
        throw redirectConflict(`There is already a redirect from ${payload.from}: change that one`);
      }
      rules.delete(current.from);
      // A person's change makes it theirs: no longer one the site made by itself.
      placeRule(rules, { ...payload, id, automatic: false }, live);
      return payload.from;
    });
    return this.byFrom(from);
  }

  async remove(id: number): Promise<void> {
    if (!isStorableId(id)) throw notFound("Redirect not found");
    const removed = await this.changes.write((trx) => trx.deleteFrom("redirects").where("id", "=", id).executeTakeFirst());
    if (Number(removed.numDeletedRows) === 0) throw notFound("Redirect not found");
    await this.reload();
  }

  /**
   * An old site's addresses, as CSV lines of `from,to[,status]` (a first line naming the columns
   * is skipped), all or nothing: a bad line is named and nothing is written. A `from` already
   * redirected takes the new target.
   */
  async importCsv(text: string): Promise<{ imported: number }> {
    if (Buffer.byteLength(text) > REDIRECT_IMPORT_MAX_BYTES) {
      throw invalidInput(`The file is too large: at most ${REDIRECT_IMPORT_MAX_BYTES / 1024} KB`);
    }
    let records: Array<{ record: string[]; info: { lines: number } }>;
    try {
      records = parse(text, {
        relax_column_count: true,
        skip_empty_lines: true,
        trim: true,
        bom: true,
        info: true,
      }) as unknown as typeof records;
    } catch (err) {
      const line = (err as { lines?: number }).lines;
      throw invalidInput(`${line ? `Line ${line}: ` : ""}the text is not valid CSV (check its quotes)`);
    }
    // A first line naming the columns (from,to,status) is no redirect.
    if (/^from$/i.test(records[0]?.record[0] ?? "")) records = records.slice(1);
    if (records.length === 0) throw invalidInput("There is no line to import: write one redirect per line, as from,to");
    if (records.length > REDIRECT_IMPORT_MAX_LINES) throw invalidInput(`At most ${REDIRECT_IMPORT_MAX_LINES} lines at once`);
    const payloads = records.map(({ record: cells, info }) => {
      const line = info.lines;
      if (cells.length > 3) throw invalidInput(`Line ${line}: expected from,to and an optional status, found ${cells.length} columns`);
      const [from = "", to = "", status = "301"] = cells;
      if (!/^(301|302|410)$/.test(status)) throw invalidInput(`Line ${line}: status must be 301, 302 or 410`);
      const parsed = redirectPayloadSchema.safeParse({ from, to, status: Number(status) });
      if (!parsed.success) throw invalidInput(`Line ${line}: ${parsed.error.issues[0]!.message}`);
      return { line, payload: parsed.data };
    });
    const live = await this.livePaths();
    await this.apply(async (rules) => {
      const seen = new Map<string, number>();
      for (const { line, payload } of payloads) {
        const earlier = seen.get(payload.from);
        if (earlier !== undefined) throw invalidInput(`Line ${line}: ${payload.from} is already redirected on line ${earlier}`);
        seen.set(payload.from, line);
        try {
          placeRule(rules, { ...payload, automatic: false }, live);
        } catch (err) {
          throw invalidInput(`Line ${line}: ${(err as Error).message}`);
        }
      }
    });
    return { imported: payloads.length };
  }

  /**
   * What a page's save did to addresses (called by the page writer, in its transaction): no
   * redirect hides a live address, and a live page's old address redirects to its new one.
   */
  async followPages(trx: Transaction<Database>, moves: AddressMove[]): Promise<void> {
    const liveNow = moves.map((move) => (move.after.live ? redirectKey(move.after.path) : null)).filter((key) => key !== null);
    if (liveNow.length > 0) await trx.deleteFrom("redirects").where("from_path", "in", liveNow).execute();
    const moved = moves.filter((move) => move.before?.live && move.after.live && move.before.path !== move.after.path);
    if (moved.length === 0) return;
    await this.applyIn(trx, async (rules) => {
      for (const { before, after } of moved) {
        const from = redirectKey(before!.path);
        if (from === null || from === "/" || from === redirectKey(after.path)) continue;
        try {
          placeRule(rules, { from, to: after.path, status: 301, automatic: true }, new Set(liveNow));
        } catch {
          // One that would loop or hide a live page is not made; the page's save goes on.
        }
      }
    });
  }

  private async byFrom(from: string): Promise<RedirectDTO> {
    await this.flushHits();
    return toDTO(await this.db.selectFrom("redirects").selectAll().where("from_path", "=", from).executeTakeFirstOrThrow());
  }

  /** Reads every redirect, lets `change` work on them, writes what changed, and answers from the new table. */
  private async apply<T>(change: (rules: Map<string, Rule>) => Promise<T>): Promise<T> {
    const result = await this.changes.write((trx) => this.applyIn(trx, change));
    await this.reload();
    return result;
  }

  private async applyIn<T>(trx: Executor, change: (rules: Map<string, Rule>) => Promise<T>): Promise<T> {
    const rows = await trx.selectFrom("redirects").select(["id", "from_path", "to_target", "status", "automatic"]).execute();
    const rules = new Map(rows.map((row) => [row.from_path, toRule(row)]));
    const result = await change(rules);
    if (rules.size > REDIRECTS_MAX) throw invalidInput(`A site keeps at most ${REDIRECTS_MAX} redirects`);
    const kept = new Set([...rules.values()].map((rule) => rule.id).filter((id) => id !== undefined));
    const gone = rows.map((row) => row.id).filter((id) => !kept.has(id));
    if (gone.length > 0) await trx.deleteFrom("redirects").where("id", "in", gone).execute();
    const now = nowIso();
    for (const rule of rules.values()) {
      if (!rule.dirty) continue;
      const values = { from_path: rule.from, to_target: rule.to, status: rule.status, automatic: rule.automatic ? 1 : 0, updated_at: now };
      if (rule.id === undefined)
        await trx
          .insertInto("redirects")
          .values({ ...values, created_at: now })
          .execute();
      else await trx.updateTable("redirects").set(values).where("id", "=", rule.id).execute();
    }
    return result;
  }
}
