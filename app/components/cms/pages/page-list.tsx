import { useEffect, useState } from "react";
import { FileText, Plus, X } from "lucide-react";
import { PageCard } from "./page-card";
import { usePageList } from "./pages-api";
import { CardListSkeleton, EmptyState, LoadError } from "~/components/cms/shell/list-states";
import { Pager, SearchBox, listSummary } from "~/components/cms/shell/paged-list";
import { useListParams } from "~/components/cms/shell/use-list-params";
import { Button, ButtonLink } from "~/components/ui/button";
import type { PageSummaryDTO } from "~/domain/schemas/pages";

const SEARCH_DELAY_MS = 250;

/**
 * The dashboard's pages: a search over titles and slugs, one page of results at a time (the
 * server pages and counts, so the screen stays quick with thousands of pages), the empty state
 * ("No pages yet") when there are no pages at all.
 */
export function PageList({ deletingId, onDelete }: { deletingId: number | null; onDelete: (page: PageSummaryDTO) => void }) {
  const { page, q, update } = useListParams();
  const [draft, setDraft] = useState(q);

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

  if (list.isPending) return <CardListSkeleton label="Loading pages..." cards={3} />;
  if (list.isError) return <LoadError text="The pages could not be loaded." error={list.error} onRetry={() => void list.refetch()} />;
  if (data!.total === 0 && !q) {
    return (
      <EmptyState icon={FileText} title="No pages yet" text="Pages you create appear here.">
        <ButtonLink to="/cms/pages/new" className="mt-5" size="sm">
          <Plus aria-hidden="true" />
          Create Your First Page
        </ButtonLink>
      </EmptyState>
    );
  }

  return (
    <>
      <SearchBox
        label="Search pages by title or slug"
        placeholder="Search by title or slug"
        className="mb-4"
        value={draft}
        onChange={setDraft}
        onSubmit={() => update({ q: draft.trim(), page: 1 })}
      />

      <p className="mb-3 text-sm text-slate-600" role="status" aria-live="polite">
        {listSummary({
          total: data!.total,
          page: data!.page,
          pageSize: data!.pageSize,
          shown: data!.items.length,
          q,
          noun: { one: "page", many: "pages" },
        })}
        {list.isPlaceholderData ? <span> (updating...)</span> : null}
      </p>

      {data!.total === 0 ? (
        <Button variant="outline" size="sm" onClick={() => (setDraft(""), update({ q: "", page: 1 }))}>
          <X aria-hidden="true" />
          Clear search
        </Button>
      ) : (
        <ul className="grid gap-4" aria-busy={list.isPlaceholderData}>
          {data!.items.map((item) => (
            <PageCard key={item.id} page={item} deleting={deletingId === item.id} onDelete={() => onDelete(item)} />
          ))}
        </ul>
      )}

      <Pager label="Pages of the list" page={data!.page} pages={pages} onPage={(next) => update({ page: next })} />
    </>
  );
}
