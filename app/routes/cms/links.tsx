import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Link2 } from "lucide-react";
import { adminTitle } from "./guard";
import { LinkList } from "~/components/cms/links/link-list";
import { fixLink, refreshLinks, useLinks } from "~/components/cms/links/links-api";
import { ScreenHeader } from "~/components/cms/shell/admin-header";
import { CardListSkeleton, EmptyState, LoadError } from "~/components/cms/shell/list-states";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { LINK_STATES, LINK_STATE_LABELS, type LinkDTO, type LinkState } from "~/domain/links";

export const meta = () => adminTitle("Links");

const LIST_HEADING = "links-heading";
type Filter = LinkState | "all";

/**
 * Links (docs/product.md, "Links"): every link and image the pages show, in every language, with
 * what its last check found, broken first; a redirected one is fixed in one click. For the roles
 * that manage pages.
 */
export default function CmsLinks() {
  const queryClient = useQueryClient();
  const links = useLinks();
  const [filter, setFilter] = useState<Filter>("all");

  const fix = useMutation({
    mutationFn: (link: LinkDTO) => fixLink(link.id),
    onSuccess: (_res, link) => {
      toast({ title: "Link fixed", description: `${link.pageTitle} now links to ${link.target}.` });
      // The row that held focus is gone or changed: continue from the list's heading.
      document.getElementById(LIST_HEADING)?.focus();
    },
    onError: (error) => toast({ variant: "destructive", title: "Not fixed", description: errorMessage(error, "Please try again.") }),
    onSettled: () => refreshLinks(queryClient),
  });

  const all = links.data ?? [];
  const counts = Object.fromEntries(LINK_STATES.map((state) => [state, all.filter((link) => link.state === state).length]));
  const shown = filter === "all" ? all : all.filter((link) => link.state === filter);

  return (
    <>
      <ScreenHeader
        title="Links"
        description="The links and images on your pages, in every language: the broken ones first, and the ones that go through a redirect."
        backToDashboard
      />

      <main className="mx-auto max-w-6xl space-y-4 px-4 py-8 sm:px-6">
        <section aria-labelledby={LIST_HEADING}>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <h2 id={LIST_HEADING} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
              Links on your pages
            </h2>
            {all.length > 0 ? (
              <div className="w-full sm:w-64">
                <Label htmlFor="links-filter">Show</Label>
                <Select id="links-filter" value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
                  <option value="all">All links ({all.length})</option>
                  {LINK_STATES.map((state) => (
                    <option key={state} value={state}>
                      {LINK_STATE_LABELS[state]} ({counts[state]})
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
          </div>
          <p className="mb-4 text-sm text-slate-600">
            Links within the site are checked whenever a page changes. Links to other sites are checked once a day where the server has that
            turned on; until then they show as “Not checked”.
          </p>
          {links.isPending ? (
            <CardListSkeleton label="Loading the links..." cards={2} />
          ) : links.isError ? (
            <LoadError text="The links could not be loaded." error={links.error} onRetry={() => void links.refetch()} />
          ) : all.length === 0 ? (
            <EmptyState
              icon={Link2}
              title="No links yet"
              text="When your pages link to other pages or sites, or show images, they are listed here."
            />
          ) : shown.length === 0 ? (
            <EmptyState
              icon={CircleCheck}
              title={`No ${LINK_STATE_LABELS[filter as LinkState].toLowerCase()} links`}
              text="None of the links on your pages is in this state."
            />
          ) : (
            <LinkList links={shown} busyId={fix.isPending ? fix.variables?.id : undefined} onFix={(link) => fix.mutate(link)} />
          )}
        </section>
      </main>
    </>
  );
}
