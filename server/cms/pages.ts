import type { Kysely } from "kysely";
import { BUILT_IN_PAGES, SETTINGS_PAGE, definitionOf } from "../../app/content/pages/registry";
import { SOURCE_LOCALE } from "../../app/content/locales";
import { translatableFields } from "../../app/lib/fields/translation";
import type { DisplayPageDTO, PageDTO, PageListDTO, PageListQuery, PagePayload, PageSummaryDTO, PublicPageDTO } from "../../app/lib/schemas/pages";
import type { SectionDTO, SectionPayload, SectionUpdate } from "../../app/lib/schemas/sections";
import type { Database, Engine } from "../db/schema";
import { isStorableId, nowIso } from "../db/connect";
import { pageOf } from "../db/paging";
import { containsText } from "../db/search";
import { inSnapshot } from "../db/transaction";
import { AppError, invalidInput, notFound, versionConflict } from "../errors";
import { MEDIA_PATH } from "../media/process";
import type { MediaStore } from "../media/store";
import { eagerFirstImage } from "../security/sanitize";
import { type Db, type PageRow, type WriteOptions, authorOf, fieldsFromPayload, fieldsOf, sectionFromPayload, toSection, toSummary } from "./page-rows";
import type { PageWriter } from "./page-writer";

export type { WriteOptions } from "./page-rows";

const keyTaken = (key: string) => new AppError("section_key_taken", `The section key "${key}" is already used on this page.`);
const sectionNotFound = () => notFound("Section not found");

/**
 * Pages and their sections: every read, and the writes of pages and sections. All writes go
 * through the one PageWriter (server/cms/page-writer.ts), which History (server/cms/history.ts)
 * and the trash (server/cms/trash.ts) share.
 */
