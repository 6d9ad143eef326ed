import express, { type ErrorRequestHandler, Router } from "express";
import type { Logger } from "pino";
import { sameOriginJson } from "../security/same-origin";
import type { SessionStore } from "../auth/sessions";
import type { PageStore } from "../cms/store";
import { type AuthDeps, authRouter } from "./auth";
import { pagesRouter } from "./pages";
import { apiErrorStatus, handle } from "./http";

export const BODY_LIMIT = "1mb";

export interface ApiDeps extends AuthDeps {
  store: PageStore;
  sessions: SessionStore;
  logger: Logger;
}

/** Everything under /api: the guards first, then the public endpoint, sign-in, and the admin routes. */
export function apiRouter(deps: ApiDeps): Router {
  const { store, sessions } = deps;
  const router = Router();

  router.use(sameOriginJson(deps.publicUrl));
  router.use(express.json({ limit: BODY_LIMIT }));

  // The one cacheable answer: published content for the home page and CMS pages (5 minutes).
  router.get(
    "/cms/public/pages/:slug",
    handle(async (req, res) => {
      const slug = String(req.params.slug);
      const page = slug.length <= 100 ? await store.getPublic(slug) : null;
      if (!page) {
        res.setHeader("Cache-Control", "no-store");
        res.status(404).json({ message: "Page not found" });
        return;
      }
      res.setHeader("Cache-Control", "public, max-age=300");
      res.json(page);
    }),
  );

  // Every other /api/cms answer is private to this administrator and this moment.
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.use("/cms", authRouter(deps));

  router.use(
    "/cms",
    handle(async (req, res, next) => {
      const admin = await sessions.fromRequest(req);
      if (!admin) {
        res.status(401).json({ message: "Not signed in" });
        return;
      }
      res.locals.admin = admin;
      next();
    }),
    pagesRouter(store),
  );

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  router.use(apiErrorHandler(deps.logger));
  return router;
}

/** Known refusals become their 4xx; the rest goes to the app's handler (500, nothing leaked). */
function apiErrorHandler(_logger: Logger): ErrorRequestHandler {
  return (err, _req, res, next) => {
    const known = apiErrorStatus(err);
    if (!known || res.headersSent) return next(err);
    res.status(known.status).json({ message: known.message });
  };
}
