import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { EmailChangeInput, PendingEmailDTO } from "../../app/domain/schemas/account";
import { FIRST_ADMIN_EMAIL } from "../../app/domain/schemas/auth";
import type { Database } from "../db/schema";
import { isStorableId, nowIso } from "../db/connect";
import { AppError, invalidInput, notFound } from "../errors";
import type { Mailer } from "../mail/mailer";
import { EMAIL_CHANGE_TTL_HOURS, emailChangeLink, emailChangeRequestedNotice, emailChangedNotice } from "../mail/email-change";
import { AdminError } from "../auth/accounts";
import type { AuthService } from "../auth/service";
import { endPendingLinks } from "../auth/pending-links";
import { hashToken, newToken } from "../auth/tokens";
import type { Actor, ActivityLog } from "../activity-log";

const TTL_MS = EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000;
/** Links asked for by one account in an hour: each sends two messages, so this bounds the mail a session can cause. */
const PER_HOUR = 5;
export const EMAIL_TAKEN = "Someone else's account has this e-mail address";
export const EMAIL_CHANGE_INVALID = "This link is invalid or has expired: ask for the change again from your Account screen.";

export interface EmailChangeDeps {
  db: Kysely<Database>;
  auth: AuthService;
  mailer: Mailer;
  activity: ActivityLog;
  logger: Logger;
  publicUrl: string;
  /** Mail goes to DATA_DIR/outbox: the link is also logged, as a reset link is. */
  outboxMode: boolean;
}

type Db = Kysely<Database>;
const lower = (email: string) => email.trim().toLowerCase();

/**
 * Changing an account's e-mail address (docs/product.md, "Account" and "People"). A person changes
 * their own with their password: a single-use link (only its SHA-256 stored) goes to the new
 * address, a notice to the old one, and the address changes only when the link is opened. An
 * administrator (with their own password) or the server's shell changes someone's at once, and the
 * old address is told. Either way the pending reset links and address changes of that account end.
 */
export class EmailChangeService {
  constructor(private readonly deps: EmailChangeDeps) {}

  /** The change of this account waiting for its link, if any. */
  async pending(adminId: number): Promise<PendingEmailDTO | null> {
    const row = await this.deps.db
      .selectFrom("email_changes")
      .select(["new_email", "expires_at"])
      .where("admin_id", "=", adminId)
      .where("used_at", "is", null)
      .where("expires_at", ">", nowIso())
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    return row ? { email: row.new_email, expiresAt: row.expires_at } : null;
  }

