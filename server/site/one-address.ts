import type { RequestHandler } from "express";
import { canonicalPath } from "../../app/domain/locale-paths";

/**
 * One address per page (docs/product.md, "One address per page"): a GET or HEAD of a page's
 * address written another way (/SERVICES, /services/, /JA/Services, /ja, /home, /%73ervices) is
 * sent to its one address with a 301, its query string kept. Mounted before the page cache, so
 * only that address is ever rendered and kept (and the fast path, which answers only what is
 * kept, never answers another); the canonical link of a page names the same address.
 */
export function oneAddress(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return next();
    }
    const canonical = canonicalPath(decoded);
    if (canonical === null || canonical === path) return next();
    const queryAt = req.originalUrl.indexOf("?");
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.redirect(301, queryAt === -1 ? canonical : canonical + req.originalUrl.slice(queryAt));
  };
}
