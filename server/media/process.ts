import { createHash } from "node:crypto";
import sharp from "sharp";
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE } from "../../app/domain/media-upload";
import { AppError, invalidInput } from "../errors";
import { checkStillWanted } from "./admission";

/** What an upload may be, decided by decoding the content (never the name or the client's type). */
export const MEDIA_FORMATS = ["jpeg", "png", "webp", "avif", "gif"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
export type VariantFormat = "avif" | "webp" | "jpeg" | "png";

/** Checked from the header before anything is decoded: 50 megapixels is beyond any camera a small business uses. */
export const MEDIA_MAX_PIXELS = 50_000_000;
/** The longest side any variant format holds (WebP: 16,383; AVIF as encoded here: 16,384). */
export const MEDIA_MAX_SIDE = 16_383;
/** How many times longer one side may be than the other: past it, the narrow side of the smaller variants rounds to nothing. */
export const MEDIA_MAX_ASPECT = 50;
/** Widths made for every image, up to the original's (never enlarged); the largest is capped. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MAX_VARIANT_WIDTH = 2560;

export const MIME: Record<VariantFormat | MediaFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};
export const EXTENSION: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

export interface ProcessedVariant {
  width: number;
  height: number;
  format: VariantFormat;
  data: Buffer;
}
export interface ProcessedImage {
  /** The content address of the upload: the first 20 hex digits of its SHA-256. */
  key: string;
  format: MediaFormat;
  /** Upright (after EXIF orientation). */
  width: number;
  height: number;
  /** The format of the fallback variants: PNG for images with transparency, JPEG otherwise. */
  fallback: "jpeg" | "png";
  variants: ProcessedVariant[];
}

const notAnImage = () => invalidInput("The file is not an image this site accepts: upload a JPEG, PNG, WebP, AVIF or GIF file");

/**
 * Bytes after the image's own end are refused: they are how a file is made to be an image and a
 * script (or a web page) at once. Each format says where it ends.
 */
export function hasTrailingData(data: Buffer, format: MediaFormat): boolean {
  let end = data.length;
  // Some encoders pad with zero bytes; padding is not content.
  while (end > 0 && data[end - 1] === 0) end -= 1;
  switch (format) {
    case "jpeg":
      return !(end >= 2 && data[end - 2] === 0xff && data[end - 1] === 0xd9);
    case "png":
      return !(end >= 8 && data.subarray(end - 8, end - 4).toString("latin1") === "IEND");
    case "gif":
      return data[end - 1] !== 0x3b;
    case "webp":
      return data.length < 12 || data.readUInt32LE(4) + 8 + (data.readUInt32LE(4) % 2) < end;
    case "avif": {
      // ISO base media: top-level boxes, each with its size, must cover the file exactly.
      let at = 0;
      while (at + 8 <= data.length) {
        let size = data.readUInt32BE(at);
        if (size === 1) {
          if (at + 16 > data.length) return true;
          size = Number(data.readBigUInt64BE(at + 8));
        } else if (size === 0) {
          size = data.length - at;
        }
        if (size < 8) return true;
        at += size;
      }
      return at !== data.length && at < end;
    }
  }
}

/** The content address of an upload: the first 20 hex digits of its SHA-256. The same file is the same image. */
export function contentKey(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex").slice(0, 20);
}

const damaged = () => invalidInput("The image could not be read: the file is damaged or incomplete");

/**
 * Refuses, from the header alone, a size the site will not process: too many pixels, a side longer
 * than the variant formats hold, or one side far longer than the other. Sizes are upright.
 */
function checkSize(width: number, height: number): void {
  const size = `${width} by ${height} pixels`;
  if (width * height > MEDIA_MAX_PIXELS) throw invalidInput(`The image is too large: ${size} (at most 50 megapixels)`);
  if (Math.max(width, height) > MEDIA_MAX_SIDE) throw invalidInput(`The image is too large: ${size} (at most 16,383 pixels on a side)`);
  if (Math.max(width, height) > MEDIA_MAX_ASPECT * Math.min(width, height)) {
    throw invalidInput(`The image is too long and narrow: ${size} (one side at most ${MEDIA_MAX_ASPECT} times the other)`);
  }
}

