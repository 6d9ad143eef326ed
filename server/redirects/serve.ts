import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import proxyaddr from "proxy-addr";
import { locationOf } from "../../app/domain/redirects";
import { baseSecurityHeaders, PUBLIC_CONTENT_SECURITY_POLICY } from "../security/headers";
import type { RedirectService, ServedRedirect } from "./service";
import type { NotFoundLog } from "./not-found-log";

/** The page a removed address answers (410): short, in the site's words, with the way home. */
const GONE_PAGE = Buffer.from(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>This page has been removed</title></head><body>' +
    "<main><h1>This page has been removed</h1><p>The page that was at this address is no longer on the site.</p>" +
    '<p><a href="/">Go to the home page</a></p></main></body></html>',
);

/**
 * How a redirect is answered (docs/product.md, "Redirects"): 301 or 302 with the target in
 * Location and the request's query string kept, or 410 with a short page. A permanent redirect
 * may be kept by browsers and nginx for an hour; a temporary one is asked again each time.
 */
function answer(redirect: ServedRedirect, query: string): { status: number; headers: Array<[string, string]>; body: Buffer | null } {
  if (redirect.status === 410) {
    return {
      status: 410,
      headers: [
        ["Content-Type", "text/html; charset=utf-8"],
        ["Cache-Control", "public, max-age=3600"],
        ["Content-Length", String(GONE_PAGE.length)],
      ],
      body: GONE_PAGE,
    };
  }
  return {
    status: redirect.status,
    headers: [
      ["Location", locationOf(redirect.to, query)],
      ["Cache-Control", redirect.status === 301 ? "public, max-age=3600" : "no-cache"],
      ["Content-Length", "0"],
    ],
    body: null,
  };
}

const isSecure = (req: IncomingMessage, trusted: boolean) =>
  (req.socket as { encrypted?: boolean }).encrypted === true ||
  (trusted &&
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]!
      .trim() === "https");

/**
 * Redirects before Express, as fast as a kept page: a lookup in memory and the answer written at
 * once. Only GET and HEAD of a plain path; the rest goes on.
 */
export function createRedirectFastPath({
  redirects,
  trust,
  logger,
}: {
  redirects: RedirectService;
  trust: (address: string | undefined, hop: number) => boolean;
  logger: Logger;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "";
    if (url.charCodeAt(0) !== 47 /* "/" */) return false;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const redirect = redirects.match(path);
    if (!redirect) return false;
    const address = req.socket.remoteAddress;
    const { status, headers, body } = answer(redirect, queryAt === -1 ? "" : url.slice(queryAt + 1));
    const all: Array<[string, string]> = [
      ...headers,
      ["Content-Security-Policy", PUBLIC_CONTENT_SECURITY_POLICY],
      ...baseSecurityHeaders(isSecure(req, trust(address, 0))),
    ];
    res.writeHead(status, all.flat());
    res.end(method === "HEAD" ? undefined : (body ?? undefined));
    redirects.hit(redirect.id);
    logger.info({ method, path: path.slice(0, 300), status, ip: trust(address, 0) ? proxyaddr(req, trust) : address }, "request");
    return true;
  };
}

/** The same answer for requests that reach Express (development, or before the fast path is set). */
export function redirectsMiddleware(redirects: RedirectService): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const redirect = redirects.match(req.path);
    if (!redirect) return next();
    const queryAt = req.originalUrl.indexOf("?");
    const { status, headers, body } = answer(redirect, queryAt === -1 ? "" : req.originalUrl.slice(queryAt + 1));
    res.setHeader("Content-Security-Policy", PUBLIC_CONTENT_SECURITY_POLICY);
    for (const [name, value] of headers) res.setHeader(name, value);
    res.status(status).end(req.method === "HEAD" ? undefined : (body ?? undefined));
    redirects.hit(redirect.id);
  };
}

/**
 * Counts, in the log of missing pages, each public address a visitor asked for that answered 404
 * (the admin area, the API, build assets and images are no pages to redirect).
 */
export function notFoundCounter(log: NotFoundLog): RequestHandler {
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && !/^\/(?:api|assets|cms|media|__)(?:\/|$)/i.test(req.path)) {
      res.once("finish", () => {
        if (res.statusCode === 404) log.record(req.path, req.get("referer"));
      });
    }
    next();
  };
}
