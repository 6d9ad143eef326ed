import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { hashToken, newToken } from "./tokens";

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to spare a write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionAdmin {
  id: number;
  username: string;
  sessionId: string;
}

export class SessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(adminId: number): Promise<{ token: string; expiresAt: Date }> {
    const { token, hash } = newToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    await this.db
      .insertInto("sessions")
      .values({
        id: hash,
        admin_id: adminId,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      })
      .execute();
    return { token, expiresAt };
  }

  /** The administrator of a valid session token, refreshing its idle expiry; null otherwise. */
  async resolve(token: string | undefined): Promise<SessionAdmin | null> {
    if (!token || token.length > 100) return null;
    const id = hashToken(token);
    const now = Date.now();
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("admins", "admins.id", "sessions.admin_id")
      .select(["sessions.id as sessionId", "sessions.last_seen_at", "sessions.expires_at", "admins.id", "admins.username"])
      .where("sessions.id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    const lastSeen = Date.parse(row.last_seen_at);
    if (Date.parse(row.expires_at) <= now || lastSeen + SESSION_IDLE_MS <= now) {
      await this.db.deleteFrom("sessions").where("id", "=", id).execute();
      return null;
    }
    if (now - lastSeen > TOUCH_INTERVAL_MS) {
      await this.db
        .updateTable("sessions")
        .set({ last_seen_at: new Date(now).toISOString() })
        .where("id", "=", id)
        .execute();
    }
    return { id: row.id, username: row.username, sessionId: row.sessionId };
  }

  async delete(sessionId: string): Promise<void> {
    await this.db.deleteFrom("sessions").where("id", "=", sessionId).execute();
  }

  async purgeExpired(): Promise<void> {
    const now = Date.now();
    await this.db
      .deleteFrom("sessions")
      .where((eb) =>
        eb.or([
          eb("expires_at", "<=", new Date(now).toISOString()),
          eb("last_seen_at", "<=", new Date(now - SESSION_IDLE_MS).toISOString()),
        ]),
      )
      .execute();
  }
}
