// The read side of PageService: the page lists, one page, the page as the public site shows it, and
// the pages that show an image. PageService (server/cms/pages.ts) adds the writes.
import type { Kysely } from "kysely";
import { BUILT_IN_PAGES, SETTINGS_PAGE, definitionOf } from "../../app/content/pages/registry";
import { SOURCE_LOCALE } from "../../app/content/locales";
import { translatableFields } from "../../app/lib/fields/translation";
import type { DisplayPageDTO, PageDTO, PageListDTO, PageListQuery, PageSummaryDTO, PublicPageDTO } from "../../app/domain/schemas/pages";
import type { Database, Engine } from "../db/schema";
import { isStorableId, nowIso } from "../db/connect";
import { pageOf } from "../db/paging";
import { containsText } from "../db/search";
import { inSnapshot } from "../db/transaction";
import { MEDIA_PATH } from "../media/process";
import type { MediaStore } from "../media/store";
import { eagerFirstImage } from "../security/sanitize";
import { type Db, type PageRow, toSection, toSummary } from "./page-rows";
import { isLive } from "./live";
import { blockPictures } from "./blocks";

/** Every read of pages and their sections; PageService extends it with the writes. */
export class PageReader {
  constructor(
    protected readonly db: Kysely<Database>,
    protected readonly engine: Engine,
    protected readonly media: MediaStore,
  ) {}

  async list(): Promise<PageSummaryDTO[]> {
    const rows = await this.db
      .selectFrom("pages")
      .selectAll()
      .where("deleted_at", "is", null)
      .where("locale", "=", SOURCE_LOCALE)
      .where("slug", "!=", SETTINGS_PAGE.slug)
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map(toSummary);
  }

  /**
   * One page of the list, newest change first, optionally narrowed to titles or slugs containing
   * `q` (any case) and to one status; with the total that match, for the pager.
   */
  async listPage({ page, pageSize, q, status, kind }: PageListQuery): Promise<PageListDTO> {
    const builtIn = BUILT_IN_PAGES.map((definition) => definition.slug);
    const filtered = () => {
      // The settings are a record of their own (GET /api/cms/settings), not a page of the list.
      // Translations are listed with their English page (GET /api/cms/pages/{id}/translations).
      let query = this.db
        .selectFrom("pages")
        .where("deleted_at", "is", null)
        .where("locale", "=", SOURCE_LOCALE)
        .where("slug", "!=", SETTINGS_PAGE.slug);
      if (q) query = query.where(containsText(["title", "slug"], q));
      if (status) query = query.where("status", "=", status);
      if (kind === "own") query = query.where("slug", "not in", builtIn);
      if (kind === "site") query = query.where("slug", "in", builtIn);
      return query;
    };
    const { rows, ...paging } = await pageOf(filtered, (query) => query.selectAll().orderBy("updated_at", "desc").orderBy("id", "desc"), {
      page,
      pageSize,
    });
    return { items: rows.map(toSummary), ...paging };
  }

  /** The English pages' slugs the public site shows now (published, not scheduled for later, not in the trash); with `among`, only those of these. */
  async listPublishedSlugs(among?: readonly string[]): Promise<string[]> {
    if (among?.length === 0) return [];
    const now = nowIso();
    const rows = await this.db
      .selectFrom("pages")
      .select("slug")
      .$if(among !== undefined, (query) => query.where("slug", "in", among!))
      .where("locale", "=", SOURCE_LOCALE)
      .where(isLive(now))
      .orderBy("slug")
      .execute();
    return rows.map((r) => r.slug);
  }

  /** The next moment a scheduled page goes live, if any: the public site changes then. */
  async nextScheduledAt(): Promise<string | null> {
    const row = await this.db
      .selectFrom("pages")
      .select((eb) => eb.fn.min("published_at").as("next"))
      .where("status", "=", "published")
      .where("published_at", ">", nowIso())
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    return (row?.next as string | null | undefined) ?? null;
  }

