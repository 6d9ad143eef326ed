import { statfs } from "node:fs/promises";
import type { Kysely } from "kysely";
import type { Config } from "../config";
import type { Database } from "../db/schema";
import { pendingMigrations } from "../db/migrate";
import { lastBackup, lastSuccessfulBackupAt } from "../backup/runs";
import { redactRepository } from "../backup/restic";
import { presentedCertificate } from "./certificate";
import type { CheckFacts } from "./checks";

export interface FactSources {
  db: Kysely<Database>;
  config: Pick<Config, "dataDir" | "backup" | "certificateCheck" | "diskFreeAlertPercent">;
  /** The mail transport and its last failure; the doctor, outside the server, knows the transport only. */
  mail: { transport: "smtp" | "log"; lastError?: () => { message: string } | undefined };
  startedAt: string;
  now?: number;
}

/**
 * What the checks decide from, read the same way by the running server (the System screen, the
 * alerts) and by `npm run server:doctor`: the disk, the backups' record, the certificate nginx
 * shows, the activity record's last crash, and the migrations not yet run.
 */
export async function gatherFacts({ db, config, mail, startedAt, now = Date.now() }: FactSources): Promise<CheckFacts> {
  const disk = await statfs(config.dataDir);
  const [last, lastSuccessAt, crash, pending, certificate] = await Promise.all([
    lastBackup(db),
    lastSuccessfulBackupAt(db),
    db.selectFrom("activity").select("created_at").where("kind", "=", "server-crashed").orderBy("id", "desc").limit(1).executeTakeFirst(),
    pendingMigrations(db as Kysely<unknown>),
    config.certificateCheck
      ? presentedCertificate(config.certificateCheck).then(
          (facts) => ({ facts }),
          (err: unknown) => ({ error: err instanceof Error ? err.message : String(err) }),
        )
      : undefined,
  ]);
  const lastError = mail.lastError?.();
  return {
    now,
    startedAt,
    backups: {
      last: last ?? null,
      ...(config.backup.repository ? { repository: redactRepository(config.backup.repository) } : {}),
    },
    ...(lastSuccessAt ? { lastSuccessAt } : {}),
    ...(certificate && "facts" in certificate ? { certificate: certificate.facts } : {}),
    ...(certificate && "error" in certificate ? { certificateError: certificate.error } : {}),
    disk: { freeBytes: Number(disk.bavail) * Number(disk.bsize), totalBytes: Number(disk.blocks) * Number(disk.bsize) },
    diskFreeAlertPercent: config.diskFreeAlertPercent,
    mail: { transport: mail.transport, ...(lastError ? { lastError: lastError.message } : {}) },
    ...(crash ? { crashedAt: crash.created_at } : {}),
    pendingMigrations: pending,
  };
}
