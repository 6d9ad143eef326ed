import type { Response as ExpressResponse } from "express";
import type { Logger } from "pino";
import { isRouteErrorResponse } from "react-router";

/**
 * What React Router met while answering a page (its `handleError`, app/entry.server.tsx), logged
 * as one JSON entry like everything else the server writes, never a bare stack trace on stderr.
 * A refusal (a 4xx route error, such as a POST to a page without an action: 405) is not a
 * failure: its reason goes on the request's own log line, written at warn level
 * (server/request-log.ts), or on a warn line of its own when there is no Express response (a page
 * rendered for the page cache). Anything else is an error entry with the stack as a field.
 */
export function routeErrorReporter(logger: Logger, res?: ExpressResponse): (error: unknown, request: Request) => void {
  return (error, request) => {
    const path = new URL(request.url).pathname.slice(0, 300);
    if (isRouteErrorResponse(error) && error.status < 500) {
      const inner = (error as { error?: unknown }).error;
      const detail = inner instanceof Error ? inner.message : typeof error.data === "string" ? error.data : "";
      const reason = `${error.status} ${error.statusText}${detail ? `: ${detail}` : ""}`.replace(/\s+/g, " ").slice(0, 300);
      if (res) res.locals.logReason = reason;
      else logger.warn({ method: request.method, path, status: error.status, reason }, "page refused");
      return;
    }
    logger.error({ err: error, method: request.method, path }, "page failed");
  };
}
