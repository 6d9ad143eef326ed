import { useState, type ReactNode } from "react";
import { useTranslationSource } from "./translations-api";
import type { PageEditor } from "~/components/cms/editor/use-page-editor";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { localeOf } from "~/content/locales";
import { DESCRIPTION_KEY, TITLE_KEY, partName, stillInEnglish } from "~/lib/fields/translation";
import type { PageDTO } from "~/domain/schemas/pages";
import { PLACE_TYPE } from "~/domain/block-translation";
import { partNamesOf } from "./owner-parts";

/** A part's text in the editor now (what the save would publish). */
function textNow(editor: PageEditor, key: string): string | undefined {
  if (key === TITLE_KEY) return editor.page.title;
  if (key === DESCRIPTION_KEY) return editor.page.metaDescription;
  return editor.page.sections.find((section) => section.sectionKey === key)?.text;
}

/**
 * Publishing a translation that still shows English parts asks first (docs/product.md,
 * "Translations"): the save that would publish it opens a confirmation naming those parts
 * (stillInEnglish over the editor's words as they are now, the rule the import's report uses).
 * Any other save goes through at once. `translation` is null for an English page, which never asks.
 */
export function usePublishCheck({ translation, editor, submit }: { translation: PageDTO | null; editor: PageEditor; submit: () => void }): {
  submit: () => void;
  dialog: ReactNode;
} {
  const source = useTranslationSource(translation?.id ?? 0, { enabled: translation !== null });
  const [english, setEnglish] = useState<string[] | null>(null);

  const check = () => {
    const saved = editor.savedPage;
    const publishing = saved !== null && editor.page.status === "published" && saved.status !== "published";
    if (!translation || !saved || !publishing || !source.data) return submit();
    const blockNames = partNamesOf(source.data.parts);
    const names = source.data.parts
      // A block's place has no words (translated-owner-page.tsx).
      .filter((part) => part.sectionType !== PLACE_TYPE && stillInEnglish(part.text, textNow(editor, part.key), part.translatedFrom))
      .map((part) => partName(part.key, editor.fields?.find((field) => field.key === part.key)?.label ?? blockNames.get(part.key)));
    if (names.length === 0) return submit();
    setEnglish(names);
  };

  const language = localeOf(translation?.locale ?? "")?.name ?? "this language";
  const count = english?.length ?? 0;
  const dialog = translation ? (
    <ConfirmDialog
      open={english !== null}
      onOpenChange={(open) => {
        if (!open) setEnglish(null);
      }}
      title="Publish with parts still in English?"
      description={
        <>
          <span className="block font-semibold">{count === 1 ? "1 part is still in English" : `${count} parts are still in English`}:</span>
          <span className="mt-1 block">{english?.join(", ")}.</span>
          <span className="mt-2 block">
            Visitors reading in {language} will see these parts in English until they are translated. A part that needs no new words can be
            marked as up to date.
          </span>
        </>
      }
      confirmLabel="Publish anyway"
      cancelLabel="Keep translating"
      onConfirm={() => {
        setEnglish(null);
        submit();
      }}
    />
  ) : null;
  return { submit: check, dialog };
}
