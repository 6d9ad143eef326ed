import type { RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * One line per request: method, path without its query (a reset link carries its token there),
 * status and duration. No headers, so no cookies.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const path = req.originalUrl.split("?")[0];
      const level = res.statusCode >= 500 ? "error" : "info";
      logger[level]({ method: req.method, path, status: res.statusCode, ms: Math.round(ms), ip: req.ip }, "request");
    });
    next();
  };
}
