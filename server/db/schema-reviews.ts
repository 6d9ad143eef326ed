// The Kysely table type of the translations' reviews (server/i18n/reviews.ts), part of `Database` in schema.ts.
import type { Generated } from "kysely";

/** One review of a translation (docs/product.md, "Review before publishing"); a page's current review is its latest row. */
export interface TranslationReviewsTable {
  id: Generated<number>;
  /** The translation page. */
  page_id: number;
  state: "in_review" | "returned" | "approved";
  /** The sender's note to the reviewer. */
  note: Generated<string>;
  /** The account that sent it (null once removed); the name stays. */
  sent_by: number | null;
  sent_by_name: string;
  sent_at: string;
  decided_by: Generated<number | null>;
  decided_by_name: Generated<string | null>;
  decided_at: Generated<string | null>;
  /** The reviewer's comment when returned. */
  comment: Generated<string>;
  /** When an approval publishes it (the approval's time when now). */
  publish_at: Generated<string | null>;
}
