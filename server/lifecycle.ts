import type { Server, ServerResponse } from "node:http";
import type { Logger } from "pino";

/**
 * A signal this soon after the first is the same request: Ctrl-C reaches npm and the server
 * together, and npm passes its own on (scripts/start.mjs), so one Ctrl-C arrives twice.
 */
const SAME_REQUEST_MS = 1000;

/**
 * SIGTERM and SIGINT: stop accepting connections, let in-flight requests finish, then run the
 * clean-up (closing the database). A second signal (past SAME_REQUEST_MS), or a stuck request
 * after 10 s, forces exit.
 */
export function handleShutdown(server: Server, logger: Logger, cleanup: () => Promise<void>): void {
  let stopping = false;
  let firstAt = 0;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping && Date.now() - firstAt < SAME_REQUEST_MS) return;
    if (stopping) {
      logger.warn({ signal }, "second signal, exiting now");
      process.exit(1);
    }
    stopping = true;
    firstAt = Date.now();
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("requests still running after 10 s, exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async (err) => {
      try {
        await cleanup();
      } catch (cleanupError) {
        logger.error({ err: cleanupError }, "clean-up failed");
      }
      logger.info("stopped");
      process.exit(err ? 1 : 0);
    });
    // A keep-alive connection with a request in flight would otherwise stay open after its
    // answer and take the next request, so close() would never finish: every answer from now on
    // closes its connection, and connections that fall idle are closed as they do.
    server.on("request", (_req, res) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    });
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
  };
  const inFlight = new Set<ServerResponse>();
  server.on("request", (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.on("close", () => {
      inFlight.delete(res);
      if (stopping) server.closeIdleConnections();
    });
  });
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
