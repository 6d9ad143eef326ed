import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { nowIso } from "../db/connect";

/**
 * The links mailed for an account that still wait, reset links and e-mail address changes, stop
 * working: when its password changes (by any way) and when its address changes. Someone who had
 * the old password, or the old mailbox, cannot finish what they started. An address change keeps
 * its row until housekeeping, expired, so that the hourly count of requests still sees it.
 */
export async function endPendingLinks(db: Kysely<Database>, adminId: number): Promise<void> {
  const now = nowIso();
  await db.deleteFrom("password_resets").where("admin_id", "=", adminId).where("used_at", "is", null).execute();
  await db
    .updateTable("email_changes")
    .set({ expires_at: now })
    .where("admin_id", "=", adminId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .execute();
}
