import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import type {
  DisplayPageDTO,
  PageDTO,
  PageListDTO,
  PageListQuery,
  PagePayload,
  PageSummaryDTO,
  PublicPageDTO,
  SectionDTO,
  SectionPayload,
  SectionUpdate,
} from "../../app/lib/cms-schemas";
import { STALE_VERSION_MESSAGE } from "../../app/lib/cms-schemas";
import type { Database, Engine, PagesTable, SectionsTable } from "../db/schema";
import { isStorableId, isUniqueViolation, nowIso } from "../db/connect";
import { inSnapshot, inTransaction } from "../db/transaction";
import { AppError, invalidInput, notFound } from "../errors";
import { sectionTextForDisplay, sectionTextForSave } from "./render-rules";

const slugTaken = (slug: string) => new AppError("slug_taken", `The slug "${slug}" is already used by another page.`);
const keyTaken = (key: string) => new AppError("section_key_taken", `The section key "${key}" is already used on this page.`);
const pageNotFound = () => notFound("Page not found");
const sectionNotFound = () => notFound("Section not found");

type PageRow = Selectable<PagesTable>;
type SectionRow = Selectable<SectionsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** What a save writes: the page's own fields and its sections in order. */
interface PageFields {
  title: string;
  slug: string;
  status: PageRow["status"];
  metaDescription: string | null;
  metaKeywords: string | null;
}
interface SectionInput {
  /** Set on a section read back from the database unchanged: its stored text is already clean. */
  stored?: true;
  id?: number;
  sectionKey: string;
  sectionType: SectionRow["section_type"];
  text: string;
  sortOrder: number;
}

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
    content: { text: sectionTextForDisplay(pageSlug, { sectionKey: row.section_key, sectionType: row.section_type, text: row.content }) },
    sortOrder: row.sort_order,
  };
}

const fieldsOf = (row: PageRow): PageFields => ({
  title: row.title,
  slug: row.slug,
  status: row.status,
  metaDescription: row.meta_description,
  metaKeywords: row.meta_keywords,
});

const inputOf = (row: SectionRow): SectionInput => ({
  stored: true,
  id: row.id,
  sectionKey: row.section_key,
  sectionType: row.section_type,
  text: row.content,
  sortOrder: row.sort_order,
});

/**
 * publishedAt is the server's: set when a page becomes published (new, or previously a draft),
 * kept while it stays published, and kept as it was when a page goes back to draft (so the
 * dashboard can say when it was last live); publishing it again sets a new date.
 */
function nextPublishedAt(status: PageFields["status"], previous: PageRow | undefined, now: string): string | null {
  if (status === "published") return previous?.status === "published" ? (previous.published_at ?? now) : now;
  return previous?.published_at ?? null;
}

/**
 * Pages and their sections: every read and every rule. All writes, whether a whole page from the
 * editor or one section from the per-section endpoints, go through one path (`save`) that takes
 * the page's row lock first, so concurrent writes queue on the page instead of deadlocking, and
 * every write bumps the page's version.
 */
