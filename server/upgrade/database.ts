/**
 * The database around an upgrade (docs/deploying.md, "Upgrading"): an export (npm run export, as
 * the site's user, while the old release still serves) and an exact copy to go back to (SQLite:
 * the database file, copied while the server is stopped; PostgreSQL: pg_dump), the migration by
 * the new release (npm run migrate), and the way back.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { asUnit } from "../install/steps-service";
import type { Service } from "../install/steps-service";
import { run, StepError, userIds } from "../install/system";

export interface Site {
  /** DATA_DIR, and DATABASE_URL when the site uses PostgreSQL (from the environment file). */
  dataDir: string;
  databaseUrl?: string;
  user: string;
}

/** The copies of one upgrade: DATA_DIR/backups/before-upgrade-<stamp>.{export,db/,pgdump}. */
export function backupFiles(site: Site, stamp: string) {
  const base = path.join(site.dataDir, "backups", `before-upgrade-${stamp}`);
  return { export: `${base}.export`, sqlite: `${base}.db`, pgdump: `${base}.pgdump` };
}

const SQLITE_FILES = ["site.db", "site.db-wal"];

/** A command of the site's, as the unit runs it (its user, its environment), in a release. */
function asSite(ctx: Service, release: string, command: string[]): string {
  const { args, cwd, env } = asUnit(ctx, [process.execPath, ...command], release);
  return run("/bin/sh", args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/** npm run export into DATA_DIR/backups, by the running release, while it serves. */
export function exportSite(ctx: Service, release: string, file: string): string {
  return asSite(ctx, release, ["scripts/backup.mjs", "export", file]);
}

/** The exact copy to go back to, taken while the server is stopped. */
export function copyDatabase(site: Site, files: ReturnType<typeof backupFiles>): string {
  if (site.databaseUrl) {
    run("pg_dump", ["--format=custom", "--no-owner", "--file", files.pgdump, site.databaseUrl]);
    return files.pgdump;
  }
  const ids = userIds(site.user);
  mkdirSync(files.sqlite, { recursive: true, mode: 0o700 });
  run("chown", [`${ids?.uid ?? 0}:${ids?.gid ?? 0}`, files.sqlite]);
  for (const name of SQLITE_FILES)
    if (existsSync(path.join(site.dataDir, name))) run("cp", ["-a", path.join(site.dataDir, name), files.sqlite]);
  return files.sqlite;
}

/** Puts the copy back: SQLite's files as they were; PostgreSQL's objects dropped and restored. */
export function restoreDatabase(site: Site, files: ReturnType<typeof backupFiles>): void {
  if (site.databaseUrl) {
    run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--dbname", site.databaseUrl, files.pgdump]);
    return;
  }
  if (!existsSync(path.join(files.sqlite, "site.db"))) throw new StepError(`${files.sqlite} holds no site.db`);
  for (const name of [...SQLITE_FILES, "site.db-shm"]) rmSync(path.join(site.dataDir, name), { force: true });
  for (const name of readdirSync(files.sqlite)) run("cp", ["-a", path.join(files.sqlite, name), site.dataDir]);
}

/** npm run migrate by the new release: the database brought to its schema. */
export function migrate(ctx: Service, release: string): string {
  return asSite(ctx, release, ["scripts/migrate.mjs"]);
}

/** Removes the copies of all but the last `keep` upgrades. */
export function pruneBackups(site: Site, keep: number): void {
  const dir = path.join(site.dataDir, "backups");
  if (!existsSync(dir)) return;
  const stamps = [...new Set(readdirSync(dir).flatMap((name) => /^before-upgrade-(\d{8}T\d{6}Z)\./.exec(name)?.[1] ?? []))].sort();
  for (const stamp of stamps.slice(0, Math.max(0, stamps.length - keep)))
    for (const file of Object.values(backupFiles(site, stamp))) rmSync(file, { recursive: true, force: true });
}
