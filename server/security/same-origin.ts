import type { RequestHandler } from "express";
import { sendError } from "../api/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for the API: a state-changing call must come from the site's
 * own pages (its `Origin` is this host or PUBLIC_URL, or the browser says `Sec-Fetch-Site:
 * same-origin`), and a body must be declared JSON, which a plain HTML form cannot send.
 */
export function sameOriginJson(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
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
      sendError(res, 403, "Cross-site request refused: requests must come from this site");
      return;
    }

    const length = req.get("content-length");
    const hasBody = req.get("transfer-encoding") !== undefined || (length !== undefined && length !== "0");
    if (hasBody && !req.is("application/json")) {
      sendError(res, 403, "Content-Type must be application/json");
      return;
    }
    next();
  };
}
