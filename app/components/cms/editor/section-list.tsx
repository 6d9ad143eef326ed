import { useEffect, useRef } from "react";
import { FilePlus2, Plus } from "lucide-react";
import { editorIds } from "~/components/cms/editing/editor-ids";
import { SectionEditor } from "./section-editor";
import { preloadRichText } from "~/components/cms/rich-text/rich-text-field";
import type { EditorSection } from "~/components/cms/editing/editor-state";
import type { PageEditor } from "./use-page-editor";
import { Button } from "~/components/ui/button";

const NO_SECTION_ERRORS = {};

/** A section's content checked as it is now in the editor. */
function checkCurrent(editor: PageEditor, clientId: EditorSection["clientId"]) {
  const section = editor.page.sections.find((s) => s.clientId === clientId);
  if (section) editor.checkContent(section);
}

/** Page Content: the sections in order, Add Section, and the empty state before the first one. */
export function SectionList({ editor }: { editor: PageEditor }) {
  const { sections } = editor.page;
  // The sections only render again when their own data changes (typing in one of 50 long sections
  // must stay instant), so their buttons act through the editor as it is now, never a past one.
  const latest = useRef(editor);
  latest.current = editor;
  // A new section is an HTML one: its visual editor's code is on its way before it is added.
  useEffect(preloadRichText, []);
  return (
    <section aria-labelledby={editorIds.contentHeading} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={editorIds.contentHeading} className="text-lg font-semibold text-slate-900">
          Page Content
        </h2>
        {sections.length > 0 ? (
          <Button id={editorIds.addSection} variant="outline" size="sm" onClick={editor.addSection}>
            <Plus aria-hidden="true" />
            Add Section
          </Button>
        ) : null}
      </div>
      {sections.length === 0 ? (
        <div className="rounded-lg border-2 border-dashed border-slate-300 px-6 py-10 text-center">
          <FilePlus2 className="mx-auto size-9 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">No content sections yet</p>
          <p className="mt-1 text-sm text-slate-600">Sections hold the text, HTML or data of this page, in order.</p>
          <Button id={editorIds.addSection} size="sm" className="mt-5" onClick={editor.addSection}>
            <Plus aria-hidden="true" />
            Add Your First Section
          </Button>
        </div>
      ) : (
        <ol className="grid gap-4" aria-label="Content sections">
          {sections.map((section, index) => (
            <SectionEditor
              key={section.clientId}
              section={section}
              index={index}
              count={sections.length}
              errors={editor.errors.sections[section.clientId] ?? NO_SECTION_ERRORS}
              onChange={(patch) => latest.current.updateSection(section.clientId, patch)}
              onMove={(direction) => latest.current.moveSection(index, direction)}
              onRemove={() => latest.current.removeSection(section.clientId)}
              onContentBlur={() => checkCurrent(latest.current, section.clientId)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
