import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { AppError, type ErrorCode } from "../errors";

/**
 * The one place an error answer is built. Every API refusal is `{ message, code }`: a sentence
 * that can be shown as is, and a stable code a client can act on. Endpoints that promised their
 * clients another shape declare it where they are mounted (`errorShape`): the reset endpoints add
 * `success: false` and `error` (what the reset screens read), the session endpoint adds
 * `authenticated: false`, whatever refused the request (the endpoint, the same-origin guard, the
 * body parser). Nothing else reaches a client: no stack, no library text, no database error.
 */
export type ErrorShape = "plain" | "reset" | "session";

/** Declares the error body shape of the endpoints below the mount point it is used at. */
export const errorShape =
  (shape: ErrorShape): RequestHandler =>
  (_req, res, next) => {
    res.locals.errorShape = shape;
    next();
  };

const shapeOf = (res: Response): ErrorShape => (res.locals.errorShape as ErrorShape | undefined) ?? "plain";

/** Codes for the refusals that come from Express and its body parser rather than from an AppError. */
export type HttpErrorCode = ErrorCode | "bad_request" | "server_error";

/** The HTTP status of each refusal: the one table, read by the Express handler below and by the beacon's early path (stats-fast-path.ts). */
export const STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  version_conflict: 409,
  slug_taken: 409,
  translation_exists: 409,
  section_key_taken: 409,
  redirect_conflict: 409,
  in_use: 409,
  built_in: 409,
  in_review: 409,
  not_in_review: 409,
  too_large: 413,
  throttled: 429,
  busy: 503,
};

export const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

export function errorBody(message: string, code: HttpErrorCode, shape: ErrorShape = "plain"): Record<string, unknown> {
  if (shape === "reset") return { success: false, error: message, message, code };
  if (shape === "session") return { authenticated: false, message, code };
  return { message, code };
}

/** Answers a refusal: its status, `Retry-After` when it has one, no caching, the endpoint's body shape. */
function sendError(res: Response, status: number, message: string, code: HttpErrorCode, retryAfter?: number) {
  if (retryAfter !== undefined) res.setHeader("Retry-After", String(retryAfter));
  res.setHeader("Cache-Control", "no-store");
  res.status(status).json(errorBody(message, code, shapeOf(res)));
}

export function sendAppError(res: Response, err: AppError) {
  sendError(res, STATUS[err.code], err.message, err.code, err.retryAfter);
}

/**
 * What Express and its body parser throw, as a status, a code and a fixed sentence: a library's
 * own message never reaches a client.
 */
function fromExpressError(err: unknown): { status: number; code: HttpErrorCode; message: string } {
  const e = (err ?? {}) as { status?: unknown; statusCode?: unknown; type?: unknown };
  const raw = typeof e.status === "number" ? e.status : typeof e.statusCode === "number" ? e.statusCode : 500;
  const status = raw >= 400 && raw < 600 ? raw : 500;
  if (status === 413) return { status, code: "too_large", message: "Request body is too large (at most 1 MB)" };
  if (status === 400 && e.type === "entity.parse.failed")
    return { status, code: "invalid_input", message: "Request body is not valid JSON" };
  if (status === 415) return { status, code: "invalid_input", message: "Request body encoding is not supported; send UTF-8 JSON" };
  if (status < 500) return { status, code: "bad_request", message: "Bad request" };
  return { status: 500, code: "server_error", message: SERVER_ERROR_MESSAGE };
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
    const { status, code, message, retryAfter } =
      err instanceof AppError
        ? { status: STATUS[err.code], code: err.code, message: err.message, retryAfter: err.retryAfter }
        : { ...fromExpressError(err), retryAfter: undefined };
    if (status >= 500 && !(err instanceof AppError)) logger.error({ err, url: req.originalUrl }, "request failed");
    if (json) {
      sendError(res, status, message, code, retryAfter);
      return;
    }
    if (retryAfter !== undefined) res.setHeader("Retry-After", String(retryAfter));
    res.status(status).setHeader("Cache-Control", "no-store").type("text/plain").send(message);
  };
}
