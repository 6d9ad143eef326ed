import type { Logger } from "pino";
import { TRASH_DAYS } from "../app/lib/limits";
import { ACTIVITY_KEPT_DAYS } from "../app/domain/schemas/people";
import type { Services } from "./services";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly: forget expired sessions, old reset links, old sign-in attempts and closed invitations;
 * delete for ever the pages that have been in the trash for TRASH_DAYS; keep each page's latest
 * revisions only; forget activity older than a year, the statistics' visitors and salts once
 * their two days are over, and their roll-ups older than STATS_KEPT_DAYS (docs/product.md, 5.18), and the days of missing
 * addresses older than the log's 30.
 */
export async function runHousekeeping(
  services: Services,
  now = Date.now(),
): Promise<{ purgedPages: number; prunedRevisions: number; prunedActivity: number; prunedStats: number }> {
  await services.auth.purgeExpired();
  await services.invitations.purgeOld(now);
  await services.emailChanges.purgeOld(now);
  const prunedActivity = await services.activity.pruneBefore(new Date(now - ACTIVITY_KEPT_DAYS * DAY_MS).toISOString());
  const purgedPages = await services.trash.purgeBefore(new Date(now - TRASH_DAYS * DAY_MS).toISOString());
  const prunedRevisions = await services.revisions.prune();
  const prunedStats = (await services.stats.prune()).rollups + (await services.notFound.prune());
  return { purgedPages, prunedRevisions, prunedActivity, prunedStats };
}

export function startHousekeeping(services: Services, logger: Logger): () => void {
  const run = () => {
    runHousekeeping(services)
      .then(({ purgedPages, prunedRevisions, prunedActivity, prunedStats }) => {
        if (purgedPages || prunedRevisions || prunedActivity || prunedStats)
          logger.info({ purgedPages, prunedRevisions, prunedActivity, prunedStats }, "housekeeping");
      })
      .catch((err: unknown) => logger.warn({ err }, "housekeeping failed"));
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
