import type { Logger } from "pino";
import type { SystemCheck } from "../../app/domain/schemas/system";
import type { Services } from "../services";
import { sendAlerts, SYSTEM } from "./alerts";
import { markRunning, markStopped } from "./crash";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The server watching itself (docs/deploying.md, "Alerts"): at start, a previous run that did not
 * stop cleanly is recorded as a crash; then, at start and every hour, each failing condition is
 * e-mailed to the administrators at most once a day. Returns the clean stop, which also tells the
 * next start that this run did not crash.
 */
export async function startMonitoring({
  services,
  dataDir,
  publicUrl,
  startedAt,
  logger,
  checks,
}: {
  services: Services;
  dataDir: string;
  publicUrl: string;
  startedAt: string;
  logger: Logger;
  checks: () => Promise<SystemCheck[]>;
}): Promise<() => Promise<void>> {
  // A data directory the server cannot write to costs the crash report, not the start.
  const crashed = await markRunning(dataDir, startedAt).catch((err: unknown) => {
    logger.warn({ err }, "cannot write DATA_DIR/server.running: a crash will not be reported at the next start");
    return undefined;
  });
  if (crashed) {
    logger.warn({ previousStart: crashed.previousStart }, "the previous run of the server did not shut down: recorded as a crash");
    await services.activity.record({ actor: SYSTEM, kind: "server-crashed", target: { type: "site", label: "Server" }, detail: crashed });
  }
  const deps = { db: services.database.db, mailer: services.mail, activity: services.activity, logger, publicUrl };
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = checks()
      .then((list) => sendAlerts(deps, list))
      .catch((err: unknown) => logger.warn({ err }, "the alerts' checks failed"));
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    await markStopped(dataDir);
  };
}
