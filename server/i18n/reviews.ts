import type { Kysely, Selectable } from "kysely";
import { SOURCE_LOCALE, localeOf } from "../../app/content/locales";
import { languageNames, mayReview } from "../../app/domain/people/page-rules";
import { roleCan } from "../../app/domain/people/roles";
import type { ReviewDTO, ReviewQueueItemDTO } from "../../app/domain/schemas/reviews";
import type { Database } from "../db/schema";
import type { TranslationReviewsTable } from "../db/schema-reviews";
import { isStorableId, nowIso } from "../db/connect";
import { AppError, forbidden, invalidInput, notFound } from "../errors";
import type { Actor, ActivityLog } from "../activity-log";
import type { PageWriter } from "../cms/page-writer";
import { type PageRow, fieldsOf } from "../cms/page-rows";
import type { PagePerson } from "../../app/domain/people/page-rules";

/** Who asks: the signed-in person as the page rules know them (server/people/policy.ts's Person is one). */
type Person = PagePerson & { id: number; username: string };
import { reviewChanges } from "./review-changes";
import type { ReviewMail } from "./review-mail";
import { latestReview } from "./review-state";

type ReviewRow = Selectable<TranslationReviewsTable>;

export const NOT_A_REVIEWER = "Your role cannot review translations";
export const OWN_REVIEW = "You sent this translation for review: another reviewer approves or returns it";
const notInReview = () => new AppError("not_in_review", "This translation is not waiting for review: send it for review first");
const pageNotFound = () => notFound("Page not found");

/** A refusal unless the person may review translations into `locale` (or, without one, into any language). */
export function reviewerRefusal(person: Person, locale?: string): string | null {
  if (locale === undefined)
    return roleCan(person.role, "pages.manage") || (person.role === "translator" && person.canReview) ? null : NOT_A_REVIEWER;
  if (mayReview(person, locale)) return null;
  if (person.role === "translator" && person.canReview)
    return `You review translations into ${languageNames(person.languages)}, not ${languageNames([locale])}`;
  return NOT_A_REVIEWER;
}

/**
 * Review before publishing (docs/product.md, "Review before publishing"): a translation is sent
 * for review, listed for its language's reviewers, and approved (published through the page
 * writer, now or at a time) or returned with a comment. A translation's reviews are rows of their
 * own (docs/decisions/038-review-before-publishing.md); its current review is its latest row.
 */
