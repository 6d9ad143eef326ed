import busboy from "busboy";
import { type Request, type Response, Router } from "express";
import { MEDIA_ALT_MAX } from "../../app/lib/limits";
import { mediaAltSchema, mediaListQuerySchema } from "../../app/lib/schemas/media";
import type { AdminIdentity } from "../context";
import { AppError, invalidInput, notFound } from "../errors";
import { MEDIA_MAX_BYTES } from "../media/process";
import type { MediaService } from "../media/service";
import { handle, parseBody, parseId } from "./http";

const tooLarge = () => new AppError("too_large", "The file is too large (at most 15 MB)");

/**
 * Reads a multipart upload: one `file` (at most MEDIA_MAX_BYTES, kept in memory) and an `alt`
 * field. Anything beyond the limits ends the request with a clear refusal.
 */
function readUpload(req: Request): Promise<{ data: Buffer; fileName: string; alt: string }> {
  return new Promise((resolve, reject) => {
    if (!req.is("multipart/form-data")) {
      reject(invalidInput("Send the image as multipart/form-data with a file field"));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: MEDIA_MAX_BYTES, fields: 4, fieldSize: MEDIA_ALT_MAX * 4 + 16, parts: 6, headerPairs: 20 },
        defParamCharset: "utf8",
      });
    } catch {
      reject(invalidInput("The upload is not valid multipart/form-data"));
      return;
    }
    const chunks: Buffer[] = [];
    let fileName = "";
    let sawFile = false;
    let alt = "";
    let failed: AppError | null = null;
    const fail = (err: AppError) => {
      failed ??= err;
    };
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      fileName = info.filename ?? "";
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(tooLarge()));
    });
    parser.on("field", (name, value, info) => {
      if (name !== "alt") return;
      if (info.valueTruncated || value.length > MEDIA_ALT_MAX) fail(invalidInput(`Alt text must be at most ${MEDIA_ALT_MAX} characters`));
      alt = value;
    });
    parser.on("filesLimit", () => fail(invalidInput("Upload one file at a time")));
    parser.on("error", () => reject(failed ?? invalidInput("The upload is not valid multipart/form-data")));
    parser.on("close", () => {
      if (failed) return reject(failed);
      if (!sawFile) return reject(invalidInput("Choose an image file to upload"));
      const parsed = mediaAltSchema.safeParse({ alt });
      if (!parsed.success) return reject(invalidInput(parsed.error.issues[0]!.message));
      resolve({ data: Buffer.concat(chunks), fileName, alt: parsed.data.alt });
    });
    req.pipe(parser);
  });
}

/** The media library for the signed-in administrator. */
export function mediaRouter(media: MediaService): Router {
  const router = Router();

  router.post(
    "/media",
    handle(async (req, res) => {
      const length = Number(req.get("content-length") ?? "0");
      // A body far larger than any file we keep is refused before reading. One only a little too
      // large is read to its end (and dropped) so that the browser receives the 413, not a reset.
      if (length > 4 * MEDIA_MAX_BYTES) {
        res.setHeader("Connection", "close");
        throw tooLarge();
      }
      const upload = await readUpload(req);
      const { media: item, created } = await media.upload(upload, (res.locals.admin as AdminIdentity).username);
      res.status(created ? 201 : 200).json(item);
    }),
  );

  router.get(
    "/media",
    handle(async (req, res) => {
      res.json(await media.list(parseBody(mediaListQuerySchema, req.query)));
    }),
  );

  router.get(
    "/media/:id",
    handle(async (req, res) => {
      const item = await media.get(parseId(req.params.id, "Image not found"));
      if (!item) throw notFound("Image not found");
      res.json(item);
    }),
  );

  router.put(
    "/media/:id",
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Image not found");
      res.json(await media.updateAlt(id, parseBody(mediaAltSchema, req.body).alt));
    }),
  );

  router.delete(
    "/media/:id",
    handle(async (req, res: Response) => {
      await media.delete(parseId(req.params.id, "Image not found"));
      res.json({ success: true });
    }),
  );

  return router;
}
