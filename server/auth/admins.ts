import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import { isUniqueViolation, nowIso } from "../db/connect";
import { generatePassword, hashPassword } from "./passwords";

export class AdminError extends Error {}

export async function createAdmin(
  db: Kysely<Database>,
  { username, email, password }: { username: string; email: string; password: string },
): Promise<{ id: number }> {
  const now = nowIso();
  try {
    return await db
      .insertInto("admins")
      .values({ username, email, password_hash: await hashPassword(password), created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AdminError(`An administrator named "${username}" already exists.`);
    throw err;
  }
}

/** Sets a new password and ends every session of that administrator. */
export async function setAdminPassword(db: Kysely<Database>, username: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const admin = await trx.selectFrom("admins").select("id").where("username", "=", username).executeTakeFirst();
    if (!admin) throw new AdminError(`No administrator named "${username}".`);
    await trx
      .updateTable("admins")
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where("id", "=", admin.id)
      .execute();
    await trx.deleteFrom("sessions").where("admin_id", "=", admin.id).execute();
    await trx.deleteFrom("password_resets").where("admin_id", "=", admin.id).execute();
  });
}

/**
 * First start: create the first administrator from the configuration, or `admin` with a random
 * password printed once (it is never stored in clear).
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  admin: { username?: string; email?: string; password?: string },
  logger: Logger,
): Promise<void> {
  const any = await db.selectFrom("admins").select("id").limit(1).executeTakeFirst();
  if (any) return;
  const username = admin.username ?? "admin";
  const email = admin.email ?? "admin@localhost";
  const password = admin.password ?? generatePassword();
  try {
    await createAdmin(db, { username, email, password });
  } catch (err) {
    // Another instance starting at the same moment created it first.
    if (err instanceof AdminError) return;
    throw err;
  }
  if (admin.password) {
    logger.info({ username }, "created the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD");
  } else {
    logger.warn(
      { username },
      `created the first administrator "${username}" with the password ${password} (shown once; change it with npm run admin -- set-password ${username})`,
    );
  }
}
