import { Clock, RotateCcw, Trash2 } from "lucide-react";
import { PageCardFrame } from "~/components/cms/pages/page-card";
import { Button } from "~/components/ui/button";
import { TRASH_DAYS } from "~/lib/limits";
import type { TrashedPageDTO } from "~/domain/schemas/revisions";
import { useViewer } from "~/components/cms/shell/use-viewer";
import { mayChangePage } from "~/domain/people/page-rules";
import { formatGuamTimeToSecond, formatPublishedAt } from "~/lib/guam-time";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When housekeeping deletes a page in the trash for ever: TRASH_DAYS after it was deleted. */
export function purgeDateOf(deletedAt: string): string {
  const time = Date.parse(deletedAt);
  return Number.isNaN(time) ? "" : new Date(time + TRASH_DAYS * DAY_MS).toISOString();
}

/** One page in the trash: what it was, when and by whom it was deleted, and the two ways out. */
export function TrashCard({
  page,
  busy,
  onRestore,
  onPurge,
}: {
  page: TrashedPageDTO;
  busy: boolean;
  onRestore: () => void;
  onPurge: () => void;
}) {
  const headingId = `trash-${page.id}-title`;
  const purgeAt = purgeDateOf(page.deletedAt);
  // Only what the server would do for this person: a restore is a change of the page, emptying the trash the editors'.
  const { viewer, can } = useViewer();
  const mayRestore = mayChangePage(viewer, page);
  const mayPurge = can("pages.manage");
  return (
    <PageCardFrame
      headingId={headingId}
      page={page}
      actions={
        <div className="flex shrink-0 flex-wrap gap-2">
          {mayRestore ? (
            <Button variant="outline" size="sm" onClick={onRestore} disabled={busy} aria-label={`Restore ${page.title}`}>
              <RotateCcw aria-hidden="true" />
              Restore
            </Button>
          ) : null}
          {mayPurge ? (
            <Button variant="destructive" size="sm" onClick={onPurge} disabled={busy} aria-label={`Delete for ever: ${page.title}`}>
              <Trash2 aria-hidden="true" />
              Delete for ever
            </Button>
          ) : null}
        </div>
      }
    >
      <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700">
        <Trash2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Deleted <time dateTime={page.deletedAt}>{formatGuamTimeToSecond(page.deletedAt)}</time> by{" "}
          <span className="font-medium text-slate-900">{page.deletedBy}</span>
        </span>
      </p>
      {purgeAt ? (
        <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Deleted for ever after <time dateTime={purgeAt}>{formatPublishedAt(purgeAt)}</time>
          </span>
        </p>
      ) : null}
    </PageCardFrame>
  );
}
