import { Link } from "react-router";
import { localeOf } from "~/content/locales";
import { ROLE_LABELS, type Role } from "~/domain/people/roles";
import { ACTIVITY_KINDS, type ActivityEntryDTO } from "~/domain/schemas/activity";

const role = (value: unknown) => ROLE_LABELS[value as Role] ?? String(value);
const languages = (value: unknown) =>
  String(value)
    .split(", ")
    .map((code) => localeOf(code)?.name ?? code)
    .join(", ");

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium" });

/** What an entry's facts say, in words: a role change, a failed sign-in's reason, a count. */
function details(entry: ActivityEntryDTO): string {
  const d = entry.detail;
  if (!d) return "";
  if (entry.kind === "role-changed") return `${role(d.from)} → ${role(d.to)}${d.languages ? ` (${languages(d.languages)})` : ""}`;
  if (entry.kind === "sign-in-failed") return String(d.reason ?? "");
  if (entry.kind === "sign-in" && d.secondFactor)
    return d.secondFactor === "recovery-code" ? "with a recovery code" : "with the second factor";
  if (typeof d.sessions === "number") return `${d.sessions} session(s)`;
  if (entry.kind === "second-factor-policy") return d.required ? "required of everyone" : "optional";
  if (entry.kind === "email-changed") return `${String(d.from)} → ${String(d.to)}`;
  if (entry.kind === "email-change-requested") return `to ${String(d.to)}, waiting for the link to be opened`;
  if (entry.kind === "language-changed")
    return [
      typeof d.enabled === "boolean" ? (d.enabled ? "on the site" : "off the site") : null,
      typeof d.reviewRequired === "boolean" ? (d.reviewRequired ? "reviewed before publishing" : "published without review") : null,
    ]
      .filter(Boolean)
      .join(", ");
  if (entry.kind === "alert-sent") return String(d.message ?? "");
  if (entry.kind === "invitation-sent") return `as ${role(d.role)}${d.languages ? ` (${languages(d.languages)})` : ""}`;
  return "";
}

/** One row of the Activity screen: when, who, what, which page or person, from where. */
export function ActivityEntry({ entry }: { entry: ActivityEntryDTO }) {
  const target = entry.target;
  const about =
    // A page deleted (for ever, or since) has no editor to open: its title only.
    target?.type === "page" && target.id !== null && entry.kind !== "page-deleted" && entry.kind !== "page-deleted-forever" ? (
      <Link to={`/cms/pages/${target.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {target.label ?? `Page ${target.id}`}
      </Link>
    ) : (
      <span className="font-medium">{target?.label ?? ""}</span>
    );
  const extra = details(entry);
  return (
    <li className="grid gap-1 p-3 text-sm sm:grid-cols-[13rem_9rem_1fr_8rem] sm:gap-3">
      <span className="text-slate-600">{when(entry.createdAt)}</span>
      <span className="font-semibold break-all text-slate-900">{entry.person ?? "unknown"}</span>
      <span className="min-w-0 text-slate-800">
        {ACTIVITY_KINDS[entry.kind] ?? entry.kind} {about}
        {extra ? <span className="text-slate-600"> · {extra}</span> : null}
      </span>
      <span className="break-all text-slate-600">{entry.address ?? ""}</span>
    </li>
  );
}
