/**
 * A translation of an owner's page (docs/product.md, "Translations of blocks"). It keeps the
 * English page's sections and their order; only words differ. Each text, HTML or other json
 * section is one part, translated whole, as the specification's sections always were. A block
 * is one part per translatable field, kept as a section of its own keyed `{block's key}.{field}`
 * and holding that field's words as the built-in pages hold theirs. A block also has a part for its
 * place on the page (which section it follows), so that a block moved or added in English marks
 * the translation outdated there. Browser-safe: the server renders, checks and tracks with it, and
 * the translation editor shows it.
 */
import { type Field, storedType } from "~/lib/fields/define";
import { blockValues } from "~/lib/fields/blocks";
import { isTranslatable, withEnglishFacts } from "~/lib/fields/translation";
import { sectionTextOf, valueFromSection } from "~/lib/fields/values";
import { blockOf } from "./blocks";

type SectionText = { sectionKey: string; sectionType: string; text: string };

/** The section type of a block's place part (never stored as a section: only tracked). */
export const PLACE_TYPE = "block";

/** The key of a block's field as a part of a translation. */
export const blockPartKey = (sectionKey: string, fieldKey: string): string => `${sectionKey}.${fieldKey}`;

/** A part of an owner's page a translation translates, in the English page's order. */
export interface OwnerPart {
  key: string;
  sectionType: string;
  /** The English text of the part now (what outdated tracking compares). */
  text: string;
  /** A block's field, keyed as its part, with the English value as its default. */
  field?: Field;
  /** The block it belongs to (a place part or a block's field). */
  block?: { sectionKey: string; kind: string; position: number };
}

/** What a place part records: the block's kind and the key of the section before it (null: first on the page). */
export const placeText = (kind: string, after: string | null): string => JSON.stringify({ block: kind, after });

/** A place part's text read back; null when it is not one. */
export function readPlace(text: string): { kind: string; after: string | null } | null {
  try {
    const value = JSON.parse(text) as { block?: unknown; after?: unknown };
    return typeof value.block === "string" && (typeof value.after === "string" || value.after === null)
      ? { kind: value.block, after: value.after }
      : null;
  } catch {
    return null;
  }
}

/** The translatable fields of the block in `section` (the `position`th of the page, from 1), keyed as parts. */
export function blockPartFields(section: SectionText, position: number): Field[] {
  const block = blockOf(section);
  if (!block) return [];
  const values = blockValues(block.definition, block.stored) as Record<string, unknown>;
  const group = `Block ${position}: ${block.definition.label}`;
  return block.definition.fields
    .filter(isTranslatable)
    .map((field) => ({ ...field, key: blockPartKey(section.sectionKey, field.key), group, default: values[field.key] }) as Field);
}

/** Every part of an owner's English page a translation translates, in its order (its title and description aside). */
export function ownerPageParts(sections: readonly SectionText[]): OwnerPart[] {
  const parts: OwnerPart[] = [];
  sections.forEach((section, index) => {
    const block = blockOf(section);
    if (!block) {
      parts.push({ key: section.sectionKey, sectionType: section.sectionType, text: section.text });
      return;
    }
    const about = { sectionKey: section.sectionKey, kind: block.definition.kind, position: index + 1 };
    const after = index === 0 ? null : sections[index - 1]!.sectionKey;
    parts.push({ key: section.sectionKey, sectionType: PLACE_TYPE, text: placeText(block.definition.kind, after), block: about });
    for (const field of blockPartFields(section, index + 1)) {
      parts.push({ key: field.key, sectionType: storedType(field.kind), text: sectionTextOf(field, field.default), field, block: about });
    }
  });
  return parts;
}

/** The sections a new translation of an owner's page starts from: a copy of every part's English words. */
export function copyOfOwnerWords(sections: readonly SectionText[]): SectionText[] {
  return ownerPageParts(sections)
    .filter((part) => part.sectionType !== PLACE_TYPE)
    .map((part) => ({ sectionKey: part.key, sectionType: part.sectionType, text: part.text }));
}

/**
 * The sections a translation of an owner's page shows: the English page's, in its order, each
 * with the translation's words where it holds them (a block's facts, such as its pictures, link
 * targets and choices, from the English block), the English words where it does not yet.
 */
export function translatedOwnerSections<S extends SectionText>(english: readonly S[], translation: readonly SectionText[]): S[] {
  const held = new Map(translation.map((section) => [section.sectionKey, section]));
  return english.map((section, index) => {
    const block = blockOf(section);
    if (!block) {
      const own = held.get(section.sectionKey);
      return own && own.sectionType === section.sectionType ? { ...section, text: own.text } : section;
    }
    const values: Record<string, unknown> = { ...block.stored };
    for (const field of blockPartFields(section, index + 1)) {
      const own = held.get(field.key);
      if (!own) continue;
      const read = valueFromSection(field, own);
      if (!read.ok) continue;
      values[field.key.slice(section.sectionKey.length + 1)] = withEnglishFacts(field, field.default, read.value);
    }
    return { ...section, text: JSON.stringify({ block: block.definition.kind, ...values }) };
  });
}

/** The parts of an owner's page that are blocks' fields, by part key: what a translation's save checks its sections against. */
export function blockPartFieldsOf(sections: readonly SectionText[]): Map<string, { field: Field; position: number; kind: string }> {
  const fields = new Map<string, { field: Field; position: number; kind: string }>();
  for (const part of ownerPageParts(sections)) {
    if (part.field && part.block) fields.set(part.key, { field: part.field, position: part.block.position, kind: part.block.kind });
  }
  return fields;
}

/**
 * A section keyed as a block's field on the same page ("hero.title" beside the block "hero") would
 * share that field's part in every translation: the English page refuses it, naming both.
 */
export function partKeyClash(sections: readonly SectionText[]): string | null {
  const keys = new Set(sections.map((section) => section.sectionKey));
  for (const part of ownerPageParts(sections)) {
    if (part.field && part.block && keys.has(part.key))
      return `Section key "${part.key}" is how translations name block ${part.block.position} (${part.block.kind})'s ${part.field.label}: choose another key`;
  }
  return null;
}
