import { useMemo, useState } from "react";
import { AlertTriangle, ArrowLeft, Eye, FileDiff, RotateCcw } from "lucide-react";
import { useRevision } from "./history-api";
import { compareRevision, describeComparison } from "./revision-compare";
import { RevisionChanges } from "./revision-changes";
import { LoadError } from "~/components/cms/shell/list-states";
import { CmsPageContent } from "~/components/site/cms-page-content";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Tabs } from "~/components/ui/tabs";
import { formatGuamTimeToSecond } from "~/lib/guam-time";
import type { PageDTO } from "~/domain/schemas/pages";
import type { RevisionSummaryDTO } from "~/domain/schemas/revisions";

/** The chosen version's heading, which takes focus when a narrow screen shows the version instead of the list. */
export const DETAIL_HEADING_ID = "history-detail-heading";

/** The editor as History compares with it: the page as last saved, its version, and whether it holds unsaved changes. */
export interface EditorSnapshot {
  version: number | undefined;
  savedPage: PageDTO | null;
  dirty: boolean;
}

/** A refused restore, shown beside the version it was for. */
export type RestoreFailure = { revisionId: number; title: string; description: string };

/** One saved version: when and by whom, what restoring it would change, its preview, and Restore behind a confirmation. */
export function RevisionDetail({
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
  editor: EditorSnapshot;
  restoring: boolean;
  failure: RestoreFailure | null;
  /** Left out when the person may not restore (the server would refuse it): no Restore. */
  onRestore?: () => void;
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
        {onRestore ? (
          <Button size="sm" onClick={() => setConfirming(true)} disabled={restoring || !revision.data}>
            <RotateCcw aria-hidden="true" />
            {restoring ? "Restoring..." : "Restore this version"}
          </Button>
        ) : null}
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
          <LoadError
            compact
            text={`Version ${summary.version} could not be loaded.`}
            error={revision.error}
            onRetry={() => void revision.refetch()}
          />
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
                  <RevisionChanges
                    comparison={comparison}
                    version={summary.version}
                    currentVersion={editor.version ?? 0}
                    dirty={editor.dirty}
                  />
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
                      <CmsPageContent
                        title={revision.data.page.title}
                        metaDescription={revision.data.page.metaDescription}
                        sections={revision.data.page.sections}
                      />
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
            The page will be saved as it was in version {summary.version} ({formatGuamTimeToSecond(summary.createdAt)}, by {summary.author}
            ). The version saved now stays in the history.
            {editor.dirty ? (
              <strong className="mt-3 block text-red-800">
                The editor has unsaved changes. Restoring discards them: they are not saved anywhere and cannot be recovered.
              </strong>
            ) : null}
          </>
        }
        confirmLabel={editor.dirty ? "Discard changes and restore" : `Restore version ${summary.version}`}
        destructive={editor.dirty}
        onConfirm={() => onRestore?.()}
      />
    </div>
  );
}
