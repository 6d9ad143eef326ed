import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { SystemCheck, SystemCheckName } from "../../app/domain/schemas/system";
import type { ActivityLog, Actor } from "../activity-log";
import type { Database } from "../db/schema";
import type { Mailer } from "../mail/mailer";

/** The conditions that are e-mailed (docs/deploying.md, "Alerts"); the others are shown only. */
export const ALERTED: ReadonlySet<SystemCheckName> = new Set(["backup", "certificate", "disk", "crash"]);
/** Each condition is e-mailed at most once in this long, by all instances on the database together. */
export const ALERT_EVERY_MS = 24 * 60 * 60 * 1000;

/** The server itself, as the activity record names it when it acts on its own. */
export const SYSTEM: Actor = { id: null, username: "system", address: null };

export interface AlertDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  activity: ActivityLog;
  logger: Logger;
  publicUrl: string;
}

/**
 * Claims the right to send `name` now: true for one caller a day. The row is created the first
 * time (as sent at the epoch), then moved forward by an update that only one instance can win.
 */
async function claim(db: Kysely<Database>, name: string, now: number): Promise<boolean> {
  await db
    .insertInto("system_alerts")
    .values({ name, sent_at: new Date(0).toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const result = await db
    .updateTable("system_alerts")
    .set({ sent_at: new Date(now).toISOString() })
    .where("name", "=", name)
    .where("sent_at", "<=", new Date(now - ALERT_EVERY_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * E-mails every administrator about each failing condition not e-mailed in the last day, and
 * records each alert in the activity record. Answers the names alerted.
 */
export async function sendAlerts(deps: AlertDeps, checks: SystemCheck[], now = Date.now()): Promise<SystemCheckName[]> {
  const failing = checks.filter((check) => !check.ok && ALERTED.has(check.name));
  if (failing.length === 0) return [];
  const admins = await deps.db.selectFrom("admins").select(["email"]).where("role", "=", "administrator").orderBy("id").execute();
  const sent: SystemCheckName[] = [];
  for (const check of failing) {
    if (!(await claim(deps.db, check.name, now))) continue;
    const text = [
      check.message,
      "",
      `What to do: ${check.fix ?? "see the System screen."}`,
      "",
      `The System screen shows the site's health: ${deps.publicUrl}/cms/system`,
      "",
      "This alert is sent at most once a day while the problem lasts.",
    ].join("\n");
    let delivered = 0;
    for (const { email } of admins) {
      try {
        await deps.mailer.send({ to: email, subject: `Alert: ${check.label}`, text });
        delivered += 1;
      } catch (err) {
        deps.logger.warn({ err, alert: check.name }, "an alert could not be e-mailed");
      }
    }
    await deps.activity.record({
      actor: SYSTEM,
      kind: "alert-sent",
      target: { type: "site", label: check.label },
      detail: { condition: check.name, message: check.message, administrators: delivered },
    });
    deps.logger.warn({ alert: check.name, administrators: delivered }, `alert: ${check.message}`);
    sent.push(check.name);
  }
  return sent;
}
