import express, { Router } from "express";
import { hitSchema, statsQuerySchema } from "../../app/lib/schemas/stats";
import { invalidInput } from "../errors";
import type { StatsService } from "../stats/service";
import { handle, parseBody } from "./http";
import { SESSION_COOKIE } from "./session-cookie";

/** Where public pages send their page views (docs/product.md, 8.2): the request log leaves out its address. */
export const STATS_HIT_PATH = "/api/stats/hit";

/** A page view's body, at most: a path and a referrer of HIT_TEXT_MAX characters each, and room for the rest. */
const HIT_BODY_LIMIT = "8kb";

/**
 * `POST /api/stats/hit`, the public pages' beacon. `navigator.sendBeacon` sends a JSON text as
 * `text/plain` (a JSON content type would make it a CORS-preflighted request), so this endpoint
 * reads text/plain and application/json itself, before the API's JSON-only rule; the same-origin
 * guard in front of it applies as to every write. The address's rate is checked before the body
 * is read. Answers 204 whether the page view was counted or left out (a bot, not a page, or a
 * browser signed in to the admin area: the site's own people reading their pages).
 */
export function hitRouter(stats: StatsService): Router {
  const router = Router();
  router.post(
    "/stats/hit",
    (req, _res, next) => {
      stats.admit(req.ip ?? "");
      next();
    },
    express.text({ type: ["text/plain", "application/json"], limit: HIT_BODY_LIMIT }),
    (req, res) => {
      if (typeof req.body !== "string") throw invalidInput("Request body must be a JSON text (text/plain or application/json)");
      let data: unknown;
      try {
        data = JSON.parse(req.body);
      } catch {
        throw invalidInput("Request body is not valid JSON");
      }
      const payload = parseBody(hitSchema, data);
      if (!req.get("cookie")?.includes(`${SESSION_COOKIE}=`)) stats.record(payload, req.ip ?? "", req.get("user-agent") ?? "");
      res.status(204).end();
    },
  );
  return router;
}

/** `GET /api/cms/stats`: the Statistics screen's figures, for signed-in administrators. */
export function statsRouter(stats: StatsService): Router {
  const router = Router();
  router.get(
    "/stats",
    handle(async (req, res) => {
      res.json(await stats.report(parseBody(statsQuerySchema, { ...(req.query as Record<string, unknown>) })));
    }),
  );
  return router;
}
