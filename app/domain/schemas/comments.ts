/**
 * Comments on the parts of a translation (docs/product.md, "Comments on parts"): payloads and
 * answers (browser-safe, zod only), shared by the server and the translation editor.
 */
import { z } from "zod";

/** The longest comment, in characters. */
export const COMMENT_TEXT_MAX = 2000;
/** The most open comments one translation may hold: resolve some to add more. */
export const OPEN_COMMENTS_MAX = 200;
/** The longest part key a comment may name (the parts' keys are far shorter). */
export const COMMENT_PART_MAX = 200;

/** GET /api/cms/pages/{id}/comments: one comment on one part of a translation. */
export interface CommentDTO {
  id: number;
  /** The translation page. */
  pageId: number;
  /** The part's key as the translation editor names it (@title, @description, a section or field key). */
  part: string;
  text: string;
  /** The author's username. */
  author: string;
  createdAt: string;
  resolved: boolean;
  resolvedBy: string | null;
  resolvedAt: string | null;
}

/** POST /api/cms/pages/{id}/comments. */
export const newCommentSchema = z.object(
  {
    part: z
      .string({ error: "Part must be the name of a part of the page" })
      .trim()
      .min(1, "Part must be the name of a part of the page")
      .max(COMMENT_PART_MAX, "Part must be the name of a part of the page"),
    text: z
      .string({ error: "Comment must be text" })
      .trim()
      .min(1, "Write the comment first")
      .max(COMMENT_TEXT_MAX, `Comment must be at most ${COMMENT_TEXT_MAX} characters`),
  },
  { error: "Request body must be a JSON object with part and text" },
);

/** PUT /api/cms/comments/{id}: resolve it, or open it again. */
export const commentUpdateSchema = z.object(
  { resolved: z.boolean({ error: "Resolved must be true or false" }) },
  { error: "Request body must be a JSON object with resolved" },
);

/** "1 open comment", "3 open comments". */
export const openCommentsText = (n: number) => `${n} open ${n === 1 ? "comment" : "comments"}`;
