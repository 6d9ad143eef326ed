import { AlertTriangle, RefreshCw } from "lucide-react";
import type { Route } from "./+types/settings";
import { adminTitle } from "./guard";
import { PageEditorForm } from "~/components/cms/page-screen/page-editor-form";
import { usePage } from "~/components/cms/pages/pages-api";
import { useSettingsRecord } from "~/components/cms/settings/settings-api";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { errorMessage } from "~/lib/api-client";

export const meta = (_args: Route.MetaArgs) => adminTitle("Settings");

/**
 * Settings (docs/product.md, "Settings"): the business facts and the texts every page shares. The
 * record is edited like a built-in page, so Save, History, schedules and the unsaved-changes guard
 * work as they do on pages.
 */
export default function CmsSettings() {
  const record = useSettingsRecord();
  const page = usePage(record.data?.id ?? 0, { enabled: record.data !== undefined });
  const failed = record.isError ? record.error : page.isError ? page.error : null;
  if (failed) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <AlertTriangle className="mx-auto size-10 text-amber-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">The settings could not be loaded</h1>
        <p className="mt-2 text-slate-700">{errorMessage(failed, "Please check your connection and try again.")}</p>
        <Button size="sm" className="mt-6" onClick={() => void (record.isError ? record.refetch() : page.refetch())}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </main>
    );
  }
  if (!page.data) {
    return (
      <div role="status" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <span className="sr-only">Loading the settings...</span>
        <Skeleton aria-hidden="true" className="h-96" />
      </div>
    );
  }
  return <PageEditorForm key={page.data.id} saved={page.data} settingsRecord />;
}
