import type { Kysely } from "kysely";
import { SETTINGS_PAGE } from "../../app/content/pages/registry";
import type { PageDTO, PagePayload } from "../../app/domain/schemas/pages";
import type { SectionDTO, SectionPayload, SectionUpdate } from "../../app/domain/schemas/sections";
import type { Database, Engine } from "../db/schema";
import { isStorableId, nowIso } from "../db/connect";
import { AppError, invalidInput, notFound, versionConflict } from "../errors";
import type { MediaStore } from "../media/store";
import { type WriteOptions, authorOf, fieldsFromPayload, fieldsOf, sectionFromPayload, toSection } from "./page-rows";
import type { PageWriter } from "./page-writer";
import { PageReader } from "./page-reads";
import { pageDeleteRefusal } from "../../app/domain/people/page-rules";

export type { WriteOptions } from "./page-rows";

const keyTaken = (key: string) => new AppError("section_key_taken", `The section key "${key}" is already used on this page.`);
const sectionNotFound = () => notFound("Section not found");

/**
 * Pages and their sections: every read (PageReader, server/cms/page-reads.ts), and the writes of
 * pages and sections. All writes go through the one PageWriter (server/cms/page-writer.ts), which
 * History (server/cms/history.ts) and the trash (server/cms/trash.ts) share.
 */
export class PageService extends PageReader {
  constructor(
    db: Kysely<Database>,
    engine: Engine,
    private readonly writer: PageWriter,
    media: MediaStore,
  ) {
    super(db, engine, media);
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
      const builtIn = pageDeleteRefusal(page);
      if (builtIn) throw new AppError("built_in", builtIn);
      await trx
        .updateTable("pages")
        .set({ deleted_at: nowIso(), deleted_by: authorOf(options) })
        .where("id", "=", id)
        .execute();
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
      await this.writer.save(
        trx,
        page,
        fieldsOf(page),
        sections.filter((s) => s.id !== id),
        options,
      );
    });
  }

  /**
   * Every section's text passed through `change`, in one save of the page (its revision, its
   * translations' rules and the caches as any save): the link checker's one-click fix. Answers
   * how many sections changed; with none, nothing is saved.
   */
  async rewriteSections(pageId: number, change: (section: { sectionType: string; text: string }) => string, options?: WriteOptions) {
    if (!isStorableId(pageId)) throw notFound("Page not found");
    return this.writer.write(async (trx) => {
      const page = await this.writer.lockPage(trx, pageId);
      let changed = 0;
      const sections = (await this.writer.sectionsOf(trx, pageId)).map(({ stored, ...section }) => {
        const text = change(section);
        if (text === section.text) return { ...section, stored };
        changed += 1;
        return { ...section, text };
      });
      if (changed > 0) await this.writer.save(trx, page, fieldsOf(page), sections, options);
      return changed;
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
