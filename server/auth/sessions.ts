import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Role } from "../../app/domain/people/roles";
import type { AccountSetup } from "../../app/domain/people/roles";
import type { Database } from "../db/schema";
import { hashToken, newToken } from "./tokens";

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Sessions one person may hold at once; signing in past it ends their least recently used one (ASVS 7.1.2). */
export const SESSIONS_PER_PERSON = 10;
/** last_seen_at is refreshed at most this often, to spare a write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const USER_AGENT_MAX = 512;

/** The person a session belongs to, as every guard and service sees them. */
export interface SessionAdmin {
  id: number;
  username: string;
  role: Role;
  languages: string[];
  canPublish: boolean;
  canReview: boolean;
  /** The session's row key (the SHA-256 of its token). */
  sessionId: string;
  /** What must be done before anything else, or null. */
  setup: AccountSetup | null;
}

/** Where a request came from: kept with the session for the Account screen's list. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export function parseLanguages(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === "string") : [];
  } catch {
    return [];
  }
}

export class SessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new session (ASVS 7.2.3: 256 random bits); past SESSIONS_PER_PERSON the least recently used ones end. */
  async create(adminId: number, client: ClientInfo = { ip: null, userAgent: null }): Promise<{ token: string; expiresAt: Date }> {
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
        public_id: randomBytes(12).toString("base64url"),
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      })
      .execute();
    const beyond = await this.db
      .selectFrom("sessions")
      .select("id")
      .where("admin_id", "=", adminId)
      .orderBy("last_seen_at", "desc")
      .orderBy("created_at", "desc")
      .offset(SESSIONS_PER_PERSON)
      .limit(1000)
      .execute();
    if (beyond.length > 0)
      await this.db
        .deleteFrom("sessions")
        .where(
          "id",
          "in",
          beyond.map((row) => row.id),
        )
        .execute();
    return { token, expiresAt };
  }

  /** The person of a valid session token, refreshing its idle expiry and address; null otherwise. */
  async resolve(token: string | undefined, client?: ClientInfo): Promise<SessionAdmin | null> {
    if (!token || token.length > 100) return null;
    const id = hashToken(token);
    const now = Date.now();
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("admins", "admins.id", "sessions.admin_id")
      .select((eb) => [
        "sessions.id as sessionId",
        "sessions.last_seen_at",
        "sessions.expires_at",
        "sessions.ip",
        "admins.id",
        "admins.username",
        "admins.role",
        "admins.languages",
        "admins.can_publish",
        "admins.can_review",
        "admins.must_change_password",
        "admins.totp_secret",
        eb.selectFrom("account_policy").select("require_second_factor").where("account_policy.id", "=", 1).as("require_second_factor"),
      ])
      .where("sessions.id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    const lastSeen = Date.parse(row.last_seen_at);
    if (Date.parse(row.expires_at) <= now || lastSeen + SESSION_IDLE_MS <= now) {
      await this.db.deleteFrom("sessions").where("id", "=", id).execute();
      return null;
    }
    if (now - lastSeen > TOUCH_INTERVAL_MS || (client?.ip && client.ip !== row.ip)) {
      await this.db
        .updateTable("sessions")
        .set({ last_seen_at: new Date(now).toISOString(), ...(client?.ip ? { ip: client.ip } : {}) })
        .where("id", "=", id)
        .execute();
    }
    const setup: AccountSetup | null = row.must_change_password
      ? "password"
      : Number(row.require_second_factor ?? 0) === 1 && row.totp_secret === null
        ? "second-factor"
        : null;
    return {
      id: row.id,
      username: row.username,
      role: row.role,
      languages: parseLanguages(row.languages),
      canPublish: row.can_publish === 1,
      canReview: row.can_review === 1,
      sessionId: row.sessionId,
      setup,
    };
  }

  async delete(sessionId: string): Promise<void> {
    await this.db.deleteFrom("sessions").where("id", "=", sessionId).execute();
  }

  /** Every session of a person but `except` (ended after a password change, on request). */
  async deleteAllOf(adminId: number, except?: string): Promise<number> {
    let query = this.db.deleteFrom("sessions").where("admin_id", "=", adminId);
    if (except) query = query.where("id", "!=", except);
    return Number((await query.executeTakeFirst()).numDeletedRows);
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
