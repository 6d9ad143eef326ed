import { usePageSummaries } from "../pages/pages-api";
import { ChoiceSelect } from "./choice-select";
import { LinkInputs } from "./link-inputs";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { ItemField, LinkValue } from "~/lib/fields/define";
import { useShapeLocked } from "./field-mode";

/** One field of a list item: the input its kind asks for, labelled. */
export function ItemControl({
  id,
  part,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  part: ItemField;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
}) {
  // A translation changes words only: times, toggles and pages are the English page's (and nothing changes where the page is read only).
  const locked = useShapeLocked();
  const hint = part.help ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
      {part.help}
    </p>
  ) : null;
  const describedBy = part.help ? `${id}-hint` : undefined;
  const wide = part.kind === "paragraph" || part.kind === "lines" || part.kind === "link";
  const label = (
    <Label htmlFor={id} required={part.required} className="text-xs text-slate-700">
      {part.label}
    </Label>
  );
  let control;
  switch (part.kind) {
    case "text":
      control = (
        <Input
          id={id}
          value={String(value)}
          maxLength={part.maxLength}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-describedby={describedBy}
        />
      );
      break;
    case "paragraph":
      control = (
        <Textarea
          id={id}
          rows={3}
          value={String(value)}
          maxLength={part.maxLength}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-describedby={describedBy}
        />
      );
      break;
    case "lines": {
      const lines = Array.isArray(value) ? (value as string[]) : [];
      control = (
        <Textarea
          id={id}
          rows={Math.min(8, Math.max(3, lines.length + 1))}
          value={lines.join("\n")}
          onChange={(e) => onChange(e.target.value.split("\n"))}
          // Empty lines go when the field is left: they are no entries.
          onBlur={() => {
            onChange(lines.map((line) => line.trim()).filter(Boolean));
            onBlur?.();
          }}
          aria-describedby={[`${id}-lines`, describedBy].filter(Boolean).join(" ")}
        />
      );
      return (
        <div className="sm:col-span-2">
          {label}
          {control}
          <p id={`${id}-lines`} className="mt-1 text-xs text-slate-600">
            One per line.
          </p>
          {hint}
        </div>
      );
    }
    case "toggle":
      return (
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            disabled={locked}
            onChange={(e) => onChange(e.target.checked)}
            className="size-4 rounded border-slate-400 accent-brand-700"
            aria-describedby={describedBy}
          />
          <label htmlFor={id} className="text-sm text-slate-800">
            {part.label}
          </label>
          {hint}
        </div>
      );
    case "time":
      control = (
        <Input
          id={id}
          type="time"
          value={String(value)}
          readOnly={locked}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-describedby={describedBy}
        />
      );
      break;
    case "choice":
      control = (
        <ChoiceSelect
          id={id}
          options={part.options}
          value={String(value)}
          disabled={locked}
          onChange={onChange}
          aria-describedby={describedBy}
        />
      );
      break;
    case "page":
      control = <OwnPageSelect id={id} value={value as number | null} onChange={onChange} describedBy={describedBy} disabled={locked} />;
      break;
    case "link":
      return (
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-xs font-medium text-slate-700">{part.label}</legend>
          <LinkInputs
            id={id}
            value={value as LinkValue}
            required={part.required}
            onChange={onChange}
            onBlur={onBlur}
            describedBy={describedBy}
          />
          {hint}
        </fieldset>
      );
  }
  return (
    <div className={wide ? "sm:col-span-2" : ""}>
      {label}
      {control}
      {hint}
    </div>
  );
}

/** One of the owner's own pages (not the site's built-in ones); a draft shows once it is published. */
function OwnPageSelect({
  id,
  value,
  onChange,
  describedBy,
  disabled,
}: {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  describedBy?: string;
  disabled?: boolean;
}) {
  const pages = usePageSummaries();
  const own = (pages.data ?? []).filter((page) => !page.builtIn).sort((a, b) => a.title.localeCompare(b.title));
  return (
    <Select
      id={id}
      disabled={disabled}
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      aria-describedby={describedBy}
    >
      <option value="">{pages.isPending ? "Loading your pages..." : "Choose a page"}</option>
      {own.map((page) => (
        <option key={page.id} value={page.id}>
          {page.title}
          {page.status === "draft" ? " (draft: shown once published)" : ""}
        </option>
      ))}
      {value !== null && !own.some((page) => page.id === value) && pages.data ? (
        <option value={value}>A page no longer there</option>
      ) : null}
    </Select>
  );
}