/**
 * Decodes, checks and turns an upload into its variants: upright (EXIF orientation applied), every
 * metadata block removed (sharp writes none unless asked), at each width up to the original, in
 * AVIF, WebP and a JPEG or PNG fallback. Refusals are plain sentences (400), never library text.
 * The checks go from cheap to dear: size and type from the header, then the one strict decode of
 * the whole image (damaged or incomplete), then the bytes after the image's end. When `signal`
 * aborts (the client went away), the work stops before the next variant (UploadAbandoned).
 */
export async function processImage(data: Buffer, { signal }: { signal?: AbortSignal } = {}): Promise<ProcessedImage> {
  if (data.length === 0) throw invalidInput("The file is empty");
  if (data.length > MEDIA_MAX_BYTES) throw new AppError("too_large", MEDIA_TOO_LARGE_MESSAGE);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  const format = (meta.format === "heif" ? (meta.compression === "av1" ? "avif" : undefined) : meta.format) as MediaFormat | undefined;
  if (!format || !MEDIA_FORMATS.includes(format)) throw notAnImage();
  if (!meta.width || !meta.height) throw notAnImage();
  const turned = (meta.orientation ?? 1) >= 5;
  checkSize(turned ? meta.height : meta.width, turned ? meta.width : meta.height);

  // libjpeg reports a scan that runs out of data (a header that lies about the size, a cut file)
  // as a warning, so JPEG fails on warnings; the other decoders report damage as errors.
  const failOn = format === "jpeg" ? "warning" : "error";
  const source = () => sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS, failOn }).rotate();
  const upright = { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  const largest = Math.min(upright.width, MAX_VARIANT_WIDTH);
  let pixels: { data: Buffer; info: sharp.OutputInfo };
  try {
    // The one decode: strict, of every byte (a damaged or incomplete file fails here, before any
    // variant), upright, at the largest variant's width. Every variant is made from these pixels,
    // rather than decoding the upload again for each of them.
    pixels = await source().resize({ width: largest }).raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  } catch {
    throw damaged();
  }
  if (hasTrailingData(data, format)) throw invalidInput("The file has data after the end of the image and was refused");

  const { width: rawWidth, height: rawHeight, channels } = pixels.info;
  const decoded = () => sharp(pixels.data, { raw: { width: rawWidth, height: rawHeight, channels } });
  const widths = [...VARIANT_WIDTHS.filter((w) => w < largest), largest];
  const fallback = channels === 4 || channels === 2 ? "png" : "jpeg";
  const variants: ProcessedVariant[] = [];
  for (const width of widths) {
    const resized = width === rawWidth ? decoded() : decoded().resize({ width });
    for (const variantFormat of ["avif", "webp", fallback] as const) {
      checkStillWanted(signal, "processing", variants.length);
      const encoder = resized.clone();
      const out =
        variantFormat === "avif"
          ? encoder.avif({ quality: 55, effort: 2 })
          : variantFormat === "webp"
            ? encoder.webp({ quality: 78, effort: 4 })
            : variantFormat === "png"
              ? encoder.png({ compressionLevel: 9, palette: false })
              : encoder.jpeg({ quality: 80, mozjpeg: true });
      const { data: bytes, info } = await out.toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, format: variantFormat, data: bytes });
    }
  }
  return { key: contentKey(data), format, width: upright.width, height: upright.height, fallback, variants };
}

/** A variant's address: content-addressed by the upload's key, its width and its format. */
export const variantFile = (key: string, width: number, format: VariantFormat) => `${key}-${width}.${EXTENSION[format]}`;
export const MEDIA_PATH = "/media";
export const VARIANT_FILE_PATTERN = /^([0-9a-f]{20})-(\d{1,5})\.(avif|webp|jpg|png)$/;
