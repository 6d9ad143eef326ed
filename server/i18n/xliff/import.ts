import type { Transaction } from "kysely";
import { SOURCE_LOCALE, localeOf, translationSlug } from "../../../app/content/locales";
import { SETTINGS_PAGE } from "../../../app/content/pages/registry";
import { DESCRIPTION_KEY, TITLE_KEY, partName, stillInEnglish } from "../../../app/lib/fields/translation";
import { shownDescription } from "../../../app/domain/fields/description";
import type { XliffImportPageDTO, XliffImportResultDTO } from "../../../app/domain/schemas/translations";
import type { Database } from "../../db/schema";
import { nowIso } from "../../db/connect";
import { invalidInput } from "../../errors";
import type { PageWriter } from "../../cms/page-writer";
import { type PageFields, type SectionInput, fieldsOf } from "../../cms/page-rows";
import { safeSectionText } from "../../cms/render-rules";
import { copyOfWords } from "../translations";
import { inReview } from "../review-state";
import { type PartResult, type Skip, evaluatePart } from "./evaluate";
import { quoted } from "./parse";
import type { FileUnit } from "./read";
import { type Part, type UnitDef, pageParts, pageUnits, placeOfPart } from "./units";

/**
 * Writes one file's translations of the English pages it names (docs/product.md, "XLIFF for
 * translators"), inside the caller's transaction: a unit id this site never made, or of a page it
 * does not have, refuses the whole file (the error rolls back everything); a unit whose target
 * does not fit is skipped with its reason. Each translation is saved once through the PageWriter
 * (sanitised, checked, a revision "Imported from an XLIFF file"), a missing one created as a draft.
 *
 * What each part is recorded as translated from: the English now when every unit of it was
 * translated against the English now (and its words changed, for a part that was outdated); the
 * English the file shows when its source differs from the English now (the part stays outdated,
 * the editor shows what changed since); nothing when some of its segments were not translated
 * (written in English: the part is still in English); otherwise what it was before the import.
 *
 * The page's report (result.pages) says how many parts the file wrote and which parts of the
 * translation are still in English afterwards, with the words left out and why.
 */

const SUMMARY = "Imported from an XLIFF file";
/** The revision's note of a translation filled from a memory: the page's history and the activity log say it. */
export const FROM_MEMORY = "Filled from a translation memory (TMX)";

/** What an import may change besides drafts (server/api/xliff.ts decides it by the page rules). */
export interface ImportRights {
  published: boolean;
  inReview: boolean;
}

