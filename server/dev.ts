import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { createApp } from "./app";
import { handleShutdown } from "./lifecycle";
import { openDatabase } from "./db/connect";
import { ensureFirstAdmin } from "./auth/admins";

/** Development entry: Vite in middleware mode, with hot reload of the app. */
async function main() {
  const config = { ...loadConfig(), env: "development" as const };
  const logger = createLogger(config);
  const database = await openDatabase(config);
  await ensureFirstAdmin(database.db, config.admin, logger);
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  const app = createApp({
    config,
    logger,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    viteMiddleware: vite.middlewares,
    database,
  });
  const server = app.listen(config.port, config.host ?? "0.0.0.0", () => {
    logger.info(`development server on http://localhost:${config.port}`);
  });
  handleShutdown(server, logger, async () => {
    await vite.close();
    await database.close();
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
