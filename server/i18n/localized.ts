import type { Kysely } from "kysely";
import { isBuiltInSlug } from "../../app/content/pages/registry";
import { SOURCE_LOCALE, baseSlug, translationSlug } from "../../app/content/locales";
import { localizedPath } from "../../app/domain/locale-paths";
import type { DisplayPageDTO } from "../../app/domain/schemas/pages";
import type { PageService } from "../cms/pages";
import type { Database } from "../db/schema";
import { nowIso } from "../db/connect";
import type { LanguageService } from "./languages";
import { isLive } from "../cms/live";
import { translatedOwnerSections } from "../../app/domain/block-translation";

/** One published version of a page: its language and its absolute path on this site. */
export interface Alternate {
  locale: string;
  path: string;
}

/**
 * What the public site reads about languages (docs/product.md, "The public site"): a translation
 * is served only while its language is on, it is published and its time has come, and its English
 * page is on the public site too (the site's own pages always are). Anything else is not served.
 */
export class LocalizedReads {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly pages: PageService,
    private readonly languages: LanguageService,
  ) {}

  /**
   * The translation of the English page `englishSlug` into `locale`, as the public site shows it
   * (drafts and scheduled ones too when `includeDrafts`: a signed-in person's preview); null when
   * it is not served.
   */
  async translationForDisplay(
    locale: string,
    englishSlug: string,
    { includeDrafts, builtIn = false }: { includeDrafts: boolean; builtIn?: boolean },
  ): Promise<DisplayPageDTO | null> {
    if (!(await this.languages.isEnabled(locale))) return null;
    if (builtIn || isBuiltInSlug(englishSlug)) return this.pages.getForDisplay(translationSlug(locale, englishSlug), { includeDrafts });
    const english = await this.pages.getForDisplay(englishSlug, { includeDrafts });
    if (!english) return null;
    const translation = await this.pages.getForDisplay(translationSlug(locale, englishSlug), { includeDrafts });
    return translation && ownerTranslationShown(english, translation);
  }

  /**
   * Every version of the English page `englishSlug` that visitors can read, English first: what
   * hreflang links and the language switcher list. Empty for a page that is not on the site.
   */
  async alternates(englishSlug: string): Promise<Alternate[]> {
    const now = nowIso();
    const english = await this.db
      .selectFrom("pages")
      .select(["id", isLive(now).as("live")])
      .where("slug", "=", englishSlug)
      .where("locale", "=", SOURCE_LOCALE)
      .executeTakeFirst();
    if (!isBuiltInSlug(englishSlug) && !english?.live) return [];
    const enabled = await this.languages.enabledCodes();
    const translated =
      english && enabled.length > 0
        ? await this.db
            .selectFrom("pages")
            .select("locale")
            .where("source_page_id", "=", english.id)
            .where("locale", "in", enabled)
            .where(isLive(now))
            .execute()
        : [];
    const locales = new Set(translated.map((row) => row.locale));
    return [SOURCE_LOCALE, ...enabled.filter((code) => locales.has(code))].map((locale) => ({
      locale,
      path: localizedPath(locale, englishSlug),
    }));
  }

  /**
   * The English slugs of the pages served in `locale` now (their English page live too, or one of
   * the site's own): links on a page in that language go to these in that language. With `among`
   * (English slugs), only those of these.
   */
  async servedSlugs(locale: string, among?: readonly string[]): Promise<Set<string>> {
    if (locale === SOURCE_LOCALE || among?.length === 0 || !(await this.languages.isEnabled(locale))) return new Set();
    const now = nowIso();
    const rows = await this.db
      .selectFrom("pages as t")
      .innerJoin("pages as e", "e.id", "t.source_page_id")
      .select(["t.slug as slug", isLive(now, "e").as("englishLive")])
      .$if(among !== undefined, (query) =>
        query.where(
          "t.slug",
          "in",
          among!.map((slug) => translationSlug(locale, slug)),
        ),
      )
      .where("t.locale", "=", locale)
      .where(isLive(now, "t"))
      .execute();
    const served = new Set<string>();
    for (const row of rows) {
      const slug = baseSlug(row.slug);
      if (row.englishLive || isBuiltInSlug(slug)) served.add(slug);
    }
    return served;
  }

  /** Every served translation with its English slug, for the sitemap: English slug → locales. With `among` (English slugs), only those of these. */
  async servedTranslations(among?: readonly string[]): Promise<Map<string, string[]>> {
    const enabled = await this.languages.enabledCodes();
    const bySlug = new Map<string, string[]>();
    for (const locale of enabled) {
      for (const slug of await this.servedSlugs(locale, among)) bySlug.set(slug, [...(bySlug.get(slug) ?? []), locale]);
    }
    return bySlug;
  }
}

type DisplaySection = DisplayPageDTO["sections"][number];

/**
 * A translation of an owner's page as visitors read it: the English page's sections in its order,
 * with the translation's words (docs/product.md, "Translations of blocks"); its pictures are the
 * English page's.
 */
function ownerTranslationShown(english: DisplayPageDTO, translation: DisplayPageDTO): DisplayPageDTO {
  const flat = (section: DisplaySection) => ({ ...section, text: section.content.text });
  const shown = translatedOwnerSections(english.sections.map(flat), translation.sections.map(flat));
  return {
    ...translation,
    sections: shown.map(({ text, ...section }) => ({ ...section, content: { ...section.content, text } })),
    images: english.images,
  };
}
