import express, { Router } from "express";
import { hitSchema, statsQuerySchema } from "../../app/domain/schemas/stats";
import { invalidInput } from "../errors";
import type { StatsService } from "../stats/service";
import type { LanguageDemand } from "../stats/language-demand";
import { languageDemandQuerySchema } from "../../app/domain/schemas/language-demand";
import { handle, parseBody } from "./http";
import { SESSION_COOKIE } from "./session-cookie";

/** Where public pages send their page views (docs/product.md, 8.2): the request log leaves out its address. */
export const STATS_HIT_PATH = "/api/stats/hit";

export const NOT_A_JSON_TEXT = "Request body must be a JSON text (text/plain or application/json)";

/** A page view's body, at most: a path and a referrer of HIT_TEXT_MAX characters each, and room for the rest. */
export const HIT_BODY_MAX_BYTES = 8 * 1024;

/** The content types a beacon's body may have: what sendBeacon gives a text, and JSON. */
export const HIT_CONTENT_TYPES = ["text/plain", "application/json"];

/**
 * A beacon's body, once admitted and read: parsed and checked (a refusal is a 400,
 * invalid_input), then queued, unless the browser is signed in to the admin area (the site's
 * own people reading their pages are not counted). Shared by the route below and the early path.
 */
export function acceptHit(stats: StatsService, body: string, address: string, userAgent: string, cookie: string | undefined): void {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw invalidInput("Request body is not valid JSON");
  }
  const payload = parseBody(hitSchema, data);
  if (!cookie?.includes(`${SESSION_COOKIE}=`)) stats.record(payload, address, userAgent);
}

/**
 * `POST /api/stats/hit`, the public pages' beacon. `navigator.sendBeacon` sends a JSON text as
 * `text/plain` (a JSON content type would make it a CORS-preflighted request), so this endpoint
 * reads text/plain and application/json itself, before the API's JSON-only rule; the same-origin
 * guard in front of it applies as to every write. The address's rate is checked before the body
 * is read. Answers 204 whether the page view was counted or left out (a bot, not a page, or a
 * browser signed in to the admin area: the site's own people reading their pages). In
 * production most beacons are answered before Express (stats-fast-path.ts), by the same rules;
 * this route answers the rest (a chunked body, a refusal of the same-origin guard) and development.
 */
export function hitRouter(stats: StatsService): Router {
  const router = Router();
  router.post(
    "/stats/hit",
    (req, _res, next) => {
      stats.admit(req.ip ?? "");
      next();
    },
    express.text({ type: HIT_CONTENT_TYPES, limit: HIT_BODY_MAX_BYTES }),
    (req, res) => {
      if (typeof req.body !== "string") throw invalidInput(NOT_A_JSON_TEXT);
      acceptHit(stats, req.body, req.ip ?? "", req.get("user-agent") ?? "", req.get("cookie"));
      res.status(204).end();
    },
  );
  return router;
}

/** `GET /api/cms/stats`: the Statistics screen's figures, for signed-in administrators. */
export function statsRouter(stats: StatsService, languageDemand: LanguageDemand): Router {
  const router = Router();
  // Where translation pays (docs/product.md, 5.18): visitors by preferred language, and the pages they miss.
  router.get(
    "/stats/language-demand",
    handle(async (req, res) => {
      const { days } = parseBody(languageDemandQuerySchema, { ...(req.query as Record<string, unknown>) });
      res.json(await languageDemand.report(days));
    }),
  );
  router.get(
    "/stats",
    handle(async (req, res) => {
      res.json(await stats.report(parseBody(statsQuerySchema, { ...(req.query as Record<string, unknown>) })));
    }),
  );
  return router;
}
