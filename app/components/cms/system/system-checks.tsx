import { CircleAlert, CircleCheck } from "lucide-react";
import type { SystemCheck } from "~/domain/schemas/system";

/** A check's words with its commands (written between backticks by the server) shown as code. */
function withCommands(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-slate-100 px-1 font-mono text-[0.85em] text-slate-900">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** The summary at the top: all good, or how many problems. Icon and words, never colour alone. */
export function SystemSummary({ checks }: { checks: SystemCheck[] }) {
  const problems = checks.filter((check) => !check.ok).length;
  const good = problems === 0;
  const Icon = good ? CircleCheck : CircleAlert;
  const title = good ? "All good" : problems === 1 ? "1 problem needs you" : `${problems} problems need you`;
  const text = good
    ? checks.length > 0
      ? `All ${checks.length} checks passed.`
      : "No problems reported."
    : "Each is described below, with what to do about it.";
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border p-4 sm:p-5 ${good ? "border-emerald-200 bg-emerald-50 text-emerald-950" : "border-amber-300 bg-amber-50 text-amber-950"}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="text-lg font-semibold">{title}</p>
        <p className="text-sm">{text}</p>
      </div>
    </div>
  );
}

/** Each check: OK or Problem in words beside its icon, what is the case, and when not ok what to do. */
export function SystemChecks({ checks }: { checks: SystemCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Checks">
      {checks.map((check) => (
        <li key={check.name} className="flex gap-3 p-4 sm:p-5">
          {check.ok ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          )}
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">
              {check.label}: <span className={check.ok ? "text-emerald-800" : "text-amber-900"}>{check.ok ? "OK" : "Problem"}</span>
            </h3>
            <p className="mt-1 text-sm text-slate-700">{withCommands(check.message)}</p>
            {!check.ok && check.fix ? (
              <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
                <p className="font-semibold">What to do</p>
                <p className="mt-0.5">{withCommands(check.fix)}</p>
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
