import { SOURCE_LOCALE } from "../../app/content/locales";
import { REVIEW_STATES, REVIEW_TEXT_MAX } from "../../app/domain/schemas/reviews";
import { MAX_ID } from "../db/connect";
import { type Kind, nullable, oneOf, refuse, text, time, whole } from "./values";

/** The translations' reviews' columns (server/db/schema-reviews.ts TranslationReviewsTable). */
export const REVIEW_COLUMNS: Record<string, Kind> = {
  id: whole(1, MAX_ID),
  page_id: whole(1, MAX_ID),
  state: oneOf(REVIEW_STATES),
  note: text({ max: REVIEW_TEXT_MAX }),
  sent_by: nullable(whole(1, MAX_ID)),
  sent_by_name: text({ min: 1, max: 100 }),
  sent_at: time,
  decided_by: nullable(whole(1, MAX_ID)),
  decided_by_name: nullable(text({ min: 1, max: 100 })),
  decided_at: nullable(time),
  comment: text({ max: REVIEW_TEXT_MAX }),
  publish_at: nullable(time),
};

/** A review belongs to a translation of the file, and a decided one says who decided and when. */
export function checkReviewRow(row: Record<string, unknown>, localeOfPage: (id: number) => string | undefined): void {
  const locale = localeOfPage(row.page_id as number) ?? refuse(`Page id ${String(row.page_id)} is not a page of this file`);
  if (locale === SOURCE_LOCALE) refuse(`Page id ${String(row.page_id)} is an English page, not a translation`);
  if ((row.state === "in_review") !== (row.decided_at === null))
    refuse("Decided at must be empty while the translation is in review, and set once it was approved or returned");
  if ((row.decided_at === null) !== (row.decided_by_name === null))
    refuse("Decided at and decided by name must both be set or both be null");
}
