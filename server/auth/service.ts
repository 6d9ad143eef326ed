import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ResetRequestInput } from "../../app/lib/schemas/auth";
import type { Database, Engine } from "../db/schema";
import { isUniqueViolation, nowIso } from "../db/connect";
import { AppError } from "../errors";
import type { Mailer } from "../mail/mailer";
import { generatePassword, getDummyHash, hashPassword, verifyPassword } from "./passwords";
import { type SessionAdmin, SessionStore } from "./sessions";
import { Throttle } from "./throttle";
import { hashToken, newToken } from "./tokens";

export const RESET_TTL_MS = 30 * 60 * 1000;
export const RESET_REQUESTED_MESSAGE =
  "If these details match an administrator, we have e-mailed a link to confirm the new password.";
export const RESET_DONE_MESSAGE = "Your password has been changed. Please sign in with your new password.";
export const RESET_INVALID_MESSAGE = "This reset link is invalid or has expired.";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

/** A refusal of the administrator command line (a name taken, an unknown name). */
export class AdminError extends Error {}

export interface AuthDeps {
  db: Kysely<Database>;
  engine: Engine;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Mail goes to DATA_DIR/outbox: the reset link is also logged so the owner can finish a reset. */
  outboxMode: boolean;
}

/**
 * Administrators and everything about proving who they are: sign-in with throttling, sessions,
 * the e-mailed password reset, and the accounts the command line manages.
 */
