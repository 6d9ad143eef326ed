import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import { nowIso } from "../db/connect";
import type { Mailer } from "../mail/mailer";
import { getDummyHash, hashPassword, verifyPassword } from "./passwords";
import { hashToken, newToken } from "./tokens";

export const RESET_TTL_MS = 30 * 60 * 1000;

/**
 * The reset request never changes the password by itself: it stores the new password (hashed)
 * beside a single-use token and e-mails a link. Opening the link applies it. The caller answers
 * the same whether or not the details matched.
 */
export async function requestPasswordReset(
  deps: { db: Kysely<Database>; mailer: Mailer; logger: Logger; publicUrl: string; outboxMode: boolean },
  input: { username: string; email: string; newPassword: string },
): Promise<void> {
  const { db, mailer, logger, publicUrl } = deps;
  const admin = await db
    .selectFrom("admins")
    .select(["id", "username", "email"])
    .where("username", "=", input.username)
    .executeTakeFirst();
  // Hash in both cases so a match and a miss take about the same time.
  const passwordHash = await hashPassword(input.newPassword);
  if (!admin || admin.email.trim().toLowerCase() !== input.email.trim().toLowerCase()) {
    await verifyPassword(input.newPassword, await getDummyHash());
    logger.info("password reset requested for details that match no administrator");
    return;
  }
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
  if (deps.outboxMode) logger.warn({ username: admin.username, link }, "password reset link (no SMTP_URL: also in the outbox)");
  // Not awaited: a slow mail server must not reveal, by timing, that the details matched.
  mailer
    .send({
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
    })
    .catch((err: unknown) => logger.error({ err }, "could not send the password reset e-mail"));
}

/** Applies the pending password of a valid token, ends every session and consumes the token. */
export async function confirmPasswordReset(db: Kysely<Database>, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  return db.transaction().execute(async (trx) => {
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
    await trx
      .updateTable("admins")
      .set({ password_hash: reset.password_hash, updated_at: now })
      .where("id", "=", reset.admin_id)
      .execute();
    await trx.deleteFrom("sessions").where("admin_id", "=", reset.admin_id).execute();
    // Other pending links of this administrator would otherwise overwrite the new password.
    await trx
      .deleteFrom("password_resets")
      .where("admin_id", "=", reset.admin_id)
      .where("used_at", "is", null)
      .execute();
    return true;
  });
}

export async function purgeOldResets(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom("password_resets")
    .where("expires_at", "<", new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString())
    .execute();
}
