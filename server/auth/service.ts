import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Role } from "../../app/lib/people/roles";
import type { ResetRequestInput } from "../../app/lib/schemas/auth";
import type { Database, Engine } from "../db/schema";
import { isUniqueViolation, nowIso } from "../db/connect";
import { AppError } from "../errors";
import type { Mailer } from "../mail/mailer";
import type { ActivityLog} from "../activity-log";
import { type Actor, SHELL } from "../activity-log";
import { generatePassword, getDummyHash, hashPassword, verifyPassword } from "./passwords";
import { PasswordReset, TOO_MANY } from "./password-reset";
import { passwordProblem } from "./password-policy";
import { SecondFactor, type SecondFactorProof } from "./second-factor";
import { type ClientInfo, type SessionAdmin, SessionStore } from "./sessions";
import { Throttle } from "./throttle";

export { RESET_TTL_MS } from "./password-reset";
export const RESET_REQUESTED_MESSAGE =
  "If these details match an administrator, we have e-mailed a link to confirm the new password.";
export const RESET_DONE_MESSAGE = "Your password has been changed. Please sign in with your new password.";
export const RESET_INVALID_MESSAGE = "This reset link is invalid or has expired.";
export const INVALID_CODE_MESSAGE = "The code is not valid: enter the current code of your authenticator app, or one of your recovery codes.";

/** A refusal of the command line (a name taken, an unknown name). */
export class AdminError extends Error {}

export interface AuthDeps {
  db: Kysely<Database>;
  engine: Engine;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Mail goes to DATA_DIR/outbox: the reset link is also logged so the owner can finish a reset. */
  outboxMode: boolean;
  activity: ActivityLog;
}

export type SignInResult = { token: string; admin: { id: number; username: string } } | { totpRequired: true };

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  role?: Role;
  languages?: string[];
  canPublish?: boolean;
  /** The password was made for them (generated) or breaks today's rules: asked to change it at the next sign-in (ASVS 6.4.1). */
  mustChangePassword?: boolean;
}

/**
 * Proving who someone is: sign-in with a password and, when they have one, a second factor,
 * throttled; sessions; the e-mailed password reset (password-reset.ts); and the accounts the
 * command line creates. Each attempt to prove it is claimed from the throttle before it is checked.
 */
