import { AlertTriangle, ArrowLeft, RefreshCw } from "lucide-react";
import type { Route } from "./+types/page-editor";
import { adminTitle } from "./guard";
import { PageEditorForm } from "~/components/cms/page-screen/page-editor-form";
import { usePage } from "~/components/cms/pages/pages-api";
import { Button, ButtonLink } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { ApiError, errorMessage } from "~/lib/api-client";

export const meta = ({ params }: Route.MetaArgs) => adminTitle(params.id === "new" ? "New Page" : "Edit Page");

/** `new`, or the id of an existing page (a positive whole number); anything else is null. */
function parsePageId(raw: string | undefined): number | "new" | null {
  if (raw === "new") return "new";
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

export default function CmsPageEditor({ params }: Route.ComponentProps) {
  const id = parsePageId(params.id);
  if (id === "new") return <PageEditorForm key="new" saved={null} />;
  if (id === null)
    return <EditorProblem title="Page not found" text="This address does not name a page. Go back to the dashboard and pick one." />;
  return <ExistingPageEditor id={id} />;
}

function ExistingPageEditor({ id }: { id: number }) {
  const query = usePage(id);

  if (query.isPending) {
    return (
      <div role="status" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <span className="sr-only">Loading page...</span>
        <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[20rem_1fr]">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return missing ? (
      <EditorProblem title="Page not found" text="This page does not exist. It may have been deleted." />
    ) : (
      <EditorProblem
        title="The page could not be loaded"
        text={errorMessage(query.error, "Please check your connection and try again.")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // A new version from a save re-keys nothing: the form keeps its own state after saving.
  return <PageEditorForm key={id} saved={query.data} />;
}

function EditorProblem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <AlertTriangle className="mx-auto size-10 text-amber-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <ButtonLink to="/cms/dashboard" variant="outline" size="sm">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </ButtonLink>
        {onRetry ? (
          <Button size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        ) : null}
      </div>
    </main>
  );
}
