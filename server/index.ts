import type { ServerBuild } from "react-router";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { createApp } from "./app";
import { handleShutdown } from "./lifecycle";
import { openDatabase } from "./db/connect";
import { ensureFirstAdmin } from "./auth/admins";
import { startHousekeeping } from "./housekeeping";

/** Production entry: bundled to build/app-server/index.js beside the React Router build. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);

  const database = await openDatabase(config);
  logger.info({ engine: database.engine }, "database ready");
  await ensureFirstAdmin(database.db, config.admin, logger);
  const stopHousekeeping = startHousekeeping(database.db, logger);

  const build = (await import(new URL("../server/index.js", import.meta.url).href)) as ServerBuild;
  const app = createApp({
    config,
    logger,
    build,
    database,
    clientDir: fileURLToPath(new URL("../client", import.meta.url)),
  });

  const server = app.listen(config.port, config.host ?? "0.0.0.0", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info({ port }, `listening on http://localhost:${port}`);
  });
  handleShutdown(server, logger, async () => {
    stopHousekeeping();
    await database.close();
  });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error("The server could not start:", err);
  }
  process.exit(1);
});
