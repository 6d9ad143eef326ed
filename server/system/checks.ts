import type { SystemCheck, SystemStatus } from "../../app/domain/schemas/system";

/**
 * The System screen's checks, its alerts' conditions and the doctor's first checks, decided in one
 * place from what the server knows (docs/deploying.md, "The System screen" and "Alerts"). Each
 * problem is said in plain words, with what to do.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The daily backup's timer fires at a random minute: a day and two hours is late. */
export const BACKUP_LATE_HOURS = 26;
/** certbot renews 30 days before the end: 14 days left means renewal has been failing for two weeks. */
export const CERTIFICATE_WARN_DAYS = 14;
/** A crash is shown, and alerted, for a day. */
const CRASH_SHOWN_MS = DAY_MS;

export interface CheckFacts {
  now: number;
  startedAt: string;
  backups: SystemStatus["backups"];
  /** When the last backup that worked finished. */
  lastSuccessAt?: string;
  certificate?: SystemStatus["certificate"];
  /** Why the certificate could not be read, when TLS is this machine's and it could not. */
  certificateError?: string;
  disk: SystemStatus["disk"];
  diskFreeAlertPercent: number;
  mail: SystemStatus["mail"];
  /** When the server last restarted after a crash (the activity record). */
  crashedAt?: string;
  pendingMigrations: string[];
}

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
const hoursAgo = (now: number, iso: string) => Math.round((now - Date.parse(iso)) / HOUR_MS);

function backupCheck(f: CheckFacts): SystemCheck {
  const base = { name: "backup", label: "Backups" } as const;
  const fix =
    "Run `npm run backup` as root on the server to see the error; check BACKUP_REPOSITORY and BACKUP_PASSWORD in the environment file (docs/deploying.md, Backups).";
  const last = f.backups.last;
  if (last && !last.ok)
    return { ...base, ok: false, message: `The last backup, at ${when(last.at)}, failed: ${last.error ?? "no reason was recorded"}.`, fix };
  if (f.lastSuccessAt && f.now - Date.parse(f.lastSuccessAt) > BACKUP_LATE_HOURS * HOUR_MS)
    return {
      ...base,
      ok: false,
      message: `The last backup that worked is ${hoursAgo(f.now, f.lastSuccessAt)} hours old (at ${when(f.lastSuccessAt)}): the daily one has not run.`,
      fix: `Check the timer with \`systemctl status guam-translation-backup.timer\`, then ${fix.charAt(0).toLowerCase()}${fix.slice(1)}`,
    };
  if (!f.lastSuccessAt) {
    if (f.now - Date.parse(f.startedAt) > BACKUP_LATE_HOURS * HOUR_MS)
      return {
        ...base,
        ok: false,
        message: `No backup has run in the ${hoursAgo(f.now, f.startedAt)} hours the site has been running.`,
        fix,
      };
    return { ...base, ok: true, message: "No backup has run yet: the first runs within a day, or run `npm run backup` now." };
  }
  return {
    ...base,
    ok: true,
    message: `The last backup worked, ${hoursAgo(f.now, f.lastSuccessAt)} hours ago (at ${when(f.lastSuccessAt)}).`,
  };
}

function offsiteCheck(f: CheckFacts): SystemCheck {
  const base = { name: "offsite", label: "Backups off this machine" } as const;
  if (!f.backups.repository)
    return {
      ...base,
      ok: false,
      message: "Backups are kept on this machine only: a lost disk loses them with the site.",
      fix: "Set BACKUP_REPOSITORY in the environment file to a restic repository elsewhere (S3, B2, SFTP, or rclone), then restart the site (docs/deploying.md, Backups).",
    };
  return { ...base, ok: true, message: `Backups go to ${f.backups.repository}, encrypted.` };
}

