import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import type {
  DisplayPageDTO,
  RevisionDTO,
  RevisionSummaryDTO,
  TrashedPageDTO,
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
import { REVISIONS_KEPT, STALE_VERSION_MESSAGE } from "../../app/lib/cms-schemas";
import type { Database, Engine, PagesTable, SectionsTable } from "../db/schema";
import { isStorableId, isUniqueViolation, nowIso } from "../db/connect";
import { containsText } from "../db/search";
import { inSnapshot, inTransaction } from "../db/transaction";
import { AppError, invalidInput, notFound } from "../errors";
import { eagerFirstImage, htmlTooDeep } from "../security/sanitize";
import { sharingImage } from "../media/service";
import { imageKeysIn, withoutImages } from "../media/references";
import { withLibraryPicturesIn } from "../media/hand-written";
import { rendersAsHtml, sectionTextForDisplay, sectionTextForSave } from "./render-rules";
import { type RevisionSnapshot, parseSnapshot, restoredSummary, summarise } from "./revisions";

const slugTaken = (slug: string) => new AppError("slug_taken", `The slug "${slug}" is already used by another page.`);
const slugInTrash = (slug: string) =>
  new AppError("slug_taken", `The slug "${slug}" belongs to a page in the trash. Restore that page, or delete it for ever, to use this slug.`);
const keyTaken = (key: string) => new AppError("section_key_taken", `The section key "${key}" is already used on this page.`);
const pageNotFound = () => notFound("Page not found");
const sectionNotFound = () => notFound("Section not found");
const revisionNotFound = () => notFound("Revision not found");
const notInTrash = () => notFound("Page not found in the trash");

/** Who made a write: an administrator's username, or "system" for writes outside a session. */
export interface WriteOptions {
  author?: string;
}
const authorOf = (options: WriteOptions | undefined) => options?.author ?? "system";

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
  /** The client's publishedAt (see nextPublishedAt); undefined keeps the page's. */
  publishedAt?: string | null;
  /** The sharing image; undefined keeps the page's. */
  ogImageId?: number | null;
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
    ogImageId: row.og_image_id,
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
 * When a page is (or goes) live. A published page with a time still ahead is scheduled: off the
 * public site until that moment. `requested` is the client's publishedAt: a future time schedules;
 * null, or a time already past, means "publish now" (a page already live keeps its time, any other
 * goes live now); leaving it out keeps a published page's time, schedule included. A draft keeps
 * the time it was last live (so the dashboard can say so), and a schedule it never reached is dropped.
 */
function nextPublishedAt(status: PageFields["status"], previous: PageRow | undefined, now: string, requested: string | null | undefined): string | null {
  const previousTime = previous?.published_at ?? null;
  const wasLive = previous?.status === "published" && previousTime !== null && previousTime <= now;
  if (status === "draft") return previousTime !== null && previousTime <= now ? previousTime : null;
  const wanted = requested ? new Date(requested).toISOString() : requested;
  if (wanted && wanted > now) return wanted;
  if (wanted === undefined && previous?.status === "published") return previousTime ?? now;
  return wasLive ? previousTime : now;
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
    const rows = await this.db.selectFrom("pages").selectAll().where("deleted_at", "is", null).orderBy("updated_at", "desc").orderBy("id", "desc").execute();
    return rows.map(toSummary);
  }

  /**
   * One page of the list, newest change first, optionally narrowed to titles or slugs containing
   * `q` (any case) and to one status; with the total that match, for the pager.
   */
  async listPage({ page, pageSize, q, status }: PageListQuery): Promise<PageListDTO> {
    const filtered = () => {
      let query = this.db.selectFrom("pages").where("deleted_at", "is", null);
      if (q) query = query.where(containsText(["title", "slug"], q));
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

  /** The slugs the public site shows now (published, not scheduled for later, not in the trash). */
  async listPublishedSlugs(): Promise<string[]> {
    const now = nowIso();
    const rows = await this.db
      .selectFrom("pages")
      .select("slug")
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
      return {
        id: page.id,
        title: page.title,
        slug: page.slug,
        status: page.status,
        metaDescription: page.metaDescription,
        metaKeywords: page.metaKeywords,
        publishedAt: page.publishedAt,
        ogImage: row.og_image_id === null ? null : await sharingImage(trx, row.og_image_id),
        sections: page.sections.map(({ pageId: _p, ...section }) => section),
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
    return { ...toSummary(page), sections: sections.map((s) => toSection(s, page.slug)) };
  }

  // --- Writes -----------------------------------------------------------------------------------

  async create(payload: PagePayload, options?: WriteOptions): Promise<PageDTO> {
    const id = await this.write(
      (trx) => this.save(trx, undefined, fieldsFromPayload(payload), payload.sections?.map(sectionFromPayload), authorOf(options)),
      payload.slug,
    );
    return (await this.get(id))!;
  }

  /**
   * Saves the page and, when given, all its sections. With a `version` the save applies only
   * over that version (409 otherwise); without one it applies whatever the current version is.
   */
  async update(id: number, payload: PagePayload, options?: WriteOptions): Promise<PageDTO> {
    await this.write(async (trx) => {
      const previous = await this.lockPage(trx, id);
      if (payload.version !== undefined && previous.version !== payload.version) {
        throw new AppError("version_conflict", STALE_VERSION_MESSAGE);
      }
      await this.save(trx, previous, fieldsFromPayload(payload), payload.sections?.map(sectionFromPayload), authorOf(options));
    }, payload.slug);
    return (await this.get(id))!;
  }

  /**
   * DELETE /api/cms/pages/{id}: the page moves to the trash, off the list and the public site at
   * once, exactly as it is (its slug stays reserved) until restored or deleted for ever.
   */
  async delete(id: number, options?: WriteOptions): Promise<void> {
    await this.write(async (trx) => {
      await this.lockPage(trx, id);
      await trx.updateTable("pages").set({ deleted_at: nowIso(), deleted_by: authorOf(options) }).where("id", "=", id).execute();
    });
  }

  /** POST /api/cms/sections: one more section on a page, through the page's save. */
  async createSection(payload: SectionPayload, options?: WriteOptions): Promise<SectionDTO> {
    const pageId = payload.pageId;
    const key = await this.write(async (trx) => {
      const page = await this.lockPage(trx, pageId);
      const sections = await this.sectionsOf(trx, pageId);
      if (sections.some((s) => s.sectionKey === payload.sectionKey)) throw keyTaken(payload.sectionKey);
      // A new section: an id in the payload names nothing yet and is ignored.
      const { id: _ignored, ...fields } = sectionFromPayload(payload, sections.length);
      const added = { ...fields, sortOrder: payload.sortOrder ?? sections.length };
      await this.save(trx, page, fieldsOf(page), [...sections, added], authorOf(options));
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
    const key = await this.write(async (trx) => {
      const page = await this.lockPage(trx, pageId);
      const sections = await this.sectionsOf(trx, pageId);
      const index = sections.findIndex((s) => s.id === id);
      // Moved or deleted by a save that committed while we waited for the lock.
      if (index === -1) throw sectionNotFound();
      if (sections.some((s) => s.id !== id && s.sectionKey === payload.sectionKey)) throw keyTaken(payload.sectionKey);
      const current = sections[index]!;
      sections[index] = { ...sectionFromPayload(payload, index), id, sortOrder: payload.sortOrder ?? current.sortOrder };
      await this.save(trx, page, fieldsOf(page), sections, authorOf(options));
      return payload.sectionKey;
    });
    return this.sectionByKey(pageId, key);
  }

  /** DELETE /api/cms/sections/{id}: one section removed, through the page's save. */
  async deleteSection(id: number, options?: WriteOptions): Promise<void> {
    const pageId = await this.pageIdOfSection(id);
    await this.write(async (trx) => {
      const page = await this.lockPage(trx, pageId);
      const sections = await this.sectionsOf(trx, pageId);
      if (!sections.some((s) => s.id === id)) throw sectionNotFound();
      await this.save(trx, page, fieldsOf(page), sections.filter((s) => s.id !== id), authorOf(options));
    });
  }

  // --- Revisions --------------------------------------------------------------------------------

  /** A page's revisions, newest first (at most the number housekeeping keeps). */
  async listRevisions(pageId: number): Promise<RevisionSummaryDTO[]> {
    if (!(await this.get(pageId))) throw pageNotFound();
    const rows = await this.db
      .selectFrom("page_revisions")
      .select(["id", "version", "created_at", "author", "summary"])
      .where("page_id", "=", pageId)
      .orderBy("id", "desc")
      .limit(REVISIONS_KEPT)
      .execute();
    return rows.map((r) => ({ id: r.id, version: r.version, createdAt: r.created_at, author: r.author, summary: r.summary }));
  }

  /** One revision of this page, with the page as that save left it (404 for another page's). */
  async getRevision(pageId: number, revisionId: number): Promise<RevisionDTO> {
    if (!isStorableId(pageId) || !(await this.get(pageId))) throw pageNotFound();
    if (!isStorableId(revisionId)) throw revisionNotFound();
    const row = await this.db.selectFrom("page_revisions").selectAll().where("id", "=", revisionId).where("page_id", "=", pageId).executeTakeFirst();
    if (!row) throw revisionNotFound();
    const { sections: saved, ...fields } = parseSnapshot(row.snapshot);
    // As a restore would bring it back: without the images deleted from the library since.
    const { sections } = await this.checkImages(this.db, fields.slug, saved, [], "leave out");
    return {
      id: row.id,
      version: row.version,
      createdAt: row.created_at,
      author: row.author,
      summary: row.summary,
      page: {
        ...fields,
        ogImageId: fields.ogImageId ?? null,
        sections: sections.map((section) => ({
          id: section.id,
          pageId,
          sectionKey: section.sectionKey,
          sectionType: section.sectionType,
          content: { text: sectionTextForDisplay(fields.slug, section) },
          sortOrder: section.sortOrder,
        })),
      },
    };
  }

  /**
   * The page becomes the revision's snapshot, as a new save (a new version and a new revision,
   * "Restored version N"), only over the version the client holds.
   */
  async restoreRevision(pageId: number, revisionId: number, version: number, options?: WriteOptions): Promise<PageDTO> {
    let slug: string | undefined;
    await this.write(async (trx) => {
      const previous = await this.lockPage(trx, pageId);
      if (!isStorableId(revisionId)) throw revisionNotFound();
      const row = await trx.selectFrom("page_revisions").selectAll().where("id", "=", revisionId).where("page_id", "=", pageId).executeTakeFirst();
      if (!row) throw revisionNotFound();
      if (previous.version !== version) throw new AppError("version_conflict", STALE_VERSION_MESSAGE);
      const snapshot = parseSnapshot(row.snapshot);
      slug = snapshot.slug;
      const existing = await this.sectionRowsOf(trx, pageId);
      const current = new Set(existing.map((s) => s.id));
      // Sections that still exist keep their ids; the others come back as new sections.
      const sections = snapshot.sections.map(({ id, ...section }) => ({ ...section, ...(current.has(id) ? { id } : {}) }));
      const fields: PageFields = {
        title: snapshot.title,
        slug: snapshot.slug,
        status: snapshot.status,
        metaDescription: snapshot.metaDescription,
        metaKeywords: snapshot.metaKeywords,
        publishedAt: snapshot.status === "published" ? snapshot.publishedAt : undefined,
        // An image deleted since then is no longer there to show.
        ogImageId: snapshot.ogImageId
          ? ((await trx.selectFrom("media").select("id").where("id", "=", snapshot.ogImageId).executeTakeFirst())?.id ?? null)
          : null,
      };
      const left = await this.checkImages(trx, snapshot.slug, sections, existing, "leave out");
      await this.save(trx, previous, fields, left.sections, authorOf(options), restoredSummary(row.version, left.removed));
    }, slug);
    return (await this.get(pageId))!;
  }

  /** Housekeeping: each page keeps its latest revisions (REVISIONS_KEPT); returns how many went. */
  async pruneRevisions(keep = REVISIONS_KEPT): Promise<number> {
    const result = await this.db
      .deleteFrom("page_revisions")
      .where("id", "in", (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom("page_revisions")
              .select(["id", sql<number>`row_number() over (partition by page_id order by id desc)`.as("rank")])
              .as("ranked"),
          )
          .select("ranked.id")
          .where("ranked.rank", ">", keep),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // --- Trash ------------------------------------------------------------------------------------

  /** GET /api/cms/trash: most recently deleted first. */
  async listTrash(): Promise<TrashedPageDTO[]> {
    const rows = await this.db
      .selectFrom("pages")
      .select(["id", "title", "slug", "status", "deleted_at", "deleted_by"])
      .where("deleted_at", "is not", null)
      .orderBy("deleted_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map((r) => ({ id: r.id, title: r.title, slug: r.slug, status: r.status, deletedAt: r.deleted_at!, deletedBy: r.deleted_by ?? "system" }));
  }

  /** POST /api/cms/trash/{id}/restore: the page comes back exactly as it was. */
  async restoreFromTrash(id: number): Promise<PageDTO> {
    await this.write(async (trx) => {
      await this.lockTrashed(trx, id);
      await trx.updateTable("pages").set({ deleted_at: null, deleted_by: null }).where("id", "=", id).execute();
    });
    return (await this.get(id))!;
  }

  /** DELETE /api/cms/trash/{id}: gone for ever, with its sections and revisions. */
  async purge(id: number): Promise<void> {
    await this.write(async (trx) => {
      await this.lockTrashed(trx, id);
      await trx.deleteFrom("pages").where("id", "=", id).execute();
    });
  }

  /** Housekeeping: pages in the trash since before `before` are deleted for ever. */
  async purgeTrashedBefore(before: string): Promise<number> {
    const result = await this.db.deleteFrom("pages").where("deleted_at", "is not", null).where("deleted_at", "<", before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * The one write of a page: its row (new or the locked `previous`, with the next version), its
   * sections replaced by `sections` when given, and a revision of the result. Every rule of a save
   * lives here.
   */
  private async save(
    trx: Transaction<Database>,
    previous: PageRow | undefined,
    fields: PageFields,
    sections: SectionInput[] | undefined,
    author: string,
    summary?: string,
  ): Promise<number> {
    if (!previous || fields.slug !== previous.slug) await this.assertSlugFree(trx, fields.slug, previous?.id);
    const existing = previous ? await this.sectionRowsOf(trx, previous.id) : [];
    if (sections) await this.checkImages(trx, fields.slug, sections, existing, "refuse");
    // Library images written by hand in new or edited HTML are saved as the library's <picture>.
    const storedText = new Map(existing.map((row) => [row.id, row.content]));
    const edited = (s: SectionInput) => !s.stored && (s.id === undefined || storedText.get(s.id) !== s.text) && rendersAsHtml(fields.slug, s) && !htmlTooDeep(s.text);
    if (sections) sections = await withLibraryPicturesIn(trx, sections, edited);
    const now = nowIso();
    const row = {
      title: fields.title,
      slug: fields.slug,
      status: fields.status,
      meta_description: fields.metaDescription,
      meta_keywords: fields.metaKeywords,
      published_at: nextPublishedAt(fields.status, previous, now, fields.publishedAt),
      og_image_id: fields.ogImageId === undefined ? (previous?.og_image_id ?? null) : fields.ogImageId,
      updated_at: now,
    };
    if (row.og_image_id !== null && row.og_image_id !== previous?.og_image_id) {
      const image = await trx.selectFrom("media").select("id").where("id", "=", row.og_image_id).executeTakeFirst();
      if (!image) throw invalidInput("Sharing image: there is no such image in the media library");
    }
    const version = previous ? previous.version + 1 : 1;
    let id: number;
    if (previous) {
      id = previous.id;
      await trx.updateTable("pages").set({ ...row, version }).where("id", "=", id).execute();
    } else {
      ({ id } = await trx
        .insertInto("pages")
        .values({ ...row, version, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow());
    }
    const written = sections ? await this.replaceSections(trx, id, fields.slug, sections, existing, now) : existing;

    const after: RevisionSnapshot = { ...snapshotFields(row), sections: written.map(snapshotSection) };
    const before: RevisionSnapshot | undefined = previous && { ...snapshotFields(previous), sections: existing.map(snapshotSection) };
    await trx
      .insertInto("page_revisions")
      .values({ page_id: id, version, author, summary: summary ?? summarise(before, after), snapshot: JSON.stringify(after), created_at: now })
      .execute();
    return id;
  }

  /**
   * Every image a new or changed HTML section shows must be in the media library. A save that
   * shows one that is not is refused (it was deleted after the editor inserted it); a restore, and
   * a revision read for the History panel, leave it out, with its picture and figure, as a restore
   * leaves out a deleted sharing image.
   */
  private async checkImages<Section extends SectionInput>(
    db: Kysely<Database>,
    pageSlug: string,
    sections: Section[],
    existing: SectionRow[],
    missingImages: "refuse" | "leave out",
  ): Promise<{ sections: Section[]; removed: number }> {
    const current = new Map(existing.map((row) => [row.id, row.content]));
    const shown = sections.map((section) =>
      section.stored || (section.id !== undefined && current.get(section.id) === section.text) ? new Set<string>() : imagesShown(pageSlug, section),
    );
    const missing = await this.missingImages(db, shown);
    if (missing.size === 0) return { sections, removed: 0 };
    let removed = 0;
    const kept = sections.map((section, index) => {
      if (![...shown[index]!].some((key) => missing.has(key))) return section;
      if (missingImages === "refuse") {
        throw invalidInput(`Section ${index + 1}: an image in it is no longer in the media library; insert it again or remove it`);
      }
      const left = withoutImages(section.text, missing);
      removed += left.removed;
      return { ...section, text: left.html };
    });
    return { sections: kept, removed };
  }

  /** Of the media keys in `shown`, those no longer in the library. */
  private async missingImages(db: Kysely<Database>, shown: ReadonlyArray<ReadonlySet<string>>): Promise<Set<string>> {
    const wanted = [...new Set(shown.flatMap((keys) => [...keys]))];
    if (wanted.length === 0) return new Set();
    const found = new Set((await db.selectFrom("media").select("key").where("key", "in", wanted).execute()).map((row) => row.key));
    return new Set(wanted.filter((key) => !found.has(key)));
  }

  /**
   * The page's sections become exactly `sections`: those with an id (which must belong to this
   * page) keep it, those without one are created, the others are deleted. Rows are replaced
   * rather than updated in place so that keys can be swapped between sections without tripping
   * the (page_id, section_key) constraint half-way. Returns the rows written, in page order.
   */
  private async replaceSections(
    trx: Transaction<Database>,
    pageId: number,
    pageSlug: string,
    sections: SectionInput[],
    existing: SectionRow[],
    now: string,
  ): Promise<SectionRow[]> {
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
    if (existing.length > 0) await trx.deleteFrom("sections").where("page_id", "=", pageId).execute();
    if (rows.length === 0) return [];
    const written = await trx.insertInto("sections").values(rows).returningAll().execute();
    return written.sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  }

  /** The page's row, locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  private lockPage(trx: Transaction<Database>, id: number): Promise<PageRow> {
    return this.lockRow(trx, id, "live", pageNotFound);
  }

  /** A page in the trash, locked like lockPage; 404 for any other id. */
  private lockTrashed(trx: Transaction<Database>, id: number): Promise<PageRow> {
    return this.lockRow(trx, id, "trashed", notInTrash);
  }

  private async lockRow(trx: Transaction<Database>, id: number, state: "live" | "trashed", missing: () => AppError): Promise<PageRow> {
    if (!isStorableId(id)) throw missing();
    let query = trx.selectFrom("pages").selectAll().where("id", "=", id).where("deleted_at", state === "live" ? "is" : "is not", null);
    if (this.engine === "postgres") query = query.forUpdate();
    const page = await query.executeTakeFirst();
    if (!page) throw missing();
    return page;
  }

  private sectionRowsOf(trx: Transaction<Database>, pageId: number): Promise<SectionRow[]> {
    return trx.selectFrom("sections").selectAll().where("page_id", "=", pageId).orderBy("sort_order").orderBy("id").execute();
  }

  private async sectionsOf(trx: Transaction<Database>, pageId: number): Promise<SectionInput[]> {
    return (await this.sectionRowsOf(trx, pageId)).map(inputOf);
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

  private async assertSlugFree(trx: Transaction<Database>, slug: string, exceptId: number | undefined): Promise<void> {
    let query = trx.selectFrom("pages").select(["id", "deleted_at"]).where("slug", "=", slug);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    const holder = await query.executeTakeFirst();
    if (holder) throw holder.deleted_at ? slugInTrash(slug) : slugTaken(slug);
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
    publishedAt: payload.publishedAt,
    ogImageId: payload.ogImageId,
  };
}

type SnapshotColumns = "title" | "slug" | "status" | "meta_description" | "meta_keywords" | "published_at" | "og_image_id";
const snapshotFields = (row: Pick<PageRow, SnapshotColumns>): Omit<RevisionSnapshot, "sections"> => ({
  title: row.title,
  slug: row.slug,
  status: row.status,
  metaDescription: row.meta_description,
  metaKeywords: row.meta_keywords,
  publishedAt: row.published_at,
  ogImageId: row.og_image_id,
});

/**
 * The media keys a section's HTML shows; none for text that is not HTML, and none for HTML nested
 * past the limit (refused when saved, shown empty), so that nothing parses it whole.
 */
function imagesShown(pageSlug: string, section: { sectionKey: string; sectionType: string; text: string }): Set<string> {
  return rendersAsHtml(pageSlug, section) && !htmlTooDeep(section.text) ? imageKeysIn(section.text) : new Set();
}

const snapshotSection = (row: SectionRow): RevisionSnapshot["sections"][number] => ({
  id: row.id,
  sectionKey: row.section_key,
  sectionType: row.section_type,
  text: row.content,
  sortOrder: row.sort_order,
});

function sectionFromPayload(section: NonNullable<PagePayload["sections"]>[number] | SectionPayload | SectionUpdate, index: number): SectionInput {
  return {
    ...("id" in section && section.id !== undefined ? { id: section.id } : {}),
    sectionKey: section.sectionKey,
    sectionType: section.sectionType,
    text: section.content.text,
    sortOrder: section.sortOrder ?? index,
  };
}
