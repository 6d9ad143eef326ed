import { LIMITS } from "../../app/lib/limits";
import { MEDIA_MAX_PIXELS } from "../media/process";

/**
 * How large a file's parts may be, computed from the limits that bound what the site stores, so
 * that a line or a file beyond them is refused as damaged before it is held in memory whole.
 */

const KiB = 1024;
const MiB = 1024 * KiB;
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * The largest variant the site can make: a PNG (the fallback of images with transparency) of
 * MEDIA_MAX_PIXELS whose pixels do not compress at all: 4 bytes a pixel, a filter byte a row (at
 * worst a row a pixel, for an image one pixel wide), and room for its chunks.
 */
export const VARIANT_MAX_BYTES = MEDIA_MAX_PIXELS * 5 + MiB;

/**
 * The largest revision line: a snapshot of a page with every section it may hold, each at the
 * content limit and each byte a control character, which JSON writes as `\u0001` and the line
 * writes again as `\\u0001` (7 bytes), plus the keys and the page's own fields.
 */
const REVISION_MAX_LINE = LIMITS.sectionsMax * (LIMITS.contentMaxBytes * 7 + 4 * KiB) + 64 * KiB;

/**
 * The longest line a file of this site can hold (about 320 MiB, a variant row; an ordinary one is
 * well under a megabyte, and a 2560-pixel photo's PNG variant some 20 MB of base64).
 */
export const LINE_MAX_BYTES = Math.max(base64Length(VARIANT_MAX_BYTES) + 64 * KiB, REVISION_MAX_LINE);

/**
 * How far a file may decompress, measured as it is read: gzip turns repeated text (what revisions
 * are: the same page saved again and again) into about a hundredth of its size at best, and image
 * bytes, most of a real export, hardly at all. Only long runs of one character come near gzip's
 * limit of about 1:1000, which is how a small file is made to hold gigabytes. Up to the floor, a
 * file may hold anything.
 */
export const DECOMPRESSED_RATIO_MAX = 256;
export const DECOMPRESSED_FLOOR = 64 * MiB;

export interface ReadLimits {
  /** The longest line, in bytes. */
  lineMaxBytes: number;
  /** How many bytes the first `compressedBytes` of a file may decompress to. */
  decompressedMaxBytes(compressedBytes: number): number;
}

export const READ_LIMITS: ReadLimits = {
  lineMaxBytes: LINE_MAX_BYTES,
  decompressedMaxBytes: (compressedBytes) => Math.max(DECOMPRESSED_FLOOR, compressedBytes * DECOMPRESSED_RATIO_MAX),
};
