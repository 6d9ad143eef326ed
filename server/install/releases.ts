/**
 * The code as releases side by side, `<dir>/releases/<stamp>-<commit>/`, and `<dir>/current` the
 * link to the one that runs: the installer makes the first, npm run server:upgrade the next ones
 * (docs/deploying.md, "Upgrading"). Each release is a clone owned by root, readable by all.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { capture, run } from "./system";

/** How many releases an upgrade keeps (the one running among them). */
export const KEPT_RELEASES = 3;

/** A clone's commit, or "" when it is none. */
export const commitOf = (dir: string) => capture("git", ["-c", "safe.directory=*", "-C", dir, "rev-parse", "HEAD"]).trim();

/** A commit of the clone `repo` (HEAD, or a branch, tag or commit given), or "" when there is no such. */
export const resolveRef = (repo: string, ref = "HEAD") =>
  capture("git", ["-c", "safe.directory=*", "-C", repo, "rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).trim();

/** The release `current` links to (its absolute path), or null when there is no link. */
export function currentRelease(current: string): string | null {
  try {
    if (!lstatSync(current).isSymbolicLink()) return null;
    return path.resolve(path.dirname(current), readlinkSync(current));
  } catch {
    return null;
  }
}

/** A release's folder name: when it was made (UTC, so that names sort by age) and its commit. */
export function releaseName(commit: string, now = new Date()): string {
  return `${now.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z-${commit.slice(0, 12)}`;
}

/** The releases there are, oldest first. */
export function releasesIn(releases: string): string[] {
  if (!existsSync(releases)) return [];
  return readdirSync(releases)
    .filter((name) => /^\d{8}T\d{6}Z-[0-9a-f]{7,40}$/.test(name))
    .sort()
    .map((name) => path.join(releases, name));
}

/** Clones `repo` at `commit` into a new release folder; returns its path. */
export function cloneRelease(repo: string, releases: string, commit: string): string {
  mkdirSync(releases, { recursive: true, mode: 0o755 });
  chmodSync(path.dirname(releases), 0o755);
  const dir = path.join(releases, releaseName(commit));
  run("git", ["-c", "safe.directory=*", "clone", "--quiet", "--no-hardlinks", "--no-checkout", repo, dir]);
  run("git", ["-c", "safe.directory=*", "-C", dir, "checkout", "--quiet", "--detach", commit]);
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * npm ci in the release, or (`reuse`, the tests' --reuse-build) the clone's node_modules linked
 * (hard links) instead: a real npm ci takes minutes.
 */
export function installDependencies(dir: string, repo: string, reuse: boolean): void {
  if (reuse) run("cp", ["-al", path.join(repo, "node_modules"), path.join(dir, "node_modules")]);
  else run("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, show: true });
}

/** npm run build in the release, or (`reuse`) the clone's build/ copied. */
export function buildRelease(dir: string, repo: string, reuse: boolean): void {
  if (reuse) run("cp", ["-a", path.join(repo, "build"), path.join(dir, "build")]);
  else run("npm", ["run", "--silent", "build"], { cwd: dir, show: true });
}

/** Points `current` at the release in one step: a new link under a temporary name, renamed over it. */
export function linkCurrent(current: string, release: string): void {
  const temporary = `${current}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(path.relative(path.dirname(current), release), temporary);
  renameSync(temporary, current);
}

/** Removes all but the newest `keep` releases, never the one `current` links to; returns those removed. */
export function pruneReleases(releases: string, current: string, keep = KEPT_RELEASES): string[] {
  const running = currentRelease(current);
  const all = releasesIn(releases);
  const removed = all.slice(0, Math.max(0, all.length - keep)).filter((dir) => dir !== running);
  for (const dir of removed) rmSync(dir, { recursive: true, force: true });
  return removed;
}
