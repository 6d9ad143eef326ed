import { stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { version } from "../../package.json";
import type { SystemStatus } from "../../app/domain/schemas/system";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/connect";
import type { Mailer } from "../mail/mailer";
import { systemChecks } from "./checks";
import { gatherFacts } from "./facts";

/**
 * What the System screen shows (docs/deploying.md, "The System screen"): the running code, the
 * database, the disk, the backups, the certificate and the mail, read when asked, and the checks
 * (server/system/checks.ts, the same the alerts and the doctor use).
 */

/** When this process started: "Running since", and what a crash's next start reports. */
export const STARTED_AT = new Date(Date.now() - process.uptime() * 1000).toISOString();

export type SystemConfig = Pick<Config, "dataDir" | "backup" | "certificateCheck" | "diskFreeAlertPercent">;

/** The database's size in bytes: SQLite's file and its write-ahead log, or PostgreSQL's own count. */
async function databaseBytes(database: DatabaseHandle, dataDir: string): Promise<number | null> {
  if (database.engine === "postgres") {
    const { rows } = await sql<{ bytes: string | number }>`SELECT pg_database_size(current_database()) AS bytes`.execute(database.db);
    const bytes = Number(rows[0]?.bytes);
    return Number.isFinite(bytes) ? bytes : null;
  }
  const file = path.join(dataDir, "site.db");
  let total = 0;
  for (const name of [file, `${file}-wal`])
    total += await stat(name).then(
      (s) => s.size,
      () => 0,
    );
  return total > 0 ? total : null;
}

export async function systemStatus(
  { database, mail }: { database: DatabaseHandle; mail: Mailer },
  config: SystemConfig,
): Promise<SystemStatus> {
  const [bytes, facts] = await Promise.all([
    databaseBytes(database, config.dataDir),
    gatherFacts({ db: database.db, config, mail, startedAt: STARTED_AT }),
  ]);
  return {
    version,
    startedAt: STARTED_AT,
    node: process.version,
    database: { engine: database.engine, bytes },
    disk: facts.disk,
    backups: facts.backups,
    ...(facts.certificate ? { certificate: facts.certificate } : {}),
    mail: facts.mail,
    checks: systemChecks(facts),
  };
}
