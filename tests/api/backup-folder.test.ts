/**
 * `npm run export -- FILE` into a folder that does not exist yet, as README's Backups section does
 * on a fresh Debian machine (/var/backups/site is nobody's until someone makes it).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const isRoot = process.getuid?.() === 0;

/**
 * The Node binary running the tests, as one the given user may run: CI's Node 24 lives under
 * root's home (700), where `nobody` cannot reach it, so it is copied beside the test's files.
 */
function nodeFor(user: string | undefined, work: string): string {
  if (!user) return process.execPath;
  const reachable = spawnSync("su", [user, "-s", "/bin/sh", "-c", `test -x '${process.execPath}'`]);
  if (reachable.status === 0) return process.execPath;
  const copy = path.join(work, "node-bin", "node");
  if (!existsSync(copy)) {
    mkdirSync(path.dirname(copy), { recursive: true, mode: 0o755 });
    copyFileSync(process.execPath, copy);
    chmodSync(copy, 0o755);
  }
  return copy;
}

function exportTo(file: string, dataDir: string, user?: string, work = tmpdir()) {
  const command = [nodeFor(user, work), "scripts/backup.mjs", "export", file];
  const env = { PATH: process.env.PATH, LOG_LEVEL: "silent", DATA_DIR: dataDir, HOME: "/nonexistent" };
  // As another user, through su, with the same environment and working directory.
  const run = user
    ? spawnSync(
        "su",
        [user, "-s", "/bin/sh", "-c", `cd '${root}' && env DATA_DIR='${dataDir}' LOG_LEVEL=silent '${command.join("' '")}'`],
        { encoding: "utf8", timeout: 120_000 },
      )
    : spawnSync(command[0]!, command.slice(1), { cwd: root, env, encoding: "utf8", timeout: 120_000 });
  return run;
}

describe("npm run export into a folder that does not exist", () => {
  const work = mkdtempSync(path.join(tmpdir(), "gts-backup-folder-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("makes the folder, readable by its owner only, and writes the file there", () => {
    const dataDir = path.join(work, "data");
    const folder = path.join(work, "backups", "site");
    const file = path.join(folder, "site-2026-11-23.export");
    const run = exportTo(file, dataDir);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Exported .* to .*site-2026-11-23\.export/);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(work, "backups")).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(["site-2026-11-23.export"]);
  });

  it.skipIf(!isRoot)("says exactly what is missing when the user may not make the folder (exit 1, nothing written)", () => {
    // A data directory the unprivileged user may use, and a parent only root may write in.
    const dataDir = path.join(work, "nobody-data");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o777);
    chmodSync(work, 0o755);
    const parent = path.join(work, "root-only");
    mkdirSync(parent, { mode: 0o755 });
    const folder = path.join(parent, "site");
    const run = exportTo(path.join(folder, "site.export"), dataDir, "nobody", work);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `The folder ${folder} does not exist, and nobody may not create it (EACCES): create it once for the user that runs the export: sudo install -d -m 700 -o nobody ${folder}`,
    );
    expect(existsSync(folder)).toBe(false);

    // The folder made as the message says, but someone else's: the same advice, nothing written.
    mkdirSync(folder, { mode: 0o700 });
    const again = exportTo(path.join(folder, "site.export"), dataDir, "nobody", work);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      `nobody may not write in ${folder}: create it once for the user that runs the export: sudo install -d -m 700 -o nobody ${folder}`,
    );
    expect(readdirSync(folder)).toEqual([]);
  });
});
