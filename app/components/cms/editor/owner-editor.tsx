import { lazy, Suspense, useState, type ReactNode } from "react";
import { useWide } from "~/components/cms/editing/use-wide";
import { PageSettings } from "./page-settings";
import { SectionList } from "./section-list";
import type { PageEditor } from "./use-page-editor";
import { Skeleton } from "~/components/ui/skeleton";
import { Tabs } from "~/components/ui/tabs";

// The preview draws the public site's blocks: loaded only when an owner's page is opened.
const PagePreview = lazy(() => import("~/components/cms/blocks/page-preview"));

/**
 * The body of the editor of an owner's page (docs/product.md, "Page editor"): its settings and
 * its blocks, with the live preview beside them on a wide screen, or a tab of its own on a phone.
 */
export function OwnerEditorBody({ editor, translations }: { editor: PageEditor; translations: ReactNode }) {
  const wide = useWide();
  const [tab, setTab] = useState<"form" | "preview">("form");
  const form = (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageSettings
        page={editor.page}
        saved={editor.savedPage}
        errors={editor.errors.page}
        onTitle={editor.setTitle}
        onChange={editor.change}
      />
      {translations}
      <SectionList editor={editor} />
    </div>
  );
  const preview = (
    <Suspense fallback={<Skeleton className="h-[32rem] w-full" />}>
      <PagePreview title={editor.page.title} metaDescription={editor.page.metaDescription} sections={editor.page.sections} />
    </Suspense>
  );
  if (wide) {
    return (
      <main className="mx-auto grid max-w-[90rem] grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-6 px-6 py-8">
        {form}
        <div className="sticky top-28 h-[calc(100vh-8rem)]">{preview}</div>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <Tabs
        label="Edit or preview"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: "form", label: "Edit", panel: form },
          { value: "preview", label: "Preview", panel: <div className="h-[75vh]">{preview}</div> },
        ]}
      />
    </main>
  );
}
