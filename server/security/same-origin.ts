import type { Request, RequestHandler } from "express";
import { forbidden } from "../errors";

const crossSite = () => forbidden("Cross-site request refused: requests must come from this site");
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const hasBody = (req: Request) => {
  const length = req.get("content-length");
  return req.get("transfer-encoding") !== undefined || (length !== undefined && length !== "0");
};

/**
 * Whether a state-changing request comes from the site's own pages: its `Origin` is this host
 * (`ownOrigin`, as the request reached the server) or PUBLIC_URL's, and `Sec-Fetch-Site`, when
 * the browser sends it, says `same-origin`; without `Origin`, `Sec-Fetch-Site: same-origin` is
 * required. The one rule of sameOrigin below and of the beacon's early path
 * (server/api/stats-fast-path.ts).
 */
export function fromOwnSite({
  origin,
  fetchSite,
  ownOrigin,
  publicOrigin,
}: {
  origin: string | undefined;
  fetchSite: string | undefined;
  ownOrigin: string;
  publicOrigin: string;
}): boolean {
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
  return origin !== undefined ? origin === ownOrigin || origin === publicOrigin : fetchSite === "same-origin";
}

/**
 * Cross-site request forgery guard for the API: a state-changing call must come from the site's
 * own pages (fromOwnSite).
 */
export function sameOrigin(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const same = fromOwnSite({
      origin: req.get("origin"),
      fetchSite: req.get("sec-fetch-site"),
      ownOrigin: `${req.protocol}://${req.get("host") ?? ""}`,
      publicOrigin,
    });
    if (!same) throw crossSite();
    next();
  };
}

/**
 * The JSON endpoints' body rule: a body must be declared JSON, which a plain HTML form cannot
 * send, so a page elsewhere cannot post one.
 */
export const jsonBodiesOnly: RequestHandler = (req, _res, next) => {
  if (!SAFE_METHODS.has(req.method) && hasBody(req) && !req.is("application/json"))
    throw forbidden("Content-Type must be application/json");
  next();
};

export const TMX_TYPES = ["application/x-tmx+xml", "application/xml", "text/xml"];

/** The body rule of the TMX import (docs/product.md, "Translation memory (TMX)"): as the XLIFF import's, the memory declared as XML. */
export const tmxBodiesOnly: RequestHandler = (req, _res, next) => {
  if (hasBody(req) && !req.is(TMX_TYPES))
    throw forbidden("Content-Type must be application/x-tmx+xml: send the TMX file itself as the request body");
  next();
};

/**
 * The body rule of an endpoint that takes a form's upload (multipart, as a plain HTML form could
 * send): it must also carry an `Origin` header naming this site (checked by sameOrigin), with no
 * fallback to `Sec-Fetch-Site`. Any other body must be JSON, as everywhere else.
 */
export const multipartFromOwnPages: RequestHandler = (req, res, next) => {
  if (hasBody(req) && req.is("multipart/form-data")) {
    if (req.get("origin") === undefined) throw crossSite();
    return next();
  }
  jsonBodiesOnly(req, res, next);
};

/** The XML types an XLIFF file is sent as. None is one a plain HTML form can send. */
export const XML_TYPES = ["application/xliff+xml", "application/xml", "text/xml"];

/**
 * The body rule of the XLIFF import (docs/product.md, "XLIFF for translators"): the file itself is
 * the body, declared as XML, which a plain HTML form cannot send (a page elsewhere would need a
 * CORS preflight this site never grants), so the same-origin guard above it is as strict as for
 * JSON. Any other body is refused before it is read.
 */
export const xmlBodiesOnly: RequestHandler = (req, _res, next) => {
  if (hasBody(req) && !req.is(XML_TYPES))
    throw forbidden("Content-Type must be application/xliff+xml: send the XLIFF file itself as the request body");
  next();
};
