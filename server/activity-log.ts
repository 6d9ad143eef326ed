import type { Kysely, Transaction } from "kysely";
import type { ActivityEntryDTO, ActivityKind, ActivityListDTO, ActivityQuery } from "../app/domain/schemas/activity";
import type { ActivityTable, Database } from "./db/schema";
import { nowIso } from "./db/connect";
import { pageOf } from "./db/paging";

/**
 * Who did something, from where: the person of the request (or the command line), kept with each
 * entry of the activity record and with the revisions of the pages they save.
 */
export interface Actor {
  id: number | null;
  username: string;
  address: string | null;
}

/** The command line acts as "shell", from no address. */
export const SHELL: Actor = { id: null, username: "shell", address: null };

export interface ActivityEntry {
  actor: Actor | null;
  kind: ActivityKind;
  target?: { type: NonNullable<ActivityTable["target_type"]>; id?: number | null; label?: string | null };
  /** A few facts, never a password, a token or a code. */
  detail?: Record<string, string | number | boolean | null>;
  /** The address when there is no actor (a failed sign-in that named no account). */
  address?: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The record of who did what (docs/product.md, "Activity"): sign-ins, account and people changes,
 * and page publications, deletions, restores and imports. Entries are written in the transaction of
 * what they record where there is one, so the record never claims what was rolled back. Read by
 * administrators, paged and filtered; kept one year (housekeeping).
 */
export class ActivityLog {
  constructor(private readonly db: Kysely<Database>) {}

  async record(entry: ActivityEntry, db: Db = this.db): Promise<void> {
    await db
      .insertInto("activity")
      .values({
        created_at: nowIso(),
        actor_id: entry.actor?.id ?? null,
        actor_name: entry.actor?.username ?? null,
        kind: entry.kind,
        target_type: entry.target?.type ?? null,
        target_id: entry.target?.id ?? null,
        target_label: entry.target?.label?.slice(0, 300) ?? null,
        address: entry.actor?.address ?? entry.address ?? null,
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
      })
      .execute();
  }

  /** GET /api/cms/activity: newest first, one page, by person and kind when asked. */
  async list({ page, pageSize, person, kind }: ActivityQuery): Promise<ActivityListDTO> {
    const filtered = () => {
      let query = this.db.selectFrom("activity");
      if (person !== undefined) query = query.where("actor_id", "=", person);
      if (kind !== undefined) query = query.where("kind", "=", kind);
      return query;
    };
    const { rows, ...paging } = await pageOf(filtered, (query) => query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"), {
      page,
      pageSize,
    });
    return { items: rows.map(toEntry), ...paging };
  }

  /** Housekeeping: entries older than `before` go. */
  async pruneBefore(before: string): Promise<number> {
    return Number((await this.db.deleteFrom("activity").where("created_at", "<", before).executeTakeFirst()).numDeletedRows);
  }
}

function toEntry(row: { id: number } & Omit<ActivityTable, "id">): ActivityEntryDTO {
  let detail: ActivityEntryDTO["detail"] = null;
  try {
    detail = row.detail ? (JSON.parse(row.detail) as ActivityEntryDTO["detail"]) : null;
  } catch {
    detail = null;
  }
  return {
    id: row.id,
    createdAt: row.created_at,
    personId: row.actor_id,
    person: row.actor_name,
    kind: row.kind as ActivityKind,
    target: row.target_type ? { type: row.target_type, id: row.target_id, label: row.target_label } : null,
    address: row.address,
    detail,
  };
}
