import { useMemo, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ArrowLeft, Eye, FileDiff, History, RefreshCw, RotateCcw } from "lucide-react";
import { restoreRevision, revisionKeys, useRevision, useRevisions } from "./history-api";
import { compareRevision, describeComparison } from "./revision-compare";
import { RevisionChanges } from "./revision-changes";
import type { PageEditor } from "~/components/cms/editor/use-page-editor";
import { pageKeys } from "~/components/cms/pages/pages-api";
import { CmsPageContent } from "~/components/site/cms-page-content";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "~/components/ui/sheet";
import { Skeleton } from "~/components/ui/skeleton";
import { Tabs } from "~/components/ui/tabs";
import { toast } from "~/components/ui/use-toast";
import { errorMessage, hasErrorCode } from "~/lib/api-client";
import { REVISIONS_KEPT } from "~/lib/limits";
import type { RevisionSummaryDTO } from "~/lib/schemas/revisions";
import { formatGuamTimeToSecond } from "~/lib/guam-time";

const DETAIL_HEADING_ID = "history-detail-heading";
const versionButtonId = (revisionId: number) => `history-version-${revisionId}`;

/** What the editor shows when a restore is refused: a stale version is the editor's own conflict. */
export function describeRestoreFailure(error: unknown): { title: string; description: string } {
  if (hasErrorCode(error, "version_conflict")) {
    return { title: "Page changed elsewhere", description: errorMessage(error, "This page was changed elsewhere since you opened it. Reload to see the latest version.") };
  }
  return { title: "Restore failed", description: errorMessage(error, "Failed to restore this version") };
}

/**
 * History (docs/product.md, 5.7): the History button of the editor's header and the panel it
 * opens, with the page's saved versions, what each would change, a preview of it as the public
 * site shows it, and Restore behind a confirmation that says when unsaved changes would go.
 */
export function PageHistory({ pageId, editor }: { pageId: number; editor: PageEditor }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  const restore = useMutation({
    mutationFn: (revision: RevisionSummaryDTO) => restoreRevision(pageId, revision.id, editor.version),
    onSuccess: (result, revision) => {
      queryClient.setQueryData(pageKeys.page(result.id), result);
      editor.loadRestored(result);
      toast({ title: `Restored version ${revision.version}`, description: `The page is saved as it was then, as version ${result.version}.` });
      setOpen(false);
    },
    onError: (error) => {
      const failure = describeRestoreFailure(error);
      toast({ variant: "destructive", title: failure.title, description: failure.description });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pageKeys.lists }),
        queryClient.invalidateQueries({ queryKey: revisionKeys.list(pageId), exact: true }),
      ]),
  });

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm">
          <History aria-hidden="true" />
          History
        </Button>
      </SheetTrigger>
      <SheetContent
        title="Page history"
        description={
          <>
            Saved versions of &ldquo;{editor.baseline.title}&rdquo;, newest first, in Guam time (ChST). The last {REVISIONS_KEPT} are kept.
          </>
        }
      >
        <HistoryBody
          pageId={pageId}
          editor={editor}
          restoring={restore.isPending}
          // The toast is behind the modal panel for screen readers: the panel says it too.
          failure={restore.isError && restore.variables ? { revisionId: restore.variables.id, ...describeRestoreFailure(restore.error) } : null}
          onRestore={(revision) => restore.mutate(revision)}
          onChoose={() => restore.reset()}
        />
      </SheetContent>
    </Sheet>
  );
}

type RestoreFailure = { revisionId: number; title: string; description: string };

function HistoryBody({
  pageId,
  editor,
  restoring,
  failure,
  onRestore,
  onChoose,
}: {
  pageId: number;
  editor: PageEditor;
  restoring: boolean;
  failure: RestoreFailure | null;
  onRestore: (revision: RevisionSummaryDTO) => void;
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
          <LoadProblem text="The history could not be loaded." error={revisions.error} onRetry={() => void revisions.refetch()} />
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
                      isSelected ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700" : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50"
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
            onRestore={() => onRestore(selected)}
            onBack={backToList}
          />
        ) : (
          <div className="flex h-full min-h-48 flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 p-8 text-center">
            <History className="size-9 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-semibold text-slate-900">Choose a version</p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">See how it differs from the page saved now, preview it as the site would show it, and restore it.</p>
          </div>
        )}
      </section>
    </div>
  );
}

