import { Places } from "../admission";
import { AppError } from "../errors";

/**
 * How much upload work the server takes on at once (docs/product.md, 5.9 and 11). An upload holds
 * a place from its first byte to its answer: while its body arrives (at most MEDIA_MAX_BYTES kept in
 * memory), while it waits for its turn, and while it is processed. Beyond `inFlight` places a new
 * upload is refused at once with 503 and Retry-After, before its body is read.
 */
export const UPLOAD_LIMITS = {
  /** Uploads held at once, each with its file in memory: 4 x 15 MiB at most. */
  inFlight: 4,
  /** Images decoded and encoded at once. */
  processing: 1,
  /** An upload whose body stops arriving for this many seconds is dropped. */
  idleSeconds: 15,
} as const;

/** Where an upload was when its client went away: its work stops there. */
export type UploadStage = "receiving" | "waiting" | "processing";

/** The client of an upload went away: nothing is answered, and no more work is done for it. */
export class UploadAbandoned extends Error {
  constructor(
    readonly stage: UploadStage,
    /** Variants made before the work stopped (processing only). */
    readonly variantsMade = 0,
  ) {
    super(`upload abandoned while ${stage}`);
    this.name = "UploadAbandoned";
  }
}

/** Throws UploadAbandoned when the upload's client has gone. */
export function checkStillWanted(signal: AbortSignal | undefined, stage: UploadStage, variantsMade = 0): void {
  if (signal?.aborted) throw new UploadAbandoned(stage, variantsMade);
}

interface Waiter {
  start: () => void;
}

/**
 * The places for uploads and the turns of processing. `admit()` takes a place or refuses with
 * `busy`; `process()` runs the work when a turn is free, in arrival order, and never starts the
 * work of an upload whose client has left while it waited.
 */
export class UploadGate {
  private readonly places: Places;
  private running = 0;
  private readonly waiters: Waiter[] = [];
  /** A moving average of how long one image takes, for Retry-After. */
  private averageMs = 3_000;

  constructor(private readonly limits: { inFlight: number; processing: number } = UPLOAD_LIMITS) {
    this.places = new Places(
      limits.inFlight,
      () => new AppError("busy", "The server is busy with other uploads. Please try again in a moment.", this.retryAfterSeconds()),
    );
  }

  /** Takes a place for one upload; returns the function that gives it back (once). */
  admit(): () => void {
    return this.places.take();
  }

  /** Seconds until a place is likely free: about one image's processing time, 2 to 30 s. */
  retryAfterSeconds(): number {
    return Math.min(30, Math.max(2, Math.ceil(this.averageMs / 1000)));
  }

  /** Runs `work` in its turn. Rejects with UploadAbandoned when `signal` aborts before the turn comes. */
  async process<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    checkStillWanted(signal, "waiting");
    if (this.running < this.limits.processing) this.running += 1;
    else await this.turn(signal);
    const started = performance.now();
    try {
      checkStillWanted(signal, "waiting");
      const result = await work();
      this.averageMs = this.averageMs * 0.7 + (performance.now() - started) * 0.3;
      return result;
    } finally {
      this.running -= 1;
      this.handOn();
    }
  }

  /** Waits for a turn; the turn is counted as running when it is handed over. */
  private turn(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener("abort", leave);
          resolve();
        },
      };
      const leave = () => {
        const at = this.waiters.indexOf(waiter);
        if (at === -1) return;
        this.waiters.splice(at, 1);
        reject(new UploadAbandoned("waiting"));
      };
      signal?.addEventListener("abort", leave, { once: true });
      this.waiters.push(waiter);
    });
  }

  private handOn(): void {
    while (this.running < this.limits.processing && this.waiters.length > 0) {
      this.running += 1;
      this.waiters.shift()!.start();
    }
  }
}
