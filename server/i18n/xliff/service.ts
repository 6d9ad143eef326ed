import type { Kysely } from "kysely";
import { ALL_LOCALES, SOURCE_LOCALE, localeOf } from "../../../app/content/locales";
import { isoToGuamLocal } from "../../../app/lib/guam-time";
import { XLIFF_IMPORTS_AT_ONCE, XLIFF_MAX_BYTES } from "../../../app/lib/limits";
import type { XliffImportResultDTO } from "../../../app/domain/schemas/translations";
import { Places } from "../../admission";
import type { Database } from "../../db/schema";
import { AppError, invalidInput, notFound } from "../../errors";
import type { PageWriter } from "../../cms/page-writer";
import type { LanguageService } from "../languages";
import { englishParts, outdatedAgainst } from "../../cms/translation-sources";
import type { TranslationService } from "../translations";
import type { GlossaryService } from "../glossary";
import { DESCRIPTION_KEY, TITLE_KEY } from "../../../app/lib/fields/translation";
import { type PageForExport, xliffDocument } from "./export";
import { type ImportRights, importPage } from "./import";
import { decodeXml, parseXml, quoted, tooLargeFile } from "./parse";
import { type FileUnit, languageMatches, readXliff } from "./read";
import { parseUnitId } from "./unit-ids";
import { pageParts, pageUnits } from "./units";
import { partWords, wordsToTranslate } from "../word-counts";

/** Seconds an import refused as busy is told to wait: a 10 MB file is read and written in a few. */
const XLIFF_RETRY_SECONDS = 5;

/**
 * XLIFF for translators (docs/product.md, "XLIFF for translators"): the download of the pages to
 * translate into a language, and the import of the translator's file, all of it in one
 * transaction or nothing.
 */
export class XliffService {
  private readonly imports = new Places(
    XLIFF_IMPORTS_AT_ONCE,
    () =>
      new AppError("busy", "The server is busy with other XLIFF imports. Please import this file again in a moment.", XLIFF_RETRY_SECONDS),
  );

  constructor(
    private readonly db: Kysely<Database>,
    private readonly writer: PageWriter,
    private readonly languages: LanguageService,
    private readonly translations: TranslationService,
    private readonly glossary: GlossaryService,
  ) {}

  /** GET /api/cms/translations/{locale}/xliff: the named English pages, or every one missing or outdated. */
  async download(locale: string, pageIds?: number[]): Promise<{ fileName: string; xml: string }> {
    const language = await this.enabled(locale);
    let ids = pageIds;
    if (!ids) {
      const rows = await this.translations.overview(locale);
      ids = rows.filter((row) => row.translation.status === "missing" || row.translation.status === "outdated").map((row) => row.pageId);
      if (ids.length === 0)
        throw notFound(`Every page is translated into ${language.name} and up to date: name the pages to download with ?pages=`);
    }
    const pages: PageForExport[] = [];
    for (const id of ids) {
      const page = await this.exportPage(id, locale);
      if (page.units.length > 0) pages.push(page);
    }
    if (pages.length === 0) throw notFound("These pages have no words to translate");
    const xml = xliffDocument(locale, pages, await this.glossary.terms(locale));
    if (Buffer.byteLength(xml) > XLIFF_MAX_BYTES) {
      throw new AppError(
        "too_large",
        `The file would be larger than ${XLIFF_MAX_BYTES / (1024 * 1024)} MB, the most an import reads: download fewer pages at a time with ?pages=`,
      );
    }
    return { fileName: `website-en-${locale}-${isoToGuamLocal(new Date().toISOString()).slice(0, 10)}.xlf`, xml };
  }

  /**
   * A place for one import, from before its body is read to its answer; `busy` (503 with
   * Retry-After) when none is free. Call the result to give it back.
   */
  admitImport(): () => void {
    return this.imports.take();
  }

