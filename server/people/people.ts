import { type Kysely, sql } from "kysely";
import type { AccountPolicyDTO, UserDTO } from "../../app/domain/schemas/people";
import type { Role } from "../../app/domain/people/roles";
import type { Database, Engine } from "../db/schema";
import { isStorableId, nowIso } from "../db/connect";
import { inTransaction } from "../db/transaction";
import { AppError, notFound } from "../errors";
import { parseLanguages } from "../auth/sessions";
import type { Actor, ActivityLog } from "../activity-log";

const personNotFound = () => notFound("Person not found");
const LAST_ADMINISTRATOR = "The last administrator cannot be removed or made anything else: make someone else an administrator first";

type AdminRow = {
  id: number;
  username: string;
  email: string;
  role: Role;
  languages: string;
  can_publish: number;
  can_review: number;
  totp_secret: string | null;
  last_sign_in_at: string | null;
  created_at: string;
};

const toUser = (row: AdminRow): UserDTO => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  languages: parseLanguages(row.languages),
  canPublish: row.can_publish === 1,
  canReview: row.can_review === 1,
  totp: row.totp_secret !== null,
  lastSignInAt: row.last_sign_in_at,
  createdAt: row.created_at,
});

/**
 * The people who sign in (docs/product.md, "People"), for administrators: their roles and
 * languages, removing them, ending their sessions, and the rule that everyone needs a second
 * factor. There is always at least one administrator: a change that would leave none is refused,
 * under a lock on the administrators' rows so two such changes at once cannot both pass.
 */
export class PeopleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly activity: ActivityLog,
  ) {}

  async list(): Promise<UserDTO[]> {
    const rows = await this.db
      .selectFrom("admins")
      .select(["id", "username", "email", "role", "languages", "can_publish", "can_review", "totp_secret", "last_sign_in_at", "created_at"])
      .orderBy("username")
      .execute();
    return rows.map(toUser);
  }

  async get(id: number): Promise<UserDTO | null> {
    if (!isStorableId(id)) return null;
    const row = await this.db
      .selectFrom("admins")
      .select(["id", "username", "email", "role", "languages", "can_publish", "can_review", "totp_secret", "last_sign_in_at", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toUser(row) : null;
  }

  /** PUT /api/cms/users/{id}: role, languages and the rights to publish and review; takes effect on their next request. */
  async update(
    id: number,
    change: { role: Role; languages: string[]; canPublish: boolean; canReview?: boolean },
    actor: Actor,
  ): Promise<UserDTO> {
    await inTransaction(this.db, async (trx) => {
      const before = await this.lockAdministrators(trx, id);
      if (before.role === "administrator" && change.role !== "administrator") await this.assertAnotherAdministrator(trx, id);
      await trx
        .updateTable("admins")
        .set({
          role: change.role,
          languages: JSON.stringify(change.languages),
          can_publish: change.canPublish ? 1 : 0,
          can_review: change.canReview ? 1 : 0,
          updated_at: nowIso(),
        })
        .where("id", "=", id)
        .execute();
      await this.activity.record(
        {
          actor,
          kind: "role-changed",
          target: { type: "person", id, label: before.username },
          detail: {
            from: before.role,
            to: change.role,
            languages: change.languages.join(", ") || null,
            canPublish: change.canPublish,
            canReview: change.canReview ?? false,
          },
        },
        trx,
      );
    });
    return (await this.get(id))!;
  }

  /**
   * DELETE /api/cms/users/{id}: the account goes, its sessions at once (ASVS 7.4.2); what they
   * wrote stays, under their name (revisions, the media library and the activity keep usernames).
   */
  async remove(id: number, actor: Actor): Promise<void> {
    if (id === actor.id) throw new AppError("in_use", "You cannot remove yourself: another administrator can");
    await inTransaction(this.db, async (trx) => {
      const before = await this.lockAdministrators(trx, id);
      if (before.role === "administrator") await this.assertAnotherAdministrator(trx, id);
      await trx.deleteFrom("sessions").where("admin_id", "=", id).execute();
      await trx.deleteFrom("admins").where("id", "=", id).execute();
      await this.activity.record(
        { actor, kind: "person-removed", target: { type: "person", id, label: before.username }, detail: { role: before.role } },
        trx,
      );
    });
  }

  /** DELETE /api/cms/users/{id}/sessions: every session of that person ends (ASVS 7.4.5). */
  async endSessions(id: number, actor: Actor): Promise<{ ended: number }> {
    const person = await this.get(id);
    if (!person) throw personNotFound();
    const result = await this.db.deleteFrom("sessions").where("admin_id", "=", id).executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    await this.activity.record({
      actor,
      kind: "sessions-ended",
      target: { type: "person", id, label: person.username },
      detail: { sessions: ended },
    });
    return { ended };
  }

  /** POST /api/cms/users/sign-out-everyone: every session but the caller's ends. */
  async endEveryonesSessions(actor: Actor, keepSessionId: string): Promise<{ ended: number }> {
    const result = await this.db.deleteFrom("sessions").where("id", "!=", keepSessionId).executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    await this.activity.record({
      actor,
      kind: "sessions-ended",
      target: { type: "site", id: null, label: "everyone" },
      detail: { sessions: ended },
    });
    return { ended };
  }

  async policy(): Promise<AccountPolicyDTO> {
    const row = await this.db.selectFrom("account_policy").select("require_second_factor").where("id", "=", 1).executeTakeFirst();
    return { requireSecondFactor: Number(row?.require_second_factor ?? 0) === 1 };
  }

  /** PUT /api/cms/account-policy: whether everyone must set up a second factor before anything else. */
  async setPolicy({ requireSecondFactor }: AccountPolicyDTO, actor: Actor): Promise<AccountPolicyDTO> {
    if (requireSecondFactor && actor.id !== null) {
      const own = await this.db.selectFrom("admins").select("totp_secret").where("id", "=", actor.id).executeTakeFirst();
      // Otherwise the rule would send its own author to the setup before they could change it back.
      if (!own?.totp_secret) throw new AppError("in_use", "Turn on your own second factor first (Account), then require one of everyone");
    }
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("account_policy")
        .set({ require_second_factor: requireSecondFactor ? 1 : 0, updated_at: nowIso() })
        .where("id", "=", 1)
        .execute();
      await this.activity.record(
        {
          actor,
          kind: "second-factor-policy",
          target: { type: "site", id: null, label: "everyone" },
          detail: { required: requireSecondFactor },
        },
        trx,
      );
    });
    return this.policy();
  }

  /** The person's row, with every administrator's row locked (PostgreSQL; SQLite writes one at a time). */
  private async lockAdministrators(trx: Kysely<Database>, id: number): Promise<{ username: string; role: Role }> {
    if (this.engine === "postgres")
      await sql`select id from admins where role = 'administrator' or id = ${id} order by id for update`.execute(trx);
    const row = isStorableId(id)
      ? await trx.selectFrom("admins").select(["username", "role"]).where("id", "=", id).executeTakeFirst()
      : undefined;
    if (!row) throw personNotFound();
    return row;
  }

  private async assertAnotherAdministrator(trx: Kysely<Database>, id: number): Promise<void> {
    const other = await trx
      .selectFrom("admins")
      .select("id")
      .where("role", "=", "administrator")
      .where("id", "!=", id)
      .limit(1)
      .executeTakeFirst();
    if (!other) throw new AppError("in_use", LAST_ADMINISTRATOR);
  }
}
