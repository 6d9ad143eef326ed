import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import { createRequestHandler } from "@react-router/express";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { Logger } from "pino";
import type { Config } from "./config";
import type {} from "./context";
import { securityHeaders } from "./security/headers";
import { resolveContact } from "../app/content/contact";
import { mergeHomeContent } from "./content/home";
import { seoRouter } from "./seo";
import type { DatabaseHandle } from "./db/connect";
import { SessionStore } from "./auth/sessions";
import { Throttle } from "./auth/throttle";
import { PageStore } from "./cms/store";
import { createMailer } from "./mail/mailer";
import { apiRouter } from "./api";
import { requestLog } from "./request-log";

export interface AppOptions {
  config: Config;
  logger: Logger;
  /** The React Router server build, or a function that loads it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware, mounted before the request handler. */
  viteMiddleware?: express.RequestHandler;
  /** Where the browser build lives; omitted in development, where Vite serves it. */
  clientDir?: string;
  /** The open database, created once by the entry point. */
  database: DatabaseHandle;
}

export function createApp({ config, logger, build, viteMiddleware, clientDir, database }: AppOptions): Express {
  const { db } = database;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.trustProxy));

  const sessions = new SessionStore(db);
  const store = new PageStore(db);
  const throttle = new Throttle(db);
  const mailer = createMailer(config, logger);

  app.use(requestLog(logger));
  app.use(compression());
  app.use(securityHeaders({ dev: Boolean(viteMiddleware) }));

  if (viteMiddleware) {
    app.use(viteMiddleware);
  } else if (clientDir) {
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ok = await database.ping();
    res.status(ok ? 200 : 503).json({ ok });
  });

  app.use(
    "/api",
    apiRouter({
      db,
      store,
      sessions,
      throttle,
      mailer,
      logger,
      publicUrl: config.publicUrl,
      outboxMode: !config.smtpUrl,
    }),
  );

  app.use(seoRouter(config, { listPublishedSlugs: () => store.listPublishedSlugs() }));

  // The home page's texts: the published `home` page's sections; a failure is logged and the
  // built-in defaults are shown.
  const loadHomeSections = async () => {
    try {
      const page = await store.getBySlug("home", { includeDrafts: false });
      return page ? page.sections.map((s) => ({ sectionKey: s.sectionKey, text: s.content.text })) : null;
    } catch (err) {
      logger.error({ err }, "could not read the home page content; showing the defaults");
      return null;
    }
  };

  const contact = resolveContact(config.site);
  app.use(
    createRequestHandler({
      build,
      mode: viteMiddleware ? "development" : "production",
      getLoadContext: (req, res): AppLoadContext => ({
        nonce: String(res.locals.nonce),
        publicUrl: config.publicUrl,
        contact,
        getHomeContent: async () => mergeHomeContent(await loadHomeSections()),
        getAdmin: async () => {
          const admin = await sessions.fromRequest(req);
          return admin ? { id: admin.id, username: admin.username } : null;
        },
        getDisplayPage: async (slug, { includeDrafts }) => {
          const page = await store.getBySlug(slug, { includeDrafts });
          if (!page) return null;
          return {
            id: page.id,
            title: page.title,
            slug: page.slug,
            status: page.status,
            metaDescription: page.metaDescription,
            metaKeywords: page.metaKeywords,
            publishedAt: page.publishedAt,
            // The store sanitises html sections as it reads them (server/cms/store.ts toSection).
            sections: page.sections.map(({ pageId: _pageId, ...s }) => s),
          };
        },
      }),
    }),
  );

  app.use(errorHandler(logger));
  return app;
}

/** TRUST_PROXY: unset (trust nobody), "true", a hop count, or a list of addresses/subnets. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Never let Express print a stack trace or a library's message to a client. */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) logger.error({ err, url: req.originalUrl }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // Fixed sentences only: a library's own error text never reaches a client.
    const message =
      status === 413
        ? "Request body is too large (at most 1 MB)"
        : status === 400 && err?.type === "entity.parse.failed"
          ? "Request body is not valid JSON"
          : status === 415
            ? "Request body encoding is not supported; send UTF-8 JSON"
            : status < 500
              ? "Bad request"
              : "Something went wrong on our side. Please try again.";
    res.status(status).setHeader("Cache-Control", "no-store").json({ message });
  };
}
