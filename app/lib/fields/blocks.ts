/**
 * Blocks (docs/product.md, "Blocks"): the parts an owner's page is built from. A block is a
 * declared kind with typed fields, declared with the same builders as the built-in pages
 * (app/lib/fields/define.ts), and stored as one `json` section whose text is
 * `{"block": "<kind>", ...values}`. Any other json section is not a block and keeps the
 * specification's meaning. Browser-safe: the server checks saves with it, the public site and the
 * editor read blocks with it.
 */
import type { Field, FieldValues } from "./define";
import { fieldProblem, withItemDefaults } from "./values";

export interface BlockDefinition<Fs extends readonly Field[] = readonly Field[]> {
  /** What the stored JSON's "block" names ("hero", "faq"). */
  kind: string;
  /** Its name in the editor's picker ("Hero"). */
  label: string;
  /** What it is for, in a sentence the owner reads in the picker. */
  description: string;
  fields: Fs;
}

export const defineBlock = <const Fs extends readonly Field[]>(definition: BlockDefinition<Fs>): BlockDefinition<Fs> => definition;

/** The property of a block's JSON that names its kind. */
export const BLOCK_PROPERTY = "block";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A json section's text as a block: its kind (as stored, possibly not a string) and its values by
 * key. Null when the text is not a block: not JSON, or JSON without a "block" property.
 */
export function readBlock(text: string): { kind: unknown; stored: Record<string, unknown> } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !(BLOCK_PROPERTY in parsed)) return null;
  const { [BLOCK_PROPERTY]: kind, ...stored } = parsed;
  return { kind, stored };
}

/**
 * The problem with each of a block's values, by field key, in the order of its fields: a required
 * field left out, or a value that does not fit. The form shows them; a save refuses the first.
 */
export function blockFieldProblemsOf(definition: BlockDefinition, stored: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of definition.fields) {
    const value = stored[field.key];
    const problem = value === undefined ? (field.required ? `${field.label} is required` : null) : fieldProblem(field, value);
    if (problem) problems[field.key] = problem;
  }
  return problems;
}

/**
 * The problem with a block's stored values, naming the field (and the item, in a list), or null:
 * a field the kind does not have, then the first of blockFieldProblemsOf.
 */
export function blockValuesProblem(definition: BlockDefinition, stored: Record<string, unknown>): string | null {
  const known = new Set(definition.fields.map((field) => field.key));
  const unknown = Object.keys(stored).find((key) => !known.has(key));
  if (unknown !== undefined) return `a ${definition.label} block has no field “${unknown.slice(0, 60)}”`;
  return Object.values(blockFieldProblemsOf(definition, stored))[0] ?? null;
}

/**
 * A field's value when a block holds none: nothing to show. (A declaration's default is the
 * sample a new block starts with, never shown for a value left out.) A choice keeps its default.
 */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case "text":
    case "paragraph":
    case "richText":
      return "";
    case "link":
      return { label: "", href: "" };
    case "image":
      return { mediaId: null, alt: "" };
    case "list":
      return [];
    case "choice":
      return field.default;
  }
}

/** A block's values: each field's stored value where it fits, nothing (emptyValue) otherwise. */
export function blockValues<Fs extends readonly Field[]>(
  definition: BlockDefinition<Fs>,
  stored: Record<string, unknown>,
): FieldValues<Fs> {
  const values: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const value = stored[field.key];
    values[field.key] = value !== undefined && fieldProblem(field, value) === null ? withItemDefaults(field, value) : emptyValue(field);
  }
  return values as FieldValues<Fs>;
}

/** The values a new block starts with: each field's default (sample words the owner replaces). */
export function sampleValues(definition: BlockDefinition): Record<string, unknown> {
  return Object.fromEntries(definition.fields.map((field) => [field.key, field.default]));
}

/** The section text that stores a block of `kind` with these values. */
export const blockText = (kind: string, values: Record<string, unknown>): string => JSON.stringify({ [BLOCK_PROPERTY]: kind, ...values });
