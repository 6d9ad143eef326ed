import type { Logger } from "pino";
import type { ContentChanges } from "../content-changes";

const GUAM_OFFSET_MS = 10 * 60 * 60 * 1000;
/** The first moment of next year in Guam (ChST, UTC+10, no daylight saving). */
export function nextGuamYear(now: number): number {
  return Date.UTC(new Date(now + GUAM_OFFSET_MS).getUTCFullYear() + 1, 0, 1) - GUAM_OFFSET_MS;
}

/** A new year further ahead than this is waited for again then (timers cannot wait for ever). */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * Keeps rendered public pages no older than the content: every content change
 * (server/content-changes.ts: a write through this instance at once, one through another instance
 * within POLL_INTERVAL_MS, the moment a scheduled page goes live: server/cms/scheduled-publications.ts)
 * empties the cache, and so does a timer set for the moment a new year begins in Guam (the
 * footer's year). Returns a function that stops watching.
 */
export function watchContent({ changes, onChange, logger }: { changes: ContentChanges; onChange: () => void; logger: Logger }): () => void {
  let yearTimer: ReturnType<typeof setTimeout> | undefined;
  const armYear = () => {
    const wait = nextGuamYear(Date.now()) - Date.now();
    yearTimer = setTimeout(
      () => {
        if (wait <= LONGEST_WAIT_MS) onChange();
        armYear();
      },
      Math.max(0, Math.min(wait, LONGEST_WAIT_MS)),
    );
    yearTimer.unref();
  };
  armYear();

  const unsubscribe = changes.onChange(() => onChange());
  const stopWatching = changes.watch(logger);

  return () => {
    clearTimeout(yearTimer);
    stopWatching();
    unsubscribe();
  };
}
