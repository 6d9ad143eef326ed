import type { Kysely, Selectable, Transaction } from "kysely";
import { isBuiltInSlug } from "../../app/content/pages/registry";
import { baseSlug } from "../../app/content/locales";
import type { PageFieldsDTO, PagePayload, PageSummaryDTO } from "../../app/domain/schemas/pages";
import type { SectionDTO, SectionPayload, SectionUpdate } from "../../app/domain/schemas/sections";
import type { Database, PagesTable, SectionsTable } from "../db/schema";
import { sectionTextForDisplay } from "./render-rules";
import type { RevisionSnapshot } from "./revisions";
import type { Actor } from "../activity-log";

/**
 * Pages and sections as rows and as what the API answers: the one mapping between the two, and
 * the shapes a save works with. A page's own fields are mapped in one place (`pageFieldsOf`).
 */
export type PageRow = Selectable<PagesTable>;
export type SectionRow = Selectable<SectionsTable>;
export type Db = Kysely<Database> | Transaction<Database>;

/** Who made a write: a person's username, or "system" for writes outside a session. */
export interface WriteOptions {
  author?: string;
  /** The person (and address) the activity record names for a publication, deletion or restore. */
  actor?: Actor;
}
export const authorOf = (options: WriteOptions | undefined) => options?.author ?? "system";

/**
 * What a save writes: the page's own fields and its sections in order. `publishedAt` is the
 * client's (see nextPublishedAt) and `ogImageId` the sharing image; undefined keeps the page's.
 */
export type PageFields = Omit<PageFieldsDTO, "publishedAt" | "ogImageId"> & Partial<Pick<PageFieldsDTO, "publishedAt" | "ogImageId">>;

export interface SectionInput {
  /** Set on a section read back from the database unchanged: its stored text is already clean. */
  stored?: true;
  id?: number;
  sectionKey: string;
  sectionType: SectionRow["section_type"];
  text: string;
  sortOrder: number;
}

type FieldColumns = "title" | "slug" | "status" | "meta_description" | "meta_keywords" | "published_at" | "og_image_id";

/** A page's own fields from its row (or the row a save is about to write). */
export const pageFieldsOf = (row: Pick<PageRow, FieldColumns>): PageFieldsDTO => ({
  title: row.title,
  slug: row.slug,
  status: row.status,
  metaDescription: row.meta_description,
  metaKeywords: row.meta_keywords,
  publishedAt: row.published_at,
  ogImageId: row.og_image_id,
});

/** A page as the lists answer it; a translation under its English page's slug, with its language. */
export const toSummary = (row: PageRow): PageSummaryDTO => ({
  id: row.id,
  ...pageFieldsOf(row),
  slug: baseSlug(row.slug),
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  builtIn: isBuiltInSlug(row.slug),
  locale: row.locale,
  sourcePageId: row.source_page_id,
});

export const toSection = (row: SectionRow, pageSlug: string): SectionDTO => ({
  id: row.id,
  pageId: row.page_id,
  sectionKey: row.section_key,
  sectionType: row.section_type,
  content: { text: sectionTextForDisplay(pageSlug, { sectionKey: row.section_key, sectionType: row.section_type, text: row.content }) },
  sortOrder: row.sort_order,
});

/** A page's fields as they are: what a write that leaves them alone saves again. */
export const fieldsOf = (row: PageRow): PageFields => {
  const { publishedAt: _kept, ogImageId: _alsoKept, ...fields } = pageFieldsOf(row);
  return fields;
};

export const inputOf = (row: SectionRow): SectionInput => ({
  stored: true,
  id: row.id,
  sectionKey: row.section_key,
  sectionType: row.section_type,
  text: row.content,
  sortOrder: row.sort_order,
});

export const fieldsFromPayload = ({
  title,
  slug,
  status,
  metaDescription,
  metaKeywords,
  publishedAt,
  ogImageId,
}: PagePayload): PageFields => ({
  title,
  slug,
  status,
  metaDescription,
  metaKeywords,
  publishedAt,
  ogImageId,
});

export function sectionFromPayload(
  section: NonNullable<PagePayload["sections"]>[number] | SectionPayload | SectionUpdate,
  index: number,
): SectionInput {
  return {
    ...("id" in section && section.id !== undefined ? { id: section.id } : {}),
    sectionKey: section.sectionKey,
    sectionType: section.sectionType,
    text: section.content.text,
    sortOrder: section.sortOrder ?? index,
  };
}

export const snapshotSection = (row: SectionRow): RevisionSnapshot["sections"][number] => ({
  id: row.id,
  sectionKey: row.section_key,
  sectionType: row.section_type,
  text: row.content,
  sortOrder: row.sort_order,
});
