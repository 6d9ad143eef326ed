import type { ReactNode } from "react";
import type { SystemStatus } from "~/domain/schemas/system";
import { formatGuamTimeToSecond } from "~/lib/guam-time";
import { fromNow, humanBytes, percent } from "./format";

type Row = [label: string, value: ReactNode];

/** A moment as "3 hours ago" and, beside it, the date and time in Guam. */
function When({ iso, now }: { iso: string; now: number }) {
  return (
    <>
      {fromNow(iso, now)} <time dateTime={iso}>({formatGuamTimeToSecond(iso)})</time>
    </>
  );
}

function Card({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={title}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(0,10rem)_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="mb-1.5 break-words text-slate-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function backupRows({ last, repository, next }: SystemStatus["backups"], now: number): Row[] {
  const rows: Row[] = [];
  if (!last) rows.push(["Last backup", "No backup has run yet"]);
  else {
    rows.push(["Last backup", <When key="when" iso={last.at} now={now} />]);
    rows.push(["Result", last.ok ? "Succeeded" : `Failed${last.error ? `: ${last.error}` : ""}`]);
    if (last.bytes !== null) rows.push(["Size", humanBytes(last.bytes)]);
    rows.push(["Off-site", last.offsite ? "Yes: it reached the repository" : "No: it is not off this machine"]);
  }
  rows.push(["Repository", repository ?? "None: backups stay on this machine, and leave with it if the disk is lost"]);
  rows.push(["Next backup", next ? <When key="next" iso={next} now={now} /> : "Not known to the site"]);
  return rows;
}

/** What the server, its database, disk, backups, certificate and mail are: the facts under the checks. */
export function SystemFacts({ status, now = Date.now() }: { status: SystemStatus; now?: number }) {
  const { disk, database, certificate, mail } = status;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card
        title="Server"
        rows={[
          ["Version", status.version],
          ["Running since", <When key="since" iso={status.startedAt} now={now} />],
          ["Node.js", status.node],
        ]}
      />
      <Card
        title="Storage"
        rows={[
          ["Database", database.engine === "sqlite" ? "SQLite" : "PostgreSQL"],
          ["Database size", database.bytes === null ? "Not known" : humanBytes(database.bytes)],
          [
            "Disk",
            `${humanBytes(disk.freeBytes)} free of ${humanBytes(disk.totalBytes)} (${percent(disk.freeBytes, disk.totalBytes)} free)`,
          ],
        ]}
      />
      <Card title="Backups" rows={backupRows(status.backups, now)} />
      <Card
        title="Certificate and mail"
        rows={[
          certificate
            ? ["Certificate", `Issued by ${certificate.issuer}`]
            : ["Certificate", "No certificate: the site is served behind another proxy or without HTTPS"],
          ...(certificate ? ([["Expires", <When key="expires" iso={certificate.expiresAt} now={now} />]] as Row[]) : []),
          [
            "Mail",
            mail.transport === "smtp"
              ? "Sent through the mail server that SMTP_URL names"
              : "E-mails are not sent: they are written to files in the server's outbox folder (DATA_DIR/outbox), since SMTP_URL is not set",
          ],
          ...(mail.lastError ? ([["Last mail error", mail.lastError]] as Row[]) : []),
        ]}
      />
    </div>
  );
}
