import type { Kysely } from "kysely";
import type { PageDTO } from "../../app/domain/schemas/pages";
import type { TrashedPageDTO } from "../../app/domain/schemas/revisions";
import type { Database } from "../db/schema";
import { baseSlug } from "../../app/content/locales";
import type { PageWriter } from "./page-writer";
import type { WriteOptions } from "./page-rows";

/**
 * The trash (docs/product.md, "Trash"): a deleted page waits here, exactly as it was and with its
 * slug still reserved, until it is restored or deleted for ever (by hand, or by housekeeping after
 * TRASH_DAYS). Moving a page here is PageService.delete.
 */
export class TrashService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writer: PageWriter,
    /** The page as GET /api/cms/pages/{id} answers it. */
    private readonly getPage: (id: number) => Promise<PageDTO | null>,
  ) {}

  /** GET /api/cms/trash: most recently deleted first. */
  async list(): Promise<TrashedPageDTO[]> {
    const rows = await this.db
      .selectFrom("pages")
      .select(["id", "title", "slug", "status", "deleted_at", "deleted_by", "locale"])
      .where("deleted_at", "is not", null)
      .orderBy("deleted_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      slug: baseSlug(r.slug),
      locale: r.locale,
      status: r.status,
      deletedAt: r.deleted_at!,
      deletedBy: r.deleted_by ?? "system",
    }));
  }

  /** POST /api/cms/trash/{id}/restore: the page comes back exactly as it was. */
  async restore(id: number, options?: WriteOptions): Promise<PageDTO> {
    await this.writer.write(async (trx) => {
      const page = await this.writer.lockTrashed(trx, id);
      await trx.updateTable("pages").set({ deleted_at: null, deleted_by: null }).where("id", "=", id).execute();
      await this.writer.recordPage(trx, "page-restored", page, options);
    });
    return (await this.getPage(id))!;
  }

  /** DELETE /api/cms/trash/{id}: gone for ever, with its sections and revisions. */
  async purge(id: number, options?: WriteOptions): Promise<void> {
    await this.writer.write(async (trx) => {
      const page = await this.writer.lockTrashed(trx, id);
      await trx.deleteFrom("pages").where("id", "=", id).execute();
      await this.writer.recordPage(trx, "page-deleted-forever", page, options);
    });
  }

  /** Housekeeping: pages in the trash since before `before` are deleted for ever. */
  async purgeBefore(before: string): Promise<number> {
    const result = await this.db
      .deleteFrom("pages")
      .where("deleted_at", "is not", null)
      .where("deleted_at", "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
