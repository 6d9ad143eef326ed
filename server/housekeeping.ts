import type { Logger } from "pino";
import { TRASH_DAYS } from "../app/lib/limits";
import type { Services } from "./services";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly: forget expired sessions, old reset links and old sign-in attempts; delete for ever the
 * pages that have been in the trash for TRASH_DAYS; keep each page's latest revisions only; forget
 * the statistics' visitors and salts once their two days are over (docs/product.md, 5.14).
 */
export async function runHousekeeping(services: Services, now = Date.now()): Promise<{ purgedPages: number; prunedRevisions: number }> {
  await services.auth.purgeExpired();
  const purgedPages = await services.trash.purgeBefore(new Date(now - TRASH_DAYS * DAY_MS).toISOString());
  const prunedRevisions = await services.revisions.prune();
  await services.stats.prune();
  return { purgedPages, prunedRevisions };
}

export function startHousekeeping(services: Services, logger: Logger): () => void {
  const run = () => {
    runHousekeeping(services)
      .then(({ purgedPages, prunedRevisions }) => {
        if (purgedPages || prunedRevisions) logger.info({ purgedPages, prunedRevisions }, "housekeeping");
      })
      .catch((err: unknown) => logger.warn({ err }, "housekeeping failed"));
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