export class PageService {
  private readonly listeners = new Set<(version: number) => void>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  /**
   * Called after every committed write that can change what the public site shows, with the
   * content version that write produced.
   */
  onChange(listener: (version: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The counter of content changes, shared by every instance on this database. */
  async contentVersion(): Promise<number> {
    const row = await this.db.selectFrom("content_state").select("version").where("id", "=", 1).executeTakeFirst();
    return row?.version ?? 0;
  }

  // --- Reads ------------------------------------------------------------------------------------

  async list(): Promise<PageSummaryDTO[]> {
    const rows = await this.db.selectFrom("pages").selectAll().orderBy("updated_at", "desc").orderBy("id", "desc").execute();
    return rows.map(toSummary);
  }

  /**
   * One page of the list, newest change first, optionally narrowed to titles or slugs containing
   * `q` (any case) and to one status; with the total that match, for the pager.
   */
  async listPage({ page, pageSize, q, status }: PageListQuery): Promise<PageListDTO> {
    const filtered = () => {
      let query = this.db.selectFrom("pages");
      if (q) {
        const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(title)`, "like", sql`${pattern} escape '\\'`),
            eb(sql`lower(slug)`, "like", sql`${pattern} escape '\\'`),
          ]),
        );
      }
      if (status) query = query.where("status", "=", status);
      return query;
    };
    const [{ total }, rows] = await Promise.all([
      filtered()
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .executeTakeFirstOrThrow(),
      filtered()
        .selectAll()
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
    ]);
    return { items: rows.map(toSummary), total: Number(total), page, pageSize };
  }

  async listPublishedSlugs(): Promise<string[]> {
    const rows = await this.db.selectFrom("pages").select("slug").where("status", "=", "published").orderBy("slug").execute();
    return rows.map((r) => r.slug);
  }

  async get(id: number): Promise<PageDTO | null> {
    if (!isStorableId(id)) return null;
    return inSnapshot(this.db, this.engine, async (trx) => {
      const page = await trx.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
      return page ? this.withSections(trx, page) : null;
    });
  }

  /**
   * A page as the public site shows it: published pages, and drafts too when `includeDrafts`
   * (the caller has checked that an administrator is signed in). HTML already sanitised.
   */
  async getForDisplay(slug: string, { includeDrafts }: { includeDrafts: boolean }): Promise<DisplayPageDTO | null> {
    return inSnapshot(this.db, this.engine, async (trx) => {
      let query = trx.selectFrom("pages").selectAll().where("slug", "=", slug);
      if (!includeDrafts) query = query.where("status", "=", "published");
      const row = await query.executeTakeFirst();
      if (!row) return null;
      const page = await this.withSections(trx, row);
      return {
        id: page.id,
        title: page.title,
        slug: page.slug,
        status: page.status,
        metaDescription: page.metaDescription,
        metaKeywords: page.metaKeywords,
        publishedAt: page.publishedAt,
        sections: page.sections.map(({ pageId: _p, ...section }) => section),
      };
    });
  }

  /** The published page with this slug, as `GET /api/cms/public/pages/{slug}` answers it. */
  async getPublished(slug: string): Promise<PublicPageDTO | null> {
    const page = await this.getForDisplay(slug, { includeDrafts: false });
    if (!page) return null;
    const { status: _status, ...published } = page;
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
    return { ...toSummary(page), sections: sections.map((s) => toSection(s, page.slug)) };
  }

  // --- Writes -----------------------------------------------------------------------------------

  async create(payload: PagePayload): Promise<PageDTO> {
    const id = await this.write(
      (trx) => this.save(trx, undefined, fieldsFromPayload(payload), payload.sections?.map(sectionFromPayload)),
      payload.slug,
    );
    return (await this.get(id))!;
  }

  /**
   * Saves the page and, when given, all its sections. With a `version` the save applies only
   * over that version (409 otherwise); without one it applies whatever the current version is.
   */
  async update(id: number, payload: PagePayload): Promise<PageDTO> {
    await this.write(async (trx) => {
      const previous = await this.lockPage(trx, id);
      if (payload.version !== undefined && previous.version !== payload.version) {
        throw new AppError("version_conflict", STALE_VERSION_MESSAGE);
      }
      await this.save(trx, previous, fieldsFromPayload(payload), payload.sections?.map(sectionFromPayload));
    }, payload.slug);
    return (await this.get(id))!;
  }

  async delete(id: number): Promise<void> {
    await this.write(async (trx) => {
      await this.lockPage(trx, id);
      await trx.deleteFrom("pages").where("id", "=", id).execute();
    });
  }

  /** POST /api/cms/sections: one more section on a page, through the page's save. */
  async createSection(payload: SectionPayload): Promise<SectionDTO> {
    const pageId = payload.pageId;
    const key = await this.write(async (trx) => {
      const page = await this.lockPage(trx, pageId);
      const sections = await this.sectionsOf(trx, pageId);
      if (sections.some((s) => s.sectionKey === payload.sectionKey)) throw keyTaken(payload.sectionKey);
      // A new section: an id in the payload names nothing yet and is ignored.
      const { id: _ignored, ...fields } = sectionFromPayload(payload, sections.length);
      const added = { ...fields, sortOrder: payload.sortOrder ?? sections.length };
      await this.save(trx, page, fieldsOf(page), [...sections, added]);
      return added.sectionKey;
    });
    return this.sectionByKey(pageId, key);
  }

  /** PUT /api/cms/sections/{id}: one section changed, through the page's save. */
  async updateSection(id: number, payload: SectionUpdate): Promise<SectionDTO> {
    const pageId = await this.pageIdOfSection(id);
    if (payload.pageId !== undefined && payload.pageId !== pageId) {
      throw invalidInput("Page id does not match the page this section belongs to");
    }
    const key = await this.write(async (trx) => {
      const page = await this.lockPage(trx, pageId);
      const sections = await this.sectionsOf(trx, pageId);
      const index = sections.findIndex((s) => s.id === id);
      // Moved or deleted by a save that committed while we waited for the lock.
      if (index === -1) throw sectionNotFound();
      if (sections.some((s) => s.id !== id && s.sectionKey === payload.sectionKey)) throw keyTaken(payload.sectionKey);
      const current = sections[index]!;
      sections[index] = { ...sectionFromPayload(payload, index), id, sortOrder: payload.sortOrder ?? current.sortOrder };
      await this.save(trx, page, fieldsOf(page), sections);
      return payload.sectionKey;
    });
    return this.sectionByKey(pageId, key);
  }

  /** DELETE /api/cms/sections/{id}: one section removed, through the page's save. */
  async deleteSection(id: number): Promise<void> {
    const pageId = await this.pageIdOfSection(id);
    await this.write(async (trx) => {
      const page = await this.lockPage(trx, pageId);
      const sections = await this.sectionsOf(trx, pageId);
      if (!sections.some((s) => s.id === id)) throw sectionNotFound();
      await this.save(trx, page, fieldsOf(page), sections.filter((s) => s.id !== id));
    });
  }

  /**
   * The one write of a page: its row (new or the locked `previous`, with the next version) and,
   * when given, its sections replaced by `sections`. Every rule of a save lives here.
   */
  private async save(
    trx: Transaction<Database>,
    previous: PageRow | undefined,
    fields: PageFields,
    sections: SectionInput[] | undefined,
  ): Promise<number> {
    if (!previous || fields.slug !== previous.slug) await this.assertSlugFree(trx, fields.slug, previous?.id);
    const now = nowIso();
    const row = {
      title: fields.title,
      slug: fields.slug,
      status: fields.status,
      meta_description: fields.metaDescription,
      meta_keywords: fields.metaKeywords,
      published_at: nextPublishedAt(fields.status, previous, now),
      updated_at: now,
    };
    let id: number;
    if (previous) {
      id = previous.id;
      await trx.updateTable("pages").set({ ...row, version: previous.version + 1 }).where("id", "=", id).execute();
    } else {
      ({ id } = await trx
        .insertInto("pages")
        .values({ ...row, version: 1, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow());
    }
    if (sections) await this.replaceSections(trx, id, fields.slug, sections, now);
    return id;
  }

  /**
   * The page's sections become exactly `sections`: those with an id (which must belong to this
   * page) keep it, those without one are created, the others are deleted. Rows are replaced
   * rather than updated in place so that keys can be swapped between sections without tripping
   * the (page_id, section_key) constraint half-way.
   */
  private async replaceSections(trx: Transaction<Database>, pageId: number, pageSlug: string, sections: SectionInput[], now: string) {
    const existing = await trx.selectFrom("sections").select(["id", "created_at"]).where("page_id", "=", pageId).execute();
    const createdAt = new Map(existing.map((s) => [s.id, s.created_at]));
    sections.forEach((section, index) => {
      if (section.id !== undefined && !createdAt.has(section.id)) {
        throw invalidInput(`Section ${index + 1}: section id ${section.id} does not belong to this page`);
      }
    });
    const rows = sections.map((section, index) => ({
      ...(section.id !== undefined ? { id: section.id } : {}),
      page_id: pageId,
      section_key: section.sectionKey,
      section_type: section.sectionType,
      // A section written alone leaves its neighbours' stored text as it is (checked when saved).
      content: section.stored && section.id !== undefined ? section.text : sectionTextForSave(pageSlug, section, index),
      sort_order: section.sortOrder,
      created_at: (section.id !== undefined && createdAt.get(section.id)) || now,
      updated_at: now,
    }));
    await trx.deleteFrom("sections").where("page_id", "=", pageId).execute();
    if (rows.length > 0) await trx.insertInto("sections").values(rows).execute();
  }

  /** The page's row, locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  private async lockPage(trx: Transaction<Database>, id: number): Promise<PageRow> {
    if (!isStorableId(id)) throw pageNotFound();
    let query = trx.selectFrom("pages").selectAll().where("id", "=", id);
    if (this.engine === "postgres") query = query.forUpdate();
    const page = await query.executeTakeFirst();
    if (!page) throw pageNotFound();
    return page;
  }

  private async sectionsOf(trx: Transaction<Database>, pageId: number): Promise<SectionInput[]> {
    const rows = await trx.selectFrom("sections").selectAll().where("page_id", "=", pageId).orderBy("sort_order").orderBy("id").execute();
    return rows.map(inputOf);
  }

  private async pageIdOfSection(id: number): Promise<number> {
    if (!isStorableId(id)) throw sectionNotFound();
    const row = await this.db.selectFrom("sections").select("page_id").where("id", "=", id).executeTakeFirst();
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

  private async assertSlugFree(trx: Transaction<Database>, slug: string, exceptId: number | undefined): Promise<void> {
    let query = trx.selectFrom("pages").select("id").where("slug", "=", slug);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    if (await query.executeTakeFirst()) throw slugTaken(slug);
  }

  /**
   * A write transaction. It ends by counting a content change (the counter's row is taken last,
   * after the page's, keeping one lock order), and its listeners hear of it once it committed.
   * A unique-constraint failure that the checks above missed (a race) is a 409.
   */
  private async write<T>(work: (trx: Transaction<Database>) => Promise<T>, slug?: string): Promise<T> {
    let result: T;
    let version = 0;
    try {
      result = await inTransaction(this.db, async (trx) => {
        const value = await work(trx);
        ({ version } = await trx
          .updateTable("content_state")
          .set((eb) => ({ version: eb("version", "+", 1), changed_at: nowIso() }))
          .where("id", "=", 1)
          .returning("version")
          .executeTakeFirstOrThrow());
        return value;
      });
    } catch (err) {
      // Section keys are checked under the page's lock, so only two new pages can race to a slug.
      if (isUniqueViolation(err) && slug !== undefined) throw slugTaken(slug);
      throw err;
    }
    for (const listener of this.listeners) listener(version);
    return result;
  }
}

function fieldsFromPayload(payload: PagePayload): PageFields {
  return {
    title: payload.title,
    slug: payload.slug,
    status: payload.status,
    metaDescription: payload.metaDescription,
    metaKeywords: payload.metaKeywords,
  };
}

function sectionFromPayload(section: NonNullable<PagePayload["sections"]>[number] | SectionPayload | SectionUpdate, index: number): SectionInput {
  return {
    ...("id" in section && section.id !== undefined ? { id: section.id } : {}),
    sectionKey: section.sectionKey,
    sectionType: section.sectionType,
    text: section.content.text,
    sortOrder: section.sortOrder ?? index,
  };
}
