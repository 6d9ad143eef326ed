import path from "node:path";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { AdminIdentity, AppContext } from "./context";
import type { Services } from "./services";
import { resolveContact } from "../app/content/contact";
import { securityHeaders } from "./security/headers";
import { noStoreForAdmin, refuseOddRequests } from "./security/requests";
import { seoRouter } from "./seo";
import { apiRouter } from "./api";
import { errorHandler } from "./api/errors";
import { sessionToken } from "./api/session-cookie";
import { requestLog } from "./request-log";

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
}

/**
 * The Express app: wiring only. A request passes the request log, the guard against malformed
 * requests, compression and the security headers, then reaches static files, the API, robots and
 * sitemap, or React Router; the rules live in the services.
 */
export function createApp({ config, logger, services, build, viteMiddleware, clientDir }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(requestLog(logger));
  app.use(refuseOddRequests());
  app.use(compression());
  app.use(securityHeaders({ dev: Boolean(viteMiddleware) }));
  app.use(noStoreForAdmin());

  if (viteMiddleware) {
    app.use(viteMiddleware);
  } else if (clientDir) {
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ok = await services.database.ping();
    res.status(ok ? 200 : 503).json({ ok });
  });

  app.use("/api", apiRouter({ services, logger, publicUrl: config.publicUrl }));
  app.use(seoRouter(config, services.pages));

  const contact = resolveContact(config.site);
  app.use(
    createRequestHandler({
      build,
      mode: viteMiddleware ? "development" : "production",
      getLoadContext: (req, res) => {
        let admin: Promise<AdminIdentity | null> | undefined;
        const context: AppContext = {
          nonce: String(res.locals.nonce),
          publicUrl: config.publicUrl,
          contact,
          getHomeContent: () => services.home.get(),
          getAdmin: () =>
            (admin ??= services.auth.session(sessionToken(req)).then((found) => (found ? { id: found.id, username: found.username } : null))),
          getDisplayPage: (slug, options) => services.pages.getForDisplay(slug, options),
        };
        return Object.assign(new RouterContextProvider(), context);
      },
    }),
  );

  app.use(errorHandler(logger));
  return app;
}