export class AuthService {
  private readonly sessions: SessionStore;
  private readonly throttle: Throttle;
  /** Work started by a request that its answer must not wait for (see requestReset). */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: AuthDeps) {
    this.sessions = new SessionStore(deps.db);
    this.throttle = new Throttle(deps.db, deps.engine);
  }

  // --- Sign-in and sessions ---------------------------------------------------------------------

  /**
   * Checks a username and password from `address`. The attempt is claimed from the throttle before
   * the password is hashed, so no more guesses are evaluated than the limits allow, however many
   * arrive at once. Unknown usernames cost a hash too, so the answer time does not reveal them.
   */
  async signIn(username: string, password: string, address: string): Promise<{ token: string; admin: { username: string } }> {
    const wait = await this.throttle.claim("login", username, address);
    if (wait > 0) throw new AppError("throttled", TOO_MANY, wait);
    const admin = await this.deps.db
      .selectFrom("admins")
      .select(["id", "username", "password_hash"])
      .where("username", "=", username)
      .executeTakeFirst();
    const ok = await verifyPassword(password, admin?.password_hash ?? (await getDummyHash()));
    if (!admin || !ok) {
      this.deps.logger.info({ address }, "failed sign-in");
      throw new AppError("unauthorized", "Invalid credentials");
    }
    await this.throttle.clear("login", username, address);
    // A fresh token at every sign-in: a token planted before sign-in is worthless.
    const { token } = await this.sessions.create(admin.id);
    return { token, admin: { username: admin.username } };
  }

  /** The administrator of a valid session token (refreshing its idle expiry), or null. */
  session(token: string | undefined): Promise<SessionAdmin | null> {
    return this.sessions.resolve(token);
  }

  async signOut(token: string | undefined): Promise<void> {
    const admin = await this.sessions.resolve(token);
    if (admin) await this.sessions.delete(admin.sessionId);
  }

  // --- Password reset ---------------------------------------------------------------------------

  /**
   * A reset request never changes the password by itself: when the username and e-mail match, the
   * new password (hashed) is stored beside a single-use token and a link is e-mailed; opening it
   * applies the password. The caller answers the same either way, and in the same time: both
   * cases claim a throttle attempt, look the username up and hash the new password once; the work
   * only a match needs (storing the link, sending the mail) runs after the answer has gone.
   */
  async requestReset(input: ResetRequestInput, address: string): Promise<void> {
    const wait = await this.throttle.claim("reset", input.username, address);
    if (wait > 0) throw new AppError("throttled", TOO_MANY, wait);
    const admin = await this.deps.db
      .selectFrom("admins")
      .select(["id", "username", "email"])
      .where("username", "=", input.username)
      .executeTakeFirst();
    const passwordHash = await hashPassword(input.newPassword);
    if (!admin || admin.email.trim().toLowerCase() !== input.email.trim().toLowerCase()) {
      this.deps.logger.info("password reset requested for details that match no administrator");
      return;
    }
    this.inBackground(this.sendResetLink(admin, passwordHash), "could not store or send the password reset link");
  }

  private async sendResetLink(admin: { id: number; username: string; email: string }, passwordHash: string): Promise<void> {
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
        "Someone (hopefully you) asked to change the password of your administrator account.",
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
  async confirmReset(token: string): Promise<boolean> {
    const tokenHash = hashToken(token);
    const done = await this.deps.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const reset = await trx
        .selectFrom("password_resets")
        .select(["id", "admin_id", "password_hash"])
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
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
      await trx.updateTable("admins").set({ password_hash: reset.password_hash, updated_at: now }).where("id", "=", reset.admin_id).execute();
      await trx.deleteFrom("sessions").where("admin_id", "=", reset.admin_id).execute();
      // Other pending links of this administrator would otherwise overwrite the new password.
      await trx.deleteFrom("password_resets").where("admin_id", "=", reset.admin_id).where("used_at", "is", null).execute();
      return true;
    });
    if (done) this.deps.logger.info("password changed through a reset link; every session of that administrator ended");
    return done;
  }

  // --- Accounts ---------------------------------------------------------------------------------

  async createAdmin({ username, email, password }: { username: string; email: string; password: string }): Promise<{ id: number }> {
    const now = nowIso();
    try {
      return await this.deps.db
        .insertInto("admins")
        .values({ username, email, password_hash: await hashPassword(password), created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AdminError(`An administrator named "${username}" already exists.`);
      throw err;
    }
  }

  /** Sets a new password and ends every session and pending reset of that administrator. */
  async setPassword(username: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction().execute(async (trx) => {
      const admin = await trx.selectFrom("admins").select("id").where("username", "=", username).executeTakeFirst();
      if (!admin) throw new AdminError(`No administrator named "${username}".`);
      await trx.updateTable("admins").set({ password_hash: passwordHash, updated_at: nowIso() }).where("id", "=", admin.id).execute();
      await trx.deleteFrom("sessions").where("admin_id", "=", admin.id).execute();
      await trx.deleteFrom("password_resets").where("admin_id", "=", admin.id).execute();
    });
  }

  /**
   * First start: create the first administrator from the configuration, or `admin` with a random
   * password printed once (it is never stored in clear).
   */
  async ensureFirstAdmin(admin: { username?: string; email?: string; password?: string }): Promise<void> {
    const any = await this.deps.db.selectFrom("admins").select("id").limit(1).executeTakeFirst();
    if (any) return;
    const username = admin.username ?? "admin";
    const email = admin.email ?? "admin@localhost";
    const password = admin.password ?? generatePassword();
    try {
      await this.createAdmin({ username, email, password });
    } catch (err) {
      // Another instance starting at the same moment created it first.
      if (err instanceof AdminError) return;
      throw err;
    }
    if (admin.password) {
      this.deps.logger.info({ username }, "created the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD");
    } else {
      this.deps.logger.warn(
        { username },
        `created the first administrator "${username}" with the password ${password} (shown once; change it with npm run admin -- set-password ${username})`,
      );
    }
  }

  // --- Housekeeping -----------------------------------------------------------------------------

  /** Forgets expired sessions, old sign-in attempts and reset links a day past their expiry. */
  async purgeExpired(): Promise<void> {
    await this.sessions.purgeExpired();
    await this.throttle.purgeOld();
    await this.deps.db
      .deleteFrom("password_resets")
      .where("expires_at", "<", new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString())
      .execute();
  }

  private inBackground(work: Promise<void>, failure: string) {
    const tracked = work.catch((err: unknown) => this.deps.logger.error({ err }, failure)).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Waits for work still running after its request was answered (at shutdown). */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
