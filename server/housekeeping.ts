import type { Logger } from "pino";
import { TRASH_DAYS } from "../app/lib/limits";
import { ACTIVITY_KEPT_DAYS } from "../app/lib/schemas/people";
import type { Services } from "./services";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly: forget expired sessions, old reset links, old sign-in attempts and closed invitations;
 * delete for ever the pages that have been in the trash for TRASH_DAYS; keep each page's latest
 * revisions only; forget activity older than a year, and the statistics' visitors and salts once
 * their two days are over (docs/product.md, 5.18).
 */
export async function runHousekeeping(services: Services, now = Date.now()): Promise<{ purgedPages: number; prunedRevisions: number; prunedActivity: number }> {
  await services.auth.purgeExpired();
  await services.invitations.purgeOld(now);
  const prunedActivity = await services.activity.pruneBefore(new Date(now - ACTIVITY_KEPT_DAYS * DAY_MS).toISOString());
  const purgedPages = await services.trash.purgeBefore(new Date(now - TRASH_DAYS * DAY_MS).toISOString());
  const prunedRevisions = await services.revisions.prune();
  await services.stats.prune();
  return { purgedPages, prunedRevisions, prunedActivity };
}

export function startHousekeeping(services: Services, logger: Logger): () => void {
  const run = () => {
    runHousekeeping(services)
      .then(({ purgedPages, prunedRevisions, prunedActivity }) => {
        if (purgedPages || prunedRevisions || prunedActivity) logger.info({ purgedPages, prunedRevisions, prunedActivity }, "housekeeping");
      })
      .catch((err: unknown) => logger.warn({ err }, "housekeeping failed"));
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