export class AuthService {
  readonly sessions: SessionStore;
  readonly throttle: Throttle;
  readonly secondFactor: SecondFactor;
  private readonly reset: PasswordReset;
  /** Work started by a request that its answer must not wait for (a reset e-mail, an invitation). */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: AuthDeps) {
    this.sessions = new SessionStore(deps.db);
    this.throttle = new Throttle(deps.db, deps.engine);
    this.secondFactor = new SecondFactor(deps.db);
    this.reset = new PasswordReset({ ...deps, throttle: this.throttle, inBackground: (work, failure) => this.inBackground(work, failure) });
  }

  // --- Sign-in and sessions ---------------------------------------------------------------------

  /**
   * Checks a username and password, then the second factor when the account has one: without a
   * code the answer is `totpRequired` and no session starts; a wrong code counts as a wrong password
   * did (the attempt was claimed first). Unknown usernames cost a hash too, so the answer time does
   * not reveal them. A session presented with the sign-in (`replacing`) ends (ASVS 7.2.4).
   */
  async signIn(username: string, password: string, address: string, more: SecondFactorProof & { client?: ClientInfo; replacing?: string } = {}): Promise<SignInResult> {
    const wait = await this.throttle.claim("login", username, address);
    if (wait > 0) throw new AppError("throttled", TOO_MANY, wait);
    const admin = await this.deps.db.selectFrom("admins").select(["id", "username", "password_hash", "totp_secret"]).where("username", "=", username).executeTakeFirst();
    const ok = await verifyPassword(password, admin?.password_hash ?? (await getDummyHash()));
    if (!admin || !ok) {
      this.deps.logger.info({ address }, "failed sign-in");
      // Only an account's own name is recorded: text that names no account may be a mistyped password.
      await this.deps.activity.record({ actor: admin ? { id: admin.id, username: admin.username, address } : null, address, kind: "sign-in-failed", detail: { reason: admin ? "password" : "unknown username" } });
      throw new AppError("unauthorized", "Invalid credentials");
    }
    const actor: Actor = { id: admin.id, username: admin.username, address };
    let used: string | null = null;
    if (admin.totp_secret) {
      if (!more.totpCode && !more.recoveryCode) return { totpRequired: true };
      used = await this.secondFactor.spend(admin.id, more);
      if (!used) {
        await this.deps.activity.record({ actor, kind: "sign-in-failed", detail: { reason: "second factor" } });
        throw new AppError("unauthorized", INVALID_CODE_MESSAGE);
      }
    }
    await this.throttle.clear("login", username, address);
    if (more.replacing) await this.signOut(more.replacing);
    // A fresh token at every sign-in: a token planted before sign-in is worthless.
    const { token } = await this.sessions.create(admin.id, more.client ?? { ip: address, userAgent: null });
    await this.deps.db.updateTable("admins").set({ last_sign_in_at: nowIso() }).where("id", "=", admin.id).execute();
    await this.deps.activity.record({ actor, kind: "sign-in", detail: used ? { secondFactor: used } : undefined });
    return { token, admin: { id: admin.id, username: admin.username } };
  }

  /** The person of a valid session token (refreshing its idle expiry), or null. */
  session(token: string | undefined, client?: ClientInfo): Promise<SessionAdmin | null> {
    return this.sessions.resolve(token, client);
  }

  async signOut(token: string | undefined, address: string | null = null): Promise<void> {
    const admin = await this.sessions.resolve(token);
    if (!admin) return;
    await this.sessions.delete(admin.sessionId);
    if (address !== null) await this.deps.activity.record({ actor: { id: admin.id, username: admin.username, address }, kind: "sign-out" });
  }

  /**
   * A password check of a signed-in person before a sensitive change (ASVS 7.5.1): throttled like
   * a sign-in, in the same counts, so it cannot be used to guess the password either.
   */
  async confirmPassword(person: { id: number; username: string }, password: string, address: string): Promise<void> {
    const wait = await this.throttle.claim("login", person.username, address);
    if (wait > 0) throw new AppError("throttled", TOO_MANY, wait);
    const row = await this.deps.db.selectFrom("admins").select("password_hash").where("id", "=", person.id).executeTakeFirst();
    if (!row || !(await verifyPassword(password, row.password_hash))) {
      await this.deps.activity.record({ actor: { ...person, address }, kind: "sign-in-failed", detail: { reason: "password confirmation" } });
      throw new AppError("invalid_input", "The password is not right");
    }
    await this.throttle.clear("login", person.username, address);
  }

  // --- Password reset ---------------------------------------------------------------------------

  requestReset(input: ResetRequestInput, address: string): Promise<void> {
    return this.reset.request(input, address);
  }

  confirmReset(token: string, address: string | null = null): Promise<boolean> {
    return this.reset.confirm(token, address);
  }

  // --- Accounts ---------------------------------------------------------------------------------

  async createAdmin(account: NewAccount, db: Kysely<Database> = this.deps.db): Promise<{ id: number }> {
    const now = nowIso();
    try {
      return await db
        .insertInto("admins")
        .values({
          username: account.username,
          email: account.email,
          password_hash: await hashPassword(account.password),
          role: account.role ?? "administrator",
          languages: JSON.stringify(account.languages ?? []),
          can_publish: account.canPublish ? 1 : 0,
          must_change_password: account.mustChangePassword ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AdminError(`Someone named "${account.username}" already exists.`);
      throw err;
    }
  }

  /**
   * Sets a new password from the command line and ends every session and pending reset of that
   * person. With `mustChange`, they choose a new one at their next sign-in, before anything else.
   */
  async setPassword(username: string, password: string, { mustChange = false }: { mustChange?: boolean } = {}): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction().execute(async (trx) => {
      const admin = await trx.selectFrom("admins").select("id").where("username", "=", username).executeTakeFirst();
      if (!admin) throw new AdminError(`No administrator named "${username}".`);
      await trx.updateTable("admins").set({ password_hash: passwordHash, must_change_password: mustChange ? 1 : 0, updated_at: nowIso() }).where("id", "=", admin.id).execute();
      await trx.deleteFrom("sessions").where("admin_id", "=", admin.id).execute();
      await trx.deleteFrom("password_resets").where("admin_id", "=", admin.id).execute();
      await this.deps.activity.record({ actor: SHELL, kind: "password-changed", target: { type: "person", id: admin.id, label: username } }, trx);
    });
  }

  /**
   * First start: create the first administrator from the configuration, or `admin` with a random
   * password printed once (it is never stored in clear), as it always was: the product keeps the
   * first start unchanged (docs/asvs-authentication-sessions.md, 6.4.1). An ADMIN_PASSWORD that
   * breaks the password rules still starts the server, with a warning to change it.
   */
  async ensureFirstAdmin(admin: { username?: string; email?: string; password?: string }): Promise<void> {
    const any = await this.deps.db.selectFrom("admins").select("id").limit(1).executeTakeFirst();
    if (any) return;
    const username = admin.username ?? "admin";
    const email = admin.email ?? "admin@localhost";
    const password = admin.password ?? generatePassword();
    const problem = admin.password ? passwordProblem(admin.password, { username, email }) : null;
    try {
      await this.createAdmin({ username, email, password });
    } catch (err) {
      // Another instance starting at the same moment created it first.
      if (err instanceof AdminError) return;
      throw err;
    }
    if (admin.password) {
      this.deps.logger.info({ username }, "created the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD");
      if (problem) this.deps.logger.warn({ username }, `ADMIN_PASSWORD breaks the password rules (${problem}): change it from the Account screen`);
    } else {
      this.deps.logger.warn(
        { username },
        `created the first administrator "${username}" with the password ${password} (shown once)`,
      );
    }
  }

  // --- Housekeeping -----------------------------------------------------------------------------

  /** Forgets expired sessions, old sign-in attempts and reset links a day past their expiry. */
  async purgeExpired(): Promise<void> {
    await this.sessions.purgeExpired();
    await this.throttle.purgeOld();
    await this.reset.purgeOld();
  }

  inBackground(work: Promise<void>, failure: string) {
    const tracked = work.catch((err: unknown) => this.deps.logger.error({ err }, failure)).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Waits for work still running after its request was answered (at shutdown). */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
