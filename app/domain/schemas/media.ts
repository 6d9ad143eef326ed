/**
 * The media library: payloads and answers (browser-safe, zod only).
 */
import { z } from "zod";
import { MEDIA_ALT_MAX } from "../../lib/limits";
import type { PictureSource } from "../../lib/picture-markup";
import { type ListPageDTO, listQueryFields } from "./common";

/** POST /api/cms/media's `alt` field and PUT /api/cms/media/{id}: empty for a decorative image. */
export const mediaAltSchema = z.object(
  {
    alt: z
      .string({ error: "Alt text must be text" })
      .max(MEDIA_ALT_MAX, `Alt text must be at most ${MEDIA_ALT_MAX} characters`)
      .transform((alt) => alt.trim()),
  },
  { error: "Request body must be a JSON object with the alt text" },
);

export const mediaListQuerySchema = z.object(listQueryFields(24));
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

/**
 * An image of the media library: the picture (`url` is its largest fallback, JPEG or PNG, variant;
 * app/lib/picture-markup.ts draws it) and what the library knows of it.
 */
export interface MediaDTO extends PictureSource {
  id: number;
  alt: string;
  /** The type of the upload, decided by decoding it. */
  mimeType: string;
  bytes: number;
  fileName: string;
  createdAt: string;
  /** The pages that show it (in a section or as their sharing image), those in the trash included. */
  usedBy: Array<{ id: number; title: string; inTrash: boolean }>;
}

export type MediaListDTO = ListPageDTO<MediaDTO>;
