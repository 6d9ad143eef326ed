import type { Kysely } from "kysely";
import { SETTINGS_PAGE, definitionOf } from "../../app/content/pages/registry";
import { SOURCE_LOCALE, localeOf, translationSlug } from "../../app/content/locales";
import { translatableFields } from "../../app/lib/fields/translation";
import { shownDescription } from "../../app/domain/fields/description";
import { storedType } from "../../app/lib/fields/define";
import { sectionTextOf, valuesOf } from "../../app/lib/fields/values";
import type { PageDTO } from "../../app/domain/schemas/pages";
import type { TranslationOverviewRowDTO, TranslationSourceDTO, TranslationStateDTO } from "../../app/domain/schemas/translations";
import type { Database } from "../db/schema";
import { isUniqueViolation, nowIso } from "../db/connect";
import { AppError, invalidInput, notFound } from "../errors";
import type { PageService } from "../cms/pages";
import type { PageWriter } from "../cms/page-writer";
import type { PageRow, SectionInput, WriteOptions } from "../cms/page-rows";
import type { LanguageService } from "./languages";
import { englishPartsOf, outdatedAgainst, recordTranslatedFrom } from "../cms/translation-sources";
import { translationStates } from "./states";
import { copyOfOwnerWords } from "../../app/domain/block-translation";
import { wordsOfPages, wordsToTranslate } from "./word-counts";
import { openCommentsIn } from "./comments";

const pageNotFound = () => notFound("Page not found");
const notATranslation = () => notFound("This page is not a translation");
const exists = (name: string) =>
  new AppError("translation_exists", `This page already has a ${name} translation: open it from the page's translations`);
const inTrash = (name: string) =>
  new AppError(
    "translation_exists",
    `This page's ${name} translation is in the trash: restore it from the trash, or delete it for ever to start again`,
  );

/**
 * Translations (docs/product.md, "Translations"): one page per language for any English page
 * (the built-in pages, the owner's pages and the site settings), created as a draft holding a copy
 * of the English words to translate, then saved, published, scheduled, deleted and restored like
 * any page. Their states, what each part was translated from, and "Mark as up to date".
 */
