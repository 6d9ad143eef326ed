import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { SESSION_COOKIE } from "../api/session-cookie";
import { baseSecurityHeaders, isAdminPath, PUBLIC_CONTENT_SECURITY_POLICY } from "../security/headers";
import { type CachedResponse, compressBest, contentHash, type PageCache, sendCached } from "./page-cache";

/** Renders a public path as an anonymous visitor sees it: a page, robots.txt or the sitemap. */
export type PublicRenderer = (path: string) => Promise<Response>;

/** Where the page's speculation rules live (server/site/speculation.ts): linked by header, not inline. */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/** How long a rendered page must stay current before its best compression is made. */
const BEST_COMPRESSION_DELAY_MS = 2_000;

/** Headers that describe this response only, or that the sender adds itself: never kept. */
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "vary",
  "date",
  "set-cookie",
  "connection",
  "keep-alive",
]);

/**
 * Whether a request may be answered from (and stored in) the rendered-page cache: an anonymous
 * GET or HEAD of anything that is not the admin area, the API, a build asset or a data request.
 * A request carrying a session cookie goes past the cache: a signed-in administrator may be
 * previewing a draft, and whatever such a request renders is never kept.
 */
function cacheable(method: string, path: string, cookie: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (
    isAdminPath(path) ||
    /^\/(?:api|assets)(?:\/|$)|^\/preview\//i.test(path) ||
    path === "/healthz" ||
    path.endsWith(".data") ||
    path.startsWith("/__")
  ) {
    return false;
  }
  return !cookie?.includes(`${SESSION_COOKIE}=`);
}

/** A rendered response worth keeping: a page or a 404, not private, not a redirect or a failure. */
function storable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  return !/no-store|private/i.test(response.headers.get("Cache-Control") ?? "");
}

/**
 * Public pages from memory. A miss renders once (concurrent misses for the same path share the
 * render), keeps the bytes with a content hash and a quick compression for the client at hand,
 * and makes the best brotli and gzip in the background. Content changes empty the cache
 * (server/site/content-watch.ts), so the next request renders the new content.
 */
export function publicPages({ cache, render, logger }: { cache: PageCache; render: PublicRenderer; logger: Logger }): RequestHandler {
  const inFlight = new Map<string, Promise<CachedResponse | Response>>();

  const renderAndKeep = async (path: string): Promise<CachedResponse | Response> => {
    const generation = cache.generation;
    const response = await render(path);
    if (!storable(response)) return response;
    const body = Buffer.from(await response.arrayBuffer());
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (!NOT_KEPT.has(name) && !name.startsWith("content-security-policy")) headers.push([name, value]);
    });
    if (/^text\/html/.test(response.headers.get("Content-Type") ?? "")) headers.push(["Speculation-Rules", `"${SPECULATION_RULES_PATH}"`]);
    const entry: CachedResponse = { status: response.status, headers, hash: contentHash(body), bodies: { identity: body } };
    if (cache.set(path, entry, generation) && body.length >= 1024) {
      // The best compression costs a hundred times the quick one: spend it on pages that stay,
      // not on a page an administrator is saving again and again.
      const timer = setTimeout(() => {
        if (!cache.holds(path, entry)) return;
        for (const encoding of ["br", "gzip"] as const) {
          compressBest(body, encoding)
            .then((best) => cache.improve(path, entry, encoding, best))
            .catch((err: unknown) => logger.warn({ err }, "could not compress a cached page"));
        }
      }, BEST_COMPRESSION_DELAY_MS);
      timer.unref();
    }
    return entry;
  };

  return (req, res, next) => {
    if (!cacheable(req.method, req.path, req.headers.cookie)) return next();
    const path = req.path;
    const serve = async () => {
      let found: CachedResponse | Response | undefined = cache.get(path);
      res.setHeader("X-Page-Cache", found ? "hit" : "miss");
      if (!found) {
        let pending = inFlight.get(path);
        if (!pending) {
          pending = renderAndKeep(path).finally(() => inFlight.delete(path));
          inFlight.set(path, pending);
        }
        found = await pending;
        // Someone else's render that cannot be shared (a redirect, a failure): render our own.
        if (found instanceof Response && found.bodyUsed) found = await render(path);
      }
      const extra: Array<[string, string]> = [
        ["Content-Security-Policy", PUBLIC_CONTENT_SECURITY_POLICY],
        ...baseSecurityHeaders(req.secure),
      ];
      if (found instanceof Response) {
        res.status(found.status);
        found.headers.forEach((value, name) => {
          if (name !== "content-length") res.setHeader(name, value);
        });
        for (const [name, value] of extra) res.setHeader(name, value);
        res.end(req.method === "HEAD" ? undefined : Buffer.from(await found.arrayBuffer()));
        return;
      }
      const entry = found;
      await sendCached(req, res, entry, extra, (encoding, body) => cache.improve(path, entry, encoding, body));
    };
    serve().catch(next);
  };
}
