import type { Kysely, Selectable } from "kysely";
import { type CommentDTO, OPEN_COMMENTS_MAX } from "../../app/domain/schemas/comments";
import { SOURCE_LOCALE } from "../../app/content/locales";
import { isStorableId, nowIso } from "../db/connect";
import type { Database, Engine } from "../db/schema";
import type { PartCommentsTable } from "../db/schema-comments";
import { inTransaction } from "../db/transaction";
import { invalidInput, notFound } from "../errors";
import { englishPartsOf } from "../cms/translation-sources";

type Db = Kysely<Database>;

const notATranslation = () => notFound("This page is not a translation: comments are on the parts of translations");
const commentNotFound = () => notFound("Comment not found");

const dtoOf = (row: Selectable<PartCommentsTable>): CommentDTO => ({
  id: row.id,
  pageId: row.page_id,
  part: row.part,
  text: row.text,
  author: row.author_name,
  createdAt: row.created_at,
  resolved: row.resolved_at !== null,
  resolvedBy: row.resolved_by_name,
  resolvedAt: row.resolved_at,
});

/**
 * Comments on the parts of a translation (docs/product.md, "Comments on parts"): written beside a
 * part of the translation editor by whoever works in the page's language, resolved and reopened;
 * each translation holds at most OPEN_COMMENTS_MAX open ones. The Translations screen counts them.
 */
export class CommentService {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
  ) {}

  /** GET /api/cms/pages/{id}/comments: oldest first. */
  async list(pageId: number): Promise<CommentDTO[]> {
    await this.translation(this.db, pageId);
    const rows = await this.db.selectFrom("part_comments").selectAll().where("page_id", "=", pageId).orderBy("id").execute();
    return rows.map(dtoOf);
  }

  /** POST /api/cms/pages/{id}/comments: `part` must be a part of the translation's English page. */
  async add(pageId: number, input: { part: string; text: string }, author: { id: number; username: string }): Promise<CommentDTO> {
    const id = await inTransaction(this.db, async (trx) => {
      // Locked on PostgreSQL, so two comments sent at once cannot both pass the count.
      const page = await this.translation(trx, pageId, true);
      const parts = await englishPartsOf(trx, page.source_page_id);
      if (!parts.has(input.part)) throw invalidInput(`The English page has no part “${input.part.slice(0, 100)}”`);
      const open = await trx
        .selectFrom("part_comments")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("page_id", "=", pageId)
        .where("resolved_at", "is", null)
        .executeTakeFirst();
      if (Number(open?.n ?? 0) >= OPEN_COMMENTS_MAX)
        throw invalidInput(`This translation has ${OPEN_COMMENTS_MAX} open comments: resolve some before adding more`);
      const row = await trx
        .insertInto("part_comments")
        .values({
          page_id: pageId,
          part: input.part,
          text: input.text,
          author_id: author.id,
          author_name: author.username,
          created_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return this.get(id);
  }

  /** PUT /api/cms/comments/{id}: resolved (by whom, when) or open again. */
  async setResolved(id: number, resolved: boolean, by: string): Promise<CommentDTO> {
    const comment = await this.get(id);
    if (comment.resolved === resolved) return comment;
    await this.db
      .updateTable("part_comments")
      .set(resolved ? { resolved_at: nowIso(), resolved_by_name: by } : { resolved_at: null, resolved_by_name: null })
      .where("id", "=", id)
      .execute();
    return this.get(id);
  }

  /** The translation page a comment is on (for the policy), or null when there is no such comment. */
  async pageIdOf(id: number): Promise<number | null> {
    if (!isStorableId(id)) return null;
    const row = await this.db.selectFrom("part_comments").select("page_id").where("id", "=", id).executeTakeFirst();
    return row?.page_id ?? null;
  }

  private async get(id: number): Promise<CommentDTO> {
    if (!isStorableId(id)) throw commentNotFound();
    const row = await this.db
      .selectFrom("part_comments")
      .innerJoin("pages", "pages.id", "part_comments.page_id")
      .selectAll("part_comments")
      .where("part_comments.id", "=", id)
      .where("pages.deleted_at", "is", null)
      .executeTakeFirst();
    if (!row) throw commentNotFound();
    return dtoOf(row);
  }

  private async translation(db: Db, pageId: number, lock = false): Promise<{ id: number; source_page_id: number }> {
    if (!isStorableId(pageId)) throw notFound("Page not found");
    let query = db.selectFrom("pages").select(["id", "source_page_id", "locale"]).where("id", "=", pageId).where("deleted_at", "is", null);
    if (lock && this.engine === "postgres") query = query.forUpdate();
    const page = await query.executeTakeFirst();
    if (!page) throw notFound("Page not found");
    if (page.source_page_id === null || page.locale === SOURCE_LOCALE) throw notATranslation();
    return { id: page.id, source_page_id: page.source_page_id };
  }
}

/** Each translation's open comments in `locale`, by its page id: one grouped query for the Translations screen. */
export async function openCommentsIn(db: Db, locale: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("part_comments")
    .innerJoin("pages", "pages.id", "part_comments.page_id")
    .select(["part_comments.page_id as pageId", (eb) => eb.fn.countAll<number>().as("n")])
    .where("pages.locale", "=", locale)
    .where("pages.deleted_at", "is", null)
    .where("part_comments.resolved_at", "is", null)
    .groupBy("part_comments.page_id")
    .execute();
  return new Map(rows.map((row) => [row.pageId, Number(row.n)]));
}
