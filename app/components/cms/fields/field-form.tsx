import type { ReactNode } from "react";
import { type EditorSection, fieldClientId } from "~/components/cms/editing/editor-state";
import { editorIds } from "~/components/cms/editing/editor-ids";
import { FieldControl } from "./field-control";
import { fieldValue, isChanged } from "./field-state";
import type { Field } from "~/lib/fields/define";

/** The fields in their groups, each group in the order its first field is declared. */
export function groupsOf(fields: readonly Field[]): Array<{ name: string; fields: Field[] }> {
  const groups = new Map<string, Field[]>();
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  return [...groups].map(([name, grouped]) => ({ name, fields: grouped }));
}

/** The element id of a field's control: the one a message about it focuses. */
export const fieldControlId = (key: string) => editorIds.section(fieldClientId(key), "content");

/**
 * The form of a built-in page (or of the settings), generated from its fields' declaration: one
 * card per group, each field labelled, showing its value (the default until changed) and its
 * message. A change sets the section of the field's key; Reset to default removes it.
 */
export function FieldForm({
  fields,
  sections,
  errors,
  onValue,
  onBlur,
  aside,
  shown = (_field, value) => value,
}: {
  fields: readonly Field[];
  sections: readonly EditorSection[];
  /** Messages by field key. */
  errors: Partial<Record<string, string>>;
  /** The field's new value, or null to bring its default back. */
  onValue: (field: Field, value: unknown | null) => void;
  onBlur: (field: Field) => void;
  /** Drawn beside each field on wide screens, above it on a phone (a translation's English). */
  aside?: (field: Field) => ReactNode;
  /** What a field's value is shown as (a translation's lists with the English list's items). */
  shown?: (field: Field, value: unknown) => unknown;
}) {
  return (
    <div className="space-y-6">
      {groupsOf(fields).map((group) => {
        const headingId = `group-${group.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        return (
          <section key={group.name} aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
              {group.name}
            </h2>
            <div className="space-y-5">
              {group.fields.map((field) => {
                const control = (
                  <FieldControl
                    key={field.key}
                    field={field}
                    id={fieldControlId(field.key)}
                    value={shown(field, fieldValue(sections, field))}
                    changed={isChanged(sections, field)}
                    error={errors[field.key]}
                    onChange={(value) => onValue(field, value)}
                    onReset={() => onValue(field, null)}
                    onBlur={() => onBlur(field)}
                  />
                );
                if (!aside) return control;
                return (
                  <div key={field.key} className="grid gap-3 lg:grid-cols-2 lg:items-start">
                    {aside(field)}
                    <div className="min-w-0">{control}</div>
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
