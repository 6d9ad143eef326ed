import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { idColumn } from "../engine";

/**
 * People and accounts (docs/product.md, "People"): every account gets a role (those that exist
 * become Administrators), the languages a translator may work in and whether they may publish, a
 * second factor (TOTP) with its recovery codes, the flag that asks for a new password at the next
 * sign-in, and the time of the last sign-in. Sessions gain a public id (the row's key is the hash
 * of the cookie's token, never shown), the address and the browser they were last seen from.
 * New tables: invitations, recovery codes, the activity record, and the one-row account policy
 * ("require a second factor for everyone").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const addToAdmins = (
    name: string,
    type: "text" | "integer",
    build?: Parameters<ReturnType<Kysely<unknown>["schema"]["alterTable"]>["addColumn"]>[2],
  ) => db.schema.alterTable("admins").addColumn(name, type, build).execute();
  await addToAdmins("role", "text", (c) =>
    c
      .notNull()
      .defaultTo("administrator")
      .check(sql`role in ('administrator', 'editor', 'translator')`),
  );
  await addToAdmins("languages", "text", (c) => c.notNull().defaultTo("[]"));
  await addToAdmins("can_publish", "integer", (c) => c.notNull().defaultTo(0));
  await addToAdmins("must_change_password", "integer", (c) => c.notNull().defaultTo(0));
  await addToAdmins("last_sign_in_at", "text");
  await addToAdmins("totp_secret", "text");
  await addToAdmins("totp_enabled_at", "text");
  await addToAdmins("totp_last_step", "integer");
  await addToAdmins("totp_pending_secret", "text");
  await addToAdmins("totp_pending_at", "text");

  await db.schema.alterTable("sessions").addColumn("public_id", "text").execute();
  await db.schema.alterTable("sessions").addColumn("ip", "text").execute();
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  const typed = db as unknown as Kysely<{ sessions: { id: string; public_id: string | null } }>;
  for (const { id } of await typed.selectFrom("sessions").select("id").execute()) {
    await typed
      .updateTable("sessions")
      .set({ public_id: randomBytes(12).toString("base64url") })
      .where("id", "=", id)
      .execute();
  }
  await db.schema.createIndex("sessions_public_id").on("sessions").column("public_id").unique().execute();

  await idColumn(db, db.schema.createTable("recovery_codes"))
    .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("recovery_codes_admin").on("recovery_codes").columns(["admin_id", "code_hash"]).execute();

  await idColumn(db, db.schema.createTable("invitations"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('administrator', 'editor', 'translator')`))
    .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("can_publish", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("accepted_by", "text")
    .addColumn("withdrawn_at", "text")
    .execute();

  await idColumn(db, db.schema.createTable("activity"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_name", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "integer")
    .addColumn("target_label", "text")
    .addColumn("address", "text")
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("activity_time").on("activity").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("activity_actor").on("activity").columns(["actor_id", "created_at"]).execute();
  await db.schema.createIndex("activity_kind").on("activity").columns(["kind", "created_at"]).execute();

  await db.schema
    .createTable("account_policy")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("require_second_factor", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await (db as Kysely<{ account_policy: { id: number; require_second_factor: number; updated_at: string } }>)
    .insertInto("account_policy")
    .values({ id: 1, require_second_factor: 0, updated_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["account_policy", "activity", "invitations", "recovery_codes"]) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex("sessions_public_id").execute();
  for (const column of ["user_agent", "ip", "public_id"]) await db.schema.alterTable("sessions").dropColumn(column).execute();
  const columns = [
    "totp_pending_at",
    "totp_pending_secret",
    "totp_last_step",
    "totp_enabled_at",
    "totp_secret",
    "last_sign_in_at",
    "must_change_password",
    "can_publish",
    "languages",
    "role",
  ];
  for (const column of columns) await db.schema.alterTable("admins").dropColumn(column).execute();
}
