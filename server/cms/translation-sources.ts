import { sql, type Transaction } from "kysely";
import { SETTINGS_PAGE, definitionOf } from "../../app/content/pages/registry";
import { DESCRIPTION_KEY, TITLE_KEY, englishTexts } from "../../app/lib/fields/translation";
import { shownDescription } from "../../app/domain/fields/description";
import { PLACE_TYPE, ownerPageParts } from "../../app/domain/block-translation";
import type { Database } from "../db/schema";
import type { Db } from "./page-rows";

/**
 * What each part of a translation was translated from (docs/product.md, "Outdated"): when a
 * translation's section is saved (or marked up to date), the English page's text of that part is
 * recorded beside it; while the English page says something else there, that part is outdated.
 * The page's title and description are tracked the same way, under TITLE_KEY and DESCRIPTION_KEY.
 */

/** The English text of every part of a page a translation translates, title and description included. */
export async function englishPartsOf(db: Db, englishPageId: number): Promise<Map<string, { sectionType: string; text: string }>> {
  const page = await db
    .selectFrom("pages")
    .select(["slug", "title", "meta_description"])
    .where("id", "=", englishPageId)
    .executeTakeFirst();
  if (!page) return new Map();
  return englishParts(page, await sectionTextsOf(db, englishPageId));
}

/** A page's sections in order, as their key, type and text. */
export function sectionTextsOf(db: Db, pageId: number): Promise<Array<{ sectionKey: string; sectionType: string; text: string }>> {
  return db
    .selectFrom("sections")
    .select(["section_key as sectionKey", "section_type as sectionType", "content as text"])
    .where("page_id", "=", pageId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** The parts of an English page, from its row and its sections in order. */
export function englishParts(
  page: { slug: string; title: string; meta_description: string | null },
  sections: ReadonlyArray<{ sectionKey: string; sectionType: string; text: string }>,
): Map<string, { sectionType: string; text: string }> {
  const definition = definitionOf(page.slug);
  // The settings' record has no title or description visitors read: only its fields are translated.
  const parts = new Map<string, { sectionType: string; text: string }>(
    page.slug === SETTINGS_PAGE.slug
      ? []
      : [
          [TITLE_KEY, { sectionType: "text", text: page.title }],
          // A built-in page without a description of its own has the one made from its fields (what the site shows).
          [DESCRIPTION_KEY, { sectionType: "text", text: shownDescription(page, sections) ?? "" }],
        ],
  );
  if (definition) for (const [key, value] of englishTexts(definition, sections)) parts.set(key, value);
  else for (const part of ownerPageParts(sections)) parts.set(part.key, { sectionType: part.sectionType, text: part.text });
  return parts;
}

/** Records that these parts of a translation now translate the English page as it is. */
export async function recordTranslatedFrom(
  trx: Transaction<Database>,
  translationId: number,
  englishPageId: number,
  keys: Iterable<string>,
  now: string,
): Promise<void> {
  const english = await englishPartsOf(trx, englishPageId);
  for (const key of withPlaces(english, keys)) {
    const part = english.get(key);
    if (!part) continue;
    await trx
      .insertInto("translation_sources")
      .values({ page_id: translationId, section_key: key, source_text: part.text, updated_at: now, from_memory: 0 })
      .onConflict((oc) => oc.columns(["page_id", "section_key"]).doUpdateSet({ source_text: part.text, updated_at: now, from_memory: 0 }))
      .execute();
  }
}

/**
 * The keys, with the place of each block a key is a field of: words saved for a block translate it
 * where it stands now (docs/product.md, "Translations of blocks").
 */
function withPlaces(english: Map<string, { sectionType: string }>, keys: Iterable<string>): Set<string> {
  const places = [...english].filter(([, part]) => part.sectionType === PLACE_TYPE).map(([key]) => key);
  const all = new Set(keys);
  for (const key of [...all]) {
    const place = places.find((block) => key.startsWith(`${block}.`) && english.has(key));
    if (place) all.add(place);
  }
  return all;
}

/** The parts of a translation whose English changed since they were translated (or were never translated), in the English page's order. */
export async function outdatedParts(db: Db, translationId: number, englishPageId: number): Promise<string[]> {
  const english = await englishPartsOf(db, englishPageId);
  const sources = await db
    .selectFrom("translation_sources")
    .select(["section_key", "source_text"])
    .where("page_id", "=", translationId)
    .execute();
  return outdatedAgainst(english, new Map(sources.map((row) => [row.section_key, row.source_text])));
}

/** The outdated parts, given the English parts and what each was translated from. */
export function outdatedAgainst(english: Map<string, { text: string }>, translatedFrom: Map<string, string>): string[] {
  const outdated: string[] = [];
  for (const [key, part] of english) {
    // An empty description never needs words; a part never translated does, once it has some.
    const from = translatedFrom.get(key);
    if (from === undefined ? part.text !== "" : from !== part.text) outdated.push(key);
  }
  return outdated;
}

/** An English page's slug changed: its translations' addresses follow ("ja/" + the new slug). */
export async function followEnglishSlug(trx: Transaction<Database>, englishPageId: number, slug: string): Promise<void> {
  await trx
    .updateTable("pages")
    .set({ slug: sql<string>`${sql.ref("locale")} || '/' || ${slug}` })
    .where("source_page_id", "=", englishPageId)
    .execute();
}
