import type { Kysely, Transaction } from "kysely";
import { LIMITS } from "../../app/lib/limits";
import type { ContentChanges } from "../content-changes";
import type { Database, Engine } from "../db/schema";
import { isStorableId, isUniqueViolation, nowIso } from "../db/connect";
import { AppError, invalidInput, notFound } from "../errors";
import { imageKeysIn, withoutImages } from "../media/references";
import { withLibraryPicturesIn } from "../media/hand-written";
import type { MediaStore } from "../media/store";
import { htmlTooDeep } from "../security/sanitize";
import { checkFieldRules } from "./fields";
import type { ActivityLog } from "../activity-log";
import {
  type PageFields,
  type PageRow,
  type SectionInput,
  type SectionRow,
  type WriteOptions,
  authorOf,
  inputOf,
  pageFieldsOf,
  snapshotSection,
} from "./page-rows";
import { rendersAsHtml } from "./render-rules";
import { type RevisionSnapshot, summarise } from "./revisions";
import { followEnglishSlug, recordTranslatedFrom } from "./translation-sources";
import { changedParts, nextPublishedAt, publicationChange } from "./save-rules";
import { replaceSections } from "./section-writes";
import { type AddressFollower, addressMoves } from "./address-moves";

export const slugTaken = (slug: string) => new AppError("slug_taken", `The slug "${slug}" is already used by another page.`);
const slugInTrash = (slug: string) =>
  new AppError(
    "slug_taken",
    `The slug "${slug}" belongs to a page in the trash. Restore that page, or delete it for ever, to use this slug.`,
  );
export const pageNotFound = () => notFound("Page not found");
export const notInTrash = () => notFound("Page not found in the trash");

/**
 * The one way a page is written: pages, sections, revisions and the trash all write through here.
 * A write runs in a transaction that counts a content change (server/content-changes.ts); a save
 * takes the page's row lock first, so concurrent writes queue on the page instead of deadlocking,
 * and applies every rule of a save (slug, section limit, images, HTML) before writing the page,
 * its sections and a revision.
 */
export class PageWriter {
  /** Told of the addresses each save moves (the redirects); set once the services are built. */
  followAddress: AddressFollower | undefined;

  constructor(
    private readonly engine: Engine,
    private readonly changes: ContentChanges,
    private readonly media: MediaStore,
    private readonly activity: ActivityLog,
  ) {}

  /** Records a page's deletion, restore or deletion for ever in the activity, in the write's transaction. */
  async recordPage(
    trx: Transaction<Database>,
    kind: "page-deleted" | "page-restored" | "page-deleted-forever",
    page: PageRow,
    options: WriteOptions | undefined,
  ): Promise<void> {
    if (options?.actor)
      await this.activity.record({ actor: options.actor, kind, target: { type: "page", id: page.id, label: page.title } }, trx);
  }

  /** A write transaction; a unique-constraint failure that the checks missed (a race to a slug) is a 409. */
  async write<T>(work: (trx: Transaction<Database>) => Promise<T>, slug?: string): Promise<T> {
    try {
      return await this.changes.write(work);
    } catch (err) {
      // Section keys are checked under the page's lock, so only two new pages can race to a slug.
      if (isUniqueViolation(err) && slug !== undefined) throw slugTaken(slug);
      throw err;
    }
  }

  /** The page's row, locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  lockPage(trx: Transaction<Database>, id: number): Promise<PageRow> {
    return this.lockRow(trx, id, "live", pageNotFound);
  }

  /** A page in the trash, locked like lockPage; 404 for any other id. */
  lockTrashed(trx: Transaction<Database>, id: number): Promise<PageRow> {
    return this.lockRow(trx, id, "trashed", notInTrash);
  }

  sectionRowsOf(db: Kysely<Database>, pageId: number): Promise<SectionRow[]> {
    return db.selectFrom("sections").selectAll().where("page_id", "=", pageId).orderBy("sort_order").orderBy("id").execute();
  }

  async sectionsOf(db: Kysely<Database>, pageId: number): Promise<SectionInput[]> {
    return (await this.sectionRowsOf(db, pageId)).map(inputOf);
  }

