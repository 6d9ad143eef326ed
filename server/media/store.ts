import type { Kysely, Transaction } from "kysely";
import type { PictureSource } from "../../app/lib/picture-markup";
import type { Database, Engine } from "../db/schema";
import type { LibraryPicture } from "./hand-written";
import { MEDIA_PATH } from "./process";

type Db = Kysely<Database> | Transaction<Database>;

/** A page's sharing image (og:image): its largest fallback variant with that variant's size. */
export interface SharingImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * What other services may ask of the media library's rows: which images exist and what a page's
 * sharing image is. They ask here, inside their own transaction, instead of reading the media
 * tables themselves.
 *
 * `lock` holds the images found with a shared lock (PostgreSQL) until the caller's transaction
 * ends: an image delete, which locks the image first (server/media/service.ts), then either waits
 * for that transaction and sees what it wrote, or deletes the image first and the caller finds it
 * missing. Never both. SQLite runs one write at a time.
 */
export class MediaStore {
  constructor(private readonly engine: Engine) {}

  /** Of these media keys, those in the library. */
  async existingKeys(db: Db, keys: readonly string[], { lock = false } = {}): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    let query = db
      .selectFrom("media")
      .select("key")
      .where("key", "in", [...keys]);
    if (lock && this.engine === "postgres") query = query.forShare();
    return new Set((await query.execute()).map((row) => row.key));
  }

  /** Whether the image with this id is in the library. */
  async exists(db: Db, id: number, { lock = false } = {}): Promise<boolean> {
    let query = db.selectFrom("media").select("id").where("id", "=", id);
    if (lock && this.engine === "postgres") query = query.forShare();
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** An image as a responsive picture needs it (app/lib/picture-markup.ts), or null when it is gone. */
  async picture(db: Db, id: number): Promise<PictureSource | null> {
    const media = await db.selectFrom("media").select(["id", "fallback", "width", "height"]).where("id", "=", id).executeTakeFirst();
    if (!media) return null;
    const variants = await db
      .selectFrom("media_variants")
      .select(["file", "format", "width", "height"])
      .where("media_id", "=", id)
      .orderBy("width")
      .orderBy("format")
      .execute();
    const largest = variants.filter((v) => v.format === media.fallback).at(-1);
    if (!largest) return null;
    return {
      url: `${MEDIA_PATH}/${largest.file}`,
      width: media.width,
      height: media.height,
      variants: variants.map((v) => ({ url: `${MEDIA_PATH}/${v.file}`, width: v.width, height: v.height, format: v.format })),
    };
  }

  /** The library images with these media keys, as pictures with their alt text (images written by hand, server/media/hand-written.ts). */
  async picturesByKey(db: Db, keys: readonly string[]): Promise<Map<string, LibraryPicture>> {
    const found = new Map<string, LibraryPicture>();
    if (keys.length === 0) return found;
    const rows = await db
      .selectFrom("media")
      .select(["id", "key", "alt", "fallback", "width", "height"])
      .where("key", "in", [...keys])
      .execute();
    if (rows.length === 0) return found;
    const ids = rows.map((row) => row.id);
    const variants = await db
      .selectFrom("media_variants")
      .select(["media_id", "file", "format", "width", "height"])
      .where("media_id", "in", ids)
      .orderBy("width")
      .execute();
    for (const row of rows) {
      const own = variants
        .filter((v) => v.media_id === row.id)
        .map((v) => ({ url: `${MEDIA_PATH}/${v.file}`, width: v.width, height: v.height, format: v.format }));
      const largest = own.filter((v) => v.format === row.fallback).at(-1);
      if (largest) found.set(row.key, { url: largest.url, width: row.width, height: row.height, alt: row.alt, variants: own });
    }
    return found;
  }

  async sharingImage(db: Db, id: number): Promise<SharingImage | null> {
    const media = await db.selectFrom("media").select(["id", "alt", "fallback"]).where("id", "=", id).executeTakeFirst();
    if (!media) return null;
    const variant = await db
      .selectFrom("media_variants")
      .select(["file", "width", "height"])
      .where("media_id", "=", id)
      .where("format", "=", media.fallback)
      .orderBy("width", "desc")
      .executeTakeFirst();
    return variant ? { url: `${MEDIA_PATH}/${variant.file}`, width: variant.width, height: variant.height, alt: media.alt } : null;
  }
}
