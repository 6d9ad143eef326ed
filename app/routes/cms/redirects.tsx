import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileSearch, Signpost } from "lucide-react";
import { adminTitle } from "./guard";
import { ImportForm } from "~/components/cms/redirects/import-form";
import { MissingPages } from "~/components/cms/redirects/missing-pages";
import { useRedirectForm } from "~/components/cms/redirects/redirect-fields";
import { AddRedirectForm, EditRedirectDialog } from "~/components/cms/redirects/redirect-forms";
import { RedirectList } from "~/components/cms/redirects/redirect-list";
import { deleteRedirect, refreshRedirects, useNotFound, useRedirects } from "~/components/cms/redirects/redirects-api";
import { ScreenHeader } from "~/components/cms/shell/admin-header";
import { CardListSkeleton, EmptyState, LoadError } from "~/components/cms/shell/list-states";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { RedirectDTO } from "~/domain/redirects";

export const meta = () => adminTitle("Redirects");

const LIST_HEADING = "redirects-heading";
const card = "min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

/**
 * Redirects (docs/product.md, "Redirects"): old addresses that lead to new ones, added one by one
 * or imported from an old site, and the addresses visitors asked for in vain, each of which can
 * become a redirect. For the roles that manage pages.
 */
export default function CmsRedirects() {
  const queryClient = useQueryClient();
  const redirects = useRedirects();
  const missing = useNotFound();
  const addForm = useRedirectForm("redirect-add");
  const [editing, setEditing] = useState<RedirectDTO | null>(null);
  const [deleting, setDeleting] = useState<RedirectDTO | null>(null);

  const remove = useMutation({
    mutationFn: (redirect: RedirectDTO) => deleteRedirect(redirect.id),
    onSuccess: (_res, redirect) => {
      toast({ title: "Redirect deleted", description: `Visitors of ${redirect.from} now find "Page not found".` });
      // The row that held focus is gone: continue from the list's heading.
      document.getElementById(LIST_HEADING)?.focus();
    },
    onError: (error) => toast({ variant: "destructive", title: "Not deleted", description: errorMessage(error, "Please try again.") }),
    onSettled: () => refreshRedirects(queryClient),
  });

  const redirected = new Set((redirects.data ?? []).map((r) => r.from));

  return (
    <>
      <ScreenHeader
        title="Redirects"
        description="Old addresses that lead visitors and search engines to the right page, and the addresses nobody found."
        backToDashboard
      />

      <main className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <section aria-labelledby="redirect-add-heading" className={card}>
            <h2 id="redirect-add-heading" className="mb-4 text-xl font-semibold text-slate-900">
              Add a redirect
            </h2>
            <AddRedirectForm form={addForm} />
          </section>
          <section aria-labelledby="redirect-import-heading" className={card}>
            <h2 id="redirect-import-heading" className="mb-1 text-xl font-semibold text-slate-900">
              Import from an old site
            </h2>
            <p className="mb-4 text-sm text-slate-600">All the lines are imported, or none: a bad line is named.</p>
            <ImportForm />
          </section>
        </div>

        <section aria-labelledby={LIST_HEADING}>
          <h2 id={LIST_HEADING} tabIndex={-1} className="mb-4 text-xl font-semibold text-slate-900 outline-none">
            Redirects
          </h2>
          {redirects.isPending ? (
            <CardListSkeleton label="Loading the redirects..." cards={2} />
          ) : redirects.isError ? (
            <LoadError text="The redirects could not be loaded." error={redirects.error} onRetry={() => void redirects.refetch()} />
          ) : redirects.data.length === 0 ? (
            <EmptyState
              icon={Signpost}
              title="No redirects yet"
              text="Add one above, or import an old site's addresses. When a page's address changes, the site adds one by itself."
            />
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600">
                {redirects.data.length === 1 ? "1 redirect" : `${redirects.data.length} redirects`}, by old address.
                {redirects.data.some((r) => r.automatic) ? " Automatic ones were made by the site when a page's address changed." : ""}
              </p>
              <RedirectList
                redirects={redirects.data}
                busyId={remove.isPending ? remove.variables?.id : undefined}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            </>
          )}
        </section>

        <section aria-labelledby="missing-heading">
          <h2 id="missing-heading" className="mb-1 text-xl font-semibold text-slate-900">
            Missing pages (last 30 days)
          </h2>
          <p className="mb-4 text-sm text-slate-600">
            Addresses visitors asked for that answered &quot;Page not found&quot;, most asked for first.
          </p>
          {missing.isPending ? (
            <CardListSkeleton label="Loading the missing pages..." cards={2} />
          ) : missing.isError ? (
            <LoadError text="The missing pages could not be loaded." error={missing.error} onRetry={() => void missing.refetch()} />
          ) : missing.data.length === 0 ? (
            <EmptyState icon={FileSearch} title="No missing pages" text="Every address visitors asked for in the last 30 days was found." />
          ) : (
            <MissingPages rows={missing.data} redirected={redirected} onRedirect={addForm.prefill} />
          )}
        </section>
      </main>

      <EditRedirectDialog redirect={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete redirect"
        description={deleting ? `Delete the redirect from ${deleting.from}? Visitors of that address will find no page.` : ""}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      />
    </>
  );
}
