import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { EditorSection } from "./editor-state";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FieldError, Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { Tooltip } from "~/components/ui/tooltip";
import { SECTION_TYPES, type SectionType } from "~/lib/cms-schemas";

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
  errors: { sectionKey?: string; text?: string };
  onChange: (patch: Partial<Pick<EditorSection, "sectionKey" | "sectionType" | "text">>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  onContentBlur: () => void;
}

/** One content section: its key, its type, its content, and buttons to move or remove it. */
export function SectionEditor({ section, index, count, errors, onChange, onMove, onRemove, onContentBlur }: SectionEditorProps) {
  const base = `section-${section.clientId}`;
  const position = index + 1;
  const iconButton =
    "flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <li aria-labelledby={`${base}-heading`} className="rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${base}-heading`} className="text-sm font-semibold text-slate-800">
          Section {position}
          <span className="sr-only"> of {count}</span>
        </h3>
        <div className="flex items-center gap-2">
          <Tooltip content="Move up">
            <button
              type="button"
              id={`${base}-up`}
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
              id={`${base}-down`}
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
        <div>
          <Label htmlFor={`${base}-key`} required>
            Section key
          </Label>
          <Input
            id={`${base}-key`}
            className="font-mono"
            value={section.sectionKey}
            required
            spellCheck={false}
            aria-invalid={Boolean(errors.sectionKey)}
            aria-describedby={errors.sectionKey ? `${base}-key-error` : undefined}
            onChange={(e) => onChange({ sectionKey: e.target.value })}
          />
          <FieldError id={`${base}-key-error`}>{errors.sectionKey}</FieldError>
        </div>
        <div>
          <Label htmlFor={`${base}-type`}>Type</Label>
          <Select id={`${base}-type`} value={section.sectionType} onChange={(e) => onChange({ sectionType: e.target.value as SectionType })}>
            {SECTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="mt-4">
        <Label htmlFor={`${base}-content`}>Content</Label>
        <Textarea
          id={`${base}-content`}
          rows={section.sectionType === "text" ? 5 : 7}
          className={section.sectionType === "text" ? "" : "font-mono text-[13px]"}
          value={section.text}
          spellCheck={section.sectionType === "text"}
          aria-invalid={Boolean(errors.text)}
          aria-describedby={[`${base}-content-hint`, errors.text ? `${base}-content-error` : ""].filter(Boolean).join(" ")}
          onChange={(e) => onChange({ text: e.target.value })}
          onBlur={onContentBlur}
        />
        <p id={`${base}-content-hint`} className="mt-1.5 text-xs text-slate-600">
          {CONTENT_HINTS[section.sectionType]}
        </p>
        <FieldError id={`${base}-content-error`}>{errors.text}</FieldError>
      </div>
    </li>
  );
}
