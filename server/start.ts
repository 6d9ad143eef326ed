import { createServer, type RequestListener, type Server } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { type Config, ConfigError, loadConfig } from "./config";
import type { Logger } from "pino";
import { createLogger } from "./logger";
import { createApp } from "./app";
import { DatabaseOpenError, openDatabase } from "./db/connect";
import { createServices, type Services } from "./services";
import { FIRST_ADMIN_EMAIL } from "../app/domain/schemas/auth";
import { startHousekeeping } from "./housekeeping";
import { systemChecks } from "./system/checks";
import { gatherFacts } from "./system/facts";
import { startMonitoring } from "./system/monitor";
import { STARTED_AT } from "./system/status";
import { handleShutdown } from "./lifecycle";

export interface StartOptions {
  /** The React Router server build, or a function that loads it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where the browser build lives (production). */
  clientDir?: string;
  /** Vite's middleware (development). */
  viteMiddleware?: RequestHandler;
  /** URL of the public pages' enhancement script. */
  siteScript: string | null;
  /** Extra clean-up at shutdown, after the server stopped accepting requests (closing Vite). */
  onClose?: () => Promise<void>;
  /** Overrides applied to the configuration read from the environment. */
  configure?: (config: Config) => Config;
}

/** The port could not be bound: `message` says why and what to do. */
export class ListenError extends Error {}

/**
 * The one start-up path, for production and development alike: configuration, logger, database,
 * services, the first administrator, housekeeping, the app, listening, graceful shutdown.
 */
export async function startServer(options: StartOptions): Promise<Server> {
  const config = (options.configure ?? ((c) => c))(loadConfig());
  const logger = createLogger(config);
  if (config.env === "production" && !config.mailFromSet) {
    logger.warn(
      { mailFrom: config.mailFrom },
      `MAIL_FROM is not set: mail goes from ${config.mailFrom}, which mail servers may take for spam; set MAIL_FROM to an address of the business's own domain`,
    );
  }
  const database = await openDatabase(config);
  logger.info({ engine: database.engine }, "database ready");
  const services = createServices(config, database, logger);
  await services.auth.ensureFirstAdmin(config.admin);
  await warnWithoutRealAddress(services, logger);
  await services.settings.seed(config.site);
  const stopHousekeeping = startHousekeeping(services, logger);
  const stopMonitoring = await startMonitoring({
    services,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    startedAt: STARTED_AT,
    logger,
    checks: async () => systemChecks(await gatherFacts({ db: database.db, config, mail: services.mail, startedAt: STARTED_AT })),
  });
  services.stats.start();
  services.schedule.start();
  services.links.start();

  const {
    app,
    fastPath,
    stop: stopApp,
  } = createApp({
    config,
    logger,
    services,
    build: options.build,
    clientDir: options.clientDir,
    viteMiddleware: options.viteMiddleware,
    siteScript: options.siteScript,
  });
  let server: Server;
  try {
    server = await listen(
      (req, res) => {
        if (!fastPath(req, res)) app(req, res);
      },
      config.port,
      config.host,
    );
  } catch (err) {
    stopApp();
    stopHousekeeping();
    await stopMonitoring();
    await options.onClose?.();
    await services.close();
    throw err;
  }
  logListening(logger, server, config);
  handleShutdown(server, logger, async () => {
    stopApp();
    stopHousekeeping();
    await stopMonitoring();
    await options.onClose?.();
    await services.close();
  });
  return server;
}

/**
 * The address the server really listens on (HOST, or every IPv4 address), and the public address
 * links and e-mails use (PUBLIC_URL, by default http://localhost:PORT): an operator reading the
 * log sees both, not a localhost URL that HOST or PUBLIC_URL contradict.
 */
function logListening(logger: Logger, server: Server, config: Config): void {
  const bound = server.address();
  const { address, port, family } =
    typeof bound === "object" && bound ? bound : { address: config.host ?? "0.0.0.0", port: config.port, family: "IPv4" };
  const where = family === "IPv6" ? `[${address}]:${port}` : `${address}:${port}`;
  const every =
    address === "0.0.0.0" ? " (every IPv4 address of this machine)" : address === "::" ? " (every address of this machine)" : "";
  logger.info(
    { address, port, publicUrl: config.publicUrl, env: config.env },
    `listening on http://${where}${every}, public address ${config.publicUrl}`,
  );
}

/**
 * At every start, while an account still has the address made up for it (no ADMIN_EMAIL at the
 * first start): no reset link can reach it, so the operator is told how to set a real one.
 */
async function warnWithoutRealAddress(services: Services, logger: Logger): Promise<void> {
  for (const username of await services.emailChanges.withoutRealAddress()) {
    logger.warn(
      { username },
      `the account "${username}" has no real e-mail address (${FIRST_ADMIN_EMAIL}: ADMIN_EMAIL was not set when it was created), so no password reset e-mail can reach it until one is set: ` +
        `sign in and set it on the Account screen (E-mail address), or run npm run admin -- set-email ${username} you@example.com`,
    );
  }
}

function listen(handler: RequestListener, port: number, host: string | undefined): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    // Idle connections stay open longer than a proxy or client keeps them (nginx: 60 s), so the
    // server never closes one just as the other side reuses it.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.once("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "EADDRINUSE") {
        reject(new ListenError(`Port ${port} is already in use (is another server running?): stop it, or set PORT to a free port.`));
      } else if (err.code === "EACCES") {
        reject(
          new ListenError(
            `Port ${port} needs more privileges than this user has: use a port above 1023 (and a proxy such as nginx in front).`,
          ),
        );
      } else if (err.code === "EADDRNOTAVAIL") {
        reject(new ListenError(`The address ${host} is not one of this machine's: check HOST.`));
      } else {
        reject(err);
      }
    });
    server.listen(port, host ?? "0.0.0.0", () => resolve(server));
  });
}

/**
 * Runs an entry point. A problem the operator can fix (configuration, database, port) is one
 * clear message; anything else prints its stack. Either way the process exits with status 1.
 */
export function runEntry(main: () => Promise<unknown>): void {
  main().catch((err: unknown) => {
    if (err instanceof ConfigError || err instanceof DatabaseOpenError || err instanceof ListenError) {
      console.error(err.message);
    } else {
      console.error("The server could not start:", err);
    }
    process.exit(1);
  });
}
