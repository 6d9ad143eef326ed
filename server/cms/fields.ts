import type { Kysely } from "kysely";
import { builtInSlugProblem, definitionOf, fieldOf, isBuiltInSlug } from "../../app/content/pages/registry";
import { blockOf, blockSectionProblem } from "../../app/domain/blocks";
import { blockPartFieldsOf, partKeyClash } from "../../app/domain/block-translation";
import type { Field } from "../../app/lib/fields/define";
import { isTranslatable, withEnglishFacts } from "../../app/lib/fields/translation";
import { fieldProblem, valueFromSection } from "../../app/lib/fields/values";
import type { Database } from "../db/schema";
import { invalidInput } from "../errors";
import { checkBlockSection } from "./blocks";
import { sectionTextsOf } from "./translation-sources";
import type { MediaStore } from "../media/store";
import type { PageFields, PageRow, SectionInput, SectionRow } from "./page-rows";

/**
 * The rules of a save that come from the built-in pages' field declarations
 * (app/content/pages/): their slugs stay theirs, and a value saved under a field's key must fit
 * the field (a 400 naming the field, and the item for lists; nothing is written). Images and pages
 * a value names must exist; images are held until the save ends, like those in HTML.
 */
export async function checkFieldRules(
  db: Kysely<Database>,
  media: MediaStore,
  previous: PageRow | undefined,
  fields: PageFields,
  sections: SectionInput[] | undefined,
  existing: SectionRow[],
  /** The English page's id, for a translation. */
  englishPageId?: number,
): Promise<void> {
  if (englishPageId !== undefined) return checkTranslatedFields(db, media, fields, sections, existing, englishPageId);
  const slugProblem = builtInSlugProblem(previous, fields.slug);
  if (slugProblem) throw invalidInput(slugProblem);
  const clash = !definitionOf(fields.slug) && sections ? partKeyClash(sections) : null;
  if (clash) throw invalidInput(clash);
  await checkValues(db, media, fields, sections, existing);
}

/**
 * A translation keeps its English page's address (the writer sees to it) and holds only what is
 * translated: a fact of a built-in page or of the settings is refused, naming it; a block's words
 * are held field by field, each fitting its field (docs/product.md, "Translations of blocks").
 */
async function checkTranslatedFields(
  db: Kysely<Database>,
  media: MediaStore,
  fields: PageFields,
  sections: SectionInput[] | undefined,
  existing: SectionRow[],
  englishPageId: number,
) {
  const definition = definitionOf(fields.slug);
  for (const section of sections ?? []) {
    const field = definition?.fields.find((f) => f.key === section.sectionKey);
    if (field && !isTranslatable(field)) throw invalidInput(`${field.label} is the same in every language: change it on the English page`);
  }
  if (!definition && sections) await checkBlockParts(db, sections, existing, englishPageId);
  await checkValues(db, media, fields, sections, existing);
}

/** Each of a block's words a translation of an owner's page saves fits the block's field; a block is never held whole. */
async function checkBlockParts(db: Kysely<Database>, sections: SectionInput[], existing: SectionRow[], englishPageId: number) {
  const english = await sectionTextsOf(db, englishPageId);
  const blockParts = blockPartFieldsOf(english);
  const blocks = new Map(english.map((section, index) => [section.sectionKey, { section, position: index + 1 }]));
  const current = new Map(existing.map((row) => [row.id, row.content]));
  for (const section of sections) {
    if (section.stored || (section.id !== undefined && current.get(section.id) === section.text)) continue;
    const whole = blocks.get(section.sectionKey);
    const block = whole && blockOf(whole.section);
    if (block)
      throw invalidInput(
        `Block ${whole.position} (${block.definition.kind}) is translated field by field: save its words under “${section.sectionKey}.” and the field's key`,
      );
    const part = blockParts.get(section.sectionKey);
    if (!part) continue;
    // Its facts (a picture, a link's address) are the English block's, whatever the translation sends.
    const read = valueFromSection(part.field, section);
    const problem = read.ok ? fieldProblem(part.field, withEnglishFacts(part.field, part.field.default, read.value)) : read.message;
    if (problem) throw invalidInput(`Block ${part.position} (${part.kind}): ${problem}`);
  }
}

/**
 * Each value saved under a field's key fits the field, and each block (a json section of no
 * field) is sound; the images and pages they name exist. Sections the save leaves as they are
 * stored are not checked again.
 */
async function checkValues(
  db: Kysely<Database>,
  media: MediaStore,
  fields: PageFields,
  sections: SectionInput[] | undefined,
  existing: SectionRow[],
) {
  if (!sections) return;
  const definition = definitionOf(fields.slug);
  const byKey = new Map((definition?.fields ?? []).map((field) => [field.key, field]));
  const current = new Map(existing.map((row) => [row.id, row.content]));
  const images: Array<{ label: string; id: number }> = [];
  const pages: Array<{ field: Field; id: number }> = [];
  for (const [index, section] of sections.entries()) {
    if (section.stored || (section.id !== undefined && current.get(section.id) === section.text)) continue;
    const field = byKey.get(section.sectionKey);
    if (!field) {
      images.push(...checkBlockSection(section, index + 1));
      continue;
    }
    const read = valueFromSection(field, section);
    if (!read.ok) throw invalidInput(read.message);
    const problem = fieldProblem(field, read.value);
    if (problem) throw invalidInput(problem);
    collectReferences(field, read.value, images, pages);
  }
  for (const { label, id } of images) {
    if (!(await media.exists(db, id, { lock: true }))) throw invalidInput(`${label}: there is no such image in the media library`);
  }
  for (const { field, id } of pages) {
    const page = await db.selectFrom("pages").select(["slug"]).where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
    if (!page || isBuiltInSlug(page.slug)) throw invalidInput(`${field.label}: choose one of your own pages`);
  }
}

/** The image ids and page ids a value names, to check that they exist. */
function collectReferences(
  field: Field,
  value: unknown,
  images: Array<{ label: string; id: number }>,
  pages: Array<{ field: Field; id: number }>,
) {
  if (field.kind === "image") {
    const id = (value as { mediaId: number | null }).mediaId;
    if (id !== null) images.push({ label: field.label, id });
  }
  if (field.kind === "list") {
    const pageKeys = field.item.filter((part) => part.kind === "page").map((part) => part.key);
    for (const entry of value as Array<Record<string, unknown>>) {
      for (const key of pageKeys) if (typeof entry[key] === "number") pages.push({ field, id: entry[key] as number });
    }
  }
}

/**
 * What is wrong with a section's value as a save judges it, or null: a built-in page's field must
 * fit the field, and a block (a json section of no field) must be sound. The import checks with it.
 */
export function sectionValueProblem(
  pageSlug: string,
  section: { sectionKey: string; sectionType: string; text: string },
  position: number,
) {
  const field = fieldOf(pageSlug, section.sectionKey);
  if (!field) return section.sectionType === "json" ? blockSectionProblem(section.text, position) : null;
  const read = valueFromSection(field, section);
  return read.ok ? fieldProblem(field, read.value) : read.message;
}
