import { useEffect, useId, useState } from "react";
import { ChevronLeft, ChevronRight, FileText, Plus, RefreshCw, Search, X } from "lucide-react";
import { PageCard } from "./page-card";
import { usePageList } from "./pages-api";
import { useListParams } from "~/components/cms/shell/use-list-params";
import { Button, ButtonLink } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { errorMessage } from "~/lib/api-client";
import type { PageSummaryDTO } from "~/lib/schemas/pages";

const SEARCH_DELAY_MS = 250;
const count = new Intl.NumberFormat("en-US");

/**
 * The dashboard's pages: a search over titles and slugs, one page of results at a time (the
 * server pages and counts, so the screen stays quick with thousands of pages), the empty state
 * ("No pages yet") when there are no pages at all.
 */
export function PageList({ deletingId, onDelete }: { deletingId: number | null; onDelete: (page: PageSummaryDTO) => void }) {
  const { page, q, update } = useListParams();
  const [draft, setDraft] = useState(q);
  const searchId = useId();

  // Typing searches after a short pause; the address follows.
  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => update({ q: draft.trim(), page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update changes with every render
  }, [draft, q]);
  // Back/forward to another search puts its text back in the box.
  useEffect(() => setDraft(q), [q]);

  const list = usePageList({ page, q });

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the end (after deletions, or an old link) shows the last one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > pages) update({ page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update changes with every render
  }, [data, page, pages]);

  if (list.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading pages...</span>
        <ul className="grid gap-4" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <li key={n} className="rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="mt-3 h-4 w-1/4" />
              <Skeleton className="mt-3 h-4 w-2/3" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">The pages could not be loaded.</p>
        <p className="mt-1 text-sm">{errorMessage(list.error, "Please check your connection and try again.")}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => void list.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (data!.total === 0 && !q) {
    return (
      <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <FileText className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-lg font-semibold text-slate-900">No pages yet</p>
        <p className="mt-1 text-sm text-slate-600">Pages you create appear here.</p>
        <ButtonLink to="/cms/pages/new" className="mt-5" size="sm">
          <Plus aria-hidden="true" />
          Create Your First Page
        </ButtonLink>
      </div>
    );
  }

  const first = (data!.page - 1) * data!.pageSize + 1;
  const last = first + data!.items.length - 1;
  return (
    <>
      <form role="search" className="mb-4" onSubmit={(event) => (event.preventDefault(), update({ q: draft.trim(), page: 1 }))}>
        <label htmlFor={searchId} className="sr-only">
          Search pages by title or slug
        </label>
        <div className="relative max-w-md">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Search by title or slug"
            className="pl-9"
            maxLength={200}
          />
        </div>
      </form>

      <p className="mb-3 text-sm text-slate-600" role="status" aria-live="polite">
        {data!.total === 0
          ? `No pages match "${q}".`
          : `${data!.total === 1 ? "1 page" : `${count.format(data!.total)} pages`}${q ? ` ${data!.total === 1 ? "matches" : "match"} "${q}"` : ""}${pages > 1 ? `, showing ${count.format(first)}-${count.format(last)}` : ""}`}
        {list.isFetching ? <span className="sr-only"> (updating)</span> : null}
      </p>

      {data!.total === 0 ? (
        <Button variant="outline" size="sm" onClick={() => (setDraft(""), update({ q: "", page: 1 }))}>
          <X aria-hidden="true" />
          Clear search
        </Button>
      ) : (
        <ul className={`grid gap-4 transition-opacity ${list.isPlaceholderData ? "opacity-60" : ""}`}>
          {data!.items.map((item) => (
            <PageCard key={item.id} page={item} deleting={deletingId === item.id} onDelete={() => onDelete(item)} />
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages of the list" className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={data!.page <= 1} onClick={() => update({ page: data!.page - 1 })}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {count.format(data!.page)} of {count.format(pages)}
          </span>
          <Button variant="outline" size="sm" disabled={data!.page >= pages} onClick={() => update({ page: data!.page + 1 })}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </>
  );
}
