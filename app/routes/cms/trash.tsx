import { useState } from "react";
import { Trash2 } from "lucide-react";
import { adminTitle } from "./guard";
import { ScreenHeader } from "~/components/cms/shell/admin-header";
import { CardListSkeleton, EmptyState, LoadError } from "~/components/cms/shell/list-states";
import { deleteForever, restoreFromTrash, useTrash } from "~/components/cms/trash/trash-api";
import { TrashCard } from "~/components/cms/trash/trash-card";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { TRASH_DAYS } from "~/lib/limits";
import type { TrashedPageDTO } from "~/domain/schemas/revisions";
import { usePageMutation } from "~/components/cms/shell/page-queries";

export const meta = () => adminTitle("Trash");

const HEADING_ID = "trash-heading";

/**
 * The trash (docs/product.md, 5.8): deleted pages, most recent first, for TRASH_DAYS days. Each
 * can be restored exactly as it was, or deleted for ever after its own confirmation.
 */
export default function CmsTrash() {
  const trash = useTrash();
  const [pendingPurge, setPendingPurge] = useState<TrashedPageDTO | null>(null);

  // The card that held focus is gone: continue from the list's heading.
  const focusHeading = () => document.getElementById(HEADING_ID)?.focus();

  const restore = usePageMutation({
    mutationFn: (page: TrashedPageDTO) => restoreFromTrash(page.id),
    onSuccess: (restored) => {
      toast({ title: "Page restored", description: `"${restored.title}" is back in the list of pages, as it was.` });
      focusHeading();
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Restore failed", description: errorMessage(error, "Failed to restore page") }),
  });

  const purge = usePageMutation({
    mutationFn: (page: TrashedPageDTO) => deleteForever(page.id),
    changed: (_res, page) => ({ removedId: page.id }),
    onSuccess: (_res, page) => {
      toast({ title: "Page deleted for ever", description: `"${page.title}" and its history are gone.` });
      focusHeading();
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Delete failed", description: errorMessage(error, "Failed to delete page") }),
  });

  const busyId = restore.isPending ? restore.variables?.id : purge.isPending ? purge.variables?.id : undefined;

  return (
    <>
      <ScreenHeader
        title="Trash"
        description={`Deleted pages stay here for ${TRASH_DAYS} days, then they are deleted for ever.`}
        backToDashboard
      />

      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <section aria-labelledby={HEADING_ID}>
          <h2 id={HEADING_ID} tabIndex={-1} className="mb-5 text-xl font-semibold text-slate-900 outline-none">
            Deleted pages
          </h2>
          {trash.isPending ? (
            <CardListSkeleton label="Loading the trash..." cards={2} />
          ) : trash.isError ? (
            <LoadError text="The trash could not be loaded." error={trash.error} onRetry={() => void trash.refetch()} />
          ) : trash.data.length === 0 ? (
            <EmptyState
              icon={Trash2}
              title="The trash is empty"
              text={`Pages you delete from the dashboard wait here for ${TRASH_DAYS} days.`}
            />
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600" role="status">
                {trash.data.length === 1 ? "1 page" : `${trash.data.length} pages`} in the trash, most recently deleted first.
              </p>
              <ul className="grid gap-4">
                {trash.data.map((page) => (
                  <TrashCard
                    key={page.id}
                    page={page}
                    busy={busyId === page.id}
                    onRestore={() => restore.mutate(page)}
                    onPurge={() => setPendingPurge(page)}
                  />
                ))}
              </ul>
            </>
          )}
        </section>
      </main>

      <ConfirmDialog
        open={pendingPurge !== null}
        onOpenChange={(open) => {
          if (!open) setPendingPurge(null);
        }}
        title="Delete for ever"
        description={pendingPurge ? `Delete "${pendingPurge.title}" for ever? This cannot be undone.` : ""}
        confirmLabel="Delete for ever"
        destructive
        onConfirm={() => {
          if (pendingPurge) purge.mutate(pendingPurge);
        }}
      />
    </>
  );
}
