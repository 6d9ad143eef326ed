import { useState } from "react";
import { ExternalLink, Plus } from "lucide-react";
import { adminTitle } from "./guard";
import { useAdmin } from "./layout";
import { roleCan } from "~/domain/people/roles";
import { PageList } from "~/components/cms/pages/page-list";
import { deletePage, resetPage } from "~/components/cms/pages/pages-api";
import { AdminHeader } from "~/components/cms/shell/admin-header";
import { SitePages } from "~/components/cms/pages/site-pages";
import { StatsSummary } from "~/components/cms/stats/dashboard-summary";
import { restoreFromTrash } from "~/components/cms/trash/trash-api";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { ButtonLink } from "~/components/ui/button";
import { ACTION_TOAST_DURATION, toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { TRASH_DAYS } from "~/lib/limits";
import type { PageSummaryDTO } from "~/domain/schemas/pages";
import { usePageMutation } from "~/components/cms/shell/page-queries";

export const meta = () => adminTitle("Dashboard");

export default function CmsDashboard() {
  const admin = useAdmin();
  const [pendingDelete, setPendingDelete] = useState<PageSummaryDTO | null>(null);
  const [pendingReset, setPendingReset] = useState<PageSummaryDTO | null>(null);

  // Undo: the page comes back from the trash exactly as it was.
  const undo = usePageMutation({
    mutationFn: (page: PageSummaryDTO) => restoreFromTrash(page.id),
    onSuccess: (restored) => toast({ title: "Page restored", description: `"${restored.title}" is back in the list of pages.` }),
    onError: (error) => toast({ variant: "destructive", title: "Undo failed", description: errorMessage(error, "Failed to restore page") }),
  });

  const remove = usePageMutation({
    mutationFn: (page: PageSummaryDTO) => deletePage(page.id),
    changed: (_res, page) => ({ removedId: page.id }),
    onSuccess: (_res, page) => {
      toast({
        title: "Page deleted successfully",
        description: `Moved to the trash, where it stays for ${TRASH_DAYS} days.`,
        duration: ACTION_TOAST_DURATION,
        action: { label: "Undo", altText: "Restore the page from the Trash, in the admin navigation", onClick: () => undo.mutate(page) },
      });
      // The card that held focus is gone: continue from the list's heading.
      document.getElementById("pages-heading")?.focus();
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Delete failed", description: errorMessage(error, "Failed to delete page") }),
  });

  // A site's own page is reset, never deleted: a save like any other, which History can undo.
  const reset = usePageMutation({
    mutationFn: (page: PageSummaryDTO) => resetPage(page.id, page.version),
    onSuccess: (saved) => {
      toast({ title: "Page reset", description: `"${saved.title}" shows its original words again. Its History has the version before.` });
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Reset failed", description: errorMessage(error, "Failed to reset the page") }),
  });

  return (
    <>
      <AdminHeader>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Content Management System</h1>
          <p className="mt-1 text-slate-600">
            Welcome back, <span className="font-semibold text-slate-800">{admin?.username}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/" reloadDocument variant="outline" size="sm">
            <ExternalLink aria-hidden="true" />
            View Site
          </ButtonLink>
        </div>
      </AdminHeader>

      <main className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
        <StatsSummary />
        <section aria-labelledby="site-pages-heading">
          <h2 id="site-pages-heading" className="mb-1 text-xl font-semibold text-slate-900">
            Site pages
          </h2>
          <p className="mb-4 text-sm text-slate-600">The site's own pages: every text on them is yours to change.</p>
          <SitePages resettingId={reset.isPending ? (reset.variables?.id ?? null) : null} onReset={setPendingReset} />
        </section>

        <section aria-labelledby="pages-heading">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h2 id="pages-heading" tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
              Pages
            </h2>
            {/* New pages are English: the roles that manage pages make them (docs/product.md, 7.10). */}
            {admin && roleCan(admin.role, "pages.manage") ? (
              <div className="flex flex-wrap gap-2">
                <ButtonLink to="/cms/pages/new" size="sm">
                  <Plus aria-hidden="true" />
                  New Page
                </ButtonLink>
              </div>
            ) : null}
          </div>

          <PageList deletingId={remove.isPending ? (remove.variables?.id ?? null) : null} onDelete={setPendingDelete} />
        </section>
      </main>

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title="Delete page"
        description={pendingDelete ? `Are you sure you want to delete "${pendingDelete.title}"?` : ""}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (pendingDelete) remove.mutate(pendingDelete);
        }}
      />
      <ConfirmDialog
        open={pendingReset !== null}
        onOpenChange={(open) => {
          if (!open) setPendingReset(null);
        }}
        title="Reset to the original"
        description={
          pendingReset
            ? `Put every text of "${pendingReset.title}" back to the site's original words? Your changes stay in its History.`
            : ""
        }
        confirmLabel="Reset"
        onConfirm={() => {
          if (pendingReset) reset.mutate(pendingReset);
        }}
      />
    </>
  );
}
