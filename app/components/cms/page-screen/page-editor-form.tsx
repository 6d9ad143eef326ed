import { useQueryClient } from "@tanstack/react-query";
import { BuiltInEditorBody } from "~/components/cms/editor/built-in-editor";
import { EditorHeader } from "~/components/cms/editor/editor-header";
import { LeaveGuardDialog, useLeaveGuard } from "~/components/cms/editor/leave-guard";
import { OwnerEditorBody } from "~/components/cms/editor/owner-editor";
import { usePageEditor } from "~/components/cms/editor/use-page-editor";
import { useSavePage } from "~/components/cms/editor/use-save-page";
import { useSaveShortcut } from "~/components/cms/editor/use-save-shortcut";
import { PageHistory } from "~/components/cms/history/page-history";
import { SharePreview } from "~/components/cms/preview-links/share-preview";
import { usePublishCheck } from "~/components/cms/translations/publish-check";
import { TranslationEditorBody } from "~/components/cms/translations/translation-editor";
import { TranslationsPanel } from "~/components/cms/translations/translations-panel";
import { localeOf } from "~/content/locales";
import { useViewer } from "~/components/cms/shell/use-viewer";
import { pageChangeRefusal } from "~/domain/people/page-rules";
import type { PageDTO, PagePayload } from "~/domain/schemas/pages";
import { glossaryWarning } from "~/components/cms/translations/glossary-check";
import { useReviewFacts } from "~/components/cms/reviews/reviews-api";
import { ReadOnly } from "~/components/ui/read-only";
import { UnsavedDraftsProvider, useUnsavedDrafts } from "~/components/cms/editing/unsaved-drafts";

/**
 * The editor of one page: `saved` is null for a new page. A built-in page (or the settings, with
 * `settingsRecord`) is edited through a form generated from its fields, with a live preview.
 */
export function PageEditorForm({ saved, settingsRecord = false }: { saved: PageDTO | null; settingsRecord?: boolean }) {
  const editor = usePageEditor(saved);
  // A comment being typed counts as unsaved too.
  const { count: unsavedComments, drafts } = useUnsavedDrafts();
  const guard = useLeaveGuard(editor.dirty || unsavedComments > 0);
  const queryClient = useQueryClient();
  // A translation's save says which parts miss a glossary term (a warning, never a refusal).
  const warn = (payload: PagePayload) => glossaryWarning(queryClient, saved, payload, editor.fields);
  const { submit: save, saving } = useSavePage({ saved, editor, guard, warn });
  const translation = saved && saved.locale !== "en" ? saved : null;
  // Publishing a translation with parts still in English asks first.
  const { submit, dialog: publishCheck } = usePublishCheck({ translation, editor, submit: save });
  useSaveShortcut(submit);
  const translations = saved && !translation ? <TranslationsPanel pageId={saved.id} /> : null;
  // A translator reads English pages (to translate them) but does not change them, nor, unless
  // allowed to publish, a published translation: the server refuses it (app/domain/people/page-rules.ts).
  const { viewer, can } = useViewer();
  // Where translations are reviewed, or while this one waits for review, the rule knows it too.
  const { facts } = useReviewFacts(translation);
  const refusal = saved ? (viewer ? pageChangeRefusal(viewer, { ...saved, ...facts }) : "") : can("pages.manage") ? null : "";
  const readOnly = refusal !== null;

  return (
    <>
      <EditorHeader
        isNew={editor.isNew}
        baseline={editor.baseline}
        publishedAt={editor.savedPage?.publishedAt ?? null}
        dirty={editor.dirty}
        saving={saving}
        onSave={submit}
        readOnly={readOnly}
        inReview={facts.inReview === true}
        heading={
          settingsRecord
            ? "Settings"
            : translation
              ? `Edit ${localeOf(translation.locale)?.name ?? translation.locale} Translation`
              : undefined
        }
        locale={translation?.locale}
        history={
          saved ? (
            <>
              <PageHistory pageId={saved.id} editor={editor} />
              {/* Whoever may change the page may show it as saved to people without an account (docs/product.md, "Preview links"). */}
              {settingsRecord || readOnly ? null : <SharePreview pageId={saved.id} />}
            </>
          ) : null
        }
      />
      {readOnly ? (
        <aside aria-label="Why there is no Save" className="mx-auto mt-6 max-w-6xl px-4 sm:px-6">
          <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
            {translation
              ? `${refusal}.`
              : "You can read this English page to translate it; changing it is for editors and administrators. Its translations are under Translations."}
          </p>
        </aside>
      ) : null}
      {/* What the person may not save is shown, not offered for change (app/components/ui/read-only.tsx). */}
      <UnsavedDraftsProvider value={drafts}>
        <ReadOnly value={readOnly}>
          {translation ? (
            <TranslationEditorBody editor={editor} />
          ) : editor.fields ? (
            <BuiltInEditorBody editor={editor} settingsRecord={settingsRecord} translations={translations} />
          ) : (
            <OwnerEditorBody editor={editor} translations={translations} />
          )}
        </ReadOnly>
      </UnsavedDraftsProvider>
      {publishCheck}
      <LeaveGuardDialog guard={guard} />
    </>
  );
}
