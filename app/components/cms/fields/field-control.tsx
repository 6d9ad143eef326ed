import type { ReactNode } from "react";
import { RotateCcw } from "lucide-react";
import { ChoiceSelect } from "./choice-select";
import { ImageFieldControl } from "./image-field";
import { LinkInputs } from "./link-inputs";
import { ListFieldControl } from "./list-field";
import { useShapeLocked } from "./field-mode";
import { RichTextField } from "~/components/cms/rich-text/rich-text-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FieldError, Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { Field, ImageValue, LinkValue } from "~/lib/fields/define";

export interface FieldControlProps {
  field: Field;
  /** The control's element id (a group's for fields of several inputs). */
  id: string;
  value: unknown;
  error?: string;
  changed: boolean;
  onChange: (value: unknown) => void;
  onReset: () => void;
  onBlur?: () => void;
}

/**
 * One field of a built-in page (or of the settings) as the owner edits it: its label, its help,
 * the input its kind asks for, its message, and "Reset to default" once it differs from the
 * default. Fields of several inputs (a link, an image, a list) are a named group.
 */
export function FieldControl(props: FieldControlProps) {
  const { field, id, value, error, onChange, onBlur } = props;
  const hintId = field.help ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const aria = { "aria-invalid": Boolean(error), "aria-describedby": describedBy };

  if (field.kind === "richText") {
    const labelId = `${id}-label`;
    return (
      <FieldFrame
        {...props}
        hintId={hintId}
        errorId={errorId}
        label={
          <Label id={labelId} htmlFor={id} required={field.required}>
            {field.label}
          </Label>
        }
      >
        <RichTextField
          id={id}
          labelledBy={labelId}
          describedBy={describedBy}
          invalid={Boolean(error)}
          inline={field.inline}
          value={String(value)}
          onChange={onChange}
          onBlur={onBlur}
        />
      </FieldFrame>
    );
  }
  if (field.kind === "text" || field.kind === "paragraph" || field.kind === "choice") {
    const text = String(value);
    return (
      <FieldFrame
        {...props}
        hintId={hintId}
        errorId={errorId}
        label={
          <Label htmlFor={id} required={field.required}>
            {field.label}
          </Label>
        }
      >
        {field.kind === "choice" ? (
          <ChoiceSelect id={id} options={field.options} value={text} onChange={onChange} onBlur={onBlur} {...aria} />
        ) : field.kind === "text" ? (
          <Input
            id={id}
            value={text}
            maxLength={field.maxLength}
            required={field.required}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            {...aria}
          />
        ) : (
          <Textarea
            id={id}
            value={text}
            rows={4}
            maxLength={field.maxLength}
            required={field.required}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            {...aria}
          />
        )}
      </FieldFrame>
    );
  }

  const legendId = `${id}-legend`;
  return (
    <FieldFrame {...props} hintId={hintId} errorId={errorId} group legendId={legendId}>
      {field.kind === "link" ? (
        <LinkInputs
          id={id}
          value={value as LinkValue}
          required={field.required}
          onChange={onChange}
          onBlur={onBlur}
          describedBy={describedBy}
          invalid={Boolean(error)}
        />
      ) : field.kind === "image" ? (
        <ImageFieldControl id={id} field={field} value={value as ImageValue} onChange={onChange} />
      ) : (
        <ListFieldControl id={id} field={field} value={value as Array<Record<string, unknown>>} onChange={onChange} onBlur={onBlur} />
      )}
    </FieldFrame>
  );
}

/** The frame around a field: label or legend, help, message, and Reset to default. */
function FieldFrame({
  field,
  id,
  changed,
  error,
  onReset,
  hintId,
  errorId,
  label,
  group,
  legendId,
  children,
}: FieldControlProps & { hintId?: string; errorId?: string; label?: ReactNode; group?: boolean; legendId?: string; children: ReactNode }) {
  // A translation has no default of its own to go back to: its English is beside it.
  const locked = useShapeLocked();
  const reset =
    changed && !locked ? (
      <Button
        variant="ghost"
        size="sm"
        className="h-8 px-2 text-slate-700"
        onClick={onReset}
        aria-label={`Reset to default: ${field.label}`}
      >
        <RotateCcw aria-hidden="true" />
        Reset to default
      </Button>
    ) : null;
  const footer = (
    <>
      {field.help ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {field.help}
        </p>
      ) : null}
      <FieldError id={errorId ?? `${id}-error`}>{error}</FieldError>
    </>
  );
  if (!group) {
    return (
      <div data-field={field.key}>
        <div className="flex items-end justify-between gap-2">
          {label}
          {reset}
        </div>
        {children}
        {footer}
      </div>
    );
  }
  return (
    <fieldset data-field={field.key} aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined} className="min-w-0">
      <div className="mb-1.5 flex items-end justify-between gap-2">
        <legend id={legendId} className="float-left text-sm font-medium text-slate-800">
          {field.label}
        </legend>
        {reset}
      </div>
      <div className="clear-left">{children}</div>
      {footer}
    </fieldset>
  );
}