  /**
   * The one write of a page: its row (new or the locked `previous`, with the next version), its
   * sections replaced by `sections` when given, and a revision of the result.
   */
  async save(
    trx: Transaction<Database>,
    previous: PageRow | undefined,
    fields: PageFields,
    sections: SectionInput[] | undefined,
    options: WriteOptions | undefined,
    summary?: string,
    /** A new page that translates an English page (its slug is already the translation's: "ja/contact"). */
    newTranslation?: { locale: string; sourcePageId: number },
  ): Promise<number> {
    const author = authorOf(options);
    const existing = previous ? await this.sectionRowsOf(trx, previous.id) : [];
    const translation =
      newTranslation ?? (previous?.source_page_id != null ? { locale: previous.locale, sourcePageId: previous.source_page_id } : undefined);
    // A translation's address is its English page's: whatever slug a client sends, it keeps it.
    if (previous && translation) fields = { ...fields, slug: previous.slug };
    await checkFieldRules(trx, this.media, previous, fields, sections, existing, translation?.sourcePageId);
    if (!previous || fields.slug !== previous.slug) await this.assertSlugFree(trx, fields.slug, previous?.id);
    // Every path that adds sections (a whole-page save, POST /api/cms/sections, a restore) stops at
    // the limit; a page already past it (an older import) can still lose sections.
    if (sections && sections.length > LIMITS.sectionsMax && sections.length > existing.length) {
      throw invalidInput(`A page can hold at most ${LIMITS.sectionsMax} sections`);
    }
    if (sections) await this.checkImages(trx, fields.slug, sections, existing, "refuse");
    // Library images written by hand in new or edited HTML are saved as the library's <picture>.
    if (sections) {
      const storedText = new Map(existing.map((row) => [row.id, row.content]));
      const edited = (s: SectionInput) =>
        !s.stored && (s.id === undefined || storedText.get(s.id) !== s.text) && rendersAsHtml(fields.slug, s) && !htmlTooDeep(s.text);
      sections = await withLibraryPicturesIn(sections, edited, (keys) => this.media.picturesByKey(trx, keys));
    }
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
    if (
      row.og_image_id !== null &&
      row.og_image_id !== previous?.og_image_id &&
      !(await this.media.exists(trx, row.og_image_id, { lock: true }))
    ) {
      throw invalidInput("Sharing image: there is no such image in the media library");
    }
    const version = previous ? previous.version + 1 : 1;
    let id: number;
    if (previous) {
      id = previous.id;
      await trx
        .updateTable("pages")
        .set({ ...row, version })
        .where("id", "=", id)
        .execute();
    } else {
      const language = newTranslation ? { locale: newTranslation.locale, source_page_id: newTranslation.sourcePageId } : {};
      ({ id } = await trx
        .insertInto("pages")
        .values({ ...row, ...language, version, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow());
    }
    const written = sections ? await replaceSections(trx, id, fields.slug, sections, existing, now) : existing;
    if (translation) {
      await recordTranslatedFrom(trx, id, translation.sourcePageId, changedParts(previous, row, existing, written), now);
    } else if (previous && previous.slug !== row.slug) {
      await followEnglishSlug(trx, id, row.slug);
    }
    if (this.followAddress) await this.followAddress(trx, await addressMoves(trx, id, previous, row, now));

    const after: RevisionSnapshot = { ...pageFieldsOf(row), sections: written.map(snapshotSection) };
    const before: RevisionSnapshot | undefined = previous && { ...pageFieldsOf(previous), sections: existing.map(snapshotSection) };
    await trx
      .insertInto("page_revisions")
      .values({
        page_id: id,
        version,
        author,
        summary: summary ?? summarise(before, after),
        snapshot: JSON.stringify(after),
        created_at: now,
      })
      .execute();
    const kind = publicationChange(previous, row, now);
    if (kind && options?.actor)
      await this.activity.record({ actor: options.actor, kind, target: { type: "page", id, label: row.title } }, trx);
    return id;
  }

  /**
   * Every image a new or changed HTML section shows must be in the media library. A save that
   * shows one that is not is refused (it was deleted after the editor inserted it), the others held
   * until the save ends (MediaStore's lock); a restore, and a revision read for the History panel,
   * leave it out, with its picture and figure, as a restore leaves out a deleted sharing image.
   */
  async checkImages<Section extends SectionInput>(
    db: Kysely<Database>,
    pageSlug: string,
    sections: Section[],
    existing: SectionRow[],
    missingImages: "refuse" | "leave out",
  ): Promise<{ sections: Section[]; removed: number }> {
    const current = new Map(existing.map((row) => [row.id, row.content]));
    const shown = sections.map((section) =>
      section.stored || (section.id !== undefined && current.get(section.id) === section.text)
        ? new Set<string>()
        : imagesShown(pageSlug, section),
    );
    const wanted = [...new Set(shown.flatMap((keys) => [...keys]))];
    const found = await this.media.existingKeys(db, wanted, { lock: missingImages === "refuse" });
    const missing = new Set(wanted.filter((key) => !found.has(key)));
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

  private async lockRow(trx: Transaction<Database>, id: number, state: "live" | "trashed", missing: () => AppError): Promise<PageRow> {
    if (!isStorableId(id)) throw missing();
    let query = trx
      .selectFrom("pages")
      .selectAll()
      .where("id", "=", id)
      .where("deleted_at", state === "live" ? "is" : "is not", null);
    if (this.engine === "postgres") query = query.forUpdate();
    const page = await query.executeTakeFirst();
    if (!page) throw missing();
    return page;
  }

  private async assertSlugFree(trx: Transaction<Database>, slug: string, exceptId: number | undefined): Promise<void> {
    let query = trx.selectFrom("pages").select(["id", "deleted_at"]).where("slug", "=", slug);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    const holder = await query.executeTakeFirst();
    if (holder) throw holder.deleted_at ? slugInTrash(slug) : slugTaken(slug);
  }
}

/**
 * The media keys a section's HTML shows; none for text that is not HTML, and none for HTML nested
 * past the limit (refused when saved, shown empty), so that nothing parses it whole.
 */
function imagesShown(pageSlug: string, section: { sectionKey: string; sectionType: string; text: string }): Set<string> {
  return rendersAsHtml(pageSlug, section) && !htmlTooDeep(section.text) ? imageKeysIn(section.text) : new Set();
}
