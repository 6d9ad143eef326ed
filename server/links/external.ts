import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import type { Resolver } from "./address-guard";
import { checkExternal } from "./fetch-link";
import type { LinkFinding } from "./internal";

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface ExternalCheckOptions {
  userAgent: string;
  allowPrivate: boolean;
  /** Requests at once (4), the least time between two to one host (1 s), and a check's whole time (10 s). */
  concurrency?: number;
  perHostMs?: number;
  timeoutMs?: number;
  /** The most addresses one run checks; the rest wait for the next. */
  perRun?: number;
  now?: () => number;
  resolve?: Resolver;
}

/** Gives each host its turn: one request every `intervalMs`, in the order asked. */
export class HostPacer {
  private readonly next = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async wait(host: string): Promise<void> {
    const now = this.now();
    const at = Math.max(now, this.next.get(host) ?? 0);
    this.next.set(host, at + this.intervalMs);
    // Bounded: the turns long past are forgotten.
    if (this.next.size > 1000) for (const [key, when] of this.next) if (when < now) this.next.delete(key);
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}

/**
 * The background check of links to other sites (docs/product.md, "Links"): each address once a day
 * at most, whatever number of pages show it, a few at a time and paced per host, its finding
 * written to every row that shows it.
 */
export class ExternalLinkChecker {
  private readonly pacer: HostPacer;
  private running: Promise<number> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    private readonly options: ExternalCheckOptions,
  ) {
    this.pacer = new HostPacer(options.perHostMs ?? 1000, options.now);
  }

  /** Checks what is due unless a run is under way; answers how many addresses were checked. */
  run(): Promise<number> {
    this.running ??= this.runOnce().finally(() => (this.running = null));
    return this.running;
  }

  /** Runs now and every `intervalMs` (ten minutes), until stopped. */
  start(intervalMs = 10 * 60 * 1000): void {
    const tick = () => void this.run().catch((err: unknown) => this.logger.warn({ err }, "could not check the links to other sites"));
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async runOnce(): Promise<number> {
    const now = this.options.now ?? Date.now;
    const cutoff = new Date(now() - DAY_MS).toISOString();
    const due = await this.db
      .selectFrom("links")
      .select("href")
      .distinct()
      .where("external", "=", 1)
      .where((eb) => eb.or([eb("checked_at", "is", null), eb("checked_at", "<=", cutoff)]))
      .orderBy("href")
      .limit(this.options.perRun ?? 500)
      .execute();
    const queue = due.map((row) => row.href);
    const worker = async () => {
      for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
        const finding = await checkExternal(href, {
          userAgent: this.options.userAgent,
          allowPrivate: this.options.allowPrivate,
          timeoutMs: this.options.timeoutMs ?? 10_000,
          pace: (host) => this.pacer.wait(host),
          resolve: this.options.resolve,
        });
        await this.record(href, finding, new Date(now()).toISOString());
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency ?? 4, queue.length) }, worker));
    return due.length;
  }

  private async record(href: string, finding: LinkFinding, at: string): Promise<void> {
    await this.db
      .updateTable("links")
      .set({ state: finding.state, http_status: finding.httpStatus, target: finding.target, checked_at: at })
      .where("external", "=", 1)
      .where("href", "=", href)
      .execute();
  }
}
