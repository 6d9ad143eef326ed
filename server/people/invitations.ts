import type { Kysely, Selectable } from "kysely";
import type { AcceptInvitationInput, InvitationDTO, InvitationPreviewDTO, InvitationStatus } from "../../app/domain/schemas/people";
import { ROLE_LABELS, type Role } from "../../app/domain/people/roles";
import { localeOf } from "../../app/content/locales";
import type { Database, InvitationsTable } from "../db/schema";
import { isStorableId, nowIso } from "../db/connect";
import { AppError, invalidInput, notFound } from "../errors";
import type { Mailer } from "../mail/mailer";
import { AdminError } from "../auth/accounts";
import type { AuthService } from "../auth/service";
import { passwordProblem } from "../auth/password-policy";
import { type ClientInfo, parseLanguages } from "../auth/sessions";
import { hashToken, newToken } from "../auth/tokens";
import type { Actor, ActivityLog } from "../activity-log";

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

const CLOSED: Record<Exclude<InvitationStatus, "pending">, string> = {
  accepted: "This invitation has been used already: sign in with the username and password chosen then.",
  expired: "This invitation has expired (links last 72 hours): ask for a new one.",
  withdrawn: "This invitation was withdrawn: ask the person who invited you.",
};
const UNKNOWN = "This invitation link is not valid: open the link from the e-mail again, or ask for a new invitation.";

type Row = Selectable<InvitationsTable>;

function statusOf(row: Pick<Row, "accepted_at" | "withdrawn_at" | "expires_at">, now = nowIso()): InvitationStatus {
  if (row.accepted_at) return "accepted";
  if (row.withdrawn_at) return "withdrawn";
  return row.expires_at <= now ? "expired" : "pending";
}

const toDto = (row: Row): InvitationDTO => ({
  id: row.id,
  email: row.email,
  role: row.role,
  languages: parseLanguages(row.languages),
  canPublish: row.can_publish === 1,
  canReview: row.can_review === 1,
  invitedBy: row.invited_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  status: statusOf(row),
  acceptedBy: row.accepted_by,
});

export interface InvitationDeps {
  db: Kysely<Database>;
  auth: AuthService;
  mailer: Mailer;
  activity: ActivityLog;
  publicUrl: string;
}

/**
 * Invitations by e-mail (docs/product.md, "People"): an administrator names an address, a role and
 * a translator's languages; the address receives a single-use link valid 72 hours (only its
 * SHA-256 is stored), where the invitee chooses a username and a password and is signed in.
 */
export class InvitationService {
  constructor(private readonly deps: InvitationDeps) {}

  async list(): Promise<InvitationDTO[]> {
    const rows = await this.deps.db
      .selectFrom("invitations")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(500)
      .execute();
    return rows.map(toDto);
  }

