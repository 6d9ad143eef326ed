import { type Kysely, sql } from "kysely";
import { REVISIONS_KEPT } from "../../app/lib/limits";
import type { PageDTO } from "../../app/domain/schemas/pages";
import type { RevisionDTO, RevisionSummaryDTO } from "../../app/domain/schemas/revisions";
import type { Database } from "../db/schema";
import { isStorableId } from "../db/connect";
import { invalidInput, notFound, versionConflict } from "../errors";
import type { MediaStore } from "../media/store";
import { type PageFields, type WriteOptions, fieldsOf } from "./page-rows";
import { SETTINGS_PAGE, definitionOf } from "../../app/content/pages/registry";
import { SOURCE_LOCALE } from "../../app/content/locales";
import { type PageWriter, pageNotFound } from "./page-writer";
import { sectionTextForDisplay } from "./render-rules";
import { parseSnapshot, restoredSummary } from "./revisions";

const revisionNotFound = () => notFound("Revision not found");

/**
 * A page's saved versions (docs/product.md, "History"): the list, one version as it would come
 * back, and the restore, which is a save like any other (a new version and a new revision).
 */
export class RevisionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writer: PageWriter,
    private readonly media: MediaStore,
    /** The page as GET /api/cms/pages/{id} answers it. */
    private readonly getPage: (id: number) => Promise<PageDTO | null>,
  ) {}

  /** A page's revisions, newest first (at most the number housekeeping keeps). */
  async list(pageId: number): Promise<RevisionSummaryDTO[]> {
    await this.assertLive(pageId);
    const rows = await this.db
      .selectFrom("page_revisions")
      .select(["id", "version", "created_at", "author", "summary"])
      .where("page_id", "=", pageId)
      .orderBy("id", "desc")
      .limit(REVISIONS_KEPT)
      .execute();
    return rows.map((r) => ({ id: r.id, version: r.version, createdAt: r.created_at, author: r.author, summary: r.summary }));
  }

  /** One revision of this page, as a restore would bring it back (404 for another page's). */
  async get(pageId: number, revisionId: number): Promise<RevisionDTO> {
    await this.assertLive(pageId);
    if (!isStorableId(revisionId)) throw revisionNotFound();
    const row = await this.db
      .selectFrom("page_revisions")
      .selectAll()
      .where("id", "=", revisionId)
      .where("page_id", "=", pageId)
      .executeTakeFirst();
    if (!row) throw revisionNotFound();
    const { sections: saved, ...fields } = parseSnapshot(row.snapshot);
    // Without the images deleted from the library since.
    const { sections } = await this.writer.checkImages(this.db, fields.slug, saved, [], "leave out");
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
   * The page becomes the revision's snapshot, as a new save ("Restored version N"), only over the
   * version the client holds.
   */
  async restore(pageId: number, revisionId: number, version: number, options?: WriteOptions): Promise<PageDTO> {
    let slug: string | undefined;
    await this.writer.write(async (trx) => {
      const previous = await this.writer.lockPage(trx, pageId);
      if (!isStorableId(revisionId)) throw revisionNotFound();
      const row = await trx
        .selectFrom("page_revisions")
        .selectAll()
        .where("id", "=", revisionId)
        .where("page_id", "=", pageId)
        .executeTakeFirst();
      if (!row) throw revisionNotFound();
      if (previous.version !== version) throw versionConflict();
      const snapshot = parseSnapshot(row.snapshot);
      slug = snapshot.slug;
      const existing = await this.writer.sectionRowsOf(trx, pageId);
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
        ogImageId: snapshot.ogImageId && (await this.media.exists(trx, snapshot.ogImageId, { lock: true })) ? snapshot.ogImageId : null,
      };
      const left = await this.writer.checkImages(trx, snapshot.slug, sections, existing, "leave out");
      await this.writer.save(trx, previous, fields, left.sections, options, restoredSummary(row.version, left.removed));
    }, slug);
    return (await this.getPage(pageId))!;
  }

  /**
   * A site's own page back to its original words (docs/product.md, "Every word is the owner's"):
   * its declared title, every field at its default (no sections), no search texts or sharing
   * image; its status and publication time stay. A save like any other, so History can undo it.
   */
  async resetToOriginal(pageId: number, version: number, options?: WriteOptions): Promise<PageDTO> {
    await this.writer.write(async (trx) => {
      const previous = await this.writer.lockPage(trx, pageId);
      const definition = definitionOf(previous.slug);
      if (!definition || previous.locale !== SOURCE_LOCALE || definition.slug === SETTINGS_PAGE.slug) {
        throw invalidInput("Only the site's own pages can be reset to their original words");
      }
      if (previous.version !== version) throw versionConflict();
      const fields: PageFields = {
        ...fieldsOf(previous),
        title: definition.title,
        metaDescription: null,
        metaKeywords: null,
        ogImageId: null,
      };
      await this.writer.save(trx, previous, fields, [], options, "Reset to the original");
    });
    return (await this.getPage(pageId))!;
  }

  /** Housekeeping: each page keeps its latest revisions (REVISIONS_KEPT); returns how many went. */
  async prune(keep = REVISIONS_KEPT): Promise<number> {
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

  private async assertLive(pageId: number): Promise<void> {
    if (!isStorableId(pageId)) throw pageNotFound();
    const page = await this.db.selectFrom("pages").select("id").where("id", "=", pageId).where("deleted_at", "is", null).executeTakeFirst();
    if (!page) throw pageNotFound();
  }
}
