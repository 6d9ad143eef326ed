import type { Logger } from "pino";
import type { PageService } from "../cms/pages";

export const POLL_INTERVAL_MS = 250;
const GUAM_OFFSET_MS = 10 * 60 * 60 * 1000;
/** The first moment of next year in Guam (ChST, UTC+10, no daylight saving). */
export function nextGuamYear(now: number): number {
  return Date.UTC(new Date(now + GUAM_OFFSET_MS).getUTCFullYear() + 1, 0, 1) - GUAM_OFFSET_MS;
}

/** A schedule further ahead than this is looked up again then (timers cannot wait for ever). */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * Keeps rendered public pages no older than the content. A write through this instance empties
 * the cache as soon as it commits; a write through another instance on the same database shows
 * in the shared change counter, read every 250 ms; and the moment a scheduled page goes live
 * (or a new year begins in Guam, for the footer), a timer set for that very moment empties it. Returns a function that stops watching.
 */
export function watchContent({ pages, onChange, logger }: { pages: PageService; onChange: () => void; logger: Logger }): () => void {
  let seen: number | undefined;
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

  // A local write clears at once; everything committed before it is then rendered afresh, so the
  // poll need not clear again for any version up to this one.
  const unsubscribe = pages.onChange((version) => {
    onChange();
    seen = Math.max(seen ?? 0, version);
    armSchedule();
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failing = false;

  const poll = async () => {
    try {
      const version = await pages.contentVersion();
      if (seen !== undefined && version > seen) {
        onChange();
        armSchedule();
      }
      seen = Math.max(seen ?? 0, version);
      if (failing) logger.info("content changes are read again");
      failing = false;
    } catch (err) {
      // The database is away: keep serving what is rendered; say so once.
      if (!failing) logger.warn({ err }, "cannot read the content change counter; pages stay as rendered");
      failing = true;
    }
    if (!stopped) {
      timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
      timer.unref();
    }
  };
  void poll();

  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(scheduleTimer);
    unsubscribe();
  };
}
