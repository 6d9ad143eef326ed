import express, { Router } from "express";
import type { Logger } from "pino";
import type { Services } from "../services";
import { sameOriginJson } from "../security/same-origin";
import { authRouter } from "./auth";
import { mediaRouter } from "./media";
import { pagesRouter, publicPagesRouter, sectionsRouter, trashRouter } from "./pages";
import { errorHandler, sendError } from "./errors";
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

  router.use(sameOriginJson(publicUrl, ["/cms/media"]));
  router.use(express.json({ limit: BODY_LIMIT }));

  router.use("/cms/public", publicPagesRouter(services.pages));

  // Every other /api answer is private to this administrator and this moment.
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.use("/cms", authRouter(services.auth));

  router.use(
    "/cms",
    handle(async (req, res, next) => {
      const admin = await services.auth.session(sessionToken(req));
      if (!admin) return sendError(req, res, 401, "Not signed in");
      res.locals.admin = admin;
      next();
    }),
    pagesRouter(services.pages),
    sectionsRouter(services.pages),
    trashRouter(services.pages),
    mediaRouter(services.media, logger),
  );

  router.use((req, res) => sendError(req, res, 404, "Not found"));
  router.use(errorHandler(logger, { json: true }));
  return router;
}
