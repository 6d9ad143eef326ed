import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ResetRequestInput } from "../../app/domain/schemas/auth";
import type { Database, Engine } from "../db/schema";
import { nowIso } from "../db/connect";
import { AppError } from "../errors";
import type { Mailer } from "../mail/mailer";
import type { Actor, ActivityLog } from "../activity-log";
import * as accounts from "./accounts";
import { getDummyHash, verifyPassword } from "./passwords";
import { PasswordReset, TOO_MANY } from "./password-reset";
import { CodeLock, lockNotice } from "./code-lock";
import { SecondFactor, type SecondFactorProof, type SecondFactorUsed } from "./second-factor";
import { type ClientInfo, type SessionAdmin, SessionStore } from "./sessions";
import { Throttle } from "./throttle";

export { RESET_TTL_MS } from "./password-reset";
export const RESET_REQUESTED_MESSAGE = "If these details match an administrator, we have e-mailed a link to confirm the new password.";
export const RESET_DONE_MESSAGE = "Your password has been changed. Please sign in with your new password.";
export const RESET_INVALID_MESSAGE = "This reset link is invalid or has expired.";
export const INVALID_CODE_MESSAGE =
  "The code is not valid: enter the current code of your authenticator app, or one of your recovery codes.";
export const CODES_LOCKED_MESSAGE =
  "Too many wrong codes were entered for this account. Please wait, or sign in with one of your recovery codes.";

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

/**
 * Proving who someone is: sign-in with a password and, when they have one, a second factor,
 * throttled; sessions; the e-mailed password reset (password-reset.ts); and the accounts the
 * command line creates (accounts.ts). Each attempt to prove it is claimed from the throttle before it is checked.
 */
export class AuthService {
  readonly sessions: SessionStore;
  readonly throttle: Throttle;
  readonly secondFactor: SecondFactor;
  readonly codeLock: CodeLock;
  private readonly reset: PasswordReset;
  /** Work started by a request that its answer must not wait for (a reset e-mail, an invitation). */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: AuthDeps) {
    this.sessions = new SessionStore(deps.db);
    this.throttle = new Throttle(deps.db, deps.engine);
    this.secondFactor = new SecondFactor(deps.db);
    this.codeLock = new CodeLock(deps.db, deps.engine);
    this.reset = new PasswordReset({ ...deps, throttle: this.throttle, inBackground: (work, failure) => this.inBackground(work, failure) });
  }

  // --- Sign-in and sessions ---------------------------------------------------------------------

  /**
   * Checks a username and password, then the second factor when the account has one: without a
   * code the answer is `totpRequired` and no session starts; a wrong code counts as a wrong password
   * did (the attempt was claimed first), and toward the account's code lock (code-lock.ts). Unknown usernames cost a hash too, so the answer time does
   * not reveal them. A session presented with the sign-in (`replacing`) ends (ASVS 7.2.4).
   */
  async signIn(
    username: string,
    password: string,
    address: string,
    more: SecondFactorProof & { client?: ClientInfo; replacing?: string } = {},
  ): Promise<SignInResult> {
    const wait = await this.throttle.claim("login", username, address);
    if (wait > 0) throw new AppError("throttled", TOO_MANY, wait);
    const admin = await this.deps.db
      .selectFrom("admins")
      .select(["id", "username", "password_hash", "totp_secret"])
      .where("username", "=", username)
      .executeTakeFirst();
    const ok = await verifyPassword(password, admin?.password_hash ?? (await getDummyHash()));
    if (!admin || !ok) {
      this.deps.logger.info({ address }, "failed sign-in");
      // Only an account's own name is recorded: text that names no account may be a mistyped password.
      await this.deps.activity.record({
        actor: admin ? { id: admin.id, username: admin.username, address } : null,
        address,
        kind: "sign-in-failed",
        detail: { reason: admin ? "password" : "unknown username" },
      });
      throw new AppError("unauthorized", "Invalid credentials");
    }
    const actor: Actor = { id: admin.id, username: admin.username, address };
    let used: string | null = null;
    if (admin.totp_secret) {
      if (!more.totpCode && !more.recoveryCode) return { totpRequired: true };
      used = await this.spendSecondFactor(admin, more, address);
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

  /**
   * Spends a second-factor code (at sign-in, or to turn the second factor off) under the account's
   * code lock: an app code is refused (429) while the lock holds; a recovery code is still checked.
   * Null when the code is wrong. The wrong code that locks the account has its owner e-mailed,
   * after the answer has gone.
   */
  async spendSecondFactor(
    admin: { id: number; username: string },
    proof: SecondFactorProof,
    address: string,
  ): Promise<SecondFactorUsed | null> {
    const claim = await this.codeLock.claim(admin.username, address, { evenLocked: !proof.totpCode });
    if (!("id" in claim)) throw new AppError("throttled", CODES_LOCKED_MESSAGE, claim.wait);
    const used = await this.secondFactor.spend(admin.id, proof);
    if (used) {
      await this.codeLock.release(claim.id);
      return used;
    }
    if (claim.locks) {
      this.deps.logger.warn(
        { username: admin.username, address },
        "wrong second-factor codes: the account's codes are locked for a while; its owner is e-mailed",
      );
      const notify = async () => {
        const lockedFor = await this.codeLock.lockedFor(admin.username);
        const { email } = await this.deps.db.selectFrom("admins").select("email").where("id", "=", admin.id).executeTakeFirstOrThrow();
        await this.deps.mailer.send(
          lockNotice({ username: admin.username, email }, { address, lockedFor, publicUrl: this.deps.publicUrl }),
        );
      };
      this.inBackground(notify(), "could not e-mail the owner of an account whose codes were locked");
    }
    return null;
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
      await this.deps.activity.record({
        actor: { ...person, address },
        kind: "sign-in-failed",
        detail: { reason: "password confirmation" },
      });
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

  // --- Accounts (accounts.ts) -------------------------------------------------------------------

  createAdmin(account: accounts.NewAccount, db: Kysely<Database> = this.deps.db): Promise<{ id: number }> {
    return accounts.createAdmin(db, account);
  }

  setPassword(username: string, password: string, options: { mustChange?: boolean } = {}): Promise<void> {
    return accounts.setPassword(this.deps, username, password, options);
  }

  ensureFirstAdmin(admin: { username?: string; email?: string; password?: string }): Promise<void> {
    return accounts.ensureFirstAdmin(this.deps, admin);
  }

  // --- Housekeeping -----------------------------------------------------------------------------

  /** Forgets expired sessions, old sign-in attempts and reset links a day past their expiry. */
  async purgeExpired(): Promise<void> {
    await this.sessions.purgeExpired();
    await this.throttle.purgeOld();
    await this.codeLock.purgeOld();
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
