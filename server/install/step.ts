/** One step of npm run server:install: check first, change only what is missing (docs/deploying.md). */
import type { Options, Paths } from "./options";

export interface Context {
  o: Options;
  paths: Paths;
  /** The clone the installer runs from. */
  repo: string;
  /** Whether systemd is PID 1 here; otherwise the installer starts what the units would. */
  systemd: boolean;
  /** Set by steps that changed something later steps must act on (a reload, a restart). */
  changed: Set<string>;
}

export interface Step {
  title: string;
  /** A short note when it is in place already (nothing to do), else null. */
  done(ctx: Context): string | null | Promise<string | null>;
  /** What it will do, for --dry-run and before it does it. */
  plan(ctx: Context): string;
  /** Does it; returns a note to print, if any. */
  apply(ctx: Context): void | string | Promise<void | string>;
}