export class PageService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly writer: PageWriter,
    private readonly media: MediaStore,
  ) {}

  // --- Reads ------------------------------------------------------------------------------------

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
      let query = this.db.selectFrom("pages").where("deleted_at", "is", null).where("locale", "=", SOURCE_LOCALE).where("slug", "!=", SETTINGS_PAGE.slug);
      if (q) query = query.where(containsText(["title", "slug"], q));
      if (status) query = query.where("status", "=", status);
      if (kind === "own") query = query.where("slug", "not in", builtIn);
      if (kind === "site") query = query.where("slug", "in", builtIn);
      return query;
    };
    const { rows, ...paging } = await pageOf(filtered, (query) => query.selectAll().orderBy("updated_at", "desc").orderBy("id", "desc"), { page, pageSize });
    return { items: rows.map(toSummary), ...paging };
  }

  /** The English pages' slugs the public site shows now (published, not scheduled for later, not in the trash). */
  async listPublishedSlugs(): Promise<string[]> {
    const now = nowIso();
    const rows = await this.db
      .selectFrom("pages")
      .select("slug")
      .where("locale", "=", SOURCE_LOCALE)
      .where("status", "=", "published")
      .where("published_at", "<=", now)
      .where("deleted_at", "is", null)
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
      if (!includeDrafts) query = query.where("status", "=", "published").where("published_at", "<=", nowIso());
      const row = await query.executeTakeFirst();
      if (!row) return null;
      const page = await this.withSections(trx, row);
      const first = page.sections[0];
      if (first && first.sectionType === "html" && first.content.text.includes("<img")) first.content.text = eagerFirstImage(first.content.text);
      const { ogImageId, version: _v, createdAt: _c, updatedAt: _u, builtIn: _b, fields: _f, locale: _l, sourcePageId: _s, sections, ...shown } = page;
      return {
        ...shown,
        ogImage: ogImageId === null ? null : await this.media.sharingImage(trx, ogImageId),
        sections: sections.map(({ pageId: _p, ...section }) => section),
      };
    });
  }

  /** The published page with this slug, as `GET /api/cms/public/pages/{slug}` answers it. */
  async getPublished(slug: string): Promise<PublicPageDTO | null> {
    const page = await this.getForDisplay(slug, { includeDrafts: false });
    if (!page) return null;
    const { status: _status, ogImage: _ogImage, ...published } = page;
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
          eb.exists(eb.selectFrom("sections").select("sections.id").whereRef("sections.page_id", "=", "pages.id").where("sections.content", "like", pattern)),
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

  // --- Writes -----------------------------------------------------------------------------------

  async create(payload: PagePayload, options?: WriteOptions): Promise<PageDTO> {
    const id = await this.writer.write(
      (trx) => this.writer.save(trx, undefined, fieldsFromPayload(payload), payload.sections?.map(sectionFromPayload), options),
      payload.slug,
    );
    return (await this.get(id))!;
  }

  /**
   * Saves the page and, when given, all its sections. With a `version` the save applies only
   * over that version (409 otherwise); without one it applies whatever the current version is.
   */
  async update(id: number, payload: PagePayload, options?: WriteOptions): Promise<PageDTO> {
    await this.writer.write(async (trx) => {
      const previous = await this.writer.lockPage(trx, id);
      if (payload.version !== undefined && previous.version !== payload.version) {
        throw versionConflict();
      }
      await this.writer.save(trx, previous, fieldsFromPayload(payload), payload.sections?.map(sectionFromPayload), options);
    }, payload.slug);
    return (await this.get(id))!;
  }

  /**
   * DELETE /api/cms/pages/{id}: the page moves to the trash, off the list and the public site at
   * once, exactly as it is (its slug stays reserved) until restored or deleted for ever.
   */
  async delete(id: number, options?: WriteOptions): Promise<void> {
    await this.writer.write(async (trx) => {
      const page = await this.writer.lockPage(trx, id);
      if (page.slug === SETTINGS_PAGE.slug) throw invalidInput("The site settings cannot be deleted; change or reset their values instead");
      await trx.updateTable("pages").set({ deleted_at: nowIso(), deleted_by: authorOf(options) }).where("id", "=", id).execute();
      await this.writer.recordPage(trx, "page-deleted", page, options);
    });
  }

  /** POST /api/cms/sections: one more section on a page, through the page's save. */
  async createSection(payload: SectionPayload, options?: WriteOptions): Promise<SectionDTO> {
    const pageId = payload.pageId;
    const key = await this.writer.write(async (trx) => {
      const page = await this.writer.lockPage(trx, pageId);
      const sections = await this.writer.sectionsOf(trx, pageId);
      if (sections.some((s) => s.sectionKey === payload.sectionKey)) throw keyTaken(payload.sectionKey);
      // A new section: an id in the payload names nothing yet and is ignored.
      const { id: _ignored, ...fields } = sectionFromPayload(payload, sections.length);
      const added = { ...fields, sortOrder: payload.sortOrder ?? sections.length };
      await this.writer.save(trx, page, fieldsOf(page), [...sections, added], options);
      return added.sectionKey;
    });
    return this.sectionByKey(pageId, key);
  }

  /** PUT /api/cms/sections/{id}: one section changed, through the page's save. */
  async updateSection(id: number, payload: SectionUpdate, options?: WriteOptions): Promise<SectionDTO> {
    const pageId = await this.pageIdOfSection(id);
    if (payload.pageId !== undefined && payload.pageId !== pageId) {
      throw invalidInput("Page id does not match the page this section belongs to");
    }
    const key = await this.writer.write(async (trx) => {
      const page = await this.writer.lockPage(trx, pageId);
      const sections = await this.writer.sectionsOf(trx, pageId);
      const index = sections.findIndex((s) => s.id === id);
      // Moved or deleted by a save that committed while we waited for the lock.
      if (index === -1) throw sectionNotFound();
      if (sections.some((s) => s.id !== id && s.sectionKey === payload.sectionKey)) throw keyTaken(payload.sectionKey);
      const current = sections[index]!;
      sections[index] = { ...sectionFromPayload(payload, index), id, sortOrder: payload.sortOrder ?? current.sortOrder };
      await this.writer.save(trx, page, fieldsOf(page), sections, options);
      return payload.sectionKey;
    });
    return this.sectionByKey(pageId, key);
  }

  /** DELETE /api/cms/sections/{id}: one section removed, through the page's save. */
  async deleteSection(id: number, options?: WriteOptions): Promise<void> {
    const pageId = await this.pageIdOfSection(id);
    await this.writer.write(async (trx) => {
      const page = await this.writer.lockPage(trx, pageId);
      const sections = await this.writer.sectionsOf(trx, pageId);
      if (!sections.some((s) => s.id === id)) throw sectionNotFound();
      await this.writer.save(trx, page, fieldsOf(page), sections.filter((s) => s.id !== id), options);
    });
  }

  private async pageIdOfSection(id: number): Promise<number> {
    if (!isStorableId(id)) throw sectionNotFound();
    const row = await this.db
      .selectFrom("sections")
      .innerJoin("pages", "pages.id", "sections.page_id")
      .select("sections.page_id")
      .where("sections.id", "=", id)
      .where("pages.deleted_at", "is", null)
      .executeTakeFirst();
    if (!row) throw sectionNotFound();
    return row.page_id;
  }

  private async sectionByKey(pageId: number, key: string): Promise<SectionDTO> {
    const row = await this.db
      .selectFrom("sections")
      .innerJoin("pages", "pages.id", "sections.page_id")
      .selectAll("sections")
      .select("pages.slug")
      .where("sections.page_id", "=", pageId)
      .where("sections.section_key", "=", key)
      .executeTakeFirst();
    // Deleted by another request between our commit and this read.
    if (!row) throw sectionNotFound();
    return toSection(row, row.slug);
  }

}
