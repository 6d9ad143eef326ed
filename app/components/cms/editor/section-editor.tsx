import { useRef, useState } from "react";
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import type { SectionField } from "./editor-errors";
import { editorIds, type SectionPart } from "./editor-ids";
import type { EditorSection } from "./editor-state";
import type { SectionPatch } from "./use-page-editor";
import { FormField } from "~/components/cms/shell/form-field";
import { InsertImageDialog } from "~/components/cms/media/insert-image-dialog";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { Tooltip } from "~/components/ui/tooltip";
import { SECTION_TYPES, type SectionType } from "~/lib/schemas/sections";
import { insertBlock } from "~/lib/picture-markup";

const TYPE_LABELS: Record<SectionType, string> = { text: "Text", html: "HTML", json: "JSON" };
const CONTENT_HINTS: Record<SectionType, string> = {
  text: "Plain text. A blank line starts a new paragraph.",
  html: "HTML. Scripts, event handlers and unsafe links are removed when the page is saved.",
  json: "JSON data for the site. It is not shown on the page and must be valid JSON.",
};

interface SectionEditorProps {
  section: EditorSection;
  index: number;
  count: number;
  errors: Partial<Record<SectionField, string>>;
  onChange: (patch: SectionPatch) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  onContentBlur: () => void;
}

/** One content section: its key, its type, its content, and buttons to move or remove it; an HTML section can insert an image. */
export function SectionEditor({ section, index, count, errors, onChange, onMove, onRemove, onContentBlur }: SectionEditorProps) {
  const id = (part: SectionPart) => editorIds.section(section.clientId, part);
  const position = index + 1;
  const content = useRef<HTMLTextAreaElement>(null);
  // Where the cursor is counts only once the field has had focus; before, an image goes at the end.
  const contentFocused = useRef(false);
  const cursorAfterInsert = useRef<number | null>(null);
  const [inserting, setInserting] = useState(false);

  /** Puts the image's markup where the cursor was (replacing a selection), on lines of its own. */
  function insertImage(markup: string) {
    const area = content.current;
    const end = section.text.length;
    const [from, to] = area && contentFocused.current ? [area.selectionStart, area.selectionEnd] : [end, end];
    const next = insertBlock(section.text, from, to, markup);
    onChange({ text: next.text });
    cursorAfterInsert.current = next.cursor;
    setInserting(false);
  }
  const iconButton =
    "flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <li aria-labelledby={id("heading")} className="rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id("heading")} className="text-sm font-semibold text-slate-800">
          Section {position}
          <span className="sr-only"> of {count}</span>
        </h3>
        <div className="flex items-center gap-2">
          <Tooltip content="Move up">
            <button
              type="button"
              id={id("up")}
              className={iconButton}
              aria-label={`Move section ${position} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
          <Tooltip content="Move down">
            <button
              type="button"
              id={id("down")}
              className={iconButton}
              aria-label={`Move section ${position} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
          <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Remove section ${position}`} className="border-red-300 text-red-800 hover:bg-red-50">
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField id={id("key")} label="Section key" required error={errors.sectionKey}>
          {(aria) => (
            <Input
              {...aria}
              className="font-mono"
              value={section.sectionKey}
              required
              spellCheck={false}
              onChange={(e) => onChange({ sectionKey: e.target.value })}
            />
          )}
        </FormField>
        <FormField id={id("type")} label="Type">
          {(aria) => (
            <Select {...aria} value={section.sectionType} onChange={(e) => onChange({ sectionType: e.target.value as SectionType })}>
              {SECTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="mt-4">
        <FormField id={id("content")} label="Content" error={errors.text} hint={CONTENT_HINTS[section.sectionType]}>
          {(aria) => (
            <>
              {section.sectionType === "html" ? (
                <div className="mb-2 flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setInserting(true)} aria-label={`Insert image in section ${position}`}>
                    <ImagePlus aria-hidden="true" />
                    Insert image
                  </Button>
                </div>
              ) : null}
              <Textarea
                {...aria}
                ref={content}
                rows={section.sectionType === "text" ? 5 : 7}
                className={section.sectionType === "text" ? "" : "font-mono text-[13px]"}
                value={section.text}
                spellCheck={section.sectionType === "text"}
                onChange={(e) => onChange({ text: e.target.value })}
                onFocus={() => {
                  contentFocused.current = true;
                }}
                onBlur={onContentBlur}
              />
            </>
          )}
        </FormField>
      </div>
      {section.sectionType === "html" ? (
        <InsertImageDialog
          open={inserting}
          onOpenChange={setInserting}
          onInsert={insertImage}
          onCloseAutoFocus={(event) => {
            // After an insert, writing goes on just after the image; after Cancel, focus goes back to the button.
            const cursor = cursorAfterInsert.current;
            const area = content.current;
            if (cursor === null || !area) return;
            cursorAfterInsert.current = null;
            event.preventDefault();
            area.focus();
            area.setSelectionRange(cursor, cursor);
          }}
        />
      ) : null}
    </li>
  );
}
