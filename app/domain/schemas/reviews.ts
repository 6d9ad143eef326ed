/**
 * Review before publishing: payloads and answers (browser-safe, zod only), shared by the server and
 * the admin screens (docs/product.md, "Review before publishing").
 */
import { z } from "zod";

export const REVIEW_STATES = ["in_review", "returned", "approved"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** A translation's review: the latest one is its current review. */
export interface ReviewDTO {
  id: number;
  pageId: number;
  locale: string;
  state: ReviewState;
  note: string;
  sentBy: string;
  sentAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  comment: string;
  publishAt: string | null;
  /** The caller may approve or return it now. */
  mayDecide: boolean;
}

/** One part of the translation that differs from its last published version. */
export interface ReviewChangeDTO {
  key: string;
  /** The part's name as the translation editor shows it. */
  label: string;
  english: string;
  /** The part's text in the last published version of the translation; null when never published or the part is new. */
  published: string | null;
  review: string;
}

/** GET /api/cms/reviews: a translation in review, with its changes side by side. */
export interface ReviewQueueItemDTO extends ReviewDTO {
  sourcePageId: number;
  title: string;
  slug: string;
  languageName: string;
  /** Only parts whose text differs from the last published version (@title and @description included); every part when never published. */
  changes: ReviewChangeDTO[];
}

export const REVIEW_TEXT_MAX = 2000;

/** POST /api/cms/pages/{id}/review. */
export const sendForReviewSchema = z.object(
  {
    note: z
      .string({ error: "Note must be text" })
      .trim()
      .max(REVIEW_TEXT_MAX, `Note must be at most ${REVIEW_TEXT_MAX} characters`)
      .optional(),
  },
  { error: "Request body must be a JSON object" },
);
export type SendForReviewInput = z.input<typeof sendForReviewSchema>;

/** POST /api/cms/pages/{id}/review/approve: a future publishedAt schedules the publication. */
export const approveReviewSchema = z.object(
  {
    publishedAt: z.union([z.iso.datetime({ offset: true }), z.null()], { error: "Published date must be an ISO date and time" }).optional(),
  },
  { error: "Request body must be a JSON object" },
);
export type ApproveReviewInput = z.input<typeof approveReviewSchema>;

/** POST /api/cms/pages/{id}/review/return. */
export const returnReviewSchema = z.object(
  {
    comment: z
      .string({ error: "Say what to change" })
      .trim()
      .min(1, "Say what to change")
      .max(REVIEW_TEXT_MAX, `Comment must be at most ${REVIEW_TEXT_MAX} characters`),
  },
  { error: "Request body must be a JSON object with comment" },
);
export type ReturnReviewInput = z.input<typeof returnReviewSchema>;