function certificateCheck(f: CheckFacts): SystemCheck | undefined {
  const base = { name: "certificate", label: "Certificate" } as const;
  const fix =
    "Run `certbot renew` as root on the server to see why renewal fails (often: port 80 closed, or the domain no longer points here), then `systemctl reload nginx`.";
  if (f.certificateError) return { ...base, ok: false, message: `The site's certificate could not be read: ${f.certificateError}.`, fix };
  if (!f.certificate) return undefined;
  const left = Date.parse(f.certificate.expiresAt) - f.now;
  const days = Math.floor(left / DAY_MS);
  if (left <= 0)
    return { ...base, ok: false, message: `The certificate expired at ${when(f.certificate.expiresAt)}: browsers refuse the site.`, fix };
  if (left < CERTIFICATE_WARN_DAYS * DAY_MS)
    return {
      ...base,
      ok: false,
      message: `The certificate expires in ${days} days (${when(f.certificate.expiresAt)}) and has not been renewed.`,
      fix,
    };
  return { ...base, ok: true, message: `The certificate from ${f.certificate.issuer} is valid for ${days} more days.` };
}

function diskCheck(f: CheckFacts): SystemCheck {
  const base = { name: "disk", label: "Disk space" } as const;
  const percent = f.disk.totalBytes > 0 ? (f.disk.freeBytes / f.disk.totalBytes) * 100 : 0;
  const shown = `${percent.toFixed(percent < 10 ? 1 : 0)} %`;
  if (percent < f.diskFreeAlertPercent)
    return {
      ...base,
      ok: false,
      message: `Only ${shown} of the data disk is free (alert below ${f.diskFreeAlertPercent} %): when it is full, saving and uploading fail.`,
      fix: "Remove old files from the server (old exports in the data directory's backups folder, logs), or give the server a bigger disk.",
    };
  return { ...base, ok: true, message: `${shown} of the data disk is free.` };
}

function mailCheck(f: CheckFacts): SystemCheck {
  const base = { name: "mail", label: "E-mail" } as const;
  if (f.mail.lastError)
    return {
      ...base,
      ok: false,
      message: `The last e-mail could not be sent: ${f.mail.lastError}.`,
      fix: "Check SMTP_URL in the environment file (server, port, user, password), restart the site, then use Send a test e-mail.",
    };
  if (f.mail.transport === "log")
    return {
      ...base,
      ok: false,
      message:
        "E-mails are not sent: they are written to the outbox folder in the data directory. Invitations and password resets do not arrive.",
      fix: "Set SMTP_URL in the environment file to your mail provider's SMTP address, then restart the site.",
    };
  return { ...base, ok: true, message: "E-mails are sent through SMTP." };
}

function crashCheck(f: CheckFacts): SystemCheck {
  const base = { name: "crash", label: "Restarts" } as const;
  if (f.crashedAt && f.now - Date.parse(f.crashedAt) < CRASH_SHOWN_MS)
    return {
      ...base,
      ok: false,
      message: `The server stopped without shutting down and was restarted at ${when(f.crashedAt)}.`,
      fix: "Read the server's log around that time (`journalctl -u guam-translation`) for the cause; if it repeats, send it to whoever maintains the site.",
    };
  return { ...base, ok: true, message: `Running since ${when(f.startedAt)}, with no crash in the last day.` };
}

function migrationsCheck(f: CheckFacts): SystemCheck {
  const base = { name: "migrations", label: "Database" } as const;
  if (f.pendingMigrations.length > 0)
    return {
      ...base,
      ok: false,
      message: `The database lacks ${f.pendingMigrations.length} change(s) this version needs: ${f.pendingMigrations.join(", ")}.`,
      fix: "Restart the site (it applies them at start), or run `npm run server:upgrade`.",
    };
  return { ...base, ok: true, message: "The database is up to date with this version." };
}

export function systemChecks(f: CheckFacts): SystemCheck[] {
  return [backupCheck(f), offsiteCheck(f), certificateCheck(f), diskCheck(f), mailCheck(f), crashCheck(f), migrationsCheck(f)].filter(
    (check): check is SystemCheck => check !== undefined,
  );
}
