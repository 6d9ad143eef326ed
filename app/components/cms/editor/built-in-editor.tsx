import { lazy, Suspense, useRef, type ReactNode } from "react";
import { editorIds } from "~/components/cms/editing/editor-ids";
import { type EditorSection, fieldClientId } from "~/components/cms/editing/editor-state";
import { PageSettings } from "./page-settings";
import { SectionEditor } from "./section-editor";
import type { PageEditor } from "./use-page-editor";
import { PreviewLayout } from "./preview-layout";
import { FieldForm } from "~/components/cms/fields/field-form";
import { Skeleton } from "~/components/ui/skeleton";
import { definitionOf } from "~/content/pages/registry";
import { derivedDescription } from "~/domain/fields/description";
import { valuesOf } from "~/lib/fields/values";
import { useViewer } from "~/components/cms/shell/use-viewer";
import { SETTINGS_FACT_KEYS } from "~/domain/people/roles";

// The preview draws every public page's components: loaded only when a built-in page is opened.
const LivePreview = lazy(() => import("~/components/cms/fields/live-preview"));

/**
 * The body of the editor for a built-in page or the settings (docs/product.md, "Every word is the
 * owner's"): the page's settings, a form generated from its fields, the sections that are no
 * field of it (kept and shown, never dropped), and a live preview beside the form on wide screens
 * (a tab of its own on a phone).
 */
export function BuiltInEditorBody({
  editor,
  settingsRecord = false,
  translations = null,
}: {
  editor: PageEditor;
  settingsRecord?: boolean;
  translations?: ReactNode;
}) {
  const { can } = useViewer();
  // An Editor changes the settings' texts; the business facts are the Administrator's (kept as they are on save).
  const factsHidden = settingsRecord && !can("settings.facts");
  const fields = (editor.fields ?? []).filter((field) => !factsHidden || !SETTINGS_FACT_KEYS.has(field.key));
  const definition = definitionOf(editor.page.slug);
  const fieldErrors = Object.fromEntries(fields.map((field) => [field.key, editor.errors.sections[fieldClientId(field.key)]?.text]));

  const form = (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageSettings
        page={editor.page}
        saved={editor.savedPage}
        errors={editor.errors.page}
        onTitle={editor.setTitle}
        onChange={editor.change}
        builtIn={settingsRecord ? "settings" : "page"}
        derivedDescription={
          definition && !settingsRecord ? derivedDescription(definition, valuesOf(definition, editor.page.sections)) : undefined
        }
      />
      {translations}
      {factsHidden ? (
        <p role="note" className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
          The business facts (name, phone, e-mail, address, opening hours, social links) are changed by an administrator; the texts below
          are yours to edit.
        </p>
      ) : null}
      <FieldForm
        fields={fields}
        sections={editor.page.sections}
        errors={fieldErrors}
        onValue={editor.setFieldValue}
        onBlur={editor.checkField}
      />
      <OtherSections editor={editor} keys={new Set((editor.fields ?? []).map((field) => field.key))} />
    </div>
  );
  const preview: ReactNode = definition ? (
    <Suspense fallback={<Skeleton className="h-[32rem] w-full" />}>
      <LivePreview definition={definition} sections={editor.page.sections} title={editor.page.title} />
    </Suspense>
  ) : null;

  return <PreviewLayout form={form} preview={preview} />;
}

const NO_SECTION_ERRORS = {};

/** Sections whose key is no field of the page: kept and shown, editable and removable like any section. */
function OtherSections({ editor, keys }: { editor: PageEditor; keys: ReadonlySet<string> }) {
  // Sections render again only when their data changes (section-editor.tsx): handlers use the editor as it is now.
  const latest = useRef(editor);
  latest.current = editor;
  const others: EditorSection[] = editor.page.sections.filter((section) => !keys.has(section.sectionKey));
  if (others.length === 0) return null;
  return (
    <section aria-labelledby={editorIds.contentHeading} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={editorIds.contentHeading} className="text-lg font-semibold text-slate-900">
        Other sections
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        These sections are kept with the page but are not shown on it: no field of this page has their key.
      </p>
      <ol className="grid gap-4" aria-label="Other sections">
        {others.map((section, index) => (
          <SectionEditor
            key={section.clientId}
            section={section}
            index={index}
            count={others.length}
            errors={editor.errors.sections[section.clientId] ?? NO_SECTION_ERRORS}
            onChange={(patch) => latest.current.updateSection(section.clientId, patch)}
            onMove={(direction) => {
              const current = latest.current.page.sections.filter((s) => !keys.has(s.sectionKey));
              const at = current.findIndex((s) => s.clientId === section.clientId);
              const neighbour = current[at + direction];
              if (neighbour) latest.current.swapSections(section.clientId, neighbour.clientId);
            }}
            onRemove={() => latest.current.removeSection(section.clientId)}
            onContentBlur={() => {
              const current = latest.current.page.sections.find((s) => s.clientId === section.clientId);
              if (current) latest.current.checkContent(current);
            }}
          />
        ))}
      </ol>
    </section>
  );
}
