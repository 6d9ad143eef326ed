/**
 * The media library: payloads and answers (browser-safe, zod only).
 */
import { z } from "zod";
import { MEDIA_ALT_MAX } from "../limits";
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

export interface MediaVariantDTO {
  url: string;
  width: number;
  height: number;
  format: "avif" | "webp" | "jpeg" | "png";
}

/** An image of the media library. `url` is its largest fallback (JPEG or PNG) variant. */
export interface MediaDTO {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
  /** The type of the upload, decided by decoding it. */
  mimeType: string;
  bytes: number;
  fileName: string;
  createdAt: string;
  variants: MediaVariantDTO[];
  /** The pages that show it (in a section or as their sharing image), those in the trash included. */
  usedBy: Array<{ id: number; title: string; inTrash: boolean }>;
}

export type MediaListDTO = ListPageDTO<MediaDTO>;
