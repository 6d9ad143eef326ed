import type { RequestHandler } from "express";
import type { MediaService, ServedVariant } from "../media/service";
import { baseSecurityHeaders, PUBLIC_CONTENT_SECURITY_POLICY } from "../security/headers";
import { type CachedResponse, matchesEtag } from "./page-cache";

/**
 * Images of the media library, at content-addressed URLs: cached for a year, never changed. The
 * route for Express, and the kept answer the fast path sends for a variant held in memory.
 */
export function mediaServing(media: MediaService): { mediaEntry: (variant: ServedVariant) => CachedResponse; mediaRoute: RequestHandler } {
  const mediaEntries = new WeakMap<ServedVariant, CachedResponse>();
  const mediaEntry = (variant: ServedVariant): CachedResponse => {
    let entry = mediaEntries.get(variant);
    if (!entry) {
      entry = {
        status: 200,
        headers: [
          ["Content-Type", variant.mimeType],
          ["Cache-Control", "public, max-age=31536000, immutable"],
        ],
        hash: variant.etag.slice(1, -1),
        bodies: { identity: variant.data },
        identityOnly: true,
      };
      mediaEntries.set(variant, entry);
    }
    return entry;
  };
  const mediaRoute: RequestHandler = async (req, res, next) => {
    try {
      for (const [name, value] of baseSecurityHeaders(req.secure)) res.setHeader(name, value);
      res.setHeader("Content-Security-Policy", PUBLIC_CONTENT_SECURITY_POLICY);
      const variant = await media.variant(String(req.params.file));
      if (!variant) {
        res.status(404).type("text/plain").setHeader("Cache-Control", "no-store").send("Not found");
        return;
      }
      res.setHeader("Content-Type", variant.mimeType);
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("ETag", variant.etag);
      if (matchesEtag(req.get("if-none-match"), variant.etag.slice(1, -1))) {
        res.status(304).end();
        return;
      }
      res.setHeader("Content-Length", String(variant.data.length));
      res.status(200).end(req.method === "HEAD" ? undefined : variant.data);
    } catch (err) {
      next(err);
    }
  };
  return { mediaEntry, mediaRoute };
}
