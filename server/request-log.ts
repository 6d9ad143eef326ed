import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { STATS_HIT_PATH } from "./api/stats";

/**
 * One line per request: method, path without its query (a reset link carries its token there; a preview link's token is cut from its path),
 * status, duration and the client's address. No headers, so no cookies or user agents. Server
 * errors are logged at error level, and requests a guard refused as malformed at warn level with
 * the reason (`res.locals.logReason`). A page view sent to the statistics is logged without its
 * address (docs/product.md, 5.18: nothing there links a visitor to an address).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // A preview link's token is a secret: its line names the link's place, not the link.
      const path = req.originalUrl
        .split("?")[0]!
        .slice(0, 300)
        .replace(/^(\/preview\/)[^/]+/i, "$1…");
      const reason = res.locals.logReason as string | undefined;
      const level = res.statusCode >= 500 ? "error" : reason ? "warn" : "info";
      const ip = path === STATS_HIT_PATH ? {} : { ip: req.ip };
      logger[level](
        { method: req.method.slice(0, 20), path, status: res.statusCode, ms: Math.round(ms), ...ip, ...(reason ? { reason } : {}) },
        "request",
      );
    });
    next();
  };
}