  /** POST /api/cms/invitations: stores the invitation and e-mails its link (the outbox without SMTP). */
  async invite(
    input: { email: string; role: Role; languages: string[]; canPublish: boolean; canReview?: boolean },
    actor: Actor,
  ): Promise<InvitationDTO> {
    const { db, mailer, publicUrl } = this.deps;
    const email = input.email.toLowerCase();
    const existing = await db
      .selectFrom("admins")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .executeTakeFirst();
    if (existing) throw new AppError("in_use", "Someone with this e-mail address has an account already");
    const now = nowIso();
    const pending = await db
      .selectFrom("invitations")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .where("accepted_at", "is", null)
      .where("withdrawn_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    if (pending) throw new AppError("in_use", "An invitation to this address is waiting already: withdraw it first to send a new one");
    const { token, hash } = newToken();
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("invitations")
        .values({
          email: input.email,
          role: input.role,
          languages: JSON.stringify(input.languages),
          can_publish: input.canPublish ? 1 : 0,
          can_review: input.canReview ? 1 : 0,
          token_hash: hash,
          invited_by: actor.username,
          created_at: now,
          expires_at: new Date(Date.parse(now) + INVITATION_TTL_MS).toISOString(),
          accepted_at: null,
          accepted_by: null,
          withdrawn_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.deps.activity.record(
        {
          actor,
          kind: "invitation-sent",
          target: { type: "invitation", id: inserted.id, label: input.email },
          detail: { role: input.role, languages: input.languages.join(", ") || null },
        },
        trx,
      );
      return inserted;
    });
    const link = `${publicUrl}/cms/invitation?token=${encodeURIComponent(token)}`;
    const languages = input.languages.map((code) => localeOf(code)?.name ?? code).join(", ");
    await mailer.send({
      to: input.email,
      subject: "Your invitation to work on the website",
      text: [
        "Hello,",
        "",
        `${actor.username} invites you to work on the website as ${/^[AEIOU]/.test(ROLE_LABELS[input.role]) ? "an" : "a"} ${ROLE_LABELS[input.role]}${languages ? ` (${languages})` : ""}.`,
        "Open this link within 72 hours to choose your username and password:",
        "",
        link,
        "",
        "The link works once. If you did not expect this, ignore this message.",
        "",
      ].join("\n"),
    });
    return toDto(row);
  }

  /** DELETE /api/cms/invitations/{id}: a pending invitation's link stops working. */
  async withdraw(id: number, actor: Actor): Promise<void> {
    const row = isStorableId(id)
      ? await this.deps.db.selectFrom("invitations").selectAll().where("id", "=", id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound("Invitation not found");
    const status = statusOf(row);
    if (status !== "pending") throw new AppError("in_use", `This invitation is ${status} already`);
    await this.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable("invitations").set({ withdrawn_at: nowIso() }).where("id", "=", id).where("accepted_at", "is", null).execute();
      await this.deps.activity.record({ actor, kind: "invitation-withdrawn", target: { type: "invitation", id, label: row.email } }, trx);
    });
  }

  /** GET /api/cms/invitations/preview?token=: what the invitation screen shows, or why the link no longer works. */
  async preview(token: string): Promise<InvitationPreviewDTO> {
    const row = await this.open(token);
    return { email: row.email, role: row.role, languages: parseLanguages(row.languages) };
  }

  /**
   * POST /api/cms/invitations/accept: the invitee's username and password become an account with
   * the invitation's role, in the same transaction that spends the link; then a session starts.
   */
  async accept(input: AcceptInvitationInput, client: ClientInfo): Promise<{ token: string; username: string }> {
    const row = await this.open(input.token);
    const problem = passwordProblem(input.password, { username: input.username, email: row.email });
    if (problem) throw invalidInput(problem);
    const { db, auth } = this.deps;
    const id = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const claimed = await trx
        .updateTable("invitations")
        .set({ accepted_at: now, accepted_by: input.username })
        .where("id", "=", row.id)
        .where("accepted_at", "is", null)
        .where("withdrawn_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new AppError("gone", CLOSED.accepted);
      let created: { id: number };
      try {
        created = await auth.createAdmin(
          {
            username: input.username,
            email: row.email,
            password: input.password,
            role: row.role,
            languages: parseLanguages(row.languages),
            canPublish: row.can_publish === 1,
            canReview: row.can_review === 1,
          },
          trx,
        );
      } catch (err) {
        if (err instanceof AdminError) throw new AppError("in_use", `The username "${input.username}" is taken: choose another`);
        throw err;
      }
      await trx.updateTable("admins").set({ last_sign_in_at: now }).where("id", "=", created.id).execute();
      const actor = { id: created.id, username: input.username, address: client.ip };
      await this.deps.activity.record(
        { actor, kind: "invitation-accepted", target: { type: "invitation", id: row.id, label: row.email }, detail: { role: row.role } },
        trx,
      );
      return created.id;
    });
    const { token } = await auth.sessions.create(id, client);
    return { token, username: input.username };
  }

  /** Housekeeping: invitations that closed more than 30 days ago are forgotten (the activity keeps them). */
  async purgeOld(now = Date.now()): Promise<void> {
    const before = new Date(now - 30 * 24 * 60 * 60 * 1000).toISOString();
    await this.deps.db.deleteFrom("invitations").where("expires_at", "<", before).execute();
  }

  private async open(token: string): Promise<Row> {
    const row = await this.deps.db.selectFrom("invitations").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
    if (!row) throw notFound(UNKNOWN);
    const status = statusOf(row);
    if (status !== "pending") throw new AppError("gone", CLOSED[status]);
    return row;
  }
}
