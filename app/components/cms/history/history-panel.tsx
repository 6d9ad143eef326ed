import { useState } from "react";
import { History } from "lucide-react";
import { useRevisions } from "./history-api";
import { DETAIL_HEADING_ID, RevisionDetail, type EditorSnapshot, type RestoreFailure } from "./revision-detail";
import { LoadError } from "~/components/cms/shell/list-states";
import { Badge } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { formatGuamTimeToSecond } from "~/lib/guam-time";
import type { RevisionSummaryDTO } from "~/domain/schemas/revisions";

const versionButtonId = (revisionId: number) => `history-version-${revisionId}`;

/**
 * The History panel's body: the saved versions, newest first, and the one chosen beside them (on a
 * narrow screen, instead of them, with a way back to the list).
 */
export function HistoryPanel({
  pageId,
  editor,
  restoring,
  failure,
  onRestore,
  onChoose,
}: {
  pageId: number;
  editor: EditorSnapshot;
  restoring: boolean;
  failure: RestoreFailure | null;
  /** Left out when the person may not restore a version. */
  onRestore?: (revision: RevisionSummaryDTO) => void;
  onChoose: () => void;
}) {
  const revisions = useRevisions(pageId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = revisions.data?.find((r) => r.id === selectedId) ?? null;

  function choose(revision: RevisionSummaryDTO) {
    if (revision.id !== selectedId) onChoose();
    setSelectedId(revision.id);
    // On a narrow screen the list gives way to the version: take focus there.
    if (!window.matchMedia("(min-width: 1024px)").matches) requestAnimationFrame(() => document.getElementById(DETAIL_HEADING_ID)?.focus());
  }

  function backToList() {
    const id = selectedId;
    setSelectedId(null);
    if (id !== null) requestAnimationFrame(() => document.getElementById(versionButtonId(id))?.focus());
  }

  return (
    <div className="grid h-full min-h-0 lg:grid-cols-[22rem_1fr]">
      <section
        aria-labelledby="history-list-heading"
        className={`min-h-0 overflow-y-auto border-slate-200 p-4 sm:p-6 lg:border-r ${selected ? "hidden lg:block" : ""}`}
      >
        <h3 id="history-list-heading" className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Saved versions
        </h3>
        {revisions.isPending ? (
          <div role="status">
            <span className="sr-only">Loading the history...</span>
            <div aria-hidden="true" className="grid gap-2">
              {[0, 1, 2, 3].map((n) => (
                <Skeleton key={n} className="h-20" />
              ))}
            </div>
          </div>
        ) : revisions.isError ? (
          <LoadError compact text="The history could not be loaded." error={revisions.error} onRetry={() => void revisions.refetch()} />
        ) : revisions.data.length === 0 ? (
          <p className="text-sm text-slate-600">No saved versions yet. Each save from now on is kept here.</p>
        ) : (
          <ul className="grid gap-2">
            {revisions.data.map((revision) => {
              const isSelected = revision.id === selectedId;
              return (
                <li key={revision.id}>
                  <button
                    type="button"
                    id={versionButtonId(revision.id)}
                    aria-current={isSelected ? "true" : undefined}
                    onClick={() => choose(revision)}
                    className={`w-full rounded-lg border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      isSelected
                        ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700"
                        : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50"
                    }`}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-slate-900">Version {revision.version}</span>
                      {revision.version === editor.version ? <Badge variant="secondary">Current</Badge> : null}
                    </span>
                    <span className="mt-1 block text-sm text-slate-700">
                      <time dateTime={revision.createdAt}>{formatGuamTimeToSecond(revision.createdAt)}</time>
                    </span>
                    <span className="block text-sm text-slate-700">by {revision.author}</span>
                    {revision.summary ? <span className="mt-1 block text-sm text-slate-600">{revision.summary}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section
        aria-label={selected ? undefined : "Chosen version"}
        aria-labelledby={selected ? DETAIL_HEADING_ID : undefined}
        className={`min-h-0 overflow-y-auto p-4 sm:p-6 ${selected ? "" : "hidden lg:block"}`}
      >
        {selected ? (
          <RevisionDetail
            key={selected.id}
            pageId={pageId}
            summary={selected}
            editor={editor}
            restoring={restoring}
            failure={failure?.revisionId === selected.id ? failure : null}
            onRestore={onRestore ? () => onRestore(selected) : undefined}
            onBack={backToList}
          />
        ) : (
          <div className="flex h-full min-h-48 flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 p-8 text-center">
            <History className="size-9 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-semibold text-slate-900">Choose a version</p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">
              See how it differs from the page saved now, preview it as the site would show it, and restore it.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
