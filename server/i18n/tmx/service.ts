import type { Kysely, Transaction } from "kysely";
import { SOURCE_LOCALE, localeOf } from "../../../app/content/locales";
import { isScheduled } from "../../../app/domain/publication";
import { isoToGuamLocal } from "../../../app/lib/guam-time";
import { XLIFF_IMPORTS_AT_ONCE, XLIFF_MAX_BYTES } from "../../../app/lib/limits";
import { DESCRIPTION_KEY, TITLE_KEY, stillInEnglish } from "../../../app/lib/fields/translation";
import type { TmxImportResultDTO, XliffImportResultDTO } from "../../../app/domain/schemas/translations";
import { Places } from "../../admission";
import type { Database } from "../../db/schema";
import type { ActivityLog, Actor } from "../../activity-log";
import { nowIso } from "../../db/connect";
import { AppError, invalidInput } from "../../errors";
import type { PageWriter } from "../../cms/page-writer";
import type { LanguageService } from "../languages";
import { originalOf } from "../xliff/export";
import { importPage } from "../xliff/import";
import { inReview } from "../review-state";
import { tokensOf } from "../xliff/inline";
import { decodeXml, parseXml, tooLargeFile } from "../xliff/parse";
import type { FileUnit } from "../xliff/read";
import type { XliffService } from "../xliff/service";
import { pageParts, pageUnits } from "../xliff/units";
import { type MemoryPage, tmxDocument } from "./export";
import { Memory, matchUnit } from "./memory";
import { TMX_DOCTYPE, readTmx } from "./read";

/**
 * Translation memory in TMX 1.4b (docs/product.md, "Translation memory (TMX)"): the export of
 * every published pair of English and translated segments in a language, and the import of a
 * memory whose exact matches fill the parts still missing, as drafts, all in one transaction or
 * nothing. A published translation is never changed.
 */
export class TmxService {
  private readonly imports = new Places(
    XLIFF_IMPORTS_AT_ONCE,
    () => new AppError("busy", "The server is busy with other imports. Please import this file again in a moment.", 5),
  );

  constructor(
    private readonly db: Kysely<Database>,
    private readonly writer: PageWriter,
    private readonly languages: LanguageService,
    private readonly xliff: XliffService,
    private readonly activity: ActivityLog,
  ) {}

  /** GET /api/cms/translations/{locale}/tmx. */
  async download(locale: string): Promise<{ fileName: string; xml: string }> {
    await this.enabled(locale);
    const translations = await this.db
      .selectFrom("pages")
      .select(["id", "source_page_id", "status", "published_at", "updated_at"])
      .where("locale", "=", locale)
      .where("status", "=", "published")
      .where("deleted_at", "is", null)
      .orderBy("source_page_id")
      .execute();
    const pages: MemoryPage[] = [];
    for (const translation of translations) {
      if (isScheduled({ status: translation.status, publishedAt: translation.published_at })) continue;
      const english = await this.db
        .selectFrom("pages")
        .select(["slug", "deleted_at"])
        .where("id", "=", translation.source_page_id!)
        .executeTakeFirst();
      if (!english || english.deleted_at !== null) continue;
      const page = await this.xliff.exportPage(translation.source_page_id!, locale);
      const dates = await this.db
        .selectFrom("translation_sources")
        .select(["section_key", "updated_at"])
        .where("page_id", "=", translation.id)
        .execute();
      pages.push({
        page,
        address: originalOf(english.slug),
        translatedAt: new Map(dates.map((row) => [row.section_key, row.updated_at])),
        savedAt: translation.updated_at,
      });
    }
    const now = nowIso();
    return { fileName: `website-en-${locale}-${isoToGuamLocal(now).slice(0, 10)}.tmx`, xml: tmxDocument(locale, pages, now) };
  }

  /** A place for one import, from before its body is read to its answer (as the XLIFF import's). */
  admitImport(): () => void {
    return this.imports.take();
  }