  /** POST /api/cms/translations/{locale}/xliff: the translator's file written into the translations. */
  async upload(
    locale: string,
    body: Buffer,
    author: string,
    may: ImportRights = { published: true, inReview: true },
  ): Promise<XliffImportResultDTO> {
    const language = await this.enabled(locale);
    if (body.length === 0) throw invalidInput("The request has no file: send the XLIFF file as the request body");
    if (body.length > XLIFF_MAX_BYTES) throw tooLargeFile();
    const content = readXliff(await parseXml(decodeXml(body)));
    for (const tag of content.sourceLanguages) {
      if (!languageMatches(tag, SOURCE_LOCALE))
        throw invalidInput(
          `The file translates from ${quoted(tag) || "an unnamed language"}, not from English: this site's pages are in English`,
        );
    }
    for (const tag of content.targetLanguages) {
      if (!tag)
        throw invalidInput(`The file does not say which language it translates into: it must be a ${language.name} (${locale}) file`);
      if (!languageMatches(tag, locale)) {
        const other = ALL_LOCALES.find((known) => languageMatches(tag, known.code))?.name ?? "another language";
        throw invalidInput(
          `The file is a translation into ${other} (${quoted(tag)}), not into ${language.name} (${locale}): import it under its own language`,
        );
      }
    }
    if (content.units.length === 0) throw invalidInput("The file has no units to translate");
    const byPage = new Map<number, Array<{ id: string; key: string; sub: string; unit: FileUnit }>>();
    const seen = new Set<string>();
    for (const unit of content.units) {
      const id = parseUnitId(unit.id);
      if (!id)
        throw invalidInput(
          `The file has a unit "${quoted(unit.id)}" that is not one of this site's: import only files downloaded from this site's Translations screen. Nothing was imported.`,
        );
      if (seen.has(unit.id)) throw invalidInput(`The file has the unit "${quoted(unit.id)}" more than once. Nothing was imported.`);
      seen.add(unit.id);
      byPage.set(id.pageId, [...(byPage.get(id.pageId) ?? []), { id: unit.id, ...id, unit }]);
    }
    const result: XliffImportResultDTO = { updated: 0, created: 0, pages: [], skipped: [] };
    await this.writer.write(async (trx) => {
      // In page order, so two imports at once lock pages in the same order.
      for (const pageId of [...byPage.keys()].sort((a, b) => a - b)) {
        await importPage(trx, this.writer, locale, pageId, byPage.get(pageId)!, author, result, may);
      }
    });
    return result;
  }

  private async enabled(locale: string) {
    const language = localeOf(locale)!;
    if (!(await this.languages.isEnabled(locale)))
      throw invalidInput(`${language.name} is not enabled: turn it on under Translations first`);
    return language;
  }

  /** An English page with its units and its translation into `locale` (the TMX export reads it too). */
  async exportPage(id: number, locale: string): Promise<PageForExport> {
    const english = await this.db.selectFrom("pages").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
    if (!english) throw notFound(`There is no page ${id}`);
    if (english.locale !== SOURCE_LOCALE)
      throw invalidInput(`Page ${id} is a translation: name its English page (${english.source_page_id}) instead`);
    const sectionsOf = async (pageId: number) =>
      (await this.writer.sectionRowsOf(this.db, pageId)).map((row) => ({
        sectionKey: row.section_key,
        sectionType: row.section_type,
        text: row.content,
      }));
    const englishSections = await sectionsOf(english.id);
    const parts = pageParts(english, englishSections);
    const page: PageForExport = {
      id,
      slug: english.slug,
      title: english.title,
      parts,
      units: pageUnits(id, parts),
      translatedFrom: new Map(),
      outdated: new Set(),
      words: wordsToTranslate(partWords(id, parts), true, []),
    };
    const translation = await this.db
      .selectFrom("pages")
      .selectAll()
      .where("source_page_id", "=", english.id)
      .where("locale", "=", locale)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!translation) return page;
    const sources = await this.db
      .selectFrom("translation_sources")
      .select(["section_key", "source_text"])
      .where("page_id", "=", translation.id)
      .execute();
    page.translatedFrom = new Map(sources.map((row) => [row.section_key, row.source_text]));
    page.outdated = new Set(outdatedAgainst(englishParts(english, englishSections), page.translatedFrom));
    page.words = wordsToTranslate(partWords(id, parts), false, [...page.outdated]);
    page.translation = new Map([
      [TITLE_KEY, translation.title],
      [DESCRIPTION_KEY, translation.meta_description ?? ""],
      ...(await sectionsOf(translation.id)).map((section) => [section.sectionKey, section.text] as [string, string]),
    ]);
    return page;
  }
}
