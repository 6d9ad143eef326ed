import type { Logger } from "pino";
import type { PageService } from "../cms/pages";
import type { ContentChanges } from "../content-changes";

const GUAM_OFFSET_MS = 10 * 60 * 60 * 1000;
/** The first moment of next year in Guam (ChST, UTC+10, no daylight saving). */
export function nextGuamYear(now: number): number {
  return Date.UTC(new Date(now + GUAM_OFFSET_MS).getUTCFullYear() + 1, 0, 1) - GUAM_OFFSET_MS;
}

/** A schedule further ahead than this is looked up again then (timers cannot wait for ever). */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * Keeps rendered public pages no older than the content: every content change
 * (server/content-changes.ts: a write through this instance at once, one through another instance within
 * POLL_INTERVAL_MS) empties the cache, and the moment a scheduled page goes live (or a new year
 * begins in Guam, for the footer), a timer set for that very moment empties it. Returns a function
 * that stops watching.
 */
export function watchContent({
  pages,
  changes,
  onChange,
  logger,
}: {
  pages: PageService;
  changes: ContentChanges;
  onChange: () => void;
  logger: Logger;
}): () => void {
  let stopped = false;

  let scheduleTimer: ReturnType<typeof setTimeout> | undefined;
  let lookup = 0;
  const armSchedule = () => {
    const mine = ++lookup;
    pages
      .nextScheduledAt()
      .then((next) => {
        // A later lookup (after a newer change) decides; so does stopping.
        if (stopped || mine !== lookup) return;
        clearTimeout(scheduleTimer);
        // The footer's year changes at midnight on 1 January in Guam: pages rendered before it are stale then too.
        const at = Math.min(next ? Date.parse(next) : Infinity, nextGuamYear(Date.now()));
        const wait = at - Date.now();
        scheduleTimer = setTimeout(
          () => {
            if (wait <= LONGEST_WAIT_MS) onChange();
            armSchedule();
          },
          Math.max(0, Math.min(wait, LONGEST_WAIT_MS)),
        );
        scheduleTimer.unref();
      })
      .catch((err: unknown) => logger.warn({ err }, "cannot read the next scheduled publication"));
  };
  armSchedule();

  const unsubscribe = changes.onChange(() => {
    onChange();
    armSchedule();
  });
  const stopWatching = changes.watch(logger);

  return () => {
    stopped = true;
    clearTimeout(scheduleTimer);
    stopWatching();
    unsubscribe();
  };
}