  async get(id: number): Promise<PageDTO | null> {
    if (!isStorableId(id)) return null;
    return inSnapshot(this.db, this.engine, async (trx) => {
      const page = await trx.selectFrom("pages").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
      return page ? this.withSections(trx, page) : null;
    });
  }

  /**
   * A page as the public site shows it: published pages whose time has come, and drafts and
   * scheduled pages too when `includeDrafts` (the caller has checked that an administrator is
   * signed in). Never a page in the trash. HTML already sanitised.
   */
  async getForDisplay(slug: string, { includeDrafts }: { includeDrafts: boolean }): Promise<DisplayPageDTO | null> {
    return inSnapshot(this.db, this.engine, async (trx) => {
      let query = trx.selectFrom("pages").selectAll().where("slug", "=", slug).where("deleted_at", "is", null);
      if (!includeDrafts) query = query.where(isLive(nowIso()));
      const row = await query.executeTakeFirst();
      if (!row) return null;
      const page = await this.withSections(trx, row);
      const first = page.sections[0];
      if (first && first.sectionType === "html" && first.content.text.includes("<img"))
        first.content.text = eagerFirstImage(first.content.text);
      const {
        ogImageId,
        version: _v,
        createdAt: _c,
        updatedAt: _u,
        builtIn: _b,
        fields: _f,
        locale: _l,
        sourcePageId: _s,
        sections,
        ...shown
      } = page;
      return {
        ...shown,
        ogImage: ogImageId === null ? null : await this.media.sharingImage(trx, ogImageId),
        sections: sections.map(({ pageId: _p, ...section }) => section),
        images: await blockPictures(sections, (id) => this.media.picture(trx, id)),
      };
    });
  }

  /** The published page with this slug, as `GET /api/cms/public/pages/{slug}` answers it. */
  async getPublished(slug: string): Promise<PublicPageDTO | null> {
    const page = await this.getForDisplay(slug, { includeDrafts: false });
    if (!page) return null;
    const { status: _status, ogImage: _ogImage, images: _images, ...published } = page;
    return published;
  }

  private async withSections(db: Db, page: PageRow): Promise<PageDTO> {
    const sections = await db
      .selectFrom("sections")
      .selectAll()
      .where("page_id", "=", page.id)
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    const definition = definitionOf(page.slug);
    // A translation holds only the fields whose words differ by language.
    const fields = definition && (page.locale === SOURCE_LOCALE ? definition.fields : translatableFields(definition));
    return { ...toSummary(page), sections: sections.map((s) => toSection(s, page.slug)), ...(fields ? { fields } : {}) };
  }

  /**
   * The pages that show an image (in a section, by its media key, or as their sharing image),
   * those in the trash included: what the media library says before it deletes an image.
   */
  async pagesShowingImage(db: Db, image: { id: number; key: string }): Promise<Array<{ id: number; title: string; inTrash: boolean }>> {
    const pattern = `%${MEDIA_PATH}/${image.key}-%`;
    const pages = await db
      .selectFrom("pages")
      .select(["pages.id", "pages.title", "pages.deleted_at"])
      .where((eb) =>
        eb.or([
          eb("pages.og_image_id", "=", image.id),
          eb.exists(
            eb
              .selectFrom("sections")
              .select("sections.id")
              .whereRef("sections.page_id", "=", "pages.id")
              .where("sections.content", "like", pattern),
          ),
          // An image field of a built-in page (app/lib/fields): {"mediaId":12,"alt":"..."}.
          eb.exists(
            eb
              .selectFrom("sections")
              .select("sections.id")
              .whereRef("sections.page_id", "=", "pages.id")
              .where("sections.section_type", "=", "json")
              .where("sections.content", "like", `%"mediaId":${image.id},%`),
          ),
        ]),
      )
      .orderBy("pages.title")
      .execute();
    return pages.map((p) => ({ id: p.id, title: p.title, inTrash: p.deleted_at !== null }));
  }
}
