import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { DiffLegend, DiffText, Marked } from "./diff-text";
import type { RevisionComparison, SectionChange, SectionSide } from "./revision-compare";
import { Badge } from "~/components/ui/badge";
import { SECTION_TYPE_LABELS as TYPE_LABELS } from "~/components/cms/editing/editor-state";
import type { TextDiff } from "~/lib/text-diff";

/**
 * The Changes tab of History: every field and section in which version N differs from the page
 * as it is saved now, read as what restoring would do.
 */
export function RevisionChanges({
  comparison,
  version,
  currentVersion,
  dirty,
}: {
  comparison: RevisionComparison;
  version: number;
  currentVersion: number;
  dirty: boolean;
}) {
  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-700">
        Version {version} compared with the page as it is saved now (version {currentVersion}): what restoring it would change.
      </p>
      {dirty ? (
        <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>The editor has unsaved changes. They are not part of this comparison, and restoring would discard them.</span>
        </p>
      ) : null}

      {comparison.identical ? (
        <p className="flex gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Version {version} is the same as the page saved now.</span>
        </p>
      ) : (
        <>
          <DiffLegend removed="in the page now, goes if you restore" added={`from version ${version}, back if you restore`} />

          {comparison.fields.length > 0 ? (
            <div>
              <h4 className="mb-2 text-sm font-semibold text-slate-900">Page settings</h4>
              <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {comparison.fields.map((change) => (
                  <div key={change.field} className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr] sm:gap-3">
                    <dt className="text-sm font-medium text-slate-700">{change.label}</dt>
                    <dd className="min-w-0">
                      {change.diff ? (
                        <DiffText parts={change.diff.parts} />
                      ) : (
                        <BeforeAfter now={change.now} then={change.then} version={version} mono={change.field === "slug"} />
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}

          {comparison.sections.length > 0 ? (
            <div>
              <h4 className="mb-2 text-sm font-semibold text-slate-900">Sections</h4>
              <ul className="grid gap-3">
                {comparison.sections.map((change) => (
                  <SectionChangeItem key={`${change.kind}-${change.key}`} change={change} version={version} />
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      {comparison.unchangedSections > 0 ? (
        <p className="text-sm text-slate-600">
          {comparison.unchangedSections === 1 ? "1 section is" : `${comparison.unchangedSections} sections are`} the same in both.
        </p>
      ) : null}
    </div>
  );
}

/** A value that is not compared word by word: the page's now, then version N's. */
function BeforeAfter({ now, then, version, mono = false }: { now: string; then: string; version: number; mono?: boolean }) {
  const value = (text: string) =>
    text ? <span className={mono ? "font-mono break-all" : ""}>{text}</span> : <span className="text-slate-700 italic">none</span>;
  return (
    <div className="grid gap-1 text-sm">
      <p>
        <span className="text-slate-600">Now: </span>
        <Marked kind="removed">{value(now)}</Marked>
      </p>
      <p>
        <span className="text-slate-600">Version {version}: </span>
        <Marked kind="added">{value(then)}</Marked>
      </p>
    </div>
  );
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
};

function SectionChangeItem({ change, version }: { change: SectionChange; version: number }) {
  const badge =
    change.kind === "changed" ? (
      <Badge variant="secondary">Changed</Badge>
    ) : change.kind === "onlyThen" ? (
      <Badge variant="success">Only in version {version}</Badge>
    ) : (
      <Badge variant="warning">Not in version {version}</Badge>
    );
  const notes: string[] = [];
  let body: { parts: TextDiff["parts"]; code: boolean; diff: TextDiff | null } | null = null;
  if (change.kind === "changed") {
    if (change.typeChanged)
      notes.push(`Type: ${TYPE_LABELS[change.now.sectionType]} now, ${TYPE_LABELS[change.then.sectionType]} in version ${version}.`);
    if (change.moved) notes.push(`Place: ${ordinal(change.now.position)} now, ${ordinal(change.then.position)} in version ${version}.`);
    if (change.text) body = { parts: change.text.parts, code: change.then.sectionType !== "text", diff: change.text };
  } else if (change.kind === "onlyThen") {
    notes.push(
      `${TYPE_LABELS[change.then.sectionType]}, ${ordinal(change.then.position)} in version ${version}. Restoring brings it back.`,
    );
    body = { parts: wholeText(change.then, "added"), code: change.then.sectionType !== "text", diff: null };
  } else {
    notes.push(`${TYPE_LABELS[change.now.sectionType]}, ${ordinal(change.now.position)} now. Restoring removes it.`);
    body = { parts: wholeText(change.now, "removed"), code: change.now.sectionType !== "text", diff: null };
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-mono text-sm font-semibold break-all text-slate-900">{change.key}</p>
        {badge}
      </div>
      {notes.map((note) => (
        <p key={note} className="mt-1 text-sm text-slate-700">
          {note}
        </p>
      ))}
      {body && body.parts.length > 0 ? (
        <div className="mt-2 rounded-md border border-slate-100 bg-slate-50 p-2">
          <DiffText parts={body.parts} code={body.code} />
        </div>
      ) : body ? (
        <p className="mt-2 text-sm text-slate-500 italic">Empty</p>
      ) : null}
      {body?.diff && !body.diff.exact ? (
        <p className="mt-1 text-xs text-slate-600">
          This section is too long to compare word by word: the part that differs is shown whole.
        </p>
      ) : body?.diff?.granularity === "line" ? (
        <p className="mt-1 text-xs text-slate-600">This section is long: it is compared line by line.</p>
      ) : null}
    </li>
  );
}

function wholeText(side: SectionSide, kind: "added" | "removed") {
  return side.text ? [{ kind, text: side.text }] : [];
}
