import busboy from "busboy";
import type { Request, Response } from "express";
import { MEDIA_ALT_MAX } from "../../app/lib/limits";
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE, mediaUploadFieldsSchema } from "../../app/domain/media-upload";
import { parseInput } from "../../app/lib/validation";
import { AppError, invalidInput } from "../errors";
import { UPLOAD_LIMITS, UploadAbandoned } from "../media/admission";

export interface Upload {
  data: Buffer;
  fileName: string;
  alt: string;
}

/** More than this is never read, whatever the body claims: the file, its fields and their framing. */
const MAX_BODY_BYTES = 4 * MEDIA_MAX_BYTES;

export const tooLarge = () => new AppError("too_large", MEDIA_TOO_LARGE_MESSAGE);
const notMultipart = () => invalidInput("The upload is not valid multipart/form-data");

/**
 * Reads a multipart upload: one `file` (at most MEDIA_MAX_BYTES, kept in memory) and an `alt`
 * field, parsed with the shared schema (app/domain/media-upload.ts) as the JSON API parses it. Every
 * way a body can go wrong settles the promise exactly once, with a refusal (400/413) or, when the
 * client went away (`signal`), UploadAbandoned:
 * - a body that ends early or breaks the multipart framing (busboy's `error`, on the parser or on
 *   the file's stream, is always listened to: an unheard `error` would end the process);
 * - a body that stops arriving for UPLOAD_LIMITS.idleSeconds (the connection is then closed);
 * - more parts, fields or files than an upload has.
 * After a refusal the rest of the body is read and dropped, up to MAX_BODY_BYTES, so that the
 * client receives the answer rather than a reset.
 */
export function readUpload(req: Request, res: Response, signal: AbortSignal): Promise<Upload> {
  return new Promise((resolve, reject) => {
    if (!req.is("multipart/form-data")) {
      reject(invalidInput("Send the image as multipart/form-data with a file field"));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // fileSize one byte past the limit: busboy reports `limit` on reaching it, and a file of
        // exactly MEDIA_MAX_BYTES is accepted (docs/product.md, 11).
        limits: { files: 1, fileSize: MEDIA_MAX_BYTES + 1, fields: 4, fieldSize: MEDIA_ALT_MAX * 4 + 16, parts: 6, headerPairs: 20 },
        defParamCharset: "utf8",
      });
    } catch {
      reject(notMultipart());
      return;
    }
    const chunks: Buffer[] = [];
    let fileBytes = 0;
    let bodyBytes = 0;
    let fileName = "";
    let sawFile = false;
    const fields: { alt?: string } = {};
    let settled = false;
    let idle: NodeJS.Timeout | undefined;

    const settle = (err: Error | null, upload?: Upload) => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      signal.removeEventListener("abort", onAbort);
      req.unpipe(parser);
      // Not from inside busboy's own callbacks (it reads its state again after calling them).
      setImmediate(() => parser.destroy());
      chunks.length = 0;
      if (err) {
        if (!req.complete && !req.destroyed) req.resume();
        reject(err);
      } else {
        resolve(upload!);
      }
    };
    const onAbort = () => settle(new UploadAbandoned("receiving"));
    const closeAfterAnswer = () => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    };
    const stalled = () => {
      closeAfterAnswer();
      settle(invalidInput("The upload stopped arriving: check your connection and try again"));
    };
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(stalled, UPLOAD_LIMITS.idleSeconds * 1000);
    };

    signal.addEventListener("abort", onAbort, { once: true });
    req.on("error", () => settle(new UploadAbandoned("receiving")));
    req.on("data", (chunk: Buffer) => {
      bodyBytes += chunk.length;
      // A chunked body has no declared length: it is cut off past what any upload needs.
      if (bodyBytes > MAX_BODY_BYTES) {
        closeAfterAnswer();
        settle(tooLarge());
        req.destroy();
        return;
      }
      if (!settled) armIdle();
    });

    parser.on("file", (name, stream, info) => {
      stream.on("error", () => settle(notMultipart()));
      if (name !== "file" || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      fileName = info.filename ?? "";
      stream.on("data", (chunk: Buffer) => {
        fileBytes += chunk.length;
        if (fileBytes > MEDIA_MAX_BYTES) settle(tooLarge());
        else chunks.push(chunk);
      });
      stream.on("limit", () => settle(tooLarge()));
    });
    parser.on("field", (name, value, info) => {
      if (name !== "alt") return;
      if (info.valueTruncated) settle(invalidInput(`Alt text must be at most ${MEDIA_ALT_MAX} characters`));
      fields.alt = value;
    });
    parser.on("filesLimit", () => settle(invalidInput("Upload one file at a time")));
    parser.on("fieldsLimit", () => settle(invalidInput("The upload has more fields than an image and its alt text")));
    parser.on("partsLimit", () => settle(invalidInput("The upload has more fields than an image and its alt text")));
    parser.on("error", () => settle(notMultipart()));
    parser.on("close", () => {
      if (settled) return;
      if (!sawFile) return settle(invalidInput("Choose an image file to upload"));
      const parsed = parseInput(mediaUploadFieldsSchema, { alt: fields.alt ?? "" });
      if (!parsed.ok) return settle(invalidInput(parsed.message));
      settle(null, { data: Buffer.concat(chunks), fileName, alt: parsed.data.alt });
    });
    armIdle();
    req.pipe(parser);
  });
}
