import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { LinkValue } from "~/lib/fields/define";
import { useFieldMode } from "./field-mode";

/** A link's two inputs: the words shown, and where it leads. */
export function LinkInputs({
  id,
  value,
  required,
  onChange,
  onBlur,
  describedBy,
  invalid,
}: {
  id: string;
  value: LinkValue;
  required: boolean;
  onChange: (value: LinkValue) => void;
  onBlur?: () => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  // In a translation the address is the English page's (a site path leads to its translation by itself).
  const words = useFieldMode() === "words";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor={id} required={required} className="text-xs text-slate-700">
          Text
        </Label>
        <Input
          id={id}
          value={value.label}
          maxLength={200}
          onChange={(e) => onChange({ ...value, label: e.target.value })}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-href`} required={required} className="text-xs text-slate-700">
          {words ? "Address (the English page's)" : "Address"}
        </Label>
        <Input
          id={`${id}-href`}
          value={value.href}
          maxLength={2000}
          placeholder="/contact or https://..."
          inputMode="url"
          readOnly={words}
          className="read-only:text-slate-600"
          onChange={(e) => onChange({ ...value, href: e.target.value })}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      </div>
    </div>
  );
}
