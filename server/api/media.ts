import type { Request, Response, Router } from "express";
import type { Logger } from "pino";
import { mediaAltSchema, mediaListQuerySchema } from "../../app/domain/schemas/media";
import { MEDIA_MAX_BYTES, type MediaUploadDTO } from "../../app/domain/media-upload";
import { notFound } from "../errors";
import { UploadAbandoned } from "../media/admission";
import type { MediaService } from "../media/service";
import { allow, personOf, policyRouter } from "./authorize";
import { handle, parseBody, parseId } from "./http";
import { readUpload, tooLarge } from "./media-upload";

/**
 * An upload from its first byte to its answer, in one of the places the media service keeps for
 * uploads (503 with Retry-After when none is free). When the client goes away, its work stops:
 * the body is no longer read, a turn it waited for is not taken, variants are no longer made.
 */
async function receiveUpload(req: Request, res: Response, media: MediaService, logger: Logger): Promise<void> {
  const length = Number(req.get("content-length") ?? "0");
  // A body far larger than any file we keep is refused before reading. One only a little too
  // large is read to its end (and dropped) so that the browser receives the 413, not a reset.
  if (length > 4 * MEDIA_MAX_BYTES) {
    res.setHeader("Connection", "close");
    throw tooLarge();
  }
  const release = media.admit();
  const gone = new AbortController();
  const leave = () => {
    if (!res.writableFinished) gone.abort();
  };
  res.on("close", leave);
  try {
    const upload = await readUpload(req, res, gone.signal);
    const { media: item, created } = await media.upload(upload, personOf(res).username, gone.signal);
    res.status(created ? 201 : 200).json({ ...item, created } satisfies MediaUploadDTO);
  } catch (err) {
    if (!(err instanceof UploadAbandoned)) throw err;
    logger.info({ path: req.originalUrl.split("?")[0], stage: err.stage, variantsMade: err.variantsMade }, "upload abandoned");
  } finally {
    res.off("close", leave);
    release();
  }
}

/** POST /api/cms/media: one upload, for a signed-in person (mounted apart: its body is multipart, not JSON). */
export function mediaUploadHandler(media: MediaService, logger: Logger) {
  return handle((req, res) => receiveUpload(req, res, media, logger));
}

/** The media library for the signed-in administrator, but for the upload (mediaUploadHandler). */
export function mediaRouter(media: MediaService): Router {
  const router = policyRouter();

  router.get(
    "/media",
    allow("media.read"),
    handle(async (req, res) => {
      res.json(await media.list(parseBody(mediaListQuerySchema, req.query)));
    }),
  );

  router.get(
    "/media/:id",
    allow("media.read"),
    handle(async (req, res) => {
      const item = await media.get(parseId(req.params.id, "Image not found"));
      if (!item) throw notFound("Image not found");
      res.json(item);
    }),
  );

  router.put(
    "/media/:id",
    allow("media.edit"),
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Image not found");
      res.json(await media.updateAlt(id, parseBody(mediaAltSchema, req.body).alt));
    }),
  );

  router.delete(
    "/media/:id",
    allow("media.delete"),
    handle(async (req, res: Response) => {
      await media.delete(parseId(req.params.id, "Image not found"));
      res.json({ success: true });
    }),
  );

  return router.router;
}
