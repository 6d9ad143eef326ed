import { Link } from "react-router";
import { Pencil, RotateCcw, Settings } from "lucide-react";
import { useSitePages } from "./pages-api";
import { CardListSkeleton, LoadError } from "~/components/cms/shell/list-states";
import { StatusBadge } from "~/components/cms/shell/status-badge";
import { Button, buttonClasses } from "~/components/ui/button";
import type { PageSummaryDTO } from "~/domain/schemas/pages";
import { BUILT_IN_PAGES } from "~/content/pages/registry";
import { publicPathOf } from "~/domain/slug";
import { useViewer } from "~/components/cms/shell/use-viewer";
import { mayChangePage } from "~/domain/people/page-rules";
import { TranslationChips } from "./translation-chips";

/**
 * The dashboard's Site pages: the site's own pages (each public route and the 404 page), whose
 * every word is a field, in the order of the site, and the link to the settings they share.
 * They cannot be deleted, only reset to their original words (`onReset`, offered to whoever may
 * change the page). A built-in page put in the trash before that shows its defaults until restored.
 */
export function SitePages({ resettingId, onReset }: { resettingId: number | null; onReset: (page: PageSummaryDTO) => void }) {
  const list = useSitePages();
  const { viewer } = useViewer();
  if (list.isPending) return <CardListSkeleton label="Loading the site's pages..." cards={2} />;
  if (list.isError)
    return <LoadError text="The site's pages could not be loaded." error={list.error} onRetry={() => void list.refetch()} />;
  const bySlug = new Map(list.data.items.map((page) => [page.slug, page]));
  return (
    <div className="grid gap-3">
      <Link
        to="/cms/settings"
        className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Settings aria-hidden="true" className="size-5 shrink-0" />
        <span>
          <span className="block font-semibold">Settings</span>
          <span className="block text-sm text-brand-800">
            Business name, phone, e-mail, address, opening hours, menus and footer, shared by every page.
          </span>
        </span>
      </Link>
      <ul aria-label="Site pages" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {BUILT_IN_PAGES.map((definition) => {
          const page = bySlug.get(definition.slug);
          return (
            <li key={definition.slug} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{page?.title ?? definition.title}</p>
                <p className="truncate text-sm text-slate-600">
                  {definition.slug === "not-found" ? "Shown for any address the site does not have" : publicPathOf(definition.slug)}
                </p>
                <TranslationChips translations={page?.translations} />
              </div>
              {page ? (
                <StatusBadge status={page.status} publishedAt={page.publishedAt} />
              ) : (
                <span className="text-sm text-amber-800">In the trash: its defaults show</span>
              )}
              {page ? (
                <div className="flex gap-2">
                  <Link
                    to={`/cms/pages/${page.id}`}
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                    aria-label={`Edit ${page.title}`}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                  {mayChangePage(viewer, page) ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Reset to the original: ${page.title}`}
                      disabled={resettingId === page.id}
                      onClick={() => onReset(page)}
                    >
                      <RotateCcw aria-hidden="true" />
                      Reset to the original
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
