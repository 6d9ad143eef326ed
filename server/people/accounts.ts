import type { Kysely } from "kysely";
import type { AccountDTO, PasswordChangeInput, SessionInfoDTO, TotpSetupDTO } from "../../app/domain/schemas/account";
import type { Database } from "../db/schema";
import { nowIso } from "../db/connect";
import { AppError, invalidInput, notFound } from "../errors";
import type { AuthService } from "../auth/service";
import { hashPassword } from "../auth/passwords";
import { endPendingLinks } from "../auth/pending-links";
import { passwordProblem } from "../auth/password-policy";
import { type SessionAdmin, parseLanguages } from "../auth/sessions";
import { newTotpSecret, totpStepOf, totpUri } from "../auth/totp";
import type { Actor, ActivityLog } from "../activity-log";
import { deviceOf } from "./device";
import type { EmailChangeService } from "./email-change";

/** A secret shown for setting up the second factor must be confirmed within this time. */
const TOTP_SETUP_MS = 15 * 60 * 1000;

/**
 * Your account (docs/product.md, "Account"): its facts, its password, its sessions and its second
 * factor. Every change that touches how the account proves itself asks for the password again
 * (ASVS 5.0 7.5.1), throttled with the sign-ins (AuthService.confirmPassword), and is recorded.
 */
