import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/** What the site answers; anything else (TRACE, CONNECT, invented verbs) is refused. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"]);

/** A host name or address, with an optional port: what a Host header may hold. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Requests that anyone can send but no browser does: an unknown method, an absolute-form or
 * asterisk request target, a missing, repeated or malformed Host (HTTP/1.0 sends none), a path
 * that does not decode. (Node's own parser already answers 400 to verbs it does not know, such
 * as TRACK, and closes CONNECT.)
 * They get a plain 4xx here, before anything downstream could choke on them, and the request log
 * writes their one line at warn level with the reason.
 */
export function refuseOddRequests(): RequestHandler {
  return (req, res, next) => {
    const refuse = (status: number, reason: string, message: string) => {
      res.locals.logReason = reason;
      if (status === 405) res.setHeader("Allow", [...METHODS].join(", "));
      res.status(status).setHeader("Cache-Control", "no-store").type("text/plain").send(message);
    };
    if (!METHODS.has(req.method)) return refuse(405, "method not allowed", "Method not allowed");
    if (!req.url.startsWith("/")) return refuse(400, "request target is not a path", "Bad request");
    const host = req.headers.host;
    const hosts = req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === "host").length;
    if (!host || hosts !== 1 || !HOST.test(host)) return refuse(400, "missing, repeated or malformed Host header", "Bad request");
    try {
      decodeURIComponent(req.url.split("?")[0]!);
    } catch {
      return refuse(400, "path does not decode", "Bad request");
    }
    next();
  };
}

/**
 * Everything under /cms, documents and `.data` requests alike, holds the administrator's data
 * or depends on the session: no cache may keep it, whatever a route set.
 */
export function noStoreForAdmin(): RequestHandler {
  return (req, res, next) => {
    if (/^\/cms(?:[/.]|$)/i.test(req.path)) {
      onHeaders(res, () => res.setHeader("Cache-Control", "no-store"));
    }
    next();
  };
}