  /** POST /api/cms/account/email: after the password, the link to the new address and the notice to the old. */
  async request(person: { id: number; username: string }, input: EmailChangeInput, actor: Actor): Promise<PendingEmailDTO> {
    const { db, auth, publicUrl } = this.deps;
    const current = await db.selectFrom("admins").select("email").where("id", "=", person.id).executeTakeFirstOrThrow();
    if (current.email === input.email) throw invalidInput("This is your e-mail address already");
    await auth.confirmPassword(person, input.password, actor.address ?? "unknown");
    await this.assertFree(db, input.email, person.id);
    const now = Date.now();
    const recent = await db
      .selectFrom("email_changes")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("admin_id", "=", person.id)
      .where("created_at", ">", new Date(now - 60 * 60 * 1000).toISOString())
      .executeTakeFirst();
    if (Number(recent?.n ?? 0) >= PER_HOUR)
      throw new AppError("throttled", "Too many address changes asked for in the last hour. Please wait and try again.", 60 * 60);
    const { token, hash } = newToken();
    const expiresAt = new Date(now + TTL_MS).toISOString();
    await db.transaction().execute(async (trx) => {
      // One change waits at a time: an earlier link (and a reset link) stops working.
      await endPendingLinks(trx, person.id);
      await trx
        .insertInto("email_changes")
        .values({
          admin_id: person.id,
          new_email: input.email,
          token_hash: hash,
          created_at: new Date(now).toISOString(),
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      await this.deps.activity.record(
        {
          actor,
          kind: "email-change-requested",
          target: { type: "person", id: person.id, label: person.username },
          detail: { to: input.email },
        },
        trx,
      );
    });
    const link = `${publicUrl}/cms/email-change?token=${encodeURIComponent(token)}`;
    if (this.deps.outboxMode)
      this.deps.logger.warn({ username: person.username, link }, "e-mail address change link (no SMTP_URL: also in the outbox)");
    await this.deps.mailer.send(emailChangeLink({ username: person.username, to: input.email, link }));
    auth.inBackground(
      this.deps.mailer.send(emailChangeRequestedNotice({ username: person.username, to: current.email, newEmail: input.email })),
      "could not send the notice of an e-mail address change to the old address",
    );
    return { email: input.email, expiresAt };
  }

  /**
   * POST /api/cms/email-change/confirm (the link, opened by anyone who has it): the new address
   * becomes the account's, once. Answers the new address, or refuses an unknown, used or expired link.
   */
  async confirm(token: string, address: string | null): Promise<{ email: string }> {
    const email = await this.deps.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const row = await trx
        .selectFrom("email_changes")
        .innerJoin("admins", "admins.id", "email_changes.admin_id")
        .select(["email_changes.id", "email_changes.admin_id", "email_changes.new_email", "admins.username", "admins.email"])
        .where("email_changes.token_hash", "=", hashToken(token))
        .where("email_changes.used_at", "is", null)
        .where("email_changes.expires_at", ">", now)
        .executeTakeFirst();
      if (!row) throw invalidInput(EMAIL_CHANGE_INVALID);
      // Only one of two simultaneous confirmations can claim the link.
      const claimed = await trx
        .updateTable("email_changes")
        .set({ used_at: now })
        .where("id", "=", row.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw invalidInput(EMAIL_CHANGE_INVALID);
      await this.assertFree(trx, row.new_email, row.admin_id);
      const actor = { id: row.admin_id, username: row.username, address };
      await this.apply(trx, { id: row.admin_id, username: row.username, from: row.email, to: row.new_email }, actor);
      return row.new_email;
    });
    return { email };
  }

  /** PUT /api/cms/users/{id}/email: an administrator, with their own password, sets someone's address at once. */
  async setByAdministrator(person: { id: number; username: string }, id: number, input: EmailChangeInput, actor: Actor): Promise<void> {
    const target = isStorableId(id)
      ? await this.deps.db.selectFrom("admins").select("id").where("id", "=", id).executeTakeFirst()
      : undefined;
    if (!target) throw notFound("Person not found");
    // Their own goes through the link to the new address, as everyone's does.
    if (id === person.id) throw invalidInput("Change your own address on your Account screen");
    await this.deps.auth.confirmPassword(person, input.password, actor.address ?? "unknown");
    await this.setNow(id, input.email, actor);
  }

  /** `npm run admin -- set-email <username> <email>`: the server's operator vouches for the change. */
  async setFromShell(username: string, email: string, actor: Actor): Promise<{ from: string }> {
    const row = await this.deps.db.selectFrom("admins").select("id").where("username", "=", username).executeTakeFirst();
    if (!row) throw new AdminError(`No one is named "${username}".`);
    try {
      return await this.setNow(row.id, email, actor);
    } catch (err) {
      if (err instanceof AppError) throw new AdminError(err.message);
      throw err;
    }
  }

  /** The accounts that still have the first administrator's made-up address (no ADMIN_EMAIL at the first start). */
  async withoutRealAddress(): Promise<string[]> {
    const rows = await this.deps.db
      .selectFrom("admins")
      .select("username")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", FIRST_ADMIN_EMAIL))
      .orderBy("username")
      .execute();
    return rows.map((row) => row.username);
  }

  /** Housekeeping: links used or expired more than a day ago are forgotten (the activity keeps the changes). */
  async purgeOld(now = Date.now()): Promise<void> {
    await this.deps.db
      .deleteFrom("email_changes")
      .where("expires_at", "<", new Date(now - 24 * 60 * 60 * 1000).toISOString())
      .execute();
  }

  private async setNow(id: number, email: string, actor: Actor): Promise<{ from: string }> {
    const before = await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("admins").select(["id", "username", "email"]).where("id", "=", id).executeTakeFirst();
      if (!row) throw notFound("Person not found");
      if (row.email === email) throw invalidInput("This is their e-mail address already");
      await this.assertFree(trx, email, id);
      await this.apply(trx, { id, username: row.username, from: row.email, to: email }, actor);
      return row;
    });
    this.deps.auth.inBackground(
      this.deps.mailer.send(
        emailChangedNotice({ username: before.username, to: before.email, newEmail: email, by: actor.id === null ? null : actor.username }),
      ),
      "could not send the notice of an e-mail address change to the old address",
    );
    return { from: before.email };
  }

  /** The address changes; reset links and address changes still waiting for this account stop working. */
  private async apply(trx: Db, change: { id: number; username: string; from: string; to: string }, actor: Actor): Promise<void> {
    await trx.updateTable("admins").set({ email: change.to, updated_at: nowIso() }).where("id", "=", change.id).execute();
    await endPendingLinks(trx, change.id);
    await this.deps.activity.record(
      {
        actor,
        kind: "email-changed",
        target: { type: "person", id: change.id, label: change.username },
        detail: { from: change.from, to: change.to },
      },
      trx,
    );
  }

  private async assertFree(db: Db, email: string, adminId: number): Promise<void> {
    const other = await db
      .selectFrom("admins")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", lower(email)))
      .where("id", "!=", adminId)
      .executeTakeFirst();
    if (other) throw new AppError("in_use", EMAIL_TAKEN);
  }
}