export class ReviewService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writer: PageWriter,
    private readonly activity: ActivityLog,
    private readonly mail: ReviewMail,
    private readonly now: () => number = Date.now,
  ) {}

  /** GET /api/cms/pages/{id}/review: the translation's latest review, or null. */
  async get(pageId: number, person: Person): Promise<ReviewDTO | null> {
    const page = await this.livePage(pageId);
    const row = await latestReview(this.db, page.id);
    return row ? this.toDto(row, page.locale, person) : null;
  }

  /** POST /api/cms/pages/{id}/review: the translation waits for a reviewer of its language. */
  async send(pageId: number, note: string, person: Person, actor: Actor): Promise<ReviewDTO> {
    const { page, row } = await this.db.transaction().execute(async (trx) => {
      const page = await this.writer.lockPage(trx, pageId);
      if (page.locale === SOURCE_LOCALE) throw invalidInput("Only translations are sent for review: this is an English page");
      if ((await latestReview(trx, page.id))?.state === "in_review")
        throw new AppError("in_review", "This translation is waiting for review already");
      const row = await trx
        .insertInto("translation_reviews")
        .values({ page_id: page.id, state: "in_review", note, sent_by: person.id, sent_by_name: person.username, sent_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.record(trx, actor, "review-sent", page, { language: page.locale });
      return { page, row };
    });
    await this.mail.sent(this.mailFacts(page), actor, note);
    return this.toDto(row, page.locale, person);
  }

  /**
   * POST /api/cms/pages/{id}/review/approve: the translation is published through the page writer
   * (a revision, the content change, a schedule), with the review decided in the same transaction.
   */
  async approve(pageId: number, publishedAt: string | null | undefined, person: Person, actor: Actor): Promise<ReviewDTO> {
    const at = publishedAt ? new Date(publishedAt).toISOString() : null;
    if (at !== null && Date.parse(at) <= this.now())
      throw invalidInput("Published date must be in the future: leave it out to publish now");
    const { page, row } = await this.writer.write(async (trx) => {
      const previous = await this.writer.lockPage(trx, pageId);
      const open = await this.openReview(trx, previous, person);
      await this.writer.save(trx, previous, { ...fieldsOf(previous), status: "published", publishedAt: at }, undefined, {
        author: actor.username,
        actor,
      });
      const now = nowIso();
      const row = await trx
        .updateTable("translation_reviews")
        .set({ state: "approved", decided_by: person.id, decided_by_name: person.username, decided_at: now, publish_at: at ?? now })
        .where("id", "=", open.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.record(trx, actor, "review-approved", previous, { language: previous.locale, publishAt: at });
      return { page: previous, row };
    });
    await this.mail.approved(this.mailFacts(page), row.sent_by, person.username, at);
    return this.toDto(row, page.locale, person);
  }

  /** POST /api/cms/pages/{id}/review/return: back to its sender with a comment; it stays a draft. */
  async return(pageId: number, comment: string, person: Person, actor: Actor): Promise<ReviewDTO> {
    const { page, row } = await this.db.transaction().execute(async (trx) => {
      const page = await this.writer.lockPage(trx, pageId);
      const open = await this.openReview(trx, page, person);
      const row = await trx
        .updateTable("translation_reviews")
        .set({ state: "returned", decided_by: person.id, decided_by_name: person.username, decided_at: nowIso(), comment })
        .where("id", "=", open.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.record(trx, actor, "review-returned", page, { language: page.locale });
      return { page, row };
    });
    await this.mail.returned(this.mailFacts(page), row.sent_by, person.username, comment);
    return this.toDto(row, page.locale, person);
  }

  /** GET /api/cms/reviews: the translations in review the person may review, oldest first, each with its changes. */
  async queue(person: Person): Promise<ReviewQueueItemDTO[]> {
    let query = this.db
      .selectFrom("translation_reviews as r")
      .innerJoin("pages as p", "p.id", "r.page_id")
      .selectAll("r")
      .select(["p.locale"])
      .where("r.state", "=", "in_review")
      .where("p.deleted_at", "is", null)
      .where(
        "r.id",
        "in",
        this.db
          .selectFrom("translation_reviews")
          .select((eb) => eb.fn.max("id").as("id"))
          .groupBy("page_id"),
      )
      .orderBy("r.sent_at")
      .orderBy("r.id")
      .limit(500);
    if (person.role === "translator") query = query.where("p.locale", "in", person.languages.length ? person.languages : [""]);
    const rows = (await query.execute()).filter((row) => mayReview(person, row.locale));
    const items: ReviewQueueItemDTO[] = [];
    for (const row of rows) {
      const page = await this.db.selectFrom("pages").selectAll().where("id", "=", row.page_id).executeTakeFirstOrThrow();
      const english = await this.db.selectFrom("pages").selectAll().where("id", "=", page.source_page_id!).executeTakeFirst();
      items.push({
        ...this.toDto(row, page.locale, person),
        sourcePageId: page.source_page_id!,
        title: page.title,
        slug: page.slug,
        languageName: localeOf(page.locale)?.name ?? page.locale,
        changes: english ? await reviewChanges(this.db, page, english) : [],
      });
    }
    return items;
  }

  /** The translation's review that waits for a decision, which the person may take (not the one they sent). */
  private async openReview(trx: Kysely<Database>, page: PageRow, person: Person): Promise<ReviewRow> {
    if (page.locale === SOURCE_LOCALE) throw invalidInput("Only translations are reviewed: this is an English page");
    const refusal = reviewerRefusal(person, page.locale);
    if (refusal) throw forbidden(refusal);
    const open = await latestReview(trx, page.id);
    if (open?.state !== "in_review") throw notInReview();
    if (open.sent_by === person.id) throw forbidden(OWN_REVIEW);
    return open;
  }

  private async livePage(pageId: number): Promise<PageRow> {
    if (!isStorableId(pageId)) throw pageNotFound();
    const page = await this.db.selectFrom("pages").selectAll().where("id", "=", pageId).where("deleted_at", "is", null).executeTakeFirst();
    if (!page) throw pageNotFound();
    return page;
  }

  private record(
    trx: Kysely<Database>,
    actor: Actor,
    kind: "review-sent" | "review-approved" | "review-returned",
    page: PageRow,
    detail: Record<string, string | null>,
  ) {
    return this.activity.record({ actor, kind, target: { type: "page", id: page.id, label: page.title }, detail }, trx);
  }

  private mailFacts(page: PageRow) {
    return { pageId: page.id, title: page.title, locale: page.locale, languageName: localeOf(page.locale)?.name ?? page.locale };
  }

  private toDto(row: ReviewRow, locale: string, person: Person): ReviewDTO {
    return {
      id: row.id,
      pageId: row.page_id,
      locale,
      state: row.state,
      note: row.note,
      sentBy: row.sent_by_name,
      sentAt: row.sent_at,
      decidedBy: row.decided_by_name,
      decidedAt: row.decided_at,
      comment: row.comment,
      publishAt: row.publish_at,
      mayDecide: row.state === "in_review" && row.sent_by !== person.id && mayReview(person, locale),
    };
  }
}
