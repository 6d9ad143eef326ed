import express, { Router } from "express";
import type { Logger } from "pino";
import { notFound, unauthorized } from "../errors";
import type { Services } from "../services";
import { jsonBodiesOnly, multipartFromOwnPages, sameOrigin, xmlBodiesOnly } from "../security/same-origin";
import { authRouter } from "./auth";
import { mediaRouter, mediaUploadHandler } from "./media";
import { settingsRouter } from "./settings";
import { translationsRouter } from "./translations";
import { xliffRouter, xliffUploadHandler } from "./xliff";
import { pagesRouter, publicPagesRouter, revisionsRouter, sectionsRouter, trashRouter } from "./pages";
import { errorHandler, errorShape } from "./errors";
import { handle } from "./http";
import { sessionToken } from "./session-cookie";

export const BODY_LIMIT = "1mb";

export interface ApiDeps {
  services: Services;
  logger: Logger;
  publicUrl: string;
}

/** Everything under /api: the guards, the public endpoint, sign-in, then the admin's routes. */
export function apiRouter({ services, logger, publicUrl }: ApiDeps): Router {
  const router = Router();

  // The reset and session endpoints answer refusals in the shapes their screens read.
  router.use("/cms/reset-password", errorShape("reset"));
  router.use("/cms/session", errorShape("session"));
  router.use(sameOrigin(publicUrl));

  router.use("/cms/public", publicPagesRouter(services.pages));

  // Every other /api answer is private to this administrator and this moment.
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  const signedIn = handle(async (req, res, next) => {
    const admin = await services.auth.session(sessionToken(req));
    if (!admin) throw unauthorized();
    res.locals.admin = admin;
    next();
  });

  // The endpoints whose body is not JSON (a form's upload, an XLIFF file) declare their own body rule and reader.
  router.post("/cms/media", multipartFromOwnPages, signedIn, mediaUploadHandler(services.media, logger));
  router.post("/cms/translations/:locale/xliff", xmlBodiesOnly, signedIn, ...xliffUploadHandler(services.xliff));

  router.use(jsonBodiesOnly, express.json({ limit: BODY_LIMIT }));
  router.use("/cms", authRouter(services.auth));
  router.use(
    "/cms",
    signedIn,
    pagesRouter(services.pages, services.translations),
    revisionsRouter(services.revisions),
    sectionsRouter(services.pages),
    trashRouter(services.trash),
    mediaRouter(services.media),
    settingsRouter(services.settings),
    translationsRouter(services),
    xliffRouter(services.xliff),
  );

  router.use(() => {
    throw notFound("Not found");
  });
  router.use(errorHandler(logger, { json: true }));
  return router;
}
