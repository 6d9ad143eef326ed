import type { Logger } from "pino";
import type { PageService } from "../cms/pages";

export const POLL_INTERVAL_MS = 250;

/**
 * Keeps rendered public pages no older than the content. A write through this instance empties
 * the cache as soon as it commits; a write through another instance on the same database shows
 * in the shared change counter, read every 250 ms. Returns a function that stops watching.
 */
export function watchContent({ pages, onChange, logger }: { pages: PageService; onChange: () => void; logger: Logger }): () => void {
  let seen: number | undefined;
  let stopped = false;
  // A local write clears at once; everything committed before it is then rendered afresh, so the
  // poll need not clear again for any version up to this one.
  const unsubscribe = pages.onChange((version) => {
    onChange();
    seen = Math.max(seen ?? 0, version);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failing = false;

  const poll = async () => {
    try {
      const version = await pages.contentVersion();
      if (seen !== undefined && version > seen) onChange();
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
    unsubscribe();
  };
}
