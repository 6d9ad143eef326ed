// Accounts made or changed outside a signed-in session: a new account (from the shell or an accepted
// invitation), a password set from the shell, the first administrator; AdminError, the shell's refusal.
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Role } from "../../app/domain/people/roles";
import { FIRST_ADMIN_EMAIL } from "../../app/domain/schemas/auth";
import type { Database } from "../db/schema";
import { isUniqueViolation, nowIso } from "../db/connect";
import type { ActivityLog } from "../activity-log";
import { SHELL } from "../activity-log";
import { generatePassword, hashPassword } from "./passwords";
import { endPendingLinks } from "./pending-links";
import { passwordProblem } from "./password-policy";

/** A refusal of the command line (a name taken, an unknown name). */
export class AdminError extends Error {}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  role?: Role;
  languages?: string[];
  canPublish?: boolean;
  canReview?: boolean;
  /** The password was made for them (generated) or breaks today's rules: asked to change it at the next sign-in (ASVS 6.4.1). */
  mustChangePassword?: boolean;
}

export interface AccountDeps {
  db: Kysely<Database>;
  logger: Logger;
  activity: ActivityLog;
}

export async function createAdmin(db: Kysely<Database>, account: NewAccount): Promise<{ id: number }> {
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
        can_review: account.canReview ? 1 : 0,
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
export async function setPassword(
  deps: AccountDeps,
  username: string,
  password: string,
  { mustChange = false }: { mustChange?: boolean } = {},
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const admin = await trx.selectFrom("admins").select("id").where("username", "=", username).executeTakeFirst();
    if (!admin) throw new AdminError(`No administrator named "${username}".`);
    await trx
      .updateTable("admins")
      .set({ password_hash: passwordHash, must_change_password: mustChange ? 1 : 0, updated_at: nowIso() })
      .where("id", "=", admin.id)
      .execute();
    await trx.deleteFrom("sessions").where("admin_id", "=", admin.id).execute();
    await endPendingLinks(trx, admin.id);
    await deps.activity.record({ actor: SHELL, kind: "password-changed", target: { type: "person", id: admin.id, label: username } }, trx);
  });
}

/**
 * First start: create the first administrator from the configuration, or `admin` with a random
 * password printed once (it is never stored in clear), as it always was: the product keeps the
 * first start unchanged (docs/asvs-authentication-sessions.md, 6.4.1). An ADMIN_PASSWORD that
 * breaks the password rules still starts the server, with a warning to change it.
 */
export async function ensureFirstAdmin(deps: AccountDeps, admin: { username?: string; email?: string; password?: string }): Promise<void> {
  const any = await deps.db.selectFrom("admins").select("id").limit(1).executeTakeFirst();
  if (any) return;
  const username = admin.username ?? "admin";
  const email = admin.email ?? FIRST_ADMIN_EMAIL;
  const password = admin.password ?? generatePassword();
  const problem = admin.password ? passwordProblem(admin.password, { username, email }) : null;
  try {
    await createAdmin(deps.db, { username, email, password });
  } catch (err) {
    // Another instance starting at the same moment created it first.
    if (err instanceof AdminError) return;
    throw err;
  }
  if (admin.password) {
    deps.logger.info({ username }, "created the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD");
    if (problem) deps.logger.warn({ username }, `ADMIN_PASSWORD breaks the password rules (${problem}): change it from the Account screen`);
  } else {
    deps.logger.warn({ username }, `created the first administrator "${username}" with the password ${password} (shown once)`);
  }
}
