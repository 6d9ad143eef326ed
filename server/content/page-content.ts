import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Field, PageContent, PageDefinition } from "../../app/lib/fields/define";
import { valuesOf } from "../../app/lib/fields/values";
import { isScheduled } from "../../app/lib/publication";
import type { PictureSource } from "../../app/lib/picture-markup";
import type { PageService } from "../cms/pages";
import type { Database } from "../db/schema";
import type { MediaStore } from "../media/store";

/**
 * The content of the built-in pages (docs/product.md, "Every word is the owner's"): each field
 * from the published page's section of its key, otherwise its default. Content that cannot be
 * read is logged and the defaults are shown: a built-in page never fails because of its content.
 */
export class PageContentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly pages: PageService,
    private readonly media: MediaStore,
    private readonly logger: Logger,
  ) {}

  /** The content, and whether it is the defaults only because the content could not be read. */
  async read<Fs extends readonly Field[]>(
    definition: PageDefinition<Fs>,
    { includeDrafts = false }: { includeDrafts?: boolean } = {},
  ): Promise<{ content: PageContent<Fs>; failed: boolean }> {
    try {
      const page = await this.pages.getForDisplay(definition.slug, { includeDrafts });
      const preview = page?.status === "draft" ? "draft" : page && isScheduled(page) ? "scheduled" : null;
      const values = valuesOf(definition, page?.sections.map((s) => ({ sectionKey: s.sectionKey, sectionType: s.sectionType, text: s.content.text })));
      return {
        content: { values, title: page?.title ?? definition.title, description: page?.metaDescription ?? definition.description, images: await this.images(definition, values), pageId: page?.id ?? null, publishedAt: page?.publishedAt ?? null, preview },
        failed: false,
      };
    } catch (err) {
      this.logger.error({ err, page: definition.slug }, "could not read a built-in page's content; showing the defaults");
      return { content: { values: valuesOf(definition, null), title: definition.title, description: definition.description, images: {}, pageId: null, publishedAt: null, preview: null }, failed: true };
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
