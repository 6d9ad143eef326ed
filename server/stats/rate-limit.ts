/**
 * Hits per address, each address counted over its own minute from its first hit, in memory: an
 * address past HITS_PER_MINUTE is refused until its minute is over. The map is bounded: when it
 * holds MAX_ADDRESSES, the addresses whose minute is over are forgotten, and if that frees no
 * room, new addresses are refused until it does (the statistics lose some page views rather than
 * the server its memory). Addresses live here for about a minute and are never written anywhere.
 */
export const HITS_PER_MINUTE = 300;
const MAX_ADDRESSES = 50_000;
const WINDOW_MS = 60_000;

export class HitRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly now: () => number,
    private readonly perMinute = HITS_PER_MINUTE,
    private readonly maxAddresses = MAX_ADDRESSES,
  ) {}

  /** Takes one hit for this address: 0 when allowed, otherwise the seconds until it may send again. */
  take(address: string): number {
    const now = this.now();
    let window = this.windows.get(address);
    if (window && (now - window.start >= WINDOW_MS || now < window.start)) {
      this.windows.delete(address);
      window = undefined;
    }
    if (!window) {
      if (this.windows.size >= this.maxAddresses) this.forgetExpired(now);
      if (this.windows.size >= this.maxAddresses) return Math.ceil(WINDOW_MS / 1000);
      this.windows.set(address, { start: now, count: 1 });
      return 0;
    }
    if (window.count >= this.perMinute) return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    window.count += 1;
    return 0;
  }

  private forgetExpired(now: number): void {
    for (const [address, window] of this.windows) if (now - window.start >= WINDOW_MS || now < window.start) this.windows.delete(address);
  }
}
