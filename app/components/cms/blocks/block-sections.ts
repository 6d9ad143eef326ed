/**
 * Blocks in the page editor (docs/product.md, "Blocks"): a block is one of the editor's sections
 * (a json section holding `{"block": kind, ...values}`), so saving, History, conflicts and the
 * unsaved-changes guard work as for any section. These are the pure rules: a block's values as
 * typed, a value set, a new block, a copy, and the problems the form shows.
 */
import type { EditorSection } from "~/components/cms/editing/editor-state";
import { blockDefinitionOf } from "~/content/blocks/registry";
import { blockOf } from "~/domain/blocks";
import { templateSections } from "~/domain/templates";
import type { PageTemplate } from "~/content/templates";
import { type BlockDefinition, blockFieldProblemsOf, blockText, emptyValue, sampleValues } from "~/lib/fields/blocks";
import type { Field } from "~/lib/fields/define";

export type EditorBlock = { definition: BlockDefinition; stored: Record<string, unknown> };

/** The block a section holds, or null for a section that is no block (text, HTML, other JSON). */
export const editorBlockOf = (section: Pick<EditorSection, "sectionType" | "text">): EditorBlock | null => blockOf(section);

/** A field's value in the form: as the block holds it (even when it does not fit yet), or nothing. */
export const blockFieldValue = (block: EditorBlock, field: Field): unknown =>
  block.stored[field.key] !== undefined ? block.stored[field.key] : emptyValue(field);

/** The section text of the block with one value set. */
export const withBlockValue = (block: EditorBlock, field: Field, value: unknown): string =>
  blockText(block.definition.kind, { ...block.stored, [field.key]: value });

/** The problem with each of the block's values, by field key, as the save will judge them. */
export const blockFieldProblems = (block: EditorBlock): Record<string, string> => blockFieldProblemsOf(block.definition, block.stored);

let counter = 0;
const nextClientId = () => `b${++counter}`;

/** A key no section of the page has: block_1, block_2, ... (or `{base}_copy`, `{base}_copy_2` for a copy of a keyed section). */
function freeKey(existing: readonly EditorSection[], base: string, first: number): string {
  const keys = new Set(existing.map((section) => section.sectionKey));
  if (base !== "block" && !keys.has(`${base}_copy`)) return `${base}_copy`;
  let n = first;
  const stem = base === "block" ? "block" : `${base}_copy`;
  while (keys.has(`${stem}_${n}`)) n += 1;
  return `${stem}_${n}`;
}

/** A new block of `kind` with its sample words (the owner replaces them). */
export function newBlockSection(kind: string, existing: readonly EditorSection[]): EditorSection {
  const definition = blockDefinitionOf(kind)!;
  return {
    clientId: nextClientId(),
    sectionKey: freeKey(existing, "block", existing.length + 1),
    sectionType: "json",
    text: blockText(definition.kind, sampleValues(definition)),
    sortOrder: existing.length,
  };
}

/** A copy of a section (a block, or any section), new to the page: no id, a key of its own. */
export function copyOfSection(section: EditorSection, existing: readonly EditorSection[]): EditorSection {
  const block = editorBlockOf(section);
  return {
    clientId: nextClientId(),
    sectionKey: block ? freeKey(existing, "block", existing.length + 1) : freeKey(existing, section.sectionKey, 2),
    sectionType: section.sectionType,
    text: section.text,
    sortOrder: existing.length,
  };
}

/** A template's sections as the editor's (new to the page: no ids). */
export function templateEditorSections(template: PageTemplate): EditorSection[] {
  return templateSections(template).map((section) => ({
    clientId: nextClientId(),
    sectionKey: section.sectionKey,
    sectionType: section.sectionType,
    text: section.content.text,
    sortOrder: section.sortOrder,
  }));
}

/** The id of a block field's control, under the section's own ids (app/components/cms/editing/editor-ids.ts). */
export const blockFieldId = (clientId: string, key: string) => `section-${clientId}-field-${key}`;