  /** POST /api/cms/translations/{locale}/tmx: the memory's exact matches fill the missing parts as drafts. */
  async upload(locale: string, body: Buffer, actor: Actor): Promise<TmxImportResultDTO> {
    const author = actor.username;
    await this.enabled(locale);
    if (body.length === 0) throw invalidInput("The request has no file: send the TMX file as the request body");
    if (body.length > XLIFF_MAX_BYTES) throw tooLargeFile();
    const root = await parseXml(decodeXml(body), undefined, { allowDoctype: TMX_DOCTYPE, kind: "TMX" });
    const memory = new Memory(readTmx(root, locale).entries);
    const filled = new Set<number>();
    const already = new Set<number>();
    const result: TmxImportResultDTO = { filled: 0, alreadyTranslated: 0, noMatch: 0, parts: 0, created: 0, updated: 0, pages: [] };
    const report: XliffImportResultDTO = { updated: 0, created: 0, pages: [], skipped: [] };
    await this.writer.write(async (trx) => {
      const english = await trx
        .selectFrom("pages")
        .selectAll()
        .where("locale", "=", SOURCE_LOCALE)
        .where("deleted_at", "is", null)
        .orderBy("id")
        .execute();
      for (const page of english) {
        const found = await this.matchesOf(trx, page, locale, memory, already);
        if (found.length === 0) continue;
        const skippedBefore = report.skipped.length;
        await importPage(trx, this.writer, locale, page.id, found, author, report, { published: false, inReview: false }, true);
        const skipped = new Set(report.skipped.slice(skippedBefore).map((skip) => skip.unit));
        const written = found.filter((entry) => !skipped.has(entry.id));
        for (const entry of written) for (const index of entry.entries) filled.add(index);
        result.parts += written.length;
        const title = report.pages[report.pages.length - 1]?.title ?? page.title;
        if (written.length > 0) result.pages.push({ pageId: page.id, title, parts: written.length });
      }
      // The activity record says what the memory filled, in the same transaction.
      if (result.parts > 0)
        await this.activity.record(
          { actor, kind: "memory-imported", detail: { language: locale, parts: result.parts, pages: result.pages.length } },
          trx,
        );
    });
    result.filled = filled.size;
    result.alreadyTranslated = [...already].filter((index) => !filled.has(index)).length;
    result.noMatch = memory.size - result.filled - result.alreadyTranslated;
    result.created = report.created;
    result.updated = report.updated;
    return result;
  }

  /**
   * The units of an English page the memory translates where the language has no words yet (no
   * translation, or a draft's parts still in English); the memory's entries met where it has
   * words (or a published translation) go in `already`.
   */
  private async matchesOf(
    trx: Transaction<Database>,
    page: Awaited<ReturnType<PageWriter["lockPage"]>>,
    locale: string,
    memory: Memory,
    already: Set<number>,
  ) {
    const sections = await this.writer.sectionsOf(trx, page.id);
    const parts = pageParts(page, sections);
    const translation = await trx
      .selectFrom("pages")
      .selectAll()
      .where("source_page_id", "=", page.id)
      .where("locale", "=", locale)
      .executeTakeFirst();
    let open: (key: string) => boolean = () => true;
    // Nor one waiting for review: its reviewer decides on the words sent.
    if (translation && (translation.deleted_at !== null || translation.status === "published" || (await inReview(trx, translation.id))))
      open = () => false;
    else if (translation) {
      const own = await this.writer.sectionsOf(trx, translation.id);
      const sources = await trx
        .selectFrom("translation_sources")
        .select(["section_key", "source_text"])
        .where("page_id", "=", translation.id)
        .execute();
      const from = new Map(sources.map((row) => [row.section_key, row.source_text]));
      const textOf = (key: string) =>
        key === TITLE_KEY
          ? translation.title
          : key === DESCRIPTION_KEY
            ? (translation.meta_description ?? "")
            : own.find((section) => section.sectionKey === key)?.text;
      open = (key) => stillInEnglish(parts.find((part) => part.key === key)!.english, textOf(key), from.get(key));
    }
    const found: Array<{ id: string; key: string; sub: string; unit: FileUnit; entries: number[] }> = [];
    for (const def of pageUnits(page.id, parts)) {
      const match = matchUnit(memory, def);
      if (!match) continue;
      if (!open(def.part.key)) {
        for (const entry of match.entries) already.add(entry.index);
        continue;
      }
      const source = typeof def.source === "string" ? [{ t: "text" as const, text: def.source }] : tokensOf(def.source);
      found.push({
        id: def.id,
        key: def.part.key,
        sub: def.sub,
        unit: { id: def.id, source, target: match.target, untranslated: [] },
        entries: match.entries.map((entry) => entry.index),
      });
    }
    return found;
  }

  private async enabled(locale: string) {
    const language = localeOf(locale)!;
    if (!(await this.languages.isEnabled(locale)))
      throw invalidInput(`${language.name} is not enabled: turn it on under Translations first`);
    return language;
  }
}
