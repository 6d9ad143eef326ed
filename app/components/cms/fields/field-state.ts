/**
 * A built-in page's fields over the editor's sections (docs/product.md, "Every word is the
 * owner's"): a field's value lives in the section of its key, so the form edits sections and
 * everything a page has (save, History, conflicts, the unsaved-changes guard) works unchanged.
 * No section means the default; Reset to default removes the section.
 */
import { type EditorSection, fieldClientId } from "~/components/cms/editing/editor-state";
import { type Field, storedType } from "~/lib/fields/define";
import { fieldProblem, sameValue, sectionTextOf, valueFromSection } from "~/lib/fields/values";

/** The field's value in the editor: its section's (as typed, even when it does not fit yet), or the default. */
export function fieldValue(sections: readonly EditorSection[], field: Field): unknown {
  const section = sections.find((s) => s.sectionKey === field.key);
  if (!section) return field.default;
  const read = valueFromSection(field, section);
  return read.ok ? read.value : field.default;
}

/** Whether the page holds a value of its own for the field (and so offers Reset to default). */
export function isChanged(sections: readonly EditorSection[], field: Field): boolean {
  const section = sections.find((s) => s.sectionKey === field.key);
  return section !== undefined && !sameValue(fieldValue(sections, field), field.default);
}

/** The sections with the field's value set (its section created where missing), or removed for null. */
export function withFieldValue(sections: readonly EditorSection[], field: Field, value: unknown | null): EditorSection[] {
  const index = sections.findIndex((s) => s.sectionKey === field.key);
  if (value === null) return sections.filter((s) => s.sectionKey !== field.key);
  const text = sectionTextOf(field, value);
  const sectionType = storedType(field.kind);
  if (index === -1)
    return [...sections, { clientId: fieldClientId(field.key), sectionKey: field.key, sectionType, text, sortOrder: sections.length }];
  return sections.map((s, i) => (i === index ? { ...s, sectionType, text } : s));
}

/** The problem with each field's value, by field key: what the form shows before a save is sent. */
export function fieldProblems(sections: readonly EditorSection[], fields: readonly Field[]): Map<string, string> {
  const problems = new Map<string, string>();
  for (const field of fields) {
    const section = sections.find((s) => s.sectionKey === field.key);
    if (!section) continue;
    const read = valueFromSection(field, section);
    const problem = read.ok ? fieldProblem(field, read.value) : read.message;
    if (problem) problems.set(field.key, problem);
  }
  return problems;
}

/** The field a server's message names ("Steps, item 2: Title is required"), to show it under that field. */
export function fieldNamedIn(message: string, fields: readonly Field[]): Field | undefined {
  return [...fields]
    .sort((a, b) => b.label.length - a.label.length)
    .find(
      (field) => message.startsWith(`${field.label} `) || message.startsWith(`${field.label},`) || message.startsWith(`${field.label}:`),
    );
}
