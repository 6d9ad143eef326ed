import { countHtmlWords, countWords } from "../../app/domain/word-count";
import type { Db, PageRow } from "../cms/page-rows";
import { type Part, pageParts, pageUnits } from "./xliff/units";

/**
 * The English words of each part of a page a translation translates (docs/product.md, "Word
 * counts"): the words of the units its XLIFF download holds (server/i18n/xliff/units.ts), counted
 * by the one rule (app/domain/word-count.ts). HTML is counted on its text; the words of its
 * attributes (an image's alt text) are units of their own and count too.
 */
export function partWords(pageId: number, parts: Part[]): Map<string, number> {
  const words = new Map<string, number>();
  for (const unit of pageUnits(pageId, parts)) {
    const count = typeof unit.source === "string" ? countWords(unit.source) : countHtmlWords(unit.part.english);
    words.set(unit.part.key, (words.get(unit.part.key) ?? 0) + count);
  }
  return words;
}

/** A page's counts by part, kept while the page is unchanged: the Translations screen asks for every page at each visit. */
const counted = new Map<string, Map<string, number>>();
const KEPT = 5000;

/** Rows per IN list: far below either engine's limit on parameters. */
const SLICE = 500;

/** The English words of each part of each page, by page id; pages' sections read a slice at a time. */
export async function wordsOfPages(db: Db, pages: PageRow[]): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  const keyOf = (page: PageRow) => `${page.id}:${page.version}:${page.updated_at}`;
  const toCount = pages.filter((page) => {
    const kept = counted.get(keyOf(page));
    if (kept) out.set(page.id, kept);
    return !kept;
  });
  for (let at = 0; at < toCount.length; at += SLICE) {
    const slice = toCount.slice(at, at + SLICE);
    const rows = await db
      .selectFrom("sections")
      .select(["page_id", "section_key as sectionKey", "section_type as sectionType", "content as text"])
      .where(
        "page_id",
        "in",
        slice.map((page) => page.id),
      )
      .orderBy("page_id")
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    const sectionsOf = new Map<number, Array<{ sectionKey: string; sectionType: string; text: string }>>();
    for (const { page_id, ...section } of rows) sectionsOf.set(page_id, [...(sectionsOf.get(page_id) ?? []), section]);
    for (const page of slice) {
      const words = partWords(page.id, pageParts(page, sectionsOf.get(page.id) ?? []));
      if (counted.size >= KEPT) counted.delete(counted.keys().next().value!);
      counted.set(keyOf(page), words);
      out.set(page.id, words);
    }
  }
  return out;
}

/** The words of a page: all of them, and those of the parts still to translate (every part when `missing`). */
export function wordsToTranslate(words: Map<string, number>, missing: boolean, outdated: readonly string[]) {
  let total = 0;
  for (const count of words.values()) total += count;
  const toTranslate = missing ? total : outdated.reduce((sum, key) => sum + (words.get(key) ?? 0), 0);
  return { total, toTranslate };
}
