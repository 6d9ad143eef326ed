import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { SOURCE_LOCALE } from "../../app/content/locales";
import type { Field, PageContent, PageDefinition } from "../../app/lib/fields/define";
import { derivedDescription } from "../../app/domain/fields/description";
import { translatedValuesOf } from "../../app/lib/fields/translation";
import { valuesOf } from "../../app/lib/fields/values";
import { isScheduled } from "../../app/domain/publication";
import type { PictureSource } from "../../app/lib/picture-markup";
import type { DisplayPageDTO } from "../../app/domain/schemas/pages";
import type { PageService } from "../cms/pages";
import type { Database } from "../db/schema";
import type { LocalizedReads } from "../i18n/localized";
import type { MediaStore } from "../media/store";

type Sections = Array<{ sectionKey: string; sectionType: string; text: string }>;
const sectionsOf = (page: DisplayPageDTO | null): Sections | undefined =>
  page?.sections.map((s) => ({ sectionKey: s.sectionKey, sectionType: s.sectionType, text: s.content.text }));

/**
 * The content of the built-in pages (docs/product.md, "Every word is the owner's"): each field
 * from the published page's section of its key, otherwise its default; in another language, each
 * translated field from the published translation over the English facts (docs/product.md,
 * "Translations"). Content that cannot be read is logged and the defaults are shown: a built-in
 * page never fails because of its content.
 */
export class PageContentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly pages: PageService,
    private readonly media: MediaStore,
    private readonly localized: LocalizedReads,
    private readonly logger: Logger,
  ) {}

  /** The content, and whether it is the defaults only because the content could not be read. */
  async read<Fs extends readonly Field[]>(
    definition: PageDefinition<Fs>,
    { includeDrafts = false, locale = SOURCE_LOCALE }: { includeDrafts?: boolean; locale?: string } = {},
  ): Promise<{ content: PageContent<Fs>; failed: boolean }> {
    try {
      const english = await this.pages.getForDisplay(definition.slug, { includeDrafts });
      const translation =
        locale === SOURCE_LOCALE
          ? null
          : await this.localized.translationForDisplay(locale, definition.slug, { includeDrafts, builtIn: true });
      const shown = translation ?? english;
      const preview = shown?.status === "draft" ? "draft" : shown && isScheduled(shown) ? "scheduled" : null;
      const values = translation
        ? translatedValuesOf(definition, sectionsOf(english), sectionsOf(translation)!)
        : valuesOf(definition, sectionsOf(english));
      return {
        content: {
          values,
          title: shown?.title ?? definition.title,
          // The owner's own, else made from the values shown (a translation's in its language).
          description: shown?.metaDescription ?? derivedDescription(definition, values),
          images: await this.images(definition, values),
          pageId: shown?.id ?? null,
          publishedAt: shown?.publishedAt ?? null,
          preview,
          locale: translation ? locale : SOURCE_LOCALE,
          ...(locale !== SOURCE_LOCALE && !translation ? { untranslated: true } : {}),
        },
        failed: false,
      };
    } catch (err) {
      this.logger.error({ err, page: definition.slug }, "could not read a built-in page's content; showing the defaults");
      const values = valuesOf(definition, null);
      return {
        content: {
          values,
          title: definition.title,
          description: derivedDescription(definition, values),
          images: {},
          pageId: null,
          publishedAt: null,
          preview: null,
          locale: SOURCE_LOCALE,
        },
        failed: true,
      };
    }
  }

  private async images(definition: PageDefinition, values: Record<string, unknown>): Promise<Record<string, PictureSource>> {
    const found: Record<string, PictureSource> = {};
    for (const field of definition.fields) {
      const mediaId = field.kind === "image" ? (values[field.key] as { mediaId: number | null }).mediaId : null;
      if (mediaId === null) continue;
      // An image deleted from the library since: the field shows its built-in picture.
      const picture = await this.media.picture(this.db, mediaId);
      if (picture) found[field.key] = picture;
    }
    return found;
  }
}