export class TranslationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writer: PageWriter,
    private readonly pages: PageService,
    private readonly languages: LanguageService,
  ) {}

  /** GET /api/cms/pages/{id}/translations: one row per enabled language. */
  async list(pageId: number): Promise<TranslationStateDTO[]> {
    const page = await this.englishPage(pageId);
    const states = await translationStates(this.db, [page], await this.languages.enabledCodes());
    return states.get(page.id) ?? [];
  }

  /** Each page's translation states into the enabled languages (the dashboard's list). */
  async statesOf(pageIds: number[]): Promise<Map<number, TranslationStateDTO[]>> {
    if (pageIds.length === 0) return new Map();
    const rows = await this.db.selectFrom("pages").selectAll().where("id", "in", pageIds).where("locale", "=", SOURCE_LOCALE).execute();
    return translationStates(this.db, rows, await this.languages.enabledCodes());
  }

  /**
   * GET /api/cms/translations/{locale}: every English page (and the settings), missing and outdated
   * first, each state's pages by `visits` (English slug: visits from visitors who prefer the
   * language, server/stats/language-demand.ts), most first.
   */
  async overview(locale: string, visits: ReadonlyMap<string, number> = new Map()): Promise<TranslationOverviewRowDTO[]> {
    const rows = await this.db
      .selectFrom("pages")
      .selectAll()
      .where("locale", "=", SOURCE_LOCALE)
      .where("deleted_at", "is", null)
      .orderBy("title")
      .execute();
    const states = await translationStates(this.db, rows, [locale]);
    const words = await wordsOfPages(this.db, rows);
    const comments = await openCommentsIn(this.db, locale);
    const order = { missing: 0, outdated: 1, in_review: 2, draft: 3, scheduled: 4, published: 5 } as const;
    return rows
      .map((row) => ({
        pageId: row.id,
        title: row.title,
        slug: row.slug,
        builtIn: definitionOf(row.slug) !== undefined,
        settings: row.slug === SETTINGS_PAGE.slug,
        englishStatus: row.status,
        translation: states.get(row.id)![0]!,
        demand: visits.get(row.slug) ?? 0,
        words: wordsToTranslate(words.get(row.id)!, states.get(row.id)![0]!.status === "missing", states.get(row.id)![0]!.outdatedSections),
        openComments: comments.get(states.get(row.id)![0]!.pageId ?? 0) ?? 0,
      }))
      .sort(
        (a, b) =>
          Number(b.settings) - Number(a.settings) || order[a.translation.status] - order[b.translation.status] || b.demand - a.demand,
      );
  }

  /**
   * The English pages (the settings left out) each language still needs: missing, or outdated,
   * read for every language in one pass (server/stats/language-demand.ts), in title order.
   */
  async waiting(
    locales: string[],
  ): Promise<Map<string, Array<{ pageId: number; title: string; slug: string; state: "missing" | "outdated" }>>> {
    const rows = await this.db
      .selectFrom("pages")
      .selectAll()
      .where("locale", "=", SOURCE_LOCALE)
      .where("deleted_at", "is", null)
      .where("slug", "!=", SETTINGS_PAGE.slug)
      .orderBy("title")
      .execute();
    const states = await translationStates(this.db, rows, locales);
    const waiting = new Map(
      locales.map((locale) => [locale, [] as Array<{ pageId: number; title: string; slug: string; state: "missing" | "outdated" }>]),
    );
    for (const row of rows)
      for (const state of states.get(row.id) ?? []) {
        if (state.status === "missing" || state.status === "outdated")
          waiting.get(state.locale)!.push({ pageId: row.id, title: row.title, slug: row.slug, state: state.status });
      }
    return waiting;
  }

  /**
   * POST /api/cms/pages/{id}/translations: a draft in `locale` holding a copy of the English words
   * (every translatable field of a built-in page or of the settings, its default where the English
   * page has none; every section of the owner's page), its title and description.
   */
  async create(pageId: number, locale: string, options?: WriteOptions): Promise<PageDTO> {
    const language = localeOf(locale);
    if (!language || locale === SOURCE_LOCALE) throw invalidInput("Language must be one of the site's translation languages");
    if (!(await this.languages.isEnabled(locale)))
      throw invalidInput(`${language.name} is not enabled: turn it on under Translations first`);
    let id: number;
    try {
      id = await this.writer.write(async (trx) => {
        const english = await this.writer.lockPage(trx, pageId);
        if (english.locale !== SOURCE_LOCALE) throw invalidInput("This page is a translation: translate its English page instead");
        const taken = await trx
          .selectFrom("pages")
          .select(["id", "deleted_at"])
          .where("source_page_id", "=", english.id)
          .where("locale", "=", locale)
          .executeTakeFirst();
        if (taken) throw taken.deleted_at ? inTrash(language.name) : exists(language.name);
        const englishSections = await this.writer.sectionsOf(trx, english.id);
        const sections = copyOfWords(english, englishSections);
        const fields = {
          title: english.title,
          slug: translationSlug(locale, english.slug),
          status: "draft" as const,
          // A built-in page shows the description made from its fields while it has none: that is what to translate.
          metaDescription: shownDescription(english, englishSections),
          metaKeywords: english.meta_keywords,
          publishedAt: null,
          ogImageId: english.og_image_id,
        };
        return this.writer.save(trx, undefined, fields, sections, options, `${language.name} translation created`, {
          locale,
          sourcePageId: english.id,
        });
      });
    } catch (err) {
      // Two requests racing to create the same translation: the index lets one through.
      if (isUniqueViolation(err)) throw exists(language.name);
      throw err;
    }
    return (await this.pages.get(id))!;
  }

  /** GET /api/cms/pages/{id}/source: the English page beside a translation, part by part. */
  async source(translationId: number): Promise<TranslationSourceDTO> {
    const translation = await this.translationRow(translationId);
    const english = await this.pages.get(translation.source_page_id!);
    if (!english) throw notFound("The English page of this translation is in the trash");
    const parts = await englishPartsOf(this.db, english.id);
    const sources = await this.db
      .selectFrom("translation_sources")
      .select(["section_key", "source_text", "from_memory"])
      .where("page_id", "=", translation.id)
      .execute();
    const translatedFrom = new Map(sources.map((row) => [row.section_key, row.source_text]));
    const fromMemory = new Set(sources.filter((row) => row.from_memory === 1).map((row) => row.section_key));
    const outdated = outdatedAgainst(parts, translatedFrom);
    return {
      locale: translation.locale,
      sourcePage: {
        id: english.id,
        title: english.title,
        slug: english.slug,
        metaDescription: english.metaDescription,
        version: english.version,
        builtIn: english.builtIn,
      },
      parts: [...parts].map(([key, part]) => ({
        key,
        text: part.text,
        sectionType: part.sectionType,
        translatedFrom: translatedFrom.get(key) ?? null,
        outdated: outdated.includes(key),
        fromMemory: fromMemory.has(key) && !outdated.includes(key),
      })),
      outdatedSections: outdated,
    };
  }

  /**
   * POST /api/cms/pages/{id}/up-to-date: these parts of the translation need no new words for the
   * English change (a typo fixed): they now translate the English as it is. Nothing visitors see
   * changes, so no version, revision or content change.
   */
  async markUpToDate(translationId: number, keys: string[]): Promise<TranslationSourceDTO> {
    const translation = await this.translationRow(translationId);
    const parts = await englishPartsOf(this.db, translation.source_page_id!);
    const unknown = keys.find((key) => !parts.has(key));
    if (unknown) throw invalidInput(`The English page has no part "${unknown}"`);
    await this.db.transaction().execute((trx) => recordTranslatedFrom(trx, translation.id, translation.source_page_id!, keys, nowIso()));
    return this.source(translationId);
  }

  private async englishPage(pageId: number): Promise<PageRow> {
    const page = await this.db.selectFrom("pages").selectAll().where("id", "=", pageId).where("deleted_at", "is", null).executeTakeFirst();
    if (!page) throw pageNotFound();
    if (page.locale !== SOURCE_LOCALE) throw invalidInput("This page is a translation: its English page lists the translations");
    return page;
  }

  private async translationRow(pageId: number): Promise<PageRow> {
    const page = await this.db.selectFrom("pages").selectAll().where("id", "=", pageId).where("deleted_at", "is", null).executeTakeFirst();
    if (!page) throw pageNotFound();
    if (page.source_page_id === null) throw notATranslation();
    return page;
  }
}

/** The English words a new translation starts from, as sections in the English page's order (an XLIFF import starts from them too). */
export function copyOfWords(english: PageRow, sections: SectionInput[]): SectionInput[] {
  const definition = definitionOf(english.slug);
  if (!definition)
    return copyOfOwnerWords(sections).map((section, index) => ({
      ...section,
      sectionType: section.sectionType as SectionInput["sectionType"],
      sortOrder: index,
    }));
  const values = valuesOf(
    definition,
    sections.map((s) => ({ sectionKey: s.sectionKey, sectionType: s.sectionType, text: s.text })),
  ) as Record<string, unknown>;
  return translatableFields(definition).map((field, index) => ({
    sectionKey: field.key,
    sectionType: storedType(field.kind),
    text: sectionTextOf(field, values[field.key]),
    sortOrder: index,
  }));
}
