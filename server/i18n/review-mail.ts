import type { Kysely } from "kysely";
import { formatPublishedAt } from "../../app/lib/guam-time";
import type { Database } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { parseLanguages } from "../auth/sessions";

/** What the e-mails of a review name: the translation, its language, and the reviewers' and sender's addresses. */
export interface ReviewMailFacts {
  pageId: number;
  title: string;
  languageName: string;
  locale: string;
}

/**
 * The e-mails of review before publishing (docs/product.md, "Review before publishing"), through the
 * site's mailer (which names the business in From and Subject). A mail that cannot go is the mailer's
 * to report (the System screen): the review itself stands.
 */
export class ReviewMail {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Every reviewer of the language but the sender: editors, administrators, and translators of it who may review. */
  async reviewersOf(locale: string, exceptId: number | null): Promise<string[]> {
    const rows = await this.db.selectFrom("admins").select(["id", "email", "role", "languages", "can_review"]).execute();
    return rows
      .filter((row) => row.id !== exceptId)
      .filter((row) => row.role !== "translator" || (row.can_review === 1 && parseLanguages(row.languages).includes(locale)))
      .map((row) => row.email);
  }

  async sent(facts: ReviewMailFacts, sender: { id: number | null; username: string }, note: string): Promise<void> {
    const to = await this.reviewersOf(facts.locale, sender.id);
    const text = [
      "Hello,",
      "",
      `${sender.username} sent the ${facts.languageName} translation of "${facts.title}" for review.`,
      ...(note ? ["", "Their note:", note] : []),
      "",
      "Approve it or return it with a comment here:",
      "",
      `${this.publicUrl}/cms/reviews`,
      "",
    ].join("\n");
    await Promise.all(to.map((address) => this.send(address, `Translation to review: ${facts.title} (${facts.languageName})`, text)));
  }

  async approved(facts: ReviewMailFacts, senderId: number | null, reviewer: string, publishAt: string | null): Promise<void> {
    const to = await this.addressOf(senderId);
    if (!to) return;
    const when = publishAt ? `It will be published on ${formatPublishedAt(publishAt)}.` : "It is published now.";
    const text = ["Hello,", "", `${reviewer} approved the ${facts.languageName} translation of "${facts.title}".`, when, ""].join("\n");
    await this.send(to, `Translation approved: ${facts.title} (${facts.languageName})`, text);
  }

  async returned(facts: ReviewMailFacts, senderId: number | null, reviewer: string, comment: string): Promise<void> {
    const to = await this.addressOf(senderId);
    if (!to) return;
    const text = [
      "Hello,",
      "",
      `${reviewer} returned the ${facts.languageName} translation of "${facts.title}" to you with this comment:`,
      "",
      comment,
      "",
      "Change it and send it for review again here:",
      "",
      `${this.publicUrl}/cms/pages/${facts.pageId}`,
      "",
    ].join("\n");
    await this.send(to, `Translation returned: ${facts.title} (${facts.languageName})`, text);
  }

  private async addressOf(id: number | null): Promise<string | undefined> {
    if (id === null) return undefined;
    return (await this.db.selectFrom("admins").select("email").where("id", "=", id).executeTakeFirst())?.email;
  }

  private async send(to: string, subject: string, text: string): Promise<void> {
    await this.mailer.send({ to, subject, text }).catch(this.onError);
  }
}
