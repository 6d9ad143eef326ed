/**
 * What a translation holds and shows (docs/product.md, "Translations"). A translation keeps the
 * English page's fields: each translatable one as a section of its own, with the words in its
 * language. Facts (a field declared `translate: false`: a phone number, the pages a menu names)
 * are never translated and always come from the English page; so do the parts of a translated
 * value that are not words: a list item's times, toggles and pages, a link's target, an image's
 * picture. Browser-safe: the server renders with it and the editor shows it.
 */
import { type Field, type FieldValues, type ItemField, type PageDefinition, storedType } from "./define";
import { sectionTextOf, valuesOf } from "./values";

type SectionText = { sectionKey: string; sectionType: string; text: string };

/** Whether a translation holds this field (its words differ by language). */
export function isTranslatable(field: Field): boolean {
  return field.translate !== false;
}

/** The fields of a definition a translation holds, in order. */
export function translatableFields(definition: PageDefinition): Field[] {
  return definition.fields.filter(isTranslatable);
}

/** Item fields whose value is words: the rest of an item follows the English item (and stays out of XLIFF files). */
export const WORDS: ReadonlySet<ItemField["kind"]> = new Set(["text", "paragraph", "lines", "link"]);

/**
 * A translated value with its non-word parts from the English value: a list of as many items as
 * the English one takes each item's times, toggles, pages and link targets from the English
 * item at its place; an image its picture. A list whose length differs (the English list changed
 * since; the translation is outdated there) is shown as the translator wrote it.
 */
export function withEnglishFacts(field: Field, english: unknown, translated: unknown): unknown {
  if (field.kind === "image") {
    const { mediaId } = english as { mediaId: number | null };
    return { ...(translated as object), mediaId };
  }
  if (field.kind === "link") {
    return { label: (translated as { label: string }).label, href: (english as { href: string }).href };
  }
  if (field.kind !== "list" || !Array.isArray(english) || !Array.isArray(translated) || english.length !== translated.length)
    return translated;
  return translated.map((entry: Record<string, unknown>, index) => {
    const source = english[index] as Record<string, unknown>;
    const merged: Record<string, unknown> = {};
    for (const part of field.item) {
      if (!WORDS.has(part.kind)) merged[part.key] = source[part.key];
      else if (part.kind === "link")
        merged[part.key] = { label: (entry[part.key] as { label: string }).label, href: (source[part.key] as { href: string }).href };
      else merged[part.key] = entry[part.key];
    }
    return merged;
  });
}

/**
 * A built-in page's (or the settings') values in a language: each translatable field from the
 * translation (with the English facts of its value), each fact and each field the translation
 * does not hold from the English page.
 */
export function translatedValuesOf<Fs extends readonly Field[]>(
  definition: PageDefinition<Fs>,
  englishSections: readonly SectionText[] | null | undefined,
  translationSections: readonly SectionText[],
): FieldValues<Fs> {
  const english = valuesOf(definition, englishSections) as Record<string, unknown>;
  const translated = valuesOf(definition, translationSections) as Record<string, unknown>;
  const held = new Set(translationSections.map((section) => section.sectionKey));
  const values: Record<string, unknown> = {};
  for (const field of definition.fields) {
    values[field.key] =
      isTranslatable(field) && held.has(field.key)
        ? withEnglishFacts(field, english[field.key], translated[field.key])
        : english[field.key];
  }
  return values as FieldValues<Fs>;
}

/**
 * The English text of each part of a built-in page (or of the settings) a translation translates,
 * by section key: the English page's section, or a field's default where it has no section for
 * it. The key of a fact is absent. What a translation's section was translated from is compared
 * with this. (An owner's page: app/domain/block-translation.ts.)
 */
export function englishTexts(
  definition: PageDefinition,
  englishSections: readonly SectionText[],
): Map<string, { sectionType: string; text: string }> {
  const texts = new Map<string, { sectionType: string; text: string }>();
  const byKey = new Map(englishSections.map((section) => [section.sectionKey, section]));
  const values = valuesOf(definition, englishSections) as Record<string, unknown>;
  for (const field of translatableFields(definition)) {
    const section = byKey.get(field.key);
    texts.set(
      field.key,
      section
        ? { sectionType: section.sectionType, text: section.text }
        : { sectionType: storedType(field.kind), text: sectionTextOf(field, values[field.key]) },
    );
  }
  return texts;
}

/**
 * Whether a part of a translation still shows English (docs/product.md, "Still in English"): the
 * English has words there, and the translation's text of it is the English text as it is now (a
 * copy "Translate" started from, never changed), or it holds none, or nothing is recorded as what
 * it was translated from (an import gave only some of its words). The one rule the XLIFF import's
 * report and the translation editor's question before publishing share.
 */
export const stillInEnglish = (
  englishText: string,
  translatedText: string | undefined,
  translatedFrom: string | null | undefined,
): boolean => englishText !== "" && (translatedFrom == null || translatedText === undefined || translatedText === englishText);

/** The keys of a translation's page fields tracked like sections: its title and its description. */
export const TITLE_KEY = "@title";
export const DESCRIPTION_KEY = "@description";

/** A part of a translation as the owner knows it: "Title", "Description", a field's label, or the section's key. */
export const partName = (key: string, fieldLabel?: string): string =>
  key === TITLE_KEY ? "Title" : key === DESCRIPTION_KEY ? "Description" : (fieldLabel ?? `Section “${key}”`);

/**
 * A translated list shown with the English list's items (the translation editor): each English
 * item with the translation's words at its place, or the English words where the translation has
 * no item there yet (one the English page added since).
 */
export function alignedList(field: Field, translated: unknown, english: unknown): unknown {
  if (field.kind !== "list" || !Array.isArray(english) || !Array.isArray(translated)) return translated;
  return english.map((source: Record<string, unknown>, index) => {
    const entry = translated[index] as Record<string, unknown> | undefined;
    if (!entry) return source;
    const merged: Record<string, unknown> = { ...source };
    for (const part of field.item) {
      if (!WORDS.has(part.kind) || entry[part.key] === undefined) continue;
      merged[part.key] =
        part.kind === "link"
          ? { label: (entry[part.key] as { label: string }).label, href: (source[part.key] as { href: string }).href }
          : entry[part.key];
    }
    return merged;
  });
}
