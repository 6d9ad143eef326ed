import { useState } from "react";
import { History } from "lucide-react";
import { restoreRevision } from "./history-api";
import { HistoryPanel } from "./history-panel";
import type { EditorSnapshot } from "./revision-detail";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "~/components/ui/sheet";
import { toast } from "~/components/ui/use-toast";
import { errorMessage, hasErrorCode } from "~/lib/api-client";
import { REVISIONS_KEPT } from "~/lib/limits";
import type { PageDTO } from "~/domain/schemas/pages";
import type { RevisionSummaryDTO } from "~/domain/schemas/revisions";
import { usePageMutation } from "~/components/cms/shell/page-queries";
import { useViewer } from "~/components/cms/shell/use-viewer";
import { mayChangePage } from "~/domain/people/page-rules";

/** What the editor shows when a restore is refused: a stale version is the editor's own conflict. */
export function describeRestoreFailure(error: unknown): { title: string; description: string } {
  if (hasErrorCode(error, "version_conflict")) {
    return {
      title: "Page changed elsewhere",
      description: errorMessage(error, "This page was changed elsewhere since you opened it. Reload to see the latest version."),
    };
  }
  return { title: "Restore failed", description: errorMessage(error, "Failed to restore this version") };
}

/** What History needs of the editor: what it compares with, the title it names, where a restored version goes. */
type HistoryEditor = EditorSnapshot & { baseline: { title: string }; loadRestored: (page: PageDTO) => void };

/**
 * History (docs/product.md, 5.7): the History button of the editor's header and the panel it
 * opens, with the page's saved versions, what each would change, a preview of it as the public
 * site shows it, and Restore behind a confirmation that says when unsaved changes would go.
 */
export function PageHistory({ pageId, editor }: { pageId: number; editor: HistoryEditor }) {
  const [open, setOpen] = useState(false);
  // A restore may bring back a published version: the server decides it as a save as published.
  const { viewer } = useViewer();
  const mayRestore = editor.savedPage ? mayChangePage(viewer, editor.savedPage, "published") : false;

  const restore = usePageMutation({
    mutationFn: (revision: RevisionSummaryDTO) => restoreRevision(pageId, revision.id, editor.version),
    onSuccess: (result, revision) => {
      editor.loadRestored(result);
      toast({
        title: `Restored version ${revision.version}`,
        description: `The page is saved as it was then, as version ${result.version}.`,
      });
      setOpen(false);
    },
    onError: (error) => {
      const failure = describeRestoreFailure(error);
      toast({ variant: "destructive", title: failure.title, description: failure.description });
    },
    // A refused restore (a version conflict) still means the page moved on: its versions are asked again.
    changed: (result) => (result ? { page: result } : { pageId }),
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
        <HistoryPanel
          pageId={pageId}
          editor={editor}
          restoring={restore.isPending}
          // The toast is behind the modal panel for screen readers: the panel says it too.
          failure={
            restore.isError && restore.variables ? { revisionId: restore.variables.id, ...describeRestoreFailure(restore.error) } : null
          }
          onRestore={mayRestore ? (revision) => restore.mutate(revision) : undefined}
          onChoose={() => restore.reset()}
        />
      </SheetContent>
    </Sheet>
  );
}
