import type { Logger } from "pino";
import type { Services } from "./services";

/** Hourly: forget expired sessions, old reset links and old sign-in attempts. */
export function startHousekeeping(services: Services, logger: Logger): () => void {
  const run = () => {
    services.auth.purgeExpired().catch((err: unknown) => logger.warn({ err }, "housekeeping failed"));
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
