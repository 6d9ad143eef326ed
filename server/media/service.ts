import { createHash } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { MediaDTO, MediaListDTO, MediaListQuery } from "../../app/lib/schemas/media";
import type { Database, Engine, MediaTable } from "../db/schema";
import { isStorableId, isUniqueViolation, nowIso } from "../db/connect";
import { pageOf } from "../db/paging";
import { containsText } from "../db/search";
import { inTransaction } from "../db/transaction";
import { AppError, notFound } from "../errors";
import type { ContentChanges } from "../content/changes";
import { MEDIA_PATH, MIME, type ProcessedImage, VARIANT_FILE_PATTERN, processImage, variantFile } from "./process";

const mediaNotFound = () => notFound("Image not found");

/** Which pages show an image (server/cms/pages.ts answers it). */
export interface ImageUsage {
  pagesShowingImage(db: Kysely<Database>, image: { id: number; key: string }): Promise<MediaDTO["usedBy"]>;
}

export interface ServedVariant {
  data: Buffer;
  mimeType: string;
  etag: string;
}

/** A bounded memory of recently served variants, least recently used out. */
class VariantCache {
  private readonly entries = new Map<string, ServedVariant>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(file: string): ServedVariant | undefined {
    const hit = this.entries.get(file);
    if (hit) {
      this.entries.delete(file);
      this.entries.set(file, hit);
    }
    return hit;
  }

  set(file: string, variant: ServedVariant): void {
    if (variant.data.length > this.maxBytes / 4) return;
    this.delete(file);
    this.entries.set(file, variant);
    this.bytes += variant.data.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.data.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  delete(file: string): void {
    const entry = this.entries.get(file);
    if (!entry) return;
    this.entries.delete(file);
    this.bytes -= entry.data.length;
  }
}

/**
 * The media library: uploads turned into variants (server/media/process.ts), stored in the
 * database, served at content-addressed URLs from a bounded memory cache. One image is processed
 * at a time, so uploads cannot take every core from the pages.
 */
export class MediaService {
  private readonly cache: VariantCache;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly changes: ContentChanges,
    /** Which pages show an image: the page service's answer, not this service's query of its tables. */
    private readonly usage: ImageUsage,
    { cacheBytes = 32 * 1024 * 1024 }: { cacheBytes?: number } = {},
  ) {
    this.cache = new VariantCache(cacheBytes);
    // An image deleted through any instance must stop being served from memory here too.
    changes.onChange(() => this.cache.clear());
  }

