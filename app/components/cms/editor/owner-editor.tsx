import { lazy, Suspense, type ReactNode } from "react";
import { PageSettings } from "./page-settings";
import { SectionList } from "./section-list";
import type { PageEditor } from "./use-page-editor";
import { PreviewLayout } from "./preview-layout";
import { Skeleton } from "~/components/ui/skeleton";

// The preview draws the public site's blocks: loaded only when an owner's page is opened.
const PagePreview = lazy(() => import("~/components/cms/blocks/page-preview"));

/**
 * The body of the editor of an owner's page (docs/product.md, "Page editor"): its settings and
 * its blocks, with the live preview beside them on a wide screen, or a tab of its own on a phone.
 */
export function OwnerEditorBody({ editor, translations }: { editor: PageEditor; translations: ReactNode }) {
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
  return <PreviewLayout form={form} preview={preview} />;
}
