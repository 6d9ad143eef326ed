// How a page save writes the page's sections: the rows replaced, in slices. PageWriter.save
// (server/cms/page-writer.ts) calls it under the page's lock, after every rule of the save passed.
import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { invalidInput } from "../errors";
import type { SectionInput, SectionRow } from "./page-rows";
import { sectionTextForSave } from "./render-rules";

/** Rows per INSERT: 8 columns each stays far below either engine's limit on parameters. */
const INSERT_SLICE = 500;

/**
 * The page's sections become exactly `sections`: those with an id (which must belong to this
 * page) keep it, those without one are created, the others are deleted. Rows are replaced
 * rather than updated in place so that keys can be swapped between sections without tripping
 * the (page_id, section_key) constraint half-way. Returns the rows written, in page order.
 */
export async function replaceSections(
  trx: Transaction<Database>,
  pageId: number,
  pageSlug: string,
  sections: SectionInput[],
  existing: SectionRow[],
  now: string,
): Promise<SectionRow[]> {
  const createdAt = new Map(existing.map((s) => [s.id, s.created_at]));
  sections.forEach((section, index) => {
    if (section.id !== undefined && !createdAt.has(section.id)) {
      throw invalidInput(`Section ${index + 1}: section id ${section.id} does not belong to this page`);
    }
  });
  const rows = sections.map((section, index) => ({
    ...(section.id !== undefined ? { id: section.id } : {}),
    page_id: pageId,
    section_key: section.sectionKey,
    section_type: section.sectionType,
    // A section written alone leaves its neighbours' stored text as it is (checked when saved).
    content: section.stored && section.id !== undefined ? section.text : sectionTextForSave(pageSlug, section, index),
    sort_order: section.sortOrder,
    created_at: (section.id !== undefined && createdAt.get(section.id)) || now,
    updated_at: now,
  }));
  if (existing.length > 0) await trx.deleteFrom("sections").where("page_id", "=", pageId).execute();
  // In slices: one statement's parameters are bounded on both engines.
  const written: SectionRow[] = [];
  for (let at = 0; at < rows.length; at += INSERT_SLICE) {
    written.push(
      ...(await trx
        .insertInto("sections")
        .values(rows.slice(at, at + INSERT_SLICE))
        .returningAll()
        .execute()),
    );
  }
  return written.sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}
