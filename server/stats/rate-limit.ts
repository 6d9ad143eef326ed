/**
 * Hits per address, counted in windows of a minute, in memory: an address past HITS_PER_MINUTE is
 * refused until the minute is over. The map is bounded: past MAX_ADDRESSES in one minute, new
 * addresses are refused too (the statistics lose some hits rather than the server its memory).
 * Addresses live here for at most two minutes and are never written anywhere.
 */
export const HITS_PER_MINUTE = 300;
const MAX_ADDRESSES = 50_000;
const WINDOW_MS = 60_000;

export class HitRateLimit {
  private counts = new Map<string, number>();
  private windowStart = 0;

  constructor(
    private readonly now: () => number,
    private readonly perMinute = HITS_PER_MINUTE,
    private readonly maxAddresses = MAX_ADDRESSES,
  ) {}

  /** Takes one hit for this address: 0 when allowed, otherwise the seconds until it may send again. */
  take(address: string): number {
    const now = this.now();
    if (now - this.windowStart >= WINDOW_MS || now < this.windowStart) {
      this.counts = new Map();
      this.windowStart = now;
    }
    const count = this.counts.get(address);
    const retryAfter = Math.max(1, Math.ceil((this.windowStart + WINDOW_MS - now) / 1000));
    if (count === undefined) {
      if (this.counts.size >= this.maxAddresses) return retryAfter;
      this.counts.set(address, 1);
      return 0;
    }
    if (count >= this.perMinute) return retryAfter;
    this.counts.set(address, count + 1);
    return 0;
  }
}
