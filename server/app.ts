import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express, { type Express, type Request, type RequestHandler } from "express";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { AdminIdentity, AppContext } from "./context";
import type { Services } from "./services";
import { baseSecurityHeaders, securityHeaders } from "./security/headers";
import { noStoreForAdmin, refuseOddRequests } from "./security/requests";
import { apiRouter } from "./api";
import { errorHandler } from "./api/errors";
import { sessionToken } from "./api/session-cookie";
import { requestLog } from "./request-log";
import { routeErrorReporter } from "./route-errors";
import { PageCache } from "./site/page-cache";
import { publicPages, type PublicRenderer, SPECULATION_RULES_PATH } from "./site/public-pages";
import { robotsTxt, sitemapDocument, sitemapPart } from "./site/seo";
import { sitemapEntries } from "./i18n/addresses";
import { indexable } from "../app/domain/search-engines";
import { SPECULATION_RULES_JSON } from "./site/speculation";
import { staticFiles } from "./site/static-files";
import { watchContent } from "./site/content-watch";
import { createFastPath } from "./site/fast-path";
import { previewPages, type SharedPreview, type SharedRenderer } from "./site/preview-pages";
import { PREVIEW_PATH } from "../app/domain/preview-links";
import { oneAddress } from "./site/one-address";
import { createHitFastPath } from "./api/stats-fast-path";
import { mediaServing } from "./site/media-files";
import { createRedirectFastPath, notFoundCounter, redirectsMiddleware } from "./redirects/serve";
import { MEDIA_PATH } from "./media/process";
import { SOURCE_LOCALE } from "../app/content/locales";
import { localeOfPath } from "../app/domain/locale-paths";

export interface AppOptions {
  config: Config;
  logger: Logger;
  services: Services;
  /** The React Router server build, or a function that loads it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware, mounted before the request handler. */
  viteMiddleware?: RequestHandler;
  /** Where the browser build lives; omitted in development, where Vite serves it. */
  clientDir?: string;
  /** URL of the public pages' enhancement script (app/site-enhance). */
  siteScript: string | null;
}

/**
 * The Express app: wiring only. A request passes the request log and the guard against
 * malformed requests; build assets and public pages are answered from memory (rendered pages are
 * kept until the content changes); everything else passes compression and the security headers
 * and reaches the API, robots and sitemap, or React Router. The rules live in the services.
 * Returns the app, the fast path in front of it (server/site/fast-path.ts: what is kept in memory,
 * answered before Express), and a function that stops the app's background work.
 */
