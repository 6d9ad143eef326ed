import express from "express";
import { redirectPayloadSchema } from "../../app/domain/redirects";
import { AppError, forbidden, notFound } from "../errors";
import type { NotFoundLog } from "../redirects/not-found-log";
import type { RedirectService } from "../redirects/service";
import { allow, policyRouter } from "./authorize";
import { BODY_LIMIT, handle, parseBody } from "./http";

const idOf = (value: unknown): number => {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) throw notFound("Redirect not found");
  return Number(value);
};

/**
 * POST /api/cms/redirects/import: an old site's addresses as CSV (`text/csv`), read before the
 * API's JSON-only rule: the body is bounded as every API body is, the import to
 * REDIRECT_IMPORT_MAX_BYTES of it.
 */
export function redirectImportHandlers(redirects: RedirectService): express.RequestHandler[] {
  return [
    (req, _res, next) => {
      if (!req.is("text/csv")) throw forbidden("Content-Type must be text/csv: send the lines from,to[,status] as the request body");
      next();
    },
    express.text({ type: "text/csv", limit: BODY_LIMIT }),
    handle(async (req, res) => {
      if (typeof req.body !== "string") throw new AppError("invalid_input", "The CSV text could not be read");
      res.json(await redirects.importCsv(req.body));
    }),
  ];
}

/**
 * The Redirects screen's endpoints (docs/product.md, "Redirects"), for those who manage pages:
 * the list, one redirect made, changed or removed, and the log of missing pages.
 */
export function redirectsRouter(redirects: RedirectService, notFoundLog: NotFoundLog) {
  const router = policyRouter();
  router.get(
    "/redirects",
    allow("pages.manage"),
    handle(async (_req, res) => void res.json(await redirects.list())),
  );
  router.post(
    "/redirects",
    allow("pages.manage"),
    handle(async (req, res) => void res.status(201).json(await redirects.create(parseBody(redirectPayloadSchema, req.body)))),
  );
  router.put(
    "/redirects/:id",
    allow("pages.manage"),
    handle(async (req, res) => void res.json(await redirects.update(idOf(req.params.id), parseBody(redirectPayloadSchema, req.body)))),
  );
  router.delete(
    "/redirects/:id",
    allow("pages.manage"),
    handle(async (req, res) => {
      await redirects.remove(idOf(req.params.id));
      res.status(204).end();
    }),
  );
  router.get(
    "/not-found",
    allow("pages.manage"),
    handle(async (_req, res) => void res.json(await notFoundLog.list())),
  );
  return router.router;
}
