import { useRef } from "react";
import { Plus } from "lucide-react";
import { SourcePart } from "./source-part";
import { PlaceNotice } from "./place-notice";
import { editorIds } from "~/components/cms/editing/editor-ids";
import { fieldClientId, type EditorSection } from "~/components/cms/editing/editor-state";
import type { PageEditor } from "~/components/cms/editor/use-page-editor";
import { FieldForm } from "~/components/cms/fields/field-form";
import { FieldModeProvider } from "~/components/cms/fields/field-mode";
import { RichTextField } from "~/components/cms/rich-text/rich-text-field";
import { FormField } from "~/components/cms/shell/form-field";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Textarea } from "~/components/ui/textarea";
import { entriesOf } from "./owner-parts";
import type { SourcePartDTO } from "~/domain/schemas/translations";
import type { Field } from "~/lib/fields/define";
import { alignedList } from "~/lib/fields/translation";
import { useReadOnly } from "~/components/ui/read-only";

/** An owner's page translated: each section's or block's words beside its English, in the English page's order. */
export function TranslatedOwnerPage({
  editor,
  parts,
  pending,
  translationId,
  mayMark,
}: {
  editor: PageEditor;
  parts: readonly SourcePartDTO[];
  pending: boolean;
  translationId: number;
  mayMark: boolean;
}) {
  const latest = useRef(editor);
  latest.current = editor;
  const locale = editor.savedPage?.locale ?? "en";
  if (pending) return <Skeleton className="h-40" />;
  const entries = entriesOf(parts);
  const byKey = new Map(parts.map((part) => [part.key, part]));
  const nameOf = (key: string) => {
    const found = entries.find((entry) => (entry.kind === "block" ? entry.place.key : entry.part.key) === key);
    return found?.kind === "block" ? `“${found.label}”` : `section “${key}”`;
  };
  const aside = (field: Field) => (
    <SourcePart translationId={translationId} part={byKey.get(field.key)} label={field.label} field={field} mayMark={mayMark} />
  );

  return (
    <section aria-labelledby={editorIds.contentHeading} className="grid gap-5">
      <h2 id={editorIds.contentHeading} className="text-lg font-semibold text-slate-900">
        Page Content
      </h2>
      {entries.length === 0 ? <p className="text-sm text-slate-600">The English page has no sections to translate.</p> : null}
      {entries.map((entry) =>
        entry.kind === "block" ? (
          <div key={entry.place.key} className="grid gap-3">
            {entry.place.outdated ? (
              <PlaceNotice translationId={translationId} part={entry.place} label={entry.label} nameOf={nameOf} mayMark={mayMark} />
            ) : null}
            {entry.fields.length === 0 ? null : (
              <FieldModeProvider value="words">
                <FieldForm
                  fields={entry.fields}
                  sections={editor.page.sections}
                  errors={Object.fromEntries(
                    entry.fields.map((field) => [field.key, editor.errors.sections[fieldClientId(field.key)]?.text]),
                  )}
                  onValue={editor.setFieldValue}
                  onBlur={editor.checkField}
                  aside={aside}
                  shown={(field, value) => (field.kind === "list" ? alignedList(field, value, field.default) : value)}
                />
              </FieldModeProvider>
            )}
          </div>
        ) : (
          <div
            key={entry.part.key}
            className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:grid-cols-2 lg:items-start"
          >
            <SourcePart translationId={translationId} part={entry.part} label={`Section ${entry.part.key}`} mayMark={mayMark} />
            <TranslatedSection part={entry.part} editor={latest} locale={locale} />
          </div>
        ),
      )}
    </section>
  );
}

/** A text, HTML or other section's words; one the translation does not hold yet (added in English since) starts from the English. */
function TranslatedSection({ part, editor, locale }: { part: SourcePartDTO; editor: { current: PageEditor }; locale: string }) {
  const current = editor.current;
  const readOnly = useReadOnly();
  const section = current.page.sections.find((s) => s.sectionKey === part.key);
  if (!section) {
    const start = () => {
      const copy: EditorSection = {
        clientId: `new-${part.key}`,
        sectionKey: part.key,
        sectionType: part.sectionType as EditorSection["sectionType"],
        text: part.text,
        sortOrder: current.page.sections.length,
      };
      current.insertSection(copy, current.page.sections.length);
    };
    return (
      <div className="grid gap-2 text-sm text-slate-700">
        <p>This section was added to the English page after this translation was made.</p>
        {readOnly ? null : (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={start}>
            <Plus aria-hidden="true" />
            Translate section {part.key}
          </Button>
        )}
      </div>
    );
  }
  const id = editorIds.section(section.clientId, "content");
  const onChange = (text: string) => editor.current.updateSection(section.clientId, { text });
  const onBlur = () => {
    const now = editor.current.page.sections.find((s) => s.clientId === section.clientId);
    if (now) editor.current.checkContent(now);
  };
  return (
    <FormField id={id} label={`Section ${section.sectionKey}`} error={current.errors.sections[section.clientId]?.text}>
      {(aria) =>
        section.sectionType === "html" ? (
          <RichTextField
            id={aria.id}
            labelledBy={`${aria.id}-label`}
            describedBy={aria["aria-describedby"]}
            invalid={aria["aria-invalid"]}
            value={section.text}
            onChange={onChange}
            onBlur={onBlur}
          />
        ) : (
          <Textarea
            {...aria}
            lang={locale}
            rows={section.sectionType === "text" ? 5 : 7}
            className={section.sectionType === "text" ? "" : "font-mono text-[13px]"}
            value={section.text}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </FormField>
  );
}
