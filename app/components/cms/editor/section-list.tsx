import { useEffect, useRef, useState } from "react";
import { LayoutTemplate, Plus } from "lucide-react";
import { editorIds } from "~/components/cms/editing/editor-ids";
import { SectionEditor } from "./section-editor";
import type { EditorSection } from "~/components/cms/editing/editor-state";
import type { PageEditor } from "./use-page-editor";
import { BlockEditor } from "~/components/cms/blocks/block-editor";
import { BlockPicker } from "~/components/cms/blocks/block-picker";
import { copyOfSection, editorBlockOf, newBlockSection, templateEditorSections } from "~/components/cms/blocks/block-sections";
import { EmptyPage } from "~/components/cms/blocks/empty-page";
import { preloadRichText } from "~/components/cms/rich-text/rich-text-field";
import { Button } from "~/components/ui/button";
import { toast, ACTION_TOAST_DURATION } from "~/components/ui/use-toast";
import { useReadOnly } from "~/components/ui/read-only";

const NO_SECTION_ERRORS = {};

/** A section's content checked as it is now in the editor. */
function checkCurrent(editor: PageEditor, clientId: EditorSection["clientId"]) {
  const section = editor.page.sections.find((s) => s.clientId === clientId);
  if (section) editor.checkContent(section);
}

/** What a section is called in announcements: its block's name, or its place. */
function nameOf(section: EditorSection, index: number): string {
  return editorBlockOf(section)?.definition.label ?? `Section ${index + 1}`;
}

/**
 * Page Content: the page's sections in order, each block (docs/product.md, "Blocks") with the form
 * of its kind and every other section with the section editor; Add block, Add Section, and the
 * empty state before the first one. A move is announced; a removed block comes back with Undo.
 */
export function SectionList({ editor }: { editor: PageEditor }) {
  const readOnly = useReadOnly();
  const { sections } = editor.page;
  // The sections only render again when their own data changes (typing in one of 50 long sections
  // must stay instant), so their buttons act through the editor as it is now, never a past one.
  const latest = useRef(editor);
  latest.current = editor;
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const dragged = useRef<string | null>(null);
  // A new section is an HTML one: its visual editor's code is on its way before it is added.
  useEffect(preloadRichText, []);

  const move = (clientId: string, to: (from: number) => number, how: (from: number, target: number) => void) => {
    const current = latest.current.page.sections;
    const from = current.findIndex((s) => s.clientId === clientId);
    const target = to(from);
    if (from === -1 || target < 0 || target >= current.length || target === from) return;
    how(from, target);
    setAnnouncement(`${nameOf(current[from]!, from)} moved to position ${target + 1} of ${current.length}.`);
  };
  const removeBlock = (section: EditorSection) => {
    const at = latest.current.page.sections.findIndex((s) => s.clientId === section.clientId);
    const name = nameOf(section, at);
    latest.current.removeSection(section.clientId);
    setAnnouncement(`${name} removed.`);
    toast({
      title: `${name} removed`,
      duration: ACTION_TOAST_DURATION,
      action: {
        label: "Undo",
        altText: `Bring back ${name}: Undo in the notifications (F8)`,
        onClick: () => {
          latest.current.insertSection(section, Math.min(at, latest.current.page.sections.length));
          setAnnouncement(`${name} is back at position ${at + 1}.`);
        },
      },
    });
  };
  const addBlock = (
    <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
      <LayoutTemplate aria-hidden="true" />
      Add block
    </Button>
  );

  return (
    <section aria-labelledby={editorIds.contentHeading} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={editorIds.contentHeading} className="text-lg font-semibold text-slate-900">
          Page Content
        </h2>
        {sections.length > 0 && !readOnly ? (
          <div className="flex flex-wrap gap-2">
            {addBlock}
            <Button id={editorIds.addSection} variant="outline" size="sm" onClick={editor.addSection}>
              <Plus aria-hidden="true" />
              Add Section
            </Button>
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {sections.length === 0 && readOnly ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">This page has no content yet.</p>
      ) : sections.length === 0 ? (
        <EmptyPage onTemplate={(template) => latest.current.startFrom(templateEditorSections(template))}>
          <Button size="sm" onClick={() => setPicking(true)}>
            <LayoutTemplate aria-hidden="true" />
            Add a block
          </Button>
          <Button id={editorIds.addSection} variant="outline" size="sm" onClick={editor.addSection}>
            <Plus aria-hidden="true" />
            Add Your First Section
          </Button>
        </EmptyPage>
      ) : (
        <ol className="grid grid-cols-[minmax(0,1fr)] gap-4" aria-label="Content sections">
          {sections.map((section, index) =>
            editorBlockOf(section) ? (
              <BlockEditor
                key={section.clientId}
                section={section}
                index={index}
                count={sections.length}
                errors={editor.errors.sections[section.clientId] ?? NO_SECTION_ERRORS}
                onText={(text) => latest.current.updateSection(section.clientId, { text })}
                onMove={(direction) =>
                  move(
                    section.clientId,
                    (from) => from + direction,
                    (from) => latest.current.moveSection(from, direction),
                  )
                }
                onDuplicate={() => {
                  const current = latest.current.page.sections;
                  const at = current.findIndex((s) => s.clientId === section.clientId);
                  latest.current.insertSection(copyOfSection(current[at]!, current), at + 1);
                  setAnnouncement(`${nameOf(section, at)} copied to position ${at + 2}.`);
                }}
                onRemove={() => removeBlock(latest.current.page.sections.find((s) => s.clientId === section.clientId) ?? section)}
                onDragStart={() => (dragged.current = section.clientId)}
                onDrop={() => {
                  const from = dragged.current;
                  dragged.current = null;
                  if (!from) return;
                  const to = latest.current.page.sections.findIndex((s) => s.clientId === section.clientId);
                  move(
                    from,
                    () => to,
                    (at, target) => latest.current.moveSectionTo(at, target),
                  );
                }}
              />
            ) : (
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
            ),
          )}
        </ol>
      )}
      <BlockPicker
        open={picking}
        onOpenChange={setPicking}
        onPick={(kind) => {
          setPicking(false);
          const current = latest.current.page.sections;
          const block = newBlockSection(kind, current);
          latest.current.insertSection(block, current.length);
          setAnnouncement(`${nameOf(block, current.length)} added at position ${current.length + 1}.`);
        }}
      />
    </section>
  );
}
