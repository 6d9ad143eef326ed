import { useState } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, LogOut, Plus } from "lucide-react";
import { adminTitle } from "./guard";
import { useAdmin } from "./layout";
import { roleCan } from "~/lib/people/roles";
import { logOut } from "~/components/cms/auth/auth-api";
import { PageList } from "~/components/cms/pages/page-list";
import { deletePage, pageKeys } from "~/components/cms/pages/pages-api";
import { AdminHeader } from "~/components/cms/shell/admin-header";
import { SitePages } from "~/components/cms/pages/site-pages";
import { StatsSummary } from "~/components/cms/stats/dashboard-summary";
import { refreshTrashAndPageLists, restoreFromTrash } from "~/components/cms/trash/trash-api";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button, ButtonLink } from "~/components/ui/button";
import { ACTION_TOAST_DURATION, toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { TRASH_DAYS } from "~/lib/limits";
import type { PageSummaryDTO } from "~/lib/schemas/pages";

export const meta = () => adminTitle("Dashboard");

export default function CmsDashboard() {
  const admin = useAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendingDelete, setPendingDelete] = useState<PageSummaryDTO | null>(null);

  const logout = useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.clear();
      void navigate("/cms/login", { replace: true });
    },
    onError: (error) => toast({ variant: "destructive", title: "Logout failed", description: errorMessage(error, "Please try again.") }),
  });

  // Undo: the page comes back from the trash exactly as it was.
  const undo = useMutation({
    mutationFn: (page: PageSummaryDTO) => restoreFromTrash(page.id),
    onSuccess: (restored) => toast({ title: "Page restored", description: `"${restored.title}" is back in the list of pages.` }),
    onError: (error) => toast({ variant: "destructive", title: "Undo failed", description: errorMessage(error, "Failed to restore page") }),
    onSettled: () => refreshTrashAndPageLists(queryClient),
  });

  const remove = useMutation({
    mutationFn: (page: PageSummaryDTO) => deletePage(page.id),
    onSuccess: (_res, page) => {
      queryClient.removeQueries({ queryKey: pageKeys.page(page.id) });
      toast({
        title: "Page deleted successfully",
        description: `Moved to the trash, where it stays for ${TRASH_DAYS} days.`,
        duration: ACTION_TOAST_DURATION,
        action: { label: "Undo", altText: "Restore the page from the Trash, in the admin navigation", onClick: () => undo.mutate(page) },
      });
      // The card that held focus is gone: continue from the list's heading.
      document.getElementById("pages-heading")?.focus();
    },
    onError: (error) => toast({ variant: "destructive", title: "Delete failed", description: errorMessage(error, "Failed to delete page") }),
    onSettled: () => refreshTrashAndPageLists(queryClient),
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
          <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </AdminHeader>

      <main className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
        <StatsSummary />
        <section aria-labelledby="site-pages-heading">
          <h2 id="site-pages-heading" className="mb-1 text-xl font-semibold text-slate-900">
            Site pages
          </h2>
          <p className="mb-4 text-sm text-slate-600">The site's own pages: every text on them is yours to change.</p>
          <SitePages deletingId={remove.isPending ? (remove.variables?.id ?? null) : null} onDelete={setPendingDelete} />
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
    </>
  );
}
