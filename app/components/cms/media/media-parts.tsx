import { Link } from "react-router";
import { FileText, Pencil, Trash2 } from "lucide-react";
import { formatBytes, formatDimensions } from "./media-api";
import { MediaThumbnail } from "./media-thumbnail";
import { LoadError } from "~/components/cms/shell/list-states";
import { Pager, SearchBox, listSummary } from "~/components/cms/shell/paged-list";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import type { MediaDTO } from "~/domain/schemas/media";
import { useViewer } from "~/components/cms/shell/use-viewer";

/** The library's search field (alt texts and file names), searched as typed by the caller. */
export function MediaSearchBox(props: { value: string; onChange: (value: string) => void; onSubmit: () => void; className?: string }) {
  return <SearchBox label="Search images by alt text or file name" placeholder="Search by alt text or file name" {...props} />;
}

/** "12 images", "3 images match "bay"", ", showing 25-48" when there is more than one page. */
export function mediaSummary(list: { total: number; page: number; pageSize: number; shown: number; q: string }): string {
  return listSummary({ ...list, noun: { one: "image", many: "images" } });
}

export function MediaPager({
  label = "Pages of the library",
  ...props
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  return <Pager label={label} {...props} />;
}

export function MediaGridSkeleton({ cells = 8, className = "" }: { cells?: number; className?: string }) {
  return (
    <div role="status">
      <span className="sr-only">Loading images...</span>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: cells }, (_, n) => (
          <li key={n} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="p-3">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-2 h-3 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MediaLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadError text="The images could not be loaded." error={error} onRetry={onRetry} />;
}

/**
 * One image of the Media screen: the thumbnail, its file, size and alt text, the pages that use it
 * (each a link to its editor; a page in the trash links to the trash), and Edit alt text, Delete.
 */
export function MediaCard({
  media,
  deleting,
  onEditAlt,
  onDelete,
}: {
  media: MediaDTO;
  deleting: boolean;
  onEditAlt: () => void;
  onDelete: () => void;
}) {
  const { can } = useViewer();
  const headingId = `media-${media.id}-name`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white p-3 shadow-sm min-[480px]:flex-col min-[480px]:gap-0 min-[480px]:p-0"
    >
      {/* Phones: a small square beside the text; wider: the whole width of the card above it. */}
      <MediaThumbnail
        media={media}
        className="aspect-square w-24 shrink-0 self-start rounded-md min-[480px]:aspect-[4/3] min-[480px]:w-full min-[480px]:rounded-none min-[480px]:border-b min-[480px]:border-slate-200"
      />
      <div className="flex min-w-0 flex-1 flex-col min-[480px]:p-4">
        <h3 id={headingId} className="truncate text-sm font-semibold text-slate-900" title={media.fileName}>
          {media.fileName}
        </h3>
        <p className="mt-0.5 text-xs text-slate-600">
          {formatDimensions(media)} · {formatBytes(media.bytes)}
        </p>
        <div className="mt-3 text-sm">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Alt text</p>
          {media.alt ? (
            <p className="mt-0.5 line-clamp-3 break-words text-slate-800">{media.alt}</p>
          ) : (
            <p className="mt-0.5 text-amber-800">None: read as decorative</p>
          )}
        </div>
        <div className="mt-3 text-sm">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Used on</p>
          {media.usedBy.length === 0 ? (
            <p className="mt-0.5 text-slate-600">No page</p>
          ) : (
            <ul className="mt-0.5 grid gap-0.5" aria-label={`Pages that use ${media.fileName}`}>
              {media.usedBy.map((page) => (
                <li key={page.id} className="flex min-w-0 items-start gap-1.5">
                  {page.inTrash ? (
                    <Trash2 className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
                  ) : (
                    <FileText className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
                  )}
                  <span className="min-w-0 break-words">
                    <Link
                      to={page.inTrash ? "/cms/trash" : `/cms/pages/${page.id}`}
                      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {page.title}
                    </Link>
                    {page.inTrash ? <span className="text-slate-600"> (in the trash)</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Button variant="outline" size="sm" onClick={onEditAlt} aria-label={`Edit alt text of ${media.fileName}`}>
            <Pencil aria-hidden="true" />
            Edit alt text
          </Button>
          {/* Translators may add and describe images, not delete them. */}
          {can("media.delete") ? (
            <Button variant="destructive" size="sm" onClick={onDelete} disabled={deleting} aria-label={`Delete ${media.fileName}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
