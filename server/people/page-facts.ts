import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isStorableId } from "../db/connect";
import type { PageFacts } from "./policy";
import { SOURCE_LOCALE } from "../../app/content/locales";
import { inReview, reviewRequired } from "../i18n/review-state";

/**
 * Reads what the policy (policy.ts) needs to know about a page, a page in the trash, or the page
 * of a section, before the change is handed to the page services. A page that does not exist has
 * no facts: the endpoint then answers its own 404.
 */
export class PageFactsReader {
  constructor(private readonly db: Kysely<Database>) {}

  async page(id: number, where: "live" | "trashed" = "live"): Promise<PageFacts | null> {
    if (!isStorableId(id)) return null;
    const row = await this.db
      .selectFrom("pages")
      .select(["id", "status", "locale", "slug"])
      .where("id", "=", id)
      .where("deleted_at", where === "live" ? "is" : "is not", null)
      .executeTakeFirst();
    if (!row) return null;
    const facts: PageFacts = { id: row.id, status: row.status, locale: row.locale, slug: row.slug };
    if (row.locale === SOURCE_LOCALE) return facts;
    const [required, waiting] = await Promise.all([reviewRequired(this.db, row.locale), inReview(this.db, row.id)]);
    return { ...facts, reviewRequired: required, inReview: waiting };
  }

  /** The stored text of each section of a page, by key (the settings' values, for the facts rule). */
  async sectionTexts(pageId: number): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom("sections").select(["section_key", "content"]).where("page_id", "=", pageId).execute();
    return new Map(rows.map((row) => [row.section_key, row.content]));
  }

  async pageOfSection(sectionId: number): Promise<PageFacts | null> {
    if (!isStorableId(sectionId)) return null;
    const row = await this.db.selectFrom("sections").select("page_id").where("id", "=", sectionId).executeTakeFirst();
    return row ? this.page(row.page_id) : null;
  }
}
