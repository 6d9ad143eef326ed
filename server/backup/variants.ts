import { createHash } from "node:crypto";
import sharp from "sharp";
import { MAX_VARIANT_WIDTH, MEDIA_MAX_PIXELS, type VariantFormat, hasTrailingData, variantFile } from "../media/process";
import { VARIANT_MAX_BYTES } from "./limits";
import { type Kind, bytes, id, oneOf, refuse, text, whole } from "./values";

/** What the variant rows of an image are checked against: its media row, read before them. */
export interface MediaFacts {
  line: number;
  id: number;
  key: string;
  width: number;
  height: number;
  fallback: "jpeg" | "png";
  /** Whether a variant in the fallback format was seen: the library shows that one. */
  hasFallback: boolean;
}

export const VARIANT_FORMATS: readonly VariantFormat[] = ["avif", "webp", "jpeg", "png"];

export const VARIANT_COLUMNS: Record<string, Kind> = {
  id,
  media_id: id,
  file: text({ max: 100 }),
  format: oneOf(VARIANT_FORMATS),
  width: whole(1, MAX_VARIANT_WIDTH),
  height: whole(1, MEDIA_MAX_PIXELS),
  etag: text({ max: 100 }),
  data: bytes(VARIANT_MAX_BYTES),
};

/** The ETag the media library gives a variant's bytes (server/media/service.ts, upload). */
const etagOf = (data: Buffer) => `"${createHash("sha256").update(data).digest("base64url").slice(0, 27)}"`;

/**
 * A variant row (its columns already checked) as an upload would have made it: of one of the file's
 * images, in AVIF, WebP or the image's fallback format, at most as wide as the image, served at the
 * address made of the image's key, its width and its format (once in the file), its ETag that of
 * its bytes. Returns the check of the bytes themselves, which decodes them (checkImageBytes).
 */
export function checkVariant(row: Record<string, unknown>, media: ReadonlyMap<number, MediaFacts>, files: Set<string>): Promise<void> {
  const image = media.get(row.media_id as number) ?? refuse(`Media id ${String(row.media_id)} is not an image of this file`);
  const format = row.format as VariantFormat;
  const width = row.width as number;
  const height = row.height as number;
  const data = row.data as Buffer;
  if (format !== "avif" && format !== "webp" && format !== image.fallback) {
    refuse(`Format must be avif, webp or ${image.fallback} (the fallback format of image ${image.id})`);
  }
  if (width > image.width) refuse(`Width must be at most ${image.width}, the width of image ${image.id}`);
  if (width * height > MEDIA_MAX_PIXELS) refuse(`The variant is too large: ${width} by ${height} pixels`);
  const file = variantFile(image.key, width, format);
  if (row.file !== file) refuse(`File must be "${file}" (the key of image ${image.id}, the width and the format)`);
  if (files.has(file)) refuse(`File "${file}" is another variant's of this file`);
  if (row.etag !== etagOf(data)) refuse("ETag is not the one of the data");
  files.add(file);
  if (format === image.fallback) image.hasFallback = true;
  return checkImageBytes(data, format, width, height);
}

/**
 * The bytes are an image of the format and the size the row says, with nothing after its end
 * (the way a file is made to be an image and a web page at once). Sharp reads the header, which
 * tells the format and the size, and no further: a full decode of every variant would take a
 * large site's import minutes.
 */
export async function checkImageBytes(data: Buffer, format: VariantFormat, width: number, height: number): Promise<void> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    refuse(`Data is not a ${format} image`);
  }
  const actual = meta.format === "heif" ? (meta.compression === "av1" ? "avif" : "heif") : meta.format;
  if (actual !== format) refuse(`Data is not a ${format} image (it is ${actual ? `a ${actual} image` : "of no known format"})`);
  if (meta.width !== width || meta.height !== height)
    refuse(`Data is an image of ${meta.width} by ${meta.height} pixels, not ${width} by ${height}`);
  if (hasTrailingData(data, format)) refuse("Data has bytes after the end of the image");
}
