import type { ComponentProps } from "react";
import { Select } from "~/components/ui/select";
import type { ChoiceOption } from "~/lib/fields/define";

/** A choice field (or a list item's): one of the options its declaration fixes, as a native select. */
export function ChoiceSelect({
  options,
  value,
  onChange,
  ...props
}: Omit<ComponentProps<"select">, "value" | "onChange"> & {
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Select value={value} onChange={(e) => onChange(e.target.value)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
