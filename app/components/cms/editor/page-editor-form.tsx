import { BuiltInEditorBody } from "./built-in-editor";
import { EditorHeader } from "./editor-header";
import { LeaveGuardDialog, useLeaveGuard } from "./leave-guard";
import { PageSettings } from "./page-settings";
import { SectionList } from "./section-list";
import { usePageEditor } from "./use-page-editor";
import { useSavePage } from "./use-save-page";
import { useSaveShortcut } from "./use-save-shortcut";
import { PageHistory } from "~/components/cms/history/page-history";
import type { PageDTO } from "~/lib/schemas/pages";

/**
 * The editor of one page: `saved` is null for a new page. A built-in page (or the settings, with
 * `settingsRecord`) is edited through a form generated from its fields, with a live preview.
 */
export function PageEditorForm({ saved, settingsRecord = false }: { saved: PageDTO | null; settingsRecord?: boolean }) {
  const editor = usePageEditor(saved);
  const guard = useLeaveGuard(editor.dirty);
  const { submit, saving } = useSavePage({ saved, editor, guard });
  useSaveShortcut(submit);

  return (
    <>
      <EditorHeader
        isNew={editor.isNew}
        baseline={editor.baseline}
        publishedAt={editor.savedPage?.publishedAt ?? null}
        dirty={editor.dirty}
        saving={saving}
        onSave={submit}
        heading={settingsRecord ? "Settings" : undefined}
        history={saved ? <PageHistory pageId={saved.id} editor={editor} /> : null}
      />
      {editor.fields ? (
        <BuiltInEditorBody editor={editor} settingsRecord={settingsRecord} />
      ) : (
        <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_1fr] lg:items-start">
          <PageSettings page={editor.page} saved={editor.savedPage} errors={editor.errors.page} onTitle={editor.setTitle} onChange={editor.change} />
          <SectionList editor={editor} />
        </main>
      )}
      <LeaveGuardDialog guard={guard} />
    </>
  );
}
