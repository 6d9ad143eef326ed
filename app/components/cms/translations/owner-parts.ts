import { PLACE_TYPE, blockPartKey, readPlace } from "~/domain/block-translation";
import { blockDefinitionOf } from "~/domain/blocks";
import type { SourcePartDTO } from "~/domain/schemas/translations";
import type { Field } from "~/lib/fields/define";
import { DESCRIPTION_KEY, TITLE_KEY, isTranslatable } from "~/lib/fields/translation";
import { valueFromSection } from "~/lib/fields/values";

export type Entry = { kind: "section"; part: SourcePartDTO } | { kind: "block"; place: SourcePartDTO; label: string; fields: Field[] };

/**
 * The English page's sections in its order (docs/product.md, "Translations of blocks"): a text,
 * HTML or other section as one part; a block as its name, a notice when it moved in English since
 * it was translated, and a field for each of its words, generated from its kind's declaration.
 */
export function entriesOf(parts: readonly SourcePartDTO[]): Entry[] {
  const byKey = new Map(parts.map((part) => [part.key, part]));
  const places = new Set(parts.filter((part) => part.sectionType === PLACE_TYPE).map((part) => part.key));
  // Whether a key is a block's field ("{block}.{field}"): some prefix before a dot is a block's place.
  const ofBlock = (key: string) => {
    for (let dot = key.lastIndexOf("."); dot > 0; dot = key.lastIndexOf(".", dot - 1)) if (places.has(key.slice(0, dot))) return true;
    return false;
  };
  const entries: Entry[] = [];
  for (const part of parts) {
    if (part.key === TITLE_KEY || part.key === DESCRIPTION_KEY) continue;
    if (part.sectionType !== PLACE_TYPE) {
      // A block's field is drawn with its block.
      if (!ofBlock(part.key)) entries.push({ kind: "section", part });
      continue;
    }
    const definition = blockDefinitionOf(readPlace(part.text)?.kind);
    if (!definition) continue;
    const position = entries.length + 1;
    const label = `Block ${position}: ${definition.label}`;
    const fields = definition.fields.filter(isTranslatable).flatMap((field): Field[] => {
      const english = byKey.get(blockPartKey(part.key, field.key));
      if (!english) return [];
      const read = valueFromSection(field, english);
      return [{ ...field, key: english.key, group: label, default: read.ok ? read.value : field.default } as Field];
    });
    entries.push({ kind: "block", place: part, label, fields });
  }
  return entries;
}

/** The name of each block's field as the owner reads it ("Block 2: Cards, Title"), by part key. */
export function partNamesOf(parts: readonly SourcePartDTO[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of entriesOf(parts)) {
    if (entry.kind === "block") for (const field of entry.fields) names.set(field.key, `${entry.label}, ${field.label}`);
  }
  return names;
}
