import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * A translation's current review is its latest row of translation_reviews (docs/product.md,
 * "Review before publishing"); these read it for the policy, the imports and the review service.
 */
export function latestReview(db: Kysely<Database>, pageId: number) {
  return db.selectFrom("translation_reviews").selectAll().where("page_id", "=", pageId).orderBy("id", "desc").limit(1).executeTakeFirst();
}

/** Whether the translation waits for a reviewer (its latest review is in_review). */
export async function inReview(db: Kysely<Database>, pageId: number): Promise<boolean> {
  return (await latestReview(db, pageId))?.state === "in_review";
}

/** Whether translations into the language are reviewed before they are published (a language without a row: on). */
export async function reviewRequired(db: Kysely<Database>, locale: string): Promise<boolean> {
  const row = await db.selectFrom("site_languages").select("review_required").where("code", "=", locale).executeTakeFirst();
  return (row?.review_required ?? 1) === 1;
}
