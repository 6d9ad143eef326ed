import { memo, useState, type DragEvent } from "react";
import { Copy, GripVertical, Trash2 } from "lucide-react";
import type { EditorSection, SectionField } from "~/components/cms/editing/editor-state";
import { editorIds, type SectionPart } from "~/components/cms/editing/editor-ids";
import { ICON_BUTTON, MoveButtons } from "~/components/cms/editing/move-buttons";
import { FieldControl } from "~/components/cms/fields/field-control";
import { Tooltip } from "~/components/ui/tooltip";
import { BlockPicture } from "./block-pictures";
import type { BlockKind } from "~/content/blocks/registry";
import { blockFieldId, blockFieldProblems, blockFieldValue, editorBlockOf, withBlockValue } from "./block-sections";
import { useReadOnly } from "~/components/ui/read-only";

interface BlockEditorProps {
  section: EditorSection;
  index: number;
  count: number;
  /** The save's message about the block as a whole (the server's), under its heading. */
  errors: Partial<Record<SectionField, string>>;
  onText: (text: string) => void;
  onMove: (direction: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  /** Dragging: this block taken, or another dropped on it. */
  onDragStart: () => void;
  onDrop: () => void;
}

/** Renders again only when its own data changes (the handlers reach the editor as it is then: section-list.tsx). */
export const BlockEditor = memo(
  BlockEditorView,
  (before, after) =>
    before.section === after.section && before.index === after.index && before.count === after.count && before.errors === after.errors,
);

/**
 * One block of an owner's page (docs/product.md, "Blocks"): its name and picture, buttons to move
 * it (or a handle to drag it), copy it and remove it, and its form, generated from its kind's
 * declaration with the built-in pages' field controls. A value is checked when its field is left.
 */
function BlockEditorView({ section, index, count, errors, onText, onMove, onDuplicate, onRemove, onDragStart, onDrop }: BlockEditorProps) {
  const readOnly = useReadOnly();
  const block = editorBlockOf(section)!;
  const { definition } = block;
  const id = (part: SectionPart) => editorIds.section(section.clientId, part);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [dropping, setDropping] = useState(false);
  const name = `${definition.label} (block ${index + 1})`;
  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(true);
  };

  return (
    <li
      aria-labelledby={id("heading")}
      onDragOver={allowDrop}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDropping(false);
        onDrop();
      }}
      className={`rounded-lg border bg-white p-4 shadow-sm ${dropping ? "border-brand-600 ring-2 ring-brand-600/30" : "border-slate-200"}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          {readOnly ? null : (
            <span
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", section.clientId);
                onDragStart();
              }}
              title="Drag to move (or use Move up and Move down)"
              className="hidden cursor-grab text-slate-500 sm:block"
            >
              <GripVertical className="size-5" aria-hidden="true" />
            </span>
          )}
          <BlockPicture kind={definition.kind as BlockKind} />
          <h3
            id={id("heading")}
            tabIndex={-1}
            className="text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {definition.label}
            <span className="sr-only">
              {" "}
              (block {index + 1} of {count})
            </span>
          </h3>
        </div>
        {readOnly ? null : (
          <div className="flex items-center gap-2">
            <MoveButtons ids={{ up: id("up"), down: id("down") }} name={name} index={index} count={count} onMove={onMove} />
            <Tooltip content="Duplicate">
              <button type="button" className={ICON_BUTTON} aria-label={`Duplicate ${name}`} onClick={onDuplicate}>
                <Copy className="size-4" aria-hidden="true" />
              </button>
            </Tooltip>
            <Tooltip content="Remove">
              <button
                type="button"
                className={`${ICON_BUTTON} text-red-800 hover:bg-red-50`}
                aria-label={`Remove ${name}`}
                onClick={onRemove}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </Tooltip>
          </div>
        )}
      </div>
      {errors.text ? (
        <p id={id("content")} tabIndex={-1} className="mb-4 text-sm text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          {errors.text}
        </p>
      ) : null}
      <div className="space-y-5">
        {definition.fields.map((field) => (
          <FieldControl
            key={field.key}
            field={field}
            id={blockFieldId(section.clientId, field.key)}
            value={blockFieldValue(block, field)}
            changed={false}
            error={problems[field.key]}
            onChange={(value) => {
              onText(withBlockValue(block, field, value));
              if (problems[field.key]) setProblems(({ [field.key]: _gone, ...rest }) => rest);
            }}
            onReset={() => undefined}
            onBlur={() => {
              const current = editorBlockOf(section);
              const problem = current ? blockFieldProblems(current)[field.key] : undefined;
              setProblems((all) => (problem ? { ...all, [field.key]: problem } : all));
            }}
          />
        ))}
      </div>
    </li>
  );
}
