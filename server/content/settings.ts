import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { SETTINGS_PAGE } from "../../app/content/pages/settings";
import { DEFAULT_SETTINGS, type MenuPage, type SettingsValues, type SiteSettings } from "../../app/content/site-settings";
import type { Field } from "../../app/lib/fields/define";
import { storedType } from "../../app/lib/fields/define";
import { fieldProblem, sectionTextOf, valuesOf } from "../../app/lib/fields/values";
import { type SettingsDTO, type SettingsUpdate, noSuchSetting } from "../../app/domain/schemas/settings";
import type { PageService } from "../cms/pages";
import type { PageWriter } from "../cms/page-writer";
import { fieldsOf, type SectionInput, type WriteOptions } from "../cms/page-rows";
import type { Database } from "../db/schema";
import type { LocalizedReads } from "../i18n/localized";
import { SOURCE_LOCALE, localeOf, translationSlug } from "../../app/content/locales";
import { isTranslatable, translatableFields, translatedValuesOf } from "../../app/lib/fields/translation";
import { localizedPath } from "../../app/domain/locale-paths";
import { nowIso } from "../db/connect";
import { isLive } from "../cms/live";
import { invalidInput, notFound, versionConflict } from "../errors";

const FIELDS = new Map<string, Field>(SETTINGS_PAGE.fields.map((field) => [field.key, field]));
const translationMissing = (language: string) =>
  notFound(`The settings have no ${language} translation yet (or it is in the trash): create it under Translations`);
const settingsMissing = () => notFound("The site settings are in the trash or were deleted; restore them from the trash");

/**
 * The site settings (docs/product.md, "Settings"): a managed record kept as the page
 * `site-settings`, whose sections hold the values of its fields, so it has versions, History,
 * restore and schedules like any page. Its values are the one source of the business facts and
 * the shared texts of every public page.
 */
