import type { ErrorRequestHandler, Request, Response } from "express";
import type { Logger } from "pino";
import { AppError, type ErrorCode } from "../errors";

/**
 * The one place an error answer is built. Every API refusal is `{ message }`, a sentence that can
 * be shown as is; the reset endpoints add `success: false` and `error` (what the reset screens
 * read) and the session endpoint adds `authenticated: false`, whatever refused the request (the
 * endpoint, the same-origin guard, the body parser). Nothing else reaches a client: no stack, no
 * library text, no database error.
 */
export type ErrorShape = "plain" | "reset" | "session";

/** The shape of the endpoint a request is for (paths as Express matches them: any case, a trailing slash). */
export function shapeFor(req: Request): ErrorShape {
  const path = req.originalUrl.split("?")[0]!.toLowerCase().replace(/\/+$/, "");
  if (path === "/api/cms/reset-password" || path === "/api/cms/reset-password/confirm") return "reset";
  if (path === "/api/cms/session") return "session";
  return "plain";
}

const STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  not_found: 404,
  version_conflict: 409,
  slug_taken: 409,
  section_key_taken: 409,
  in_use: 409,
  too_large: 413,
  throttled: 429,
  busy: 503,
};

export const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

export function errorBody(message: string, shape: ErrorShape = "plain"): Record<string, unknown> {
  if (shape === "reset") return { success: false, error: message, message };
  if (shape === "session") return { authenticated: false, message };
  return { message };
}

/** Answers a refusal: its status, `Retry-After` when it has one, no caching, the endpoint's body shape. */
export function sendError(req: Request, res: Response, status: number, message: string, retryAfter?: number) {
  if (retryAfter !== undefined) res.setHeader("Retry-After", String(retryAfter));
  res.setHeader("Cache-Control", "no-store");
  res.status(status).json(errorBody(message, shapeFor(req)));
}

export function sendAppError(req: Request, res: Response, err: AppError) {
  sendError(req, res, STATUS[err.code], err.message, err.retryAfter);
}

/**
 * What Express and its body parser throw, as a status and a fixed sentence: a library's own
 * message never reaches a client.
 */
function fromExpressError(err: unknown): { status: number; message: string } {
  const e = (err ?? {}) as { status?: unknown; statusCode?: unknown; type?: unknown };
  const raw = typeof e.status === "number" ? e.status : typeof e.statusCode === "number" ? e.statusCode : 500;
  const status = raw >= 400 && raw < 600 ? raw : 500;
  if (status === 413) return { status, message: "Request body is too large (at most 1 MB)" };
  if (status === 400 && e.type === "entity.parse.failed") return { status, message: "Request body is not valid JSON" };
  if (status === 415) return { status, message: "Request body encoding is not supported; send UTF-8 JSON" };
  if (status < 500) return { status, message: "Bad request" };
  return { status: 500, message: SERVER_ERROR_MESSAGE };
}

/**
 * The last handler of the API (JSON) and of the app (plain text): a known refusal keeps its
 * status; anything else is a 500 that is logged with its stack and answered without it.
 */
export function errorHandler(logger: Logger, { json = false }: { json?: boolean } = {}): ErrorRequestHandler {
  return (err: unknown, req: Request, res: Response, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const { status, message, retryAfter } =
      err instanceof AppError ? { status: STATUS[err.code], message: err.message, retryAfter: err.retryAfter } : { ...fromExpressError(err), retryAfter: undefined };
    if (status >= 500 && !(err instanceof AppError)) logger.error({ err, url: req.originalUrl }, "request failed");
    if (json) {
      sendError(req, res, status, message, retryAfter);
      return;
    }
    if (retryAfter !== undefined) res.setHeader("Retry-After", String(retryAfter));
    res.status(status).setHeader("Cache-Control", "no-store").type("text/plain").send(message);
  };
}
