import type { AppError } from "./errors";

/**
 * A fixed number of places for work that holds a request's body in memory (an upload, an XLIFF
 * import): `take()` gives a place, or refuses at once with `busy` (503 and Retry-After) when all
 * are held, before the body is read, so a burst of such requests cannot take the server's memory.
 * The uploads' places are in server/media/admission.ts, the XLIFF imports' in server/i18n/xliff/service.ts.
 */
export class Places {
  private held = 0;

  constructor(
    private readonly size: number,
    /** The refusal when every place is held. */
    private readonly busy: () => AppError,
  ) {}

  /** Takes a place; returns the function that gives it back (once). */
  take(): () => void {
    if (this.held >= this.size) throw this.busy();
    this.held += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held -= 1;
    };
  }
}
