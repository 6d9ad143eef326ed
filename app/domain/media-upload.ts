/**
 * What an upload to the media library may be, in one place for the admin screens (checked before a
 * file is sent) and the server (which refuses anything else): the size limit and its message, the
 * multipart fields' schema, and the answer. Browser-safe. See docs/product.md, 5.9 and 8.2.
 */
import { type MediaDTO, mediaAltSchema } from "./schemas/media";

/** The largest file the library takes, in bytes (15 MiB): a file of exactly this size is accepted. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
export const MEDIA_TOO_LARGE_MESSAGE = "The file is too large (at most 15 MB)";

/** Whether a file of `bytes` is within the limit, the one check the screens and the server share. */
export function fitsUploadLimit(bytes: number): boolean {
  return bytes <= MEDIA_MAX_BYTES;
}

/** The text fields of POST /api/cms/media (multipart): the alt text, parsed as PUT /api/cms/media/{id} parses it. */
export const mediaUploadFieldsSchema = mediaAltSchema;

/**
 * The answer to an upload: the image, and whether this upload added it (`created`, 201) or the
 * same file was in the library already (`created: false`, 200). An image already there keeps its
 * own alt text (`alt`), whatever the upload sent: the client offers to replace it.
 */
export type MediaUploadDTO = MediaDTO & { created: boolean };
