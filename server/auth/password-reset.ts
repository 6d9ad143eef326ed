import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ResetRequestInput } from "../../app/domain/schemas/auth";
import type { Database } from "../db/schema";
import { nowIso } from "../db/connect";
import { AppError, invalidInput } from "../errors";
import type { Mailer } from "../mail/mailer";
import type { ActivityLog } from "../activity-log";
import { hashPassword } from "./passwords";
import { passwordProblem } from "./password-policy";
import type { Throttle } from "./throttle";
import { endPendingLinks } from "./pending-links";
import { hashToken, newToken } from "./tokens";

export const RESET_TTL_MS = 30 * 60 * 1000;
export const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

export interface ResetDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  outboxMode: boolean;
  throttle: Throttle;
  activity: ActivityLog;
  /** Runs work after the answer has gone (AuthService keeps it for the shutdown). */
  inBackground: (work: Promise<void>, failure: string) => void;
}

/**
 * The e-mailed password reset (docs/decisions/004): a request stores the new password, hashed,
 * beside a single-use token and mails a link; only confirming the link applies it. A reset changes
 * the password only: a second factor stays on and is still asked at the next sign-in (ASVS 6.4.3).
 */
export class PasswordReset {
  constructor(private readonly deps: ResetDeps) {}

  /**
   * Answers the same, in the same time, whether or not the details match: both cases claim a
   * throttle attempt, look the username up and hash the new password once; the work only a match
   * needs runs after the answer has gone. A new password that breaks the password rules is refused
   * first (it says nothing about the account: the rules read only what was sent).
   */
  async request(input: ResetRequestInput, address: string): Promise<void> {
    const problem = passwordProblem(input.newPassword, { username: input.username, email: input.email });
    if (problem) throw invalidInput(problem);
    const { db, throttle, logger } = this.deps;
    const wait = await throttle.claim("reset", input.username, address);
    if (wait > 0) throw new AppError("throttled", TOO_MANY, wait);
    const admin = await db
      .selectFrom("admins")
      .select(["id", "username", "email"])
      .where("username", "=", input.username)
      .executeTakeFirst();
    const passwordHash = await hashPassword(input.newPassword);
    if (!admin || admin.email.trim().toLowerCase() !== input.email.trim().toLowerCase()) {
      logger.info("password reset requested for details that match no administrator");
      return;
    }
    this.deps.inBackground(this.sendLink(admin, passwordHash), "could not store or send the password reset link");
  }

  private async sendLink(admin: { id: number; username: string; email: string }, passwordHash: string): Promise<void> {
    const { db, mailer, logger, publicUrl } = this.deps;
    const { token, hash } = newToken();
    const now = Date.now();
    await db
      .insertInto("password_resets")
      .values({
        admin_id: admin.id,
        token_hash: hash,
        password_hash: passwordHash,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + RESET_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    const link = `${publicUrl}/cms/reset-password/confirm?token=${encodeURIComponent(token)}`;
    if (this.deps.outboxMode) logger.warn({ username: admin.username, link }, "password reset link (no SMTP_URL: also in the outbox)");
    await mailer.send({
      to: admin.email,
      subject: "Confirm your new password",
      text: [
        `Hello ${admin.username},`,
        "",
        "Someone (hopefully you) asked to change the password of your account.",
        "The new password takes effect only when you open this link within 30 minutes:",
        "",
        link,
        "",
        "If you did not ask for this, ignore this message: your password stays as it is.",
        "",
      ].join("\n"),
    });
  }

  /** Applies the pending password of a valid token, ends every session and consumes the token. */
  async confirm(token: string, address: string | null): Promise<boolean> {
    const tokenHash = hashToken(token);
    const done = await this.deps.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const reset = await trx
        .selectFrom("password_resets")
        .innerJoin("admins", "admins.id", "password_resets.admin_id")
        .select(["password_resets.id", "password_resets.admin_id", "password_resets.password_hash", "admins.username"])
        .where("password_resets.token_hash", "=", tokenHash)
        .where("password_resets.used_at", "is", null)
        .where("password_resets.expires_at", ">", now)
        .executeTakeFirst();
      if (!reset) return false;
      // Only one of two simultaneous confirmations can claim the token.
      const claimed = await trx
        .updateTable("password_resets")
        .set({ used_at: now })
        .where("id", "=", reset.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable("admins")
        .set({ password_hash: reset.password_hash, must_change_password: 0, updated_at: now })
        .where("id", "=", reset.admin_id)
        .execute();
      await trx.deleteFrom("sessions").where("admin_id", "=", reset.admin_id).execute();
      // Other pending links of this administrator would otherwise overwrite the new password.
      await endPendingLinks(trx, reset.admin_id);
      const actor = { id: reset.admin_id, username: reset.username, address };
      await this.deps.activity.record(
        { actor, kind: "password-reset", target: { type: "person", id: reset.admin_id, label: reset.username } },
        trx,
      );
      return true;
    });
    if (done) this.deps.logger.info("password changed through a reset link; every session of that administrator ended");
    return done;
  }

  async purgeOld(): Promise<void> {
    await this.deps.db
      .deleteFrom("password_resets")
      .where("expires_at", "<", new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString())
      .execute();
  }
}
