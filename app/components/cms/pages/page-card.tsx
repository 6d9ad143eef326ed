import type { ReactNode } from "react";
import { CalendarClock, CalendarDays, Pencil, Trash2 } from "lucide-react";
import { StatusBadge } from "~/components/cms/shell/status-badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { isScheduled } from "~/domain/publication";
import type { PageSummaryDTO } from "~/domain/schemas/pages";
import { formatPublishedAt } from "~/lib/guam-time";
import { TranslationChips } from "./translation-chips";
import { localeOf } from "~/content/locales";
import { useViewer } from "~/components/cms/shell/use-viewer";
import { mayDeletePage } from "~/domain/people/page-rules";
import { localizedPath } from "~/domain/locale-paths";

/**
 * A page as a card of a list (the dashboard's, the trash's): its title, status and address, then
 * what that list says about it, and its buttons.
 */
export function PageCardFrame({
  headingId,
  page,
  publishedAt = null,
  actions,
  children,
}: {
  headingId: string;
  page: Pick<PageSummaryDTO, "title" | "slug" | "status"> & { locale?: string };
  /** A publication time still ahead makes the badge say Scheduled. */
  publishedAt?: string | null;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {page.title}
          </h3>
          <StatusBadge status={page.status} publishedAt={publishedAt} />
        </div>
        {page.locale && page.locale !== "en" ? (
          <p className="mt-1 text-sm break-all text-slate-600">
            {localeOf(page.locale)?.name ?? page.locale} translation, at{" "}
            <span className="font-mono">{localizedPath(page.locale, page.slug)}</span>
          </p>
        ) : (
          <p className="mt-1 font-mono text-sm break-all text-slate-600">
            <span className="sr-only">Slug: </span>/{page.slug}
          </p>
        )}
        {children}
      </div>
      {actions}
    </li>
  );
}

/** One page in the dashboard's list: what it is, where it lives, and what can be done with it. */
export function PageCard({ page, onDelete, deleting }: { page: PageSummaryDTO; onDelete: () => void; deleting: boolean }) {
  const headingId = `page-${page.id}-title`;
  const scheduled = isScheduled(page);
  // Delete only where the server would move the page to the trash for this person.
  const { viewer } = useViewer();
  return (
    <PageCardFrame
      headingId={headingId}
      page={page}
      publishedAt={page.publishedAt}
      actions={
        <div className="flex shrink-0 gap-2">
          <ButtonLink to={`/cms/pages/${page.id}`} variant="outline" size="sm" aria-label={`Edit ${page.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </ButtonLink>
          {mayDeletePage(viewer, page) ? (
            <Button variant="destructive" size="sm" onClick={onDelete} disabled={deleting} aria-label={`Delete ${page.title}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          ) : null}
        </div>
      }
    >
      {page.publishedAt && scheduled ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-sky-900">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Goes live <time dateTime={page.publishedAt}>{formatPublishedAt(page.publishedAt)}</time>
          </span>
        </p>
      ) : page.publishedAt ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {/* A page switched back to draft is not published now: say when it last was. */}
            {page.status === "published" ? "Published" : "Last published"}{" "}
            <time dateTime={page.publishedAt}>{formatPublishedAt(page.publishedAt)}</time>
          </span>
        </p>
      ) : null}
      {page.metaDescription ? <p className="mt-2 line-clamp-2 text-sm break-words text-slate-700">{page.metaDescription}</p> : null}
      <TranslationChips translations={page.translations} />
    </PageCardFrame>
  );
}
