import type { RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * One line per request: method, path without its query (a reset link carries its token there),
 * status and duration. No headers, so no cookies. Server errors are logged at error level, and
 * requests a guard refused as malformed at warn level with the reason (`res.locals.logReason`).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const path = req.originalUrl.split("?")[0]!.slice(0, 300);
      const reason = res.locals.logReason as string | undefined;
      const level = res.statusCode >= 500 ? "error" : reason ? "warn" : "info";
      logger[level]({ method: req.method.slice(0, 20), path, status: res.statusCode, ms: Math.round(ms), ip: req.ip, ...(reason ? { reason } : {}) }, "request");
    });
    next();
  };
}
