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
import { getHomeContent } from "./content/home";
import { seoRouter } from "./seo";

export interface AppOptions {
  config: Config;
  logger: Logger;
  /** The React Router server build, or a function that loads it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware, mounted before the request handler. */
  viteMiddleware?: express.RequestHandler;
  /** Where the browser build lives; omitted in development, where Vite serves it. */
  clientDir?: string;
}

export function createApp({ config, logger, build, viteMiddleware, clientDir }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.trustProxy));

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

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true });
  });

  app.use(seoRouter(config));

  const contact = resolveContact(config.site);
  app.use(
    createRequestHandler({
      build,
      mode: viteMiddleware ? "development" : "production",
      getLoadContext: (_req, res): AppLoadContext => ({
        nonce: String(res.locals.nonce),
        publicUrl: config.publicUrl,
        contact,
        getHomeContent: () => getHomeContent(),
        // Replaced by the CMS storage (issue 3): until then nobody is signed in and no CMS page exists.
        getAdmin: async () => null,
        getDisplayPage: async () => null,
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
    const message =
      status === 413
        ? "Request body is too large"
        : status === 400 && err?.type === "entity.parse.failed"
          ? "Request body is not valid JSON"
          : status < 500 && typeof err?.expose === "boolean" && err.expose
            ? String(err.message)
            : status < 500
              ? "Bad request"
              : "Something went wrong on our side. Please try again.";
    res.status(status).setHeader("Cache-Control", "no-store").json({ message });
  };
}
