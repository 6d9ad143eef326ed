import type { RequestHandler } from "express";
import { forbidden } from "../errors";

const crossSite = () => forbidden("Cross-site request refused: requests must come from this site");
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for the API: a state-changing call must come from the site's
 * own pages (its `Origin` is this host or PUBLIC_URL, or the browser says `Sec-Fetch-Site:
 * same-origin`), and a body must be declared JSON, which a plain HTML form cannot send. The one
 * exception is an image upload (`POST /api/cms/media`), which is multipart like a form: it must
 * carry an `Origin` header naming this site, with no fallback.
 */
export function sameOriginJson(publicUrl: string, uploadPaths: readonly string[] = []): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();

    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    const sameOrigin =
      fetchSite !== undefined && fetchSite !== "same-origin"
        ? false
        : origin !== undefined
          ? origin === ownOrigin || origin === publicOrigin
          : fetchSite === "same-origin";
    if (!sameOrigin) {
      throw crossSite();
    }

    const length = req.get("content-length");
    const hasBody = req.get("transfer-encoding") !== undefined || (length !== undefined && length !== "0");
    const upload = req.method === "POST" && uploadPaths.includes(req.path.toLowerCase().replace(/\/+$/, ""));
    if (upload && hasBody && req.is("multipart/form-data")) {
      if (origin === undefined) throw crossSite();
      return next();
    }
    if (hasBody && !req.is("application/json")) {
      throw forbidden("Content-Type must be application/json");
    }
    next();
  };
}
