import { SOURCE_LOCALE } from "../../app/content/locales";
import { COMMENT_PART_MAX, COMMENT_TEXT_MAX, OPEN_COMMENTS_MAX } from "../../app/domain/schemas/comments";
import { type Kind, id, nullable, refuse, text, time } from "./values";

/** The comments' columns (server/db/schema-comments.ts PartCommentsTable). */
export const COMMENT_COLUMNS: Record<string, Kind> = {
  id,
  page_id: id,
  part: text({ min: 1, max: COMMENT_PART_MAX }),
  text: text({ min: 1, max: COMMENT_TEXT_MAX }),
  author_id: nullable(id),
  author_name: text({ min: 1, max: 100 }),
  created_at: time,
  resolved_at: nullable(time),
  resolved_by_name: nullable(text({ min: 1, max: 100 })),
};

/**
 * The rows about a translation's parts, each on a translation of the file: what a part was
 * translated from (once per part), and the comments on parts (server/i18n/comments.ts) as the API
 * saves them: text trimmed, the author one of the file's people or none, at most
 * OPEN_COMMENTS_MAX open per translation.
 */
export class TranslationPartRowChecker {
  private readonly sourceParts = new Set<string>();
  private readonly open = new Map<number, number>();

  constructor(
    private readonly pages: ReadonlyMap<number, { locale: string }>,
    private readonly ids: ReadonlyMap<string, ReadonlySet<number>>,
  ) {}

  /** What a translation's part was translated from: a part of a translation of this file, once. */
  sourcePart(row: Record<string, unknown>): void {
    this.translation(row.page_id as number);
    const part = `${String(row.page_id)}:${String(row.section_key)}`;
    if (this.sourceParts.has(part)) refuse(`Section key "${String(row.section_key)}" is recorded twice for this translation`);
    this.sourceParts.add(part);
  }

  comment(row: Record<string, unknown>): void {
    const pageId = row.page_id as number;
    this.translation(pageId);
    if ((row.text as string).trim() !== row.text) refuse("The comment has spaces around its words, which the site would not save");
    if (row.author_id !== null && !this.ids.get("admins")?.has(row.author_id as number))
      refuse(`Author id ${String(row.author_id)} is not a person of this file`);
    if ((row.resolved_at === null) !== (row.resolved_by_name === null))
      refuse("Resolved at and resolved by name must both be set (a resolved comment) or both be null");
    if (row.resolved_at !== null) return;
    const open = (this.open.get(pageId) ?? 0) + 1;
    if (open > OPEN_COMMENTS_MAX) refuse(`Page ${pageId} has more than ${OPEN_COMMENTS_MAX} open comments`);
    this.open.set(pageId, open);
  }

  private translation(pageId: number): void {
    const page = this.pages.get(pageId) ?? refuse(`Page id ${String(pageId)} is not a page of this file`);
    if (page.locale === SOURCE_LOCALE) refuse(`Page id ${String(pageId)} is an English page, not a translation`);
  }
}