  /** Processes one upload after any other in progress; the same file twice is the same image. */
  async upload({ data, fileName, alt }: { data: Buffer; fileName: string; alt: string }, author = "system"): Promise<{ media: MediaDTO; created: boolean }> {
    const processed = (await this.runAlone(() => processImage(data))) as ProcessedImage;
    const existing = await this.db.selectFrom("media").select("id").where("key", "=", processed.key).executeTakeFirst();
    if (existing) return { media: (await this.get(existing.id))!, created: false };
    let id: number;
    try {
      id = await inTransaction(this.db, async (trx) => {
        const row = await trx
          .insertInto("media")
          .values({
            key: processed.key,
            file_name: cleanFileName(fileName),
            alt,
            format: processed.format,
            fallback: processed.fallback,
            width: processed.width,
            height: processed.height,
            bytes: data.length,
            created_at: nowIso(),
            created_by: author,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("media_variants")
          .values(
            processed.variants.map((v) => ({
              media_id: row.id,
              file: variantFile(processed.key, v.width, v.format),
              format: v.format,
              width: v.width,
              height: v.height,
              etag: `"${createHash("sha256").update(v.data).digest("base64url").slice(0, 27)}"`,
              data: v.data,
            })),
          )
          .execute();
        return row.id;
      });
    } catch (err) {
      // The same file uploaded twice at once: the other upload made it.
      if (!isUniqueViolation(err)) throw err;
      const row = await this.db.selectFrom("media").select("id").where("key", "=", processed.key).executeTakeFirstOrThrow();
      return { media: (await this.get(row.id))!, created: false };
    }
    return { media: (await this.get(id))!, created: true };
  }

  async list({ page, pageSize, q }: MediaListQuery): Promise<MediaListDTO> {
    const filtered = () => {
      let query = this.db.selectFrom("media");
      if (q) query = query.where(containsText(["alt", "file_name"], q));
      return query;
    };
    const { rows, ...paging } = await pageOf(filtered, (query) => query.selectAll().orderBy("id", "desc"), { page, pageSize });
    return { items: await Promise.all(rows.map((row) => this.toDTO(row))), ...paging };
  }

  async get(id: number): Promise<MediaDTO | null> {
    if (!isStorableId(id)) return null;
    const row = await this.db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? this.toDTO(row) : null;
  }

  /** A new alt text: pages that show the image (or share it, og:image:alt) show it on the next request. */
  async updateAlt(id: number, alt: string): Promise<MediaDTO> {
    if (!isStorableId(id)) throw mediaNotFound();
    await this.changes.write(async (trx) => {
      const result = await trx.updateTable("media").set({ alt }).where("id", "=", id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw mediaNotFound();
    });
    return (await this.get(id))!;
  }

  /** Deletes an image no page uses; while any does, a 409 that names them. */
  async delete(id: number): Promise<void> {
    if (!isStorableId(id)) throw mediaNotFound();
    await this.changes.write(async (trx) => {
      // Locked first: a page save showing this image waits for the delete, or the delete for the
      // save and then sees the page using it (server/cms/pages.ts takes the image rows shared).
      let query = trx.selectFrom("media").selectAll().where("id", "=", id);
      if (this.engine === "postgres") query = query.forUpdate();
      const row = await query.executeTakeFirst();
      if (!row) throw mediaNotFound();
      const users = await this.usedBy(row, trx);
      if (users.length > 0) {
        const titles = users.map((u) => `"${u.title}"${u.inTrash ? " (in the trash)" : ""}`).join(", ");
        throw new AppError("in_use", `This image is used on ${users.length === 1 ? "the page" : "the pages"} ${titles}. Remove it there first.`);
      }
      await trx.deleteFrom("media").where("id", "=", id).execute();
    });
  }

  /** A variant's bytes for GET /media/{file}, from memory when it was served recently. */
  async variant(file: string): Promise<ServedVariant | null> {
    const cached = this.cache.get(file);
    if (cached) return cached;
    if (!VARIANT_FILE_PATTERN.test(file)) return null;
    const row = await this.db.selectFrom("media_variants").select(["data", "format", "etag"]).where("file", "=", file).executeTakeFirst();
    if (!row) return null;
    const variant = { data: Buffer.from(row.data), mimeType: MIME[row.format], etag: row.etag };
    this.cache.set(file, variant);
    return variant;
  }

  /** Synchronous: only what is in memory (for the fast path in front of Express). */
  cachedVariant(file: string): ServedVariant | undefined {
    return this.cache.get(file);
  }

  private usedBy(row: Selectable<MediaTable>, db: Kysely<Database> = this.db): Promise<MediaDTO["usedBy"]> {
    return this.usage.pagesShowingImage(db, { id: row.id, key: row.key });
  }

  private async toDTO(row: Selectable<MediaTable>): Promise<MediaDTO> {
    const variants = await this.db
      .selectFrom("media_variants")
      .select(["file", "format", "width", "height"])
      .where("media_id", "=", row.id)
      .orderBy("width")
      .orderBy("format")
      .execute();
    const url = (file: string) => `${MEDIA_PATH}/${file}`;
    const fallbacks = variants.filter((v) => v.format === row.fallback);
    const largest = fallbacks.at(-1)!;
    return {
      id: row.id,
      url: url(largest.file),
      width: row.width,
      height: row.height,
      alt: row.alt,
      mimeType: MIME[row.format],
      bytes: row.bytes,
      fileName: row.file_name,
      createdAt: row.created_at,
      variants: variants.map((v) => ({ url: url(v.file), width: v.width, height: v.height, format: v.format })),
      usedBy: await this.usedBy(row),
    };
  }

  private runAlone<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** A file name kept for search only: its last path part, printable, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
  return clean || "image";
}

