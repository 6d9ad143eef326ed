import type { Kysely, Selectable, Transaction } from "kysely";
import type { PageDTO, PagePayload, PageSummaryDTO, PublicPageDTO, SectionDTO, SectionPayload, SectionUpdate } from "../../app/lib/cms-schemas";
import type { Database, PagesTable, SectionsTable } from "../db/schema";
import { isUniqueViolation, nowIso } from "../db/connect";
import { safeSectionText } from "./render-rules";

/** A refusal the API turns into a 4xx `{ message }`. Thrown inside a transaction, it rolls it back. */
export class CmsError extends Error {
  constructor(
    public readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export const STALE_VERSION_MESSAGE =
  "This page was changed elsewhere since you opened it. Reload to see the latest version.";
const slugTaken = (slug: string) => new CmsError(409, `The slug "${slug}" is already used by another page.`);
const keyTaken = (key: string) => new CmsError(409, `The section key "${key}" is already used on this page.`);
export const pageNotFound = () => new CmsError(404, "Page not found");
export const sectionNotFound = () => new CmsError(404, "Section not found");

type PageRow = Selectable<PagesTable>;
type SectionRow = Selectable<SectionsTable>;
type Db = Kysely<Database> | Transaction<Database>;

function toSummary(row: PageRow): PageSummaryDTO {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    metaDescription: row.meta_description,
    metaKeywords: row.meta_keywords,
    publishedAt: row.published_at,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toSection(row: SectionRow, pageSlug: string): SectionDTO {
  return {
    id: row.id,
    pageId: row.page_id,
    sectionKey: row.section_key,
    sectionType: row.section_type,
    // Sanitised again on the way out, whatever is in the database.
    content: { text: safeSectionText(pageSlug, { sectionKey: row.section_key, sectionType: row.section_type, text: row.content }) },
    sortOrder: row.sort_order,
  };
}

/**
 * publishedAt is the server's: set when a page becomes published (new, or previously a draft),
 * kept while it stays published, and kept as it was when a page goes back to draft (so the
 * dashboard still shows when it was last live); publishing it again sets a new date.
 */
function nextPublishedAt(status: PagePayload["status"], previous: PageRow | undefined, now: string): string | null {
  if (status === "published") return previous?.status === "published" ? (previous.published_at ?? now) : now;
  return previous?.published_at ?? null;
}

export class PageStore {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<PageSummaryDTO[]> {
    const rows = await this.db.selectFrom("pages").selectAll().orderBy("updated_at", "desc").orderBy("id", "desc").execute();
    return rows.map(toSummary);
  }

  async listPublishedSlugs(): Promise<string[]> {
    const rows = await this.db.selectFrom("pages").select("slug").where("status", "=", "published").orderBy("slug").execute();
    return rows.map((r) => r.slug);
  }

  async get(id: number, db: Db = this.db): Promise<PageDTO | null> {
    const page = await db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
    return page ? this.withSections(page, db) : null;
  }

  async getBySlug(slug: string, { includeDrafts }: { includeDrafts: boolean }): Promise<PageDTO | null> {
    let query = this.db.selectFrom("pages").selectAll().where("slug", "=", slug);
    if (!includeDrafts) query = query.where("status", "=", "published");
    const page = await query.executeTakeFirst();
    return page ? this.withSections(page, this.db) : null;
  }

  async getPublic(slug: string): Promise<PublicPageDTO | null> {
    const page = await this.getBySlug(slug, { includeDrafts: false });
    if (!page) return null;
    return {
      id: page.id,
      title: page.title,
      slug: page.slug,
      metaDescription: page.metaDescription,
      metaKeywords: page.metaKeywords,
      publishedAt: page.publishedAt,
      sections: page.sections.map(({ pageId: _pageId, ...section }) => section),
    };
  }

  private async withSections(page: PageRow, db: Db): Promise<PageDTO> {
    const sections = await db
      .selectFrom("sections")
      .selectAll()
      .where("page_id", "=", page.id)
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    return { ...toSummary(page), sections: sections.map((s) => toSection(s, page.slug)) };
  }

  async create(payload: PagePayload): Promise<PageDTO> {
    return this.write(async (trx) => {
      await this.assertSlugFree(trx, payload.slug, null);
      const now = nowIso();
      const { id } = await trx
        .insertInto("pages")
        .values({
          title: payload.title,
          slug: payload.slug,
          status: payload.status,
          meta_description: payload.metaDescription,
          meta_keywords: payload.metaKeywords,
          published_at: nextPublishedAt(payload.status, undefined, now),
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (payload.sections) await this.replaceSections(trx, id, payload.slug, payload.sections, now);
      return (await this.get(id, trx))!;
    }, payload.slug);
  }

  /** Saves the page and, when given, all its sections in one transaction; any refusal undoes all. */
  async update(id: number, payload: PagePayload & { version: number }): Promise<PageDTO> {
    return this.write(async (trx) => {
      const previous = await trx.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
      if (!previous) throw pageNotFound();
      if (previous.version !== payload.version) throw new CmsError(409, STALE_VERSION_MESSAGE);
      if (payload.slug !== previous.slug) await this.assertSlugFree(trx, payload.slug, id);
      const now = nowIso();
      const result = await trx
        .updateTable("pages")
        .set({
          title: payload.title,
          slug: payload.slug,
          status: payload.status,
          meta_description: payload.metaDescription,
          meta_keywords: payload.metaKeywords,
          published_at: nextPublishedAt(payload.status, previous, now),
          version: previous.version + 1,
          updated_at: now,
        })
        .where("id", "=", id)
        // Two saves racing on PostgreSQL: only the one that still sees the old version wins.
        .where("version", "=", payload.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new CmsError(409, STALE_VERSION_MESSAGE);
      if (payload.sections) await this.replaceSections(trx, id, payload.slug, payload.sections, now);
      return (await this.get(id, trx))!;
    }, payload.slug);
  }

  async delete(id: number): Promise<void> {
    const result = await this.db.deleteFrom("pages").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw pageNotFound();
  }

  /**
   * The page's sections become exactly `sections`: those with an id (which must belong to this
   * page) keep it, those without one are created, the others are deleted. Rows are replaced
   * rather than updated in place so that keys can be swapped between sections without tripping
   * the (page_id, section_key) constraint half-way.
   */
  private async replaceSections(
    trx: Transaction<Database>,
    pageId: number,
    pageSlug: string,
    sections: NonNullable<PagePayload["sections"]>,
    now: string,
  ): Promise<void> {
    const existing = await trx.selectFrom("sections").select(["id", "created_at"]).where("page_id", "=", pageId).execute();
    const createdAt = new Map(existing.map((s) => [s.id, s.created_at]));
    sections.forEach((section, index) => {
      if (section.id !== undefined && !createdAt.has(section.id)) {
        throw new CmsError(400, `Section ${index + 1}: section id ${section.id} does not belong to this page`);
      }
    });
    await trx.deleteFrom("sections").where("page_id", "=", pageId).execute();
    if (sections.length === 0) return;
    await trx
      .insertInto("sections")
      .values(
        sections.map((section, index) => ({
          ...(section.id !== undefined ? { id: section.id } : {}),
          page_id: pageId,
          section_key: section.sectionKey,
          section_type: section.sectionType,
          content: safeSectionText(pageSlug, { ...section, text: section.content.text }),
          sort_order: section.sortOrder ?? index,
          created_at: (section.id !== undefined && createdAt.get(section.id)) || now,
          updated_at: now,
        })),
      )
      .execute();
  }

  // --- Sections one at a time (the spec's client flow) ------------------------------------------

  async createSection(payload: SectionPayload): Promise<SectionDTO> {
    return this.write(async (trx) => {
      const page = await this.bumpPage(trx, payload.pageId);
      const now = nowIso();
      let sortOrder = payload.sortOrder;
      if (sortOrder === undefined) {
        const { count } = await trx
          .selectFrom("sections")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("page_id", "=", page.id)
          .executeTakeFirstOrThrow();
        sortOrder = Number(count);
      }
      const row = await trx
        .insertInto("sections")
        .values({
          page_id: page.id,
          section_key: payload.sectionKey,
          section_type: payload.sectionType,
          content: safeSectionText(page.slug, { ...payload, text: payload.content.text }),
          sort_order: sortOrder,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSection(row, page.slug);
    }, undefined, payload.sectionKey);
  }

  async updateSection(id: number, payload: SectionUpdate): Promise<SectionDTO> {
    return this.write(async (trx) => {
      const current = await trx.selectFrom("sections").select(["page_id", "sort_order"]).where("id", "=", id).executeTakeFirst();
      if (!current) throw sectionNotFound();
      if (payload.pageId !== undefined && payload.pageId !== current.page_id) {
        throw new CmsError(400, "Page id does not match the page this section belongs to");
      }
      const page = await this.bumpPage(trx, current.page_id);
      const row = await trx
        .updateTable("sections")
        .set({
          section_key: payload.sectionKey,
          section_type: payload.sectionType,
          content: safeSectionText(page.slug, { ...payload, text: payload.content.text }),
          sort_order: payload.sortOrder ?? current.sort_order,
          updated_at: nowIso(),
        })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSection(row, page.slug);
    }, undefined, payload.sectionKey);
  }

  async deleteSection(id: number): Promise<void> {
    await this.write(async (trx) => {
      const current = await trx.selectFrom("sections").select("page_id").where("id", "=", id).executeTakeFirst();
      if (!current) throw sectionNotFound();
      await trx.deleteFrom("sections").where("id", "=", id).execute();
      await this.bumpPage(trx, current.page_id);
    });
  }

  /** A section write is a change to its page: new version, new updated_at. */
  private async bumpPage(trx: Transaction<Database>, pageId: number): Promise<PageRow> {
    const page = await trx
      .updateTable("pages")
      .set((eb) => ({ version: eb("version", "+", 1), updated_at: nowIso() }))
      .where("id", "=", pageId)
      .returningAll()
      .executeTakeFirst();
    if (!page) throw pageNotFound();
    return page;
  }

  private async assertSlugFree(trx: Transaction<Database>, slug: string, exceptId: number | null): Promise<void> {
    let query = trx.selectFrom("pages").select("id").where("slug", "=", slug);
    if (exceptId !== null) query = query.where("id", "!=", exceptId);
    if (await query.executeTakeFirst()) throw slugTaken(slug);
  }

  /** A transaction whose unique-constraint failures (a race the checks above missed) become 409s. */
  private async write<T>(work: (trx: Transaction<Database>) => Promise<T>, slug?: string, sectionKey?: string): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } catch (err) {
      if (isUniqueViolation(err)) {
        if (sectionKey !== undefined) throw keyTaken(sectionKey);
        if (slug !== undefined) throw slugTaken(slug);
      }
      throw err;
    }
  }
}