export async function importPage(
  trx: Transaction<Database>,
  writer: PageWriter,
  locale: string,
  pageId: number,
  units: Array<{ id: string; sub: string; key: string; unit: FileUnit }>,
  author: string,
  result: XliffImportResultDTO,
  /**
   * What the importer may change (docs/product.md, 7.10): a published translation (not a translator
   * who may not publish, nor any translator where review is required), one waiting for review (not a translator).
   */
  may: ImportRights = { published: true, inReview: true },
  /** The words are a translation memory's (server/i18n/tmx/service.ts): the revision and each part written say so. */
  fromMemory = false,
): Promise<void> {
  const language = localeOf(locale)!;
  const found = await trx.selectFrom("pages").select(["id", "locale", "deleted_at"]).where("id", "=", pageId).executeTakeFirst();
  if (!found || found.deleted_at !== null || found.locale !== SOURCE_LOCALE) {
    throw invalidInput(
      `The file has units of page ${pageId}, which is not one of this site's English pages (it may have been deleted since the file was made). Nothing was imported.`,
    );
  }
  const english = await writer.lockPage(trx, pageId);
  const englishSections = await writer.sectionsOf(trx, english.id);
  const parts = pageParts(english, englishSections);
  const report: XliffImportPageDTO = {
    pageId,
    title: english.slug === SETTINGS_PAGE.slug ? "The settings' texts" : english.title,
    imported: 0,
    inEnglish: [],
    skipped: [],
  };
  result.pages.push(report);
  const nameOf = (part: Part) => partName(part.key, part.field?.label);
  const reportSkips = (list: Skip[]) => {
    result.skipped.push(...list);
    for (const skip of list) {
      const key = units.find((unit) => unit.id === skip.unit)?.key ?? "";
      const part = parts.find((p) => p.key === key);
      report.skipped.push({ ...skip, part: part ? nameOf(part) : partName(key) });
    }
  };
  const defs = pageUnits(english.id, parts);
  const byId = new Map(defs.map((def) => [def.id, def]));

  const skipped: Skip[] = [];
  const byPart = new Map<string, Array<{ def: UnitDef; unit: FileUnit }>>();
  for (const entry of units) {
    const part = parts.find((p) => p.key === entry.key);
    if (!part || (!byId.has(entry.id) && !placeOfPart(part, entry.sub))) {
      throw invalidInput(
        `The file has a unit "${quoted(entry.id)}" that the English page "${english.title}" does not have (it may have changed since the file was made). Nothing was imported.`,
      );
    }
    const def = byId.get(entry.id);
    if (!def) {
      skipped.push({ unit: entry.id, reason: "The English has no words there now (it changed since the file was made)" });
      continue;
    }
    byPart.set(part.key, [...(byPart.get(part.key) ?? []), { def, unit: entry.unit }]);
  }

  const translation = await trx
    .selectFrom("pages")
    .selectAll()
    .where("source_page_id", "=", english.id)
    .where("locale", "=", locale)
    .executeTakeFirst();
  if (translation?.deleted_at) {
    const reason = `The ${language.name} translation of "${english.title}" is in the trash: restore it (or delete it for ever), then import again`;
    result.skipped.push(...skipped, ...[...byPart.values()].flat().map(({ def }) => ({ unit: def.id, reason })));
    report.note = reason;
    return;
  }
  if (translation && !may.inReview && (await inReview(trx, translation.id))) {
    const reason = `The ${language.name} translation of "${english.title}" is waiting for review: it comes back to you if the reviewer returns it`;
    result.skipped.push(...skipped, ...[...byPart.values()].flat().map(({ def }) => ({ unit: def.id, reason })));
    report.note = reason;
    return;
  }
  if (translation && translation.status === "published" && !may.published) {
    const reason = `The ${language.name} translation of "${english.title}" is published, and you may not change a published translation: ask an editor`;
    result.skipped.push(...skipped, ...[...byPart.values()].flat().map(({ def }) => ({ unit: def.id, reason })));
    report.note = reason;
    return;
  }
  const locked = translation ? await writer.lockPage(trx, translation.id) : undefined;
  const sections: SectionInput[] = locked ? await writer.sectionsOf(trx, locked.id) : copyOfWords(english, englishSections);
  const textOf = (key: string) =>
    key === TITLE_KEY
      ? (locked ?? english).title
      : key === DESCRIPTION_KEY
        ? (locked?.meta_description ?? "")
        : sections.find((s) => s.sectionKey === key)?.text;

  const results: PartResult[] = [];
  for (const part of parts) {
    const entries = byPart.get(part.key);
    if (!entries) continue;
    const evaluated = evaluatePart(
      part,
      defs.filter((def) => def.part === part),
      entries,
      textOf(part.key),
    );
    skipped.push(...evaluated.skipped);
    if (evaluated.text !== undefined) results.push(evaluated);
  }
  reportSkips(skipped);
  report.imported = results.length;
  const partly = new Set(results.filter((r) => !r.complete).map((r) => r.part.key));
  /** The parts still in English when the translation's texts are `text` and it records `sources` (none: no translation). */
  const stillEnglish = (text: (key: string) => string | undefined, sources: Map<string, string> | undefined) =>
    parts
      .filter((part) => stillInEnglish(part.english, sources ? text(part.key) : undefined, sources?.get(part.key)))
      .map((part) => ({ name: nameOf(part), partly: partly.has(part.key) }));
  if (results.length === 0) {
    report.inEnglish = stillEnglish(textOf, locked ? await sourcesOf(trx, locked.id) : undefined);
    return;
  }

  const fields: PageFields = locked
    ? fieldsOf(locked)
    : {
        title: english.title,
        slug: translationSlug(locale, english.slug),
        status: "draft",
        // As "Translate" starts one (server/i18n/translations.ts): the description the English page shows.
        metaDescription: shownDescription(english, englishSections),
        metaKeywords: english.meta_keywords,
        publishedAt: null,
        ogImageId: english.og_image_id,
      };
  // The parts whose words the file changes.
  const changedParts = new Set<string>();
  const englishOrder = new Map(parts.map((part, index) => [part.key, index]));
  for (const { part, text } of results) {
    if (part.kind === "title") {
      if (fields.title !== text!.trim()) changedParts.add(part.key);
      fields.title = text!.trim();
    } else if (part.kind === "description") {
      const description = text!.trim() === "" ? null : text!.trim();
      if (fields.metaDescription !== description) changedParts.add(part.key);
      fields.metaDescription = description;
    } else {
      const at = sections.findIndex((s) => s.sectionKey === part.key);
      const clean = safeSectionText(english.slug, { sectionKey: part.key, sectionType: part.sectionType, text: text! });
      if (at !== -1 && sections[at]!.text === clean) continue;
      changedParts.add(part.key);
      if (at !== -1) {
        const { stored: _stored, ...section } = sections[at]!;
        sections[at] = { ...section, text: text! };
      } else {
        // A part the translation does not hold yet goes where the English has it.
        const after = sections.findIndex((s) => (englishOrder.get(s.sectionKey) ?? Infinity) > englishOrder.get(part.key)!);
        sections.splice(after === -1 ? sections.length : after, 0, {
          sectionKey: part.key,
          sectionType: part.sectionType,
          text: text!,
          sortOrder: 0,
        });
        sections.forEach((section, index) => (section.sortOrder = index));
      }
    }
  }
  const changed = !locked || changedParts.size > 0;

  const before = locked ? await sourcesOf(trx, locked.id) : new Map<string, string>();
  let id = locked?.id;
  if (changed) {
    id = await writer.save(
      trx,
      locked,
      fields,
      sections,
      { author },
      fromMemory ? FROM_MEMORY : SUMMARY,
      locked ? undefined : { locale, sourcePageId: english.id },
    );
  }
  const now = nowIso();
  for (const { part, complete, partial, staleFrom } of results) {
    // The words of an outdated part given back unchanged show no one looked at the English change
    // (a tool writes its targets whether or not they were confirmed): it stays outdated until it
    // is translated again or marked up to date.
    const reviewed = complete && (!locked || changedParts.has(part.key) || before.get(part.key) === part.english);
    // Some of its segments are in English: nothing shows the part translated (stillInEnglish).
    const from = partial ? null : (staleFrom ?? (reviewed ? part.english : locked ? (before.get(part.key) ?? null) : undefined));
    if (from !== undefined) await setTranslatedFrom(trx, id!, part.key, from, now, fromMemory && complete);
  }
  const after = id === undefined ? undefined : await sourcesOf(trx, id);
  const written = (key: string) =>
    key === TITLE_KEY
      ? fields.title
      : key === DESCRIPTION_KEY
        ? (fields.metaDescription ?? "")
        : sections.find((s) => s.sectionKey === key)?.text;
  report.inEnglish = stillEnglish(written, after);
  if (!locked) result.created += 1;
  else if (changed || !sameMap(before, after!)) result.updated += 1;
}

async function sourcesOf(trx: Transaction<Database>, translationId: number): Promise<Map<string, string>> {
  const rows = await trx
    .selectFrom("translation_sources")
    .select(["section_key", "source_text"])
    .where("page_id", "=", translationId)
    .execute();
  return new Map(rows.map((row) => [row.section_key, row.source_text]));
}

const sameMap = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);

/** Records what a part was translated from; null: never translated. */
async function setTranslatedFrom(
  trx: Transaction<Database>,
  translationId: number,
  key: string,
  text: string | null,
  now: string,
  fromMemory: boolean,
): Promise<void> {
  if (text === null) {
    await trx.deleteFrom("translation_sources").where("page_id", "=", translationId).where("section_key", "=", key).execute();
    return;
  }
  await trx
    .insertInto("translation_sources")
    .values({ page_id: translationId, section_key: key, source_text: text, updated_at: now, from_memory: fromMemory ? 1 : 0 })
    .onConflict((oc) =>
      oc.columns(["page_id", "section_key"]).doUpdateSet({ source_text: text, updated_at: now, from_memory: fromMemory ? 1 : 0 }),
    )
    .execute();
}
