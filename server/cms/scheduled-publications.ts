import type { Logger } from "pino";
import type { ContentChanges } from "../content-changes";

/** A schedule further ahead than this is looked up again then (timers cannot wait for ever). */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;
/** After a failed lookup or count (the database away), the next try. */
const RETRY_MS = 5000;

/**
 * The moment a scheduled page goes live is a content change (server/content-changes.ts), as a
 * write is: every cache of what visitors see (the page cache, the statistics' list of served
 * pages) follows it, on every instance, with no timer of its own. A timer waits for the next
 * scheduled publication (`nextScheduledAt`); when it comes, the change is counted once for all
 * instances (`ContentChanges.countMoment`). Every change (a save may schedule, move or drop a
 * publication) looks the next one up again: one lookup at a time, however many changes come.
 */
export class ScheduledPublications {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private looking = false;
  private lookAgain = false;
  private unsubscribe: (() => void) | undefined;
  private failing = false;

  constructor(
    private readonly nextScheduledAt: () => Promise<string | null>,
    private readonly changes: ContentChanges,
    private readonly logger: Logger,
  ) {}

  /** Waits for scheduled publications until `stop`. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.changes.onChange(() => this.arm());
    this.arm();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.unsubscribe?.();
  }

  /** Looks the next publication up and sets the timer for it; a call during a lookup makes it look once more after. */
  private arm(): void {
    if (!this.running) return;
    if (this.looking) {
      this.lookAgain = true;
      return;
    }
    this.looking = true;
    this.nextScheduledAt()
      .then((next) => {
        this.failing = false;
        if (!this.lookAgain) this.wait(next);
      })
      .catch((err: unknown) => this.failed(err, "cannot read the next scheduled publication", () => this.arm()))
      .finally(() => {
        this.looking = false;
        if (this.lookAgain) {
          this.lookAgain = false;
          this.arm();
        }
      });
  }

  private wait(next: string | null): void {
    clearTimeout(this.timer);
    if (!this.running || next === null) return;
    const wait = Date.parse(next) - Date.now();
    this.timer = setTimeout(
      () => (wait <= LONGEST_WAIT_MS ? this.reached(next) : this.arm()),
      Math.max(0, Math.min(wait, LONGEST_WAIT_MS)),
    );
    this.timer.unref();
  }

  private reached(at: string): void {
    // A timer may fire a little early: the page is not live before its moment.
    if (Date.now() < Date.parse(at)) return this.wait(at);
    this.changes
      .countMoment(at)
      .then(() => {
        this.failing = false;
        this.arm();
      })
      .catch((err: unknown) =>
        this.failed(err, "cannot count a scheduled publication as a change; pages show it once it is counted", () => this.reached(at)),
      );
  }

  /** Logged once while it keeps failing; `retry` runs after RETRY_MS. */
  private failed(err: unknown, message: string, retry: () => void): void {
    if (!this.failing) this.logger.warn({ err }, message);
    this.failing = true;
    clearTimeout(this.timer);
    if (!this.running) return;
    this.timer = setTimeout(retry, RETRY_MS);
    this.timer.unref();
  }
}