export class SettingsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly pages: PageService,
    private readonly writer: PageWriter,
    private readonly localized: LocalizedReads,
    private readonly logger: Logger,
  ) {}

  /**
   * GET /api/cms/settings: the record as it is now (draft included), with its fields; with a
   * `locale`, its translation into that language (the translated texts only: the facts are the
   * English record's).
   */
  async get(locale: string = SOURCE_LOCALE): Promise<SettingsDTO> {
    const page = await this.page(locale);
    const sections = page.sections.map((s) => ({ sectionKey: s.sectionKey, sectionType: s.sectionType, text: s.content.text }));
    const values =
      locale === SOURCE_LOCALE
        ? valuesOf(SETTINGS_PAGE, sections)
        : translatedValuesOf(SETTINGS_PAGE, await this.englishSections(), sections);
    const fields = locale === SOURCE_LOCALE ? SETTINGS_PAGE.fields : translatableFields(SETTINGS_PAGE);
    const changed = fields.filter((field) => page.sections.some((s) => s.sectionKey === field.key)).map((field) => field.key);
    return { id: page.id, version: page.version, status: page.status, publishedAt: page.publishedAt, fields, values, changed, locale };
  }

  /**
   * PUT /api/cms/settings: the values given (a partial set is fine; null brings a value's default
   * back), over the version the client holds (409 otherwise). A value that does not fit is a 400
   * naming the field, and nothing is written. With a `locale`, into that translation, whose facts
   * cannot be set (they are the English record's).
   */
  async update({ version, values }: SettingsUpdate, options?: WriteOptions, locale: string = SOURCE_LOCALE): Promise<SettingsDTO> {
    for (const [key, value] of Object.entries(values)) {
      const field = FIELDS.get(key);
      if (!field) throw invalidInput(noSuchSetting(key));
      if (locale !== SOURCE_LOCALE && !isTranslatable(field))
        throw invalidInput(`${field.label} is the same in every language: change it in the English settings`);
      if (value === null) continue;
      const problem = fieldProblem(field, value);
      if (problem) throw invalidInput(problem);
    }
    const current = await this.page(locale);
    await this.writer.write(async (trx) => {
      const page = await this.writer.lockPage(trx, current.id);
      if (page.version !== version) throw versionConflict();
      const sections = await this.writer.sectionsOf(trx, page.id);
      await this.writer.save(trx, page, fieldsOf(page), applyValues(sections, values), options);
    });
    return this.get(locale);
  }

  /**
   * What the public pages show: the published record's values (the defaults without one) and the
   * menus' pages; in another language, its published translation's texts over them (the English
   * texts where there is none), and the menus' pages in that language where they are translated.
   */
  async read(locale: string = SOURCE_LOCALE): Promise<{ settings: SiteSettings; failed: boolean }> {
    try {
      const page = await this.pages.getForDisplay(SETTINGS_PAGE.slug, { includeDrafts: false });
      const sections = page?.sections.map((s) => ({ sectionKey: s.sectionKey, sectionType: s.sectionType, text: s.content.text }));
      const translation =
        locale === SOURCE_LOCALE
          ? null
          : await this.localized.translationForDisplay(locale, SETTINGS_PAGE.slug, { includeDrafts: false, builtIn: true });
      const values = translation
        ? translatedValuesOf(
            SETTINGS_PAGE,
            sections,
            translation.sections.map((s) => ({ sectionKey: s.sectionKey, sectionType: s.sectionType, text: s.content.text })),
          )
        : valuesOf(SETTINGS_PAGE, sections);
      return {
        settings: {
          values,
          servicesMenuPages: await this.menuPages(values.services_menu_pages, locale),
          footerPages: await this.menuPages(values.footer_pages, locale),
          textLocale: translation ? locale : SOURCE_LOCALE,
        },
        failed: false,
      };
    } catch (err) {
      this.logger.error({ err }, "could not read the site settings; showing the defaults");
      return { settings: DEFAULT_SETTINGS, failed: true };
    }
  }

  /**
   * SITE_PHONE, SITE_EMAIL and SITE_ADDRESS give the first phone, e-mail and address: written into
   * a record nobody has saved yet, once; afterwards the settings are the one source.
   */
  async seed(first: { phone?: string; email?: string; address?: string }, logger: Logger = this.logger): Promise<void> {
    const given = Object.entries(first).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "");
    if (given.length === 0) return;
    const page = await this.pages.getForDisplay(SETTINGS_PAGE.slug, { includeDrafts: true });
    if (!page || page.sections.length > 0 || (await this.savedBefore(page.id))) return;
    const values = Object.fromEntries(given);
    for (const [key, value] of given) {
      const problem = fieldProblem(FIELDS.get(key)!, value);
      if (problem) {
        logger.warn({ setting: key }, `SITE_${key.toUpperCase()} is not used: ${problem}`);
        delete values[key];
      }
    }
    if (Object.keys(values).length === 0) return;
    const { version } = await this.get();
    await this.update({ version, values });
    logger.info({ settings: Object.keys(values) }, "site settings seeded from the environment");
  }

  /** Whether the record was ever saved after it was created (then the environment no longer seeds it). */
  private async savedBefore(pageId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom("page_revisions")
      .select("id")
      .where("page_id", "=", pageId)
      .where("version", ">", 1)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async page(locale: string = SOURCE_LOCALE) {
    const slug = translationSlug(locale, SETTINGS_PAGE.slug);
    const row = await this.db.selectFrom("pages").select("id").where("slug", "=", slug).where("deleted_at", "is", null).executeTakeFirst();
    const page = row && (await this.pages.get(row.id));
    if (!page) throw locale === SOURCE_LOCALE ? settingsMissing() : translationMissing(localeOf(locale)?.name ?? locale);
    return page;
  }

  /** The English record's sections as they are now (a translation's facts come from them). */
  private async englishSections() {
    const english = await this.page();
    return english.sections.map((s) => ({ sectionKey: s.sectionKey, sectionType: s.sectionType, text: s.content.text }));
  }

  /** The owner's pages a menu names, published and not in the trash, in the menu's order; in `locale` where translated. */
  private async menuPages(entries: SettingsValues["services_menu_pages"], locale: string): Promise<MenuPage[]> {
    const ids = entries.map((entry) => entry.page).filter((id): id is number => id !== null);
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom("pages").select(["id", "title", "slug"]).where("id", "in", ids).where(isLive(nowIso())).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const served = locale === SOURCE_LOCALE ? new Set<string>() : await this.localized.servedSlugs(locale);
    const translatedTitles = new Map<number, string>();
    if (served.size > 0) {
      const translations = await this.db
        .selectFrom("pages")
        .select(["source_page_id", "title"])
        .where("source_page_id", "in", ids)
        .where("locale", "=", locale)
        .execute();
      for (const row of translations) translatedTitles.set(row.source_page_id!, row.title);
    }
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return served.has(row.slug)
        ? [{ title: translatedTitles.get(id) ?? row.title, path: localizedPath(locale, row.slug) }]
        : [{ title: row.title, path: `/${row.slug}` }];
    });
  }
}

/** The record's sections with `values` applied: a value replaces or adds its field's section, null removes it. */
function applyValues(sections: SectionInput[], values: SettingsUpdate["values"]): SectionInput[] {
  let next = [...sections];
  for (const [key, value] of Object.entries(values)) {
    const field = FIELDS.get(key)!;
    if (value === null) {
      next = next.filter((section) => section.sectionKey !== key);
      continue;
    }
    const text = sectionTextOf(field, value);
    const index = next.findIndex((section) => section.sectionKey === key);
    const section: SectionInput = { sectionKey: key, sectionType: storedType(field.kind), text, sortOrder: 0 };
    if (index === -1) next.push(section);
    else next[index] = { ...section, id: next[index]!.id };
  }
  return next.map((section, index) => ({ ...section, sortOrder: index }));
}
