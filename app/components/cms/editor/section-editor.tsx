import { memo, useState } from "react";
import { Trash2 } from "lucide-react";
import type { SectionField } from "~/components/cms/editing/editor-state";
import { editorIds, type SectionPart } from "~/components/cms/editing/editor-ids";
import { MoveButtons } from "~/components/cms/editing/move-buttons";
import type { EditorSection } from "~/components/cms/editing/editor-state";
import type { SectionPatch } from "./use-page-editor";
import { FormField } from "~/components/cms/shell/form-field";
import { RichTextField } from "~/components/cms/rich-text/rich-text-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { SECTION_TYPES, type SectionType } from "~/domain/schemas/sections";
import { SECTION_TYPE_LABELS } from "~/components/cms/editing/editor-state";
import { BlockPicture } from "~/components/cms/blocks/block-pictures";
import { useReadOnly } from "~/components/ui/read-only";

const CONTENT_HINTS: Record<SectionType, string> = {
  text: "Plain text. A blank line starts a new paragraph.",
  html: "Formatted text: write as in a word processor.",
  json: "Data that the site's code reads, written by a developer. It is not shown on the page.",
};

/** What the owner calls a text or an HTML section among the blocks (docs/product.md, "Page editor"). */
const KIND_NAMES: Partial<Record<SectionType, string>> = { text: "Plain text", html: "Formatted text" };

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

/**
 * A section renders again only when its data changes: its handlers must reach the editor as it is
 * when they run (section-list.tsx passes such handlers), not as it was when last rendered.
 */
export const SectionEditor = memo(
  SectionEditorView,
  (before, after) =>
    before.section === after.section && before.index === after.index && before.count === after.count && before.errors === after.errors,
);

/**
 * One content section: its content (an HTML section in the visual editor), buttons to move or
 * remove it, and, under "Advanced" (closed unless its key has a message), its key and its type:
 * words for the site's code, not for the owner (docs/product.md, "Page editor").
 */
function SectionEditorView({ section, index, count, errors, onChange, onMove, onRemove, onContentBlur }: SectionEditorProps) {
  const readOnly = useReadOnly();
  const id = (part: SectionPart) => editorIds.section(section.clientId, part);
  const position = index + 1;
  const [advanced, setAdvanced] = useState(false);
  // Text and HTML sections are shown as the blocks they are to the owner; other JSON stays a section.
  const kind = KIND_NAMES[section.sectionType];

  return (
    <li
      aria-labelledby={id("heading")}
      className="rounded-lg border border-slate-200 bg-slate-50/60 p-4 [contain-intrinsic-size:auto_30rem] [content-visibility:auto]"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          {kind ? <BlockPicture kind="richText" /> : null}
          <h3
            id={id("heading")}
            tabIndex={-1}
            className="text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {kind ? (
              <>
                {kind}
                <span className="sr-only">
                  {" "}
                  (block {position} of {count})
                </span>
              </>
            ) : (
              <>
                Section {position}
                <span className="sr-only"> of {count}</span>
              </>
            )}
          </h3>
        </div>
        {readOnly ? null : (
          <div className="flex items-center gap-2">
            <MoveButtons
              ids={{ up: id("up"), down: id("down") }}
              name={`section ${position}`}
              index={index}
              count={count}
              onMove={onMove}
            />
            <Button
              variant="outline"
              size="sm"
              onClick={onRemove}
              aria-label={`Remove section ${position}`}
              className="border-red-300 text-red-800 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        )}
      </div>
      <div className="mt-4">
        <FormField id={id("content")} label="Content" error={errors.text} hint={CONTENT_HINTS[section.sectionType]}>
          {(aria) =>
            section.sectionType === "html" ? (
              <RichTextField
                id={aria.id}
                labelledBy={`${id("heading")} ${aria.id}-label`}
                describedBy={aria["aria-describedby"]}
                invalid={aria["aria-invalid"]}
                value={section.text}
                onChange={(text) => onChange({ text })}
                onBlur={onContentBlur}
              />
            ) : (
              <Textarea
                {...aria}
                rows={section.sectionType === "text" ? 5 : 7}
                className={section.sectionType === "text" ? "" : "font-mono text-[13px]"}
                value={section.text}
                spellCheck={section.sectionType === "text"}
                onChange={(e) => onChange({ text: e.target.value })}
                onBlur={onContentBlur}
              />
            )
          }
        </FormField>
      </div>
      <details className="mt-3 text-sm" open={advanced || Boolean(errors.sectionKey)} onToggle={(e) => setAdvanced(e.currentTarget.open)}>
        <summary className="w-fit cursor-pointer rounded text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          Advanced<span className="sr-only">: key and type of section {position}</span>
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_16rem]">
          <FormField
            id={id("key")}
            label="Section key"
            hint="The name the site's code knows this section by."
            required
            error={errors.sectionKey}
          >
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
                    {SECTION_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
      </details>
    </li>
  );
}
