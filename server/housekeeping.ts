import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "./db/schema";
import { SessionStore } from "./auth/sessions";
import { Throttle } from "./auth/throttle";
import { purgeOldResets } from "./auth/reset";

/** Hourly: forget expired sessions, old reset links and old sign-in attempts. */
export function startHousekeeping(db: Kysely<Database>, logger: Logger): () => void {
  const run = () => {
    Promise.all([new SessionStore(db).purgeExpired(), new Throttle(db).purgeOld(), purgeOldResets(db)]).catch(
      (err: unknown) => logger.warn({ err }, "housekeeping failed"),
    );
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