export function createApp({ config, logger, services, build, viteMiddleware, clientDir, siteScript }: AppOptions): {
  app: Express;
  fastPath: (req: IncomingMessage, res: ServerResponse) => boolean;
  stop: () => void;
} {
  const dev = Boolean(viteMiddleware);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  const files = !dev && clientDir ? staticFiles(clientDir) : null;
  /**
   * `onFallback` hears when a page had to show built-in texts because the content could not be
   * read; `reportError` what React Router met while answering (server/route-errors.ts).
   */
  const contextFor = (
    path: string,
    nonce: string,
    getAdmin: () => Promise<AdminIdentity | null>,
    onFallback: () => void = () => {},
    reportError: AppContext["reportError"] = routeErrorReporter(logger),
    // A preview link's request (server/site/preview-pages.ts): the shared page as it is now, published or not.
    shared: SharedPreview | null = null,
  ) => {
    const sharedSlug = (slug: string) => shared !== null && slug === shared.englishSlug;
    // The language of the address: /ja/contact is Japanese (app/domain/locale-paths.ts).
    const locale = localeOfPath(path).locale?.code ?? SOURCE_LOCALE;
    const context: AppContext = {
      reportError,
      nonce,
      locale,
      publicUrl: config.publicUrl,
      siteScript,
      stylesheetText: (url) => {
        const text = files?.text(url) ?? null;
        // Inlined into a <style> element: text that could close it is not inlined.
        return text && !/<\/style/i.test(text) ? text : null;
      },
      getPageContent: async (definition) => {
        const includeDrafts = sharedSlug(definition.slug) || (await getAdmin()) !== null;
        const { content, failed } = await services.content.read(definition, { includeDrafts, locale });
        if (failed) onFallback();
        // The banner of a preview link replaces the notes for signed-in people.
        return shared ? { ...content, preview: null } : content;
      },
      getSettings: async () => {
        const { settings, failed } = await services.settings.read(locale);
        if (failed) onFallback();
        return settings;
      },
      getAdmin,
      sharedPreview: shared && { expiresAt: shared.expiresAt },
      getDisplayPage: (slug, { includeDrafts }) => {
        const options = { includeDrafts: includeDrafts || sharedSlug(slug) };
        return locale === SOURCE_LOCALE
          ? services.pages.getForDisplay(slug, options)
          : services.localized.translationForDisplay(locale, slug, options);
      },
      getLanguages: async (englishSlug) => {
        try {
          const [alternates, served] = await Promise.all([
            englishSlug === null ? [] : services.localized.alternates(englishSlug),
            services.localized.servedSlugs(locale),
          ]);
          return { alternates, servedSlugs: [...served] };
        } catch (err) {
          // As the content: a page whose languages cannot be read is shown in its own, not kept.
          logger.error({ err }, "could not read the page's languages; showing it without them");
          onFallback();
          return { alternates: [], servedSlugs: [] };
        }
      },
    };
    return Object.assign(new RouterContextProvider(), context);
  };
  const adminOf = (req: Request) => {
    let admin: Promise<AdminIdentity | null> | undefined;
    return () =>
      (admin ??= services.auth.session(sessionToken(req)).then((found) =>
        found
          ? {
              id: found.id,
              username: found.username,
              role: found.role,
              languages: found.languages,
              canPublish: found.canPublish,
              canReview: found.canReview,
              setup: found.setup,
            }
          : null,
      ));
  };

  // robots.txt and the sitemap, as documents like the pages (kept in the page cache too).
  const seoFile = async (path: string): Promise<Response | null> => {
    if (path === "/robots.txt") {
      const { settings } = await services.settings.read(SOURCE_LOCALE);
      return new Response(robotsTxt(config.publicUrl, indexable(settings.values)), {
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
      });
    }
    const part = sitemapPart(path);
    if (part === null) return null;
    const document = sitemapDocument(config.publicUrl, await sitemapEntries(services.pages, services.localized), part);
    return document === null
      ? null
      : new Response(document, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, no-cache" } });
  };
  const renderPage = createRequestHandler(build, dev ? "development" : "production");
  const renderAnonymous: PublicRenderer = async (path) => {
    const seo = await seoFile(path);
    if (seo) return seo;
    let fellBack = false;
    const response = await renderPage(
      new Request(`${config.publicUrl}${path}`, { headers: { Accept: "text/html" } }),
      contextFor(
        path,
        "",
        async () => null,
        () => (fellBack = true),
      ),
    );
    // A page rendered with built-in texts while the database was away is shown, not kept: the
    // content counter will not move when the database comes back.
    if (fellBack) response.headers.set("Cache-Control", "no-store");
    return response;
  };

  app.use(requestLog(logger));
  // First, so that every answer carries them: refusals, missing files and failures too.
  app.use(securityHeaders({ dev }));
  app.use(refuseOddRequests());

  // Preview links (docs/product.md, "Preview links"): before anything that keeps, redirects or logs an address.
  const renderShared: SharedRenderer = (path, shared) =>
    renderPage(
      new Request(`${config.publicUrl}${path}`, { headers: { Accept: "text/html" } }),
      contextFor(path, "", async () => null, undefined, undefined, shared),
    );
  app.use(PREVIEW_PATH, previewPages({ links: services.previewLinks, render: renderShared, logger }));

  // Images of the media library, at content-addressed URLs: cached for a year, never changed.
  const { mediaEntry, mediaRoute } = mediaServing(services.media);
  app.get(`${MEDIA_PATH}/:file`, mediaRoute);

  // Answered before the page cache and the security-header middleware: set their headers here.
  app.get("/healthz", async (req, res) => {
    for (const [name, value] of baseSecurityHeaders(req.secure)) res.setHeader(name, value);
    res.setHeader("Cache-Control", "no-store");
    const ok = await services.database.ping();
    res.status(ok ? 200 : 503).json({ ok });
  });

  app.get(SPECULATION_RULES_PATH, (req, res) => {
    for (const [name, value] of baseSecurityHeaders(req.secure)) res.setHeader(name, value);
    res.type("application/speculationrules+json").setHeader("Cache-Control", "public, max-age=3600").send(SPECULATION_RULES_JSON);
  });

  // An old address the owner redirected (docs/product.md, "Redirects"), before anything else may answer it.
  app.use(redirectsMiddleware(services.redirects));
  // A page's address written another way: a 301 to its one address, before anything is kept under it.
  app.use(oneAddress());
  // An address that answers 404 to a visitor is counted in the log of missing pages.
  app.use(notFoundCounter(services.notFound));

  let stop = () => {};
  let fastPath = (_req: IncomingMessage, _res: ServerResponse) => false;
  if (!dev) {
    if (files) app.use(files.handler);
    // A hashed asset that does not exist is a plain 404, not a rendered page.
    app.use("/assets", (_req, res) => void res.status(404).type("text/plain").setHeader("Cache-Control", "no-store").send("Not found"));
    const cache = new PageCache({ maxBytes: config.pageCacheBytes, maxNotFoundBytes: Math.max(1024 * 1024, config.pageCacheBytes / 16) });
    stop = watchContent({ changes: services.changes, onChange: () => cache.clear(), logger });
    app.use(publicPages({ cache, render: renderAnonymous, logger }));
    const trust = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
    const hits = createHitFastPath({ stats: services.stats, publicUrl: config.publicUrl, trust, logger });
    const pagesAndFiles = createFastPath({
      files: (path) => {
        const file = files?.get(path);
        if (file || !path.startsWith(`${MEDIA_PATH}/`)) return file;
        const variant = services.media.cachedVariant(path.slice(MEDIA_PATH.length + 1));
        return variant && mediaEntry(variant);
      },
      pages: (path) => cache.get(path),
      trust,
      logger,
    });
    const redirects = createRedirectFastPath({ redirects: services.redirects, trust, logger });
    fastPath = (req, res) => {
      if (redirects(req, res) || hits(req, res)) return true;
      if (!pagesAndFiles(req, res)) return false;
      if (res.statusCode === 404) services.notFound.record(req.url ?? "/", req.headers.referer);
      return true;
    };
  }

  app.use(compression());
  app.use(noStoreForAdmin());
  if (viteMiddleware) app.use(viteMiddleware);

  app.use("/api", apiRouter({ services, logger, publicUrl: config.publicUrl, config }));

  // robots.txt and the sitemap for requests the page cache does not take (development, a signed-in administrator).
  app.get(/^\/(?:robots\.txt|sitemap(?:-\d+)?\.xml)$/, async (req, res, next) => {
    const file = await seoFile(req.path);
    if (!file) return next();
    res.status(file.status);
    file.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(await file.text());
  });

  app.use(
    createExpressHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext: (req, res) =>
        contextFor(req.path, String(res.locals.nonce ?? ""), adminOf(req), undefined, routeErrorReporter(logger, res)),
    }),
  );

  app.use(errorHandler(logger));
  return { app, fastPath, stop };
}