function RevisionDetail({
  pageId,
  summary,
  editor,
  restoring,
  failure,
  onRestore,
  onBack,
}: {
  pageId: number;
  summary: RevisionSummaryDTO;
  editor: PageEditor;
  restoring: boolean;
  failure: RestoreFailure | null;
  onRestore: () => void;
  onBack: () => void;
}) {
  const revision = useRevision(pageId, summary.id);
  const [tab, setTab] = useState<"changes" | "preview">("changes");
  const [confirming, setConfirming] = useState(false);
  const now = editor.savedPage;
  const comparison = useMemo(() => (revision.data && now ? compareRevision(now, revision.data.page) : null), [revision.data, now]);

  return (
    <div>
      <Button variant="ghost" size="sm" className="mb-3 lg:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        All versions
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={DETAIL_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
            Version {summary.version}
            {summary.version === editor.version ? <span className="font-normal text-slate-600"> (current)</span> : null}
          </h3>
          <p className="mt-0.5 text-sm text-slate-700">
            Saved <time dateTime={summary.createdAt}>{formatGuamTimeToSecond(summary.createdAt)}</time> by {summary.author}
          </p>
          {comparison ? <p className="mt-0.5 text-sm text-slate-600">{describeComparison(comparison)}</p> : null}
        </div>
        <Button size="sm" onClick={() => setConfirming(true)} disabled={restoring || !revision.data}>
          <RotateCcw aria-hidden="true" />
          {restoring ? "Restoring..." : "Restore this version"}
        </Button>
      </div>

      {failure ? (
        <div role="alert" className="mt-4 flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <strong>{failure.title}.</strong> {failure.description}
          </p>
        </div>
      ) : null}

      <div className="mt-4">
        {revision.isPending ? (
          <div role="status">
            <span className="sr-only">Loading version {summary.version}...</span>
            <div aria-hidden="true" className="grid gap-3">
              <Skeleton className="h-8 w-1/2" />
              <Skeleton className="h-40" />
            </div>
          </div>
        ) : revision.isError ? (
          <LoadProblem text={`Version ${summary.version} could not be loaded.`} error={revision.error} onRetry={() => void revision.refetch()} />
        ) : (
          <Tabs
            label={`Version ${summary.version}`}
            value={tab}
            onValueChange={setTab}
            items={[
              {
                value: "changes",
                label: (
                  <>
                    <FileDiff aria-hidden="true" />
                    Changes
                  </>
                ),
                panel: comparison ? (
                  <RevisionChanges comparison={comparison} version={summary.version} currentVersion={editor.version ?? 0} dirty={editor.dirty} />
                ) : null,
              },
              {
                value: "preview",
                label: (
                  <>
                    <Eye aria-hidden="true" />
                    Preview
                  </>
                ),
                panel: (
                  <div>
                    <p className="mb-3 text-sm text-slate-700">Version {summary.version} as the public site would show it.</p>
                    <div className="overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm">
                      <CmsPageContent title={revision.data.page.title} metaDescription={revision.data.page.metaDescription} sections={revision.data.page.sections} />
                    </div>
                  </div>
                ),
              },
            ]}
          />
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Restore version ${summary.version}?`}
        description={
          <>
            The page will be saved as it was in version {summary.version} ({formatGuamTimeToSecond(summary.createdAt)}, by {summary.author}). The version saved
            now stays in the history.
            {editor.dirty ? (
              <strong className="mt-3 block text-red-800">
                The editor has unsaved changes. Restoring discards them: they are not saved anywhere and cannot be recovered.
              </strong>
            ) : null}
          </>
        }
        confirmLabel={editor.dirty ? "Discard changes and restore" : `Restore version ${summary.version}`}
        destructive={editor.dirty}
        onConfirm={onRestore}
      />
    </div>
  );
}

function LoadProblem({ text, error, onRetry }: { text: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{text}</p>
      <p className="mt-1 text-sm">{errorMessage(error, "Please check your connection and try again.")}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
