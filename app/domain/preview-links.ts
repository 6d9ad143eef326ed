import { z } from "zod";

/**
 * Preview links (docs/product.md, "Preview links"), shared by the server and the editor's Share a
 * preview dialog: how long a link may live, how many a page may have, and what the API answers.
 */

export const PREVIEW_DAYS_MIN = 1;
export const PREVIEW_DAYS_MAX = 30;
export const PREVIEW_DAYS_DEFAULT = 7;
/** Links a page may have that still open (neither expired nor withdrawn). */
export const PREVIEW_LINKS_PER_PAGE = 20;
/** Where a link opens: `${publicUrl}${PREVIEW_PATH}/{token}`. */
export const PREVIEW_PATH = "/preview";

export const previewLinkPayloadSchema = z
  .object({
    expiresInDays: z
      .number({ message: `expiresInDays must be a whole number of days from ${PREVIEW_DAYS_MIN} to ${PREVIEW_DAYS_MAX}` })
      .int(`expiresInDays must be a whole number of days from ${PREVIEW_DAYS_MIN} to ${PREVIEW_DAYS_MAX}`)
      .min(PREVIEW_DAYS_MIN, `expiresInDays must be at least ${PREVIEW_DAYS_MIN}`)
      .max(PREVIEW_DAYS_MAX, `expiresInDays must be at most ${PREVIEW_DAYS_MAX}`)
      .default(PREVIEW_DAYS_DEFAULT),
  })
  .strict();

export type PreviewLinkState = "active" | "expired" | "withdrawn";

/** A link as it is listed: never its token, which only its creation answers. */
export interface PreviewLinkDTO {
  id: number;
  expiresAt: string;
  createdAt: string;
  createdBy: string;
  openings: number;
  lastOpenedAt: string | null;
  withdrawnAt?: string;
  state: PreviewLinkState;
}

/** A link just made: the one time its address is shown. */
export interface CreatedPreviewLinkDTO {
  id: number;
  url: string;
  expiresAt: string;
}

export function previewLinkState(link: { expiresAt: string; withdrawnAt?: string | null }, now: number): PreviewLinkState {
  if (link.withdrawnAt) return "withdrawn";
  return Date.parse(link.expiresAt) <= now ? "expired" : "active";
}
