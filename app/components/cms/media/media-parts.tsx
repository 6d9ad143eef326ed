import { useId } from "react";
import { Link } from "react-router";
import { ChevronLeft, ChevronRight, FileText, Pencil, RefreshCw, Search, Trash2 } from "lucide-react";
import { formatBytes, formatDimensions } from "./media-api";
import { MediaThumbnail } from "./media-thumbnail";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { errorMessage } from "~/lib/api-client";
import type { MediaDTO } from "~/lib/schemas/media";

const count = new Intl.NumberFormat("en-US");

/** The library's search field (alt texts and file names), searched as typed by the caller. */
export function MediaSearchBox({ value, onChange, onSubmit, className = "" }: { value: string; onChange: (value: string) => void; onSubmit: () => void; className?: string }) {
  const id = useId();
  return (
    <form role="search" className={className} onSubmit={(event) => (event.preventDefault(), onSubmit())}>
      <label htmlFor={id} className="sr-only">
        Search images by alt text or file name
      </label>
      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} placeholder="Search by alt text or file name" className="pl-9" maxLength={200} />
      </div>
    </form>
  );
}

/** "12 images", "3 images match "bay"", ", showing 25-48" when there is more than one page. */
export function mediaSummary({ total, page, pageSize, shown, q }: { total: number; page: number; pageSize: number; shown: number; q: string }): string {
  if (total === 0) return q ? `No images match "${q}".` : "No images yet.";
  const pages = Math.ceil(total / pageSize);
  const first = (page - 1) * pageSize + 1;
  const what = total === 1 ? "1 image" : `${count.format(total)} images`;
  const matching = q ? ` ${total === 1 ? "matches" : "match"} "${q}"` : "";
  const range = pages > 1 ? `, showing ${count.format(first)}-${count.format(first + shown - 1)}` : "";
  return `${what}${matching}${range}`;
}

export function MediaPager({ page, pages, onPage, label = "Pages of the library" }: { page: number; pages: number; onPage: (page: number) => void; label?: string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm text-slate-700">
        Page {count.format(page)} of {count.format(pages)}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
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
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">The images could not be loaded.</p>
      <p className="mt-1 text-sm">{errorMessage(error, "Please check your connection and try again.")}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/**
 * One image of the Media screen: the thumbnail, its file, size and alt text, the pages that use it
 * (each a link to its editor; a page in the trash links to the trash), and Edit alt text, Delete.
 */
export function MediaCard({ media, deleting, onEditAlt, onDelete }: { media: MediaDTO; deleting: boolean; onEditAlt: () => void; onDelete: () => void }) {
  const headingId = `media-${media.id}-name`;
  return (
    <li aria-labelledby={headingId} className="flex gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white p-3 shadow-sm min-[480px]:flex-col min-[480px]:gap-0 min-[480px]:p-0">
      {/* Phones: a small square beside the text; wider: the whole width of the card above it. */}
      <MediaThumbnail media={media} className="aspect-square w-24 shrink-0 self-start rounded-md min-[480px]:aspect-[4/3] min-[480px]:w-full min-[480px]:rounded-none min-[480px]:border-b min-[480px]:border-slate-200" />
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
                  {page.inTrash ? <Trash2 className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden="true" /> : <FileText className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden="true" />}
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
          <Button variant="destructive" size="sm" onClick={onDelete} disabled={deleting} aria-label={`Delete ${media.fileName}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