export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AuthService,
    private readonly activity: ActivityLog,
    private readonly emailChanges: EmailChangeService,
  ) {}

  async get(person: SessionAdmin): Promise<AccountDTO> {
    const row = await this.db.selectFrom("admins").selectAll().where("id", "=", person.id).executeTakeFirstOrThrow();
    const policy = await this.db.selectFrom("account_policy").select("require_second_factor").where("id", "=", 1).executeTakeFirst();
    const [recoveryCodesLeft, anyRecoveryCode, pendingEmail] = await Promise.all([
      this.auth.secondFactor.recoveryCodesLeft(row.id),
      this.db.selectFrom("recovery_codes").select("id").where("admin_id", "=", row.id).limit(1).executeTakeFirst(),
      this.emailChanges.pending(row.id),
    ]);
    const totpOn = row.totp_secret !== null;
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      role: row.role,
      languages: parseLanguages(row.languages),
      canPublish: row.can_publish === 1,
      canReview: row.can_review === 1,
      // Codes are made with the second factor and deleted only with it: on without any (used ones
      // included) means they were not restored with the rest of the site.
      totp: { enabled: totpOn, enabledAt: row.totp_enabled_at, recoveryCodesLeft, recoveryCodesMissing: totpOn && !anyRecoveryCode },
      pendingEmail,
      setup: person.setup,
      secondFactorRequired: Number(policy?.require_second_factor ?? 0) === 1,
      lastSignInAt: row.last_sign_in_at,
    };
  }

  /**
   * PUT /api/cms/account/password: the current password, then a new one that keeps the password
   * rules. Every other session ends; this one continues under a new token (returned).
   */
  async changePassword(person: SessionAdmin, input: PasswordChangeInput, actor: Actor): Promise<{ token: string }> {
    const account = await this.db.selectFrom("admins").select(["email"]).where("id", "=", person.id).executeTakeFirstOrThrow();
    const problem = passwordProblem(input.newPassword, { username: person.username, email: account.email });
    if (problem) throw invalidInput(problem);
    if (input.newPassword === input.currentPassword) throw invalidInput("The new password must differ from the current one");
    await this.auth.confirmPassword(person, input.currentPassword, actor.address ?? "unknown");
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("admins")
        .set({ password_hash: passwordHash, must_change_password: 0, updated_at: nowIso() })
        .where("id", "=", person.id)
        .execute();
      await trx.deleteFrom("sessions").where("admin_id", "=", person.id).execute();
      await endPendingLinks(trx, person.id);
      await this.activity.record(
        { actor, kind: "password-changed", target: { type: "person", id: person.id, label: person.username } },
        trx,
      );
    });
    return this.auth.sessions.create(person.id, { ip: actor.address, userAgent: null });
  }

  /** GET /api/cms/account/sessions: this person's sessions, the current one first, then the most recently seen. */
  async sessions(person: SessionAdmin): Promise<SessionInfoDTO[]> {
    const rows = await this.db
      .selectFrom("sessions")
      .select(["id", "public_id", "created_at", "last_seen_at", "ip", "user_agent"])
      .where("admin_id", "=", person.id)
      .where("expires_at", ">", nowIso())
      .orderBy("last_seen_at", "desc")
      .execute();
    return rows
      .map((row) => ({
        id: row.public_id ?? "",
        current: row.id === person.sessionId,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        ip: row.ip,
        device: deviceOf(row.user_agent),
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  /**
   * DELETE /api/cms/account/sessions/{id}: ends one of this person's sessions. Another one needs
   * the password (ASVS 7.5.2); the current one is a sign-out and does not. Says whether it was the current.
   */
  async endSession(person: SessionAdmin, publicId: string, password: string | undefined, actor: Actor): Promise<{ current: boolean }> {
    const row = await this.db
      .selectFrom("sessions")
      .select("id")
      .where("public_id", "=", publicId)
      .where("admin_id", "=", person.id)
      .executeTakeFirst();
    if (!row) throw notFound("Session not found");
    const current = row.id === person.sessionId;
    if (!current) {
      if (!password) throw invalidInput("Password is required");
      await this.auth.confirmPassword(person, password, actor.address ?? "unknown");
    }
    await this.auth.sessions.delete(row.id);
    await this.activity.record({
      actor,
      kind: current ? "sign-out" : "sessions-ended",
      target: { type: "person", id: person.id, label: person.username },
      detail: current ? undefined : { sessions: 1 },
    });
    return { current };
  }

  /** POST /api/cms/account/sessions/sign-out-others: every session but this one ends, after the password. */
  async signOutOthers(person: SessionAdmin, password: string, actor: Actor): Promise<{ ended: number }> {
    await this.auth.confirmPassword(person, password, actor.address ?? "unknown");
    const ended = await this.auth.sessions.deleteAllOf(person.id, person.sessionId);
    await this.activity.record({
      actor,
      kind: "sessions-ended",
      target: { type: "person", id: person.id, label: person.username },
      detail: { sessions: ended },
    });
    return { ended };
  }

  // --- Second factor ----------------------------------------------------------------------------

  /** POST /api/cms/account/totp: a new secret to set up (not on until a code confirms it). */
  async beginTotp(person: SessionAdmin, password: string, actor: Actor): Promise<TotpSetupDTO> {
    await this.auth.confirmPassword(person, password, actor.address ?? "unknown");
    const row = await this.db.selectFrom("admins").select("totp_secret").where("id", "=", person.id).executeTakeFirstOrThrow();
    if (row.totp_secret) throw new AppError("in_use", "The second factor is on already: turn it off first to set up another app");
    const secret = newTotpSecret();
    await this.db
      .updateTable("admins")
      .set({ totp_pending_secret: secret, totp_pending_at: nowIso() })
      .where("id", "=", person.id)
      .execute();
    return { secret, otpauthUri: totpUri(secret, person.username) };
  }

  /** POST /api/cms/account/totp/confirm: a code of the new secret turns the second factor on; ten recovery codes, shown once. */
  async confirmTotp(person: SessionAdmin, code: string, actor: Actor): Promise<{ recoveryCodes: string[] }> {
    const row = await this.db
      .selectFrom("admins")
      .select(["totp_secret", "totp_pending_secret", "totp_pending_at"])
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    if (row.totp_secret) throw new AppError("in_use", "The second factor is on already");
    const fresh = row.totp_pending_at !== null && Date.parse(row.totp_pending_at) + TOTP_SETUP_MS > Date.now();
    if (!row.totp_pending_secret || !fresh)
      throw invalidInput("Start the setup again: the code to scan was not shown in the last 15 minutes");
    // A wrong code counts as a wrong password does, so the six digits cannot be walked through.
    const wait = await this.auth.throttle.claim("login", person.username, actor.address ?? "unknown");
    if (wait > 0) throw new AppError("throttled", "Too many attempts. Please wait a few minutes and try again.", wait);
    const step = await totpStepOf(row.totp_pending_secret, code, null);
    if (step === null) throw invalidInput("The code is not right: enter the 6 digits your authenticator app shows now");
    const secret = row.totp_pending_secret;
    const recoveryCodes = await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("admins")
        .set({ totp_secret: secret, totp_enabled_at: nowIso(), totp_last_step: step, totp_pending_secret: null, totp_pending_at: null })
        .where("id", "=", person.id)
        .execute();
      await this.activity.record(
        { actor, kind: "second-factor-on", target: { type: "person", id: person.id, label: person.username } },
        trx,
      );
      return this.auth.secondFactor.newRecoveryCodes(trx, person.id);
    });
    await this.auth.throttle.clear("login", person.username, actor.address ?? "unknown");
    return { recoveryCodes };
  }

  /** DELETE /api/cms/account/totp: the password and a code (of the app, or a recovery code) turn it off. */
  async disableTotp(person: SessionAdmin, input: { password: string; code: string }, actor: Actor): Promise<void> {
    await this.auth.confirmPassword(person, input.password, actor.address ?? "unknown");
    const row = await this.db.selectFrom("admins").select("totp_secret").where("id", "=", person.id).executeTakeFirstOrThrow();
    if (!row.totp_secret) throw new AppError("in_use", "The second factor is off already");
    const wait = await this.auth.throttle.claim("login", person.username, actor.address ?? "unknown");
    if (wait > 0) throw new AppError("throttled", "Too many attempts. Please wait a few minutes and try again.", wait);
    const proof = /^\d{6}$/.test(input.code) ? { totpCode: input.code } : { recoveryCode: input.code };
    // Under the account's code lock too: a session cannot walk the codes from many addresses.
    if (!(await this.auth.spendSecondFactor(person, proof, actor.address ?? "unknown")))
      throw invalidInput("The code is not right: enter the current code of your authenticator app, or one of your recovery codes");
    await this.auth.throttle.clear("login", person.username, actor.address ?? "unknown");
    await this.turnOff(person.id, actor, { type: "person", id: person.id, label: person.username });
  }

  /** POST /api/cms/account/totp/recovery-codes: ten new recovery codes replace the old ones. */
  async renewRecoveryCodes(person: SessionAdmin, password: string, actor: Actor): Promise<{ recoveryCodes: string[] }> {
    await this.auth.confirmPassword(person, password, actor.address ?? "unknown");
    const row = await this.db.selectFrom("admins").select("totp_secret").where("id", "=", person.id).executeTakeFirstOrThrow();
    if (!row.totp_secret) throw invalidInput("Turn the second factor on first");
    return this.db.transaction().execute(async (trx) => {
      await this.activity.record(
        { actor, kind: "recovery-codes-renewed", target: { type: "person", id: person.id, label: person.username } },
        trx,
      );
      return { recoveryCodes: await this.auth.secondFactor.newRecoveryCodes(trx, person.id) };
    });
  }

  /** Turns a person's second factor off (here, or from the command line for someone who lost it). */
  async turnOff(adminId: number, actor: Actor, target: { type: "person"; id: number; label: string }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("admins")
        .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, totp_pending_secret: null, totp_pending_at: null })
        .where("id", "=", adminId)
        .execute();
      await trx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
      await this.activity.record({ actor, kind: "second-factor-off", target }, trx);
    });
  }
}
