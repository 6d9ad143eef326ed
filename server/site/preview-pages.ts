import type { RequestHandler, Response as ExpressResponse } from "express";
import type { Logger } from "pino";
import { localizedPath } from "../../app/domain/locale-paths";
import { NOT_FOUND_PAGE } from "../../app/content/pages/not-found";
import type { Opening, PreviewLinkService } from "../preview/links";
import { HitRateLimit } from "../stats/rate-limit";

/** Openings of preview links a client address may make in a minute (any token, known or not). */
export const PREVIEW_OPENINGS_PER_MINUTE = 30;

/** What a preview link shows the page with: the page it opens as it is now, and when the link ends. */
export interface SharedPreview {
  englishSlug: string;
  expiresAt: string;
}

/** Renders a public path as an anonymous visitor would see it, the shared page's current content included. */
export type SharedRenderer = (path: string, shared: SharedPreview) => Promise<Response>;

const page = (title: string, text: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  `<meta name="robots" content="noindex"><title>${title}</title></head>` +
  '<body style="font-family:system-ui,sans-serif;color:#1e293b;margin:0;padding:4rem 1.5rem;line-height:1.5">' +
  `<main style="max-width:36rem;margin:0 auto"><h1>${title}</h1><p>${text}</p>` +
  '<p><a href="/" style="color:#0b3b5c;font-weight:600">Go to the home page</a></p></main></body></html>';

/** The answers when a link shows nothing: an unknown token answers as a made-up one would (404), never saying which exist. */
const REFUSALS: Record<Exclude<Opening["kind"], "open"> | "unavailable" | "busy", { status: number; body: string }> = {
  unknown: {
    status: 404,
    body: page("This preview link does not work", "Check that the whole address was copied, or ask for a new link."),
  },
  expired: { status: 410, body: page("This preview link has expired", "Ask whoever sent it for a new link.") },
  withdrawn: { status: 410, body: page("This preview link was withdrawn", "Ask whoever sent it for a new link.") },
  removed: { status: 410, body: page("This preview link was withdrawn", "The page it showed was removed.") },
  unavailable: {
    status: 404,
    body: page("This preview cannot be shown", "The page is not available in its language now. Ask whoever sent it for a new link."),
  },
  busy: { status: 429, body: page("Too many previews opened", "Please wait a minute, then try again.") },
};

/** Headers of every answer under /preview/: private, never kept, never indexed, the token never sent on as a Referer. */
function privateAnswer(res: ExpressResponse): void {
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Robots-Tag", "noindex");
  res.setHeader("Referrer-Policy", "no-referrer");
}

/** Headers of the rendered page that are not passed on: the preview sets its own caching, and the length is the body's. */
const NOT_PASSED = new Set(["cache-control", "content-length", "set-cookie", "transfer-encoding", "etag"]);

/**
 * /preview/{token} (docs/product.md, "Preview links"; docs/decisions/036-preview-links.md): the
 * page of a working link as it is now, saved but maybe not published, rendered the way the public
 * site renders it (with a banner), counted on the link; an ended link answers 410, anything else
 * 404. Mounted before the page cache, the redirects and the log of missing pages: nothing here is
 * kept, redirected or logged by its address. Openings are limited per client address.
 */
export function previewPages({
  links,
  render,
  logger,
  now = Date.now,
}: {
  links: PreviewLinkService;
  render: SharedRenderer;
  logger: Logger;
  now?: () => number;
}): RequestHandler {
  const limit = new HitRateLimit(now, PREVIEW_OPENINGS_PER_MINUTE);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    privateAnswer(res);
    const refuse = (kind: keyof typeof REFUSALS) => {
      const { status, body } = REFUSALS[kind];
      res.status(status).type("html");
      res.end(req.method === "HEAD" ? undefined : body);
    };
    const wait = limit.take(req.ip ?? "");
    if (wait > 0) {
      res.setHeader("Retry-After", String(wait));
      return refuse("busy");
    }
    const token = /^\/([^/]+)$/.exec(req.path)?.[1] ?? "";
    const answer = async () => {
      const opening = await links.open(token);
      if (opening.kind !== "open") return refuse(opening.kind);
      const { englishSlug, locale } = opening.page;
      const response = await render(localizedPath(locale, englishSlug), { englishSlug, expiresAt: opening.expiresAt });
      // The 404 page is shown by its address's 404; anything else that is not the page is no preview.
      if (response.status !== 200 && !(response.status === 404 && englishSlug === NOT_FOUND_PAGE.slug)) {
        logger.warn({ page: opening.page.id, status: response.status }, "a preview link's page could not be shown");
        return refuse("unavailable");
      }
      res.status(200);
      response.headers.forEach((value, name) => {
        if (!NOT_PASSED.has(name)) res.setHeader(name, value);
      });
      privateAnswer(res);
      res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
    };
    answer().catch(next);
  };
}
