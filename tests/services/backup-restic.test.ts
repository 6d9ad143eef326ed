/**
 * npm run backup / npm run backup -- --check / npm run restore (README.md, "Backups";
 * docs/decisions/027), driven as an operator runs them: the real command line, Debian's restic, a
 * real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), and repositories the tests
 * make themselves: a folder, and `rclone serve restic` on 127.0.0.1. The site is small, so that
 * each command takes a second or two.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastBackup } from "../../server/backup/runs";
import { exportSite } from "../../server/backup/site-file";
import { openDatabase } from "../../server/db/connect";
import { freePort } from "../../scripts/lib/production-server.mjs";
import { createTestServices, engines, type TestServices } from "./support";

const root = path.resolve(import.meta.dirname, "../..");
const ci = Boolean(process.env.CI) && process.env.CI !== "false" && process.env.CI !== "0";
const rcloneInstalled = spawnSync("rclone", ["version"], { stdio: "ignore" }).status === 0;
const TAG = "guam-translation-site";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The export's rows, line for line (its header, which names the moment it was written, and its checksum aside). */
function exportedRows(file: string): { rows: string[]; counts: unknown } {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
  return { rows: lines.slice(1, -1), counts: (JSON.parse(lines.at(-1)!) as { rows: unknown }).rows };
}

// Each command starts a TypeScript process and restic derives its key each time (about half a
// second by design): a test runs several, longer than the services' default allows on a busy machine.
describe.each(engines)("npm run backup and npm run restore with restic (%s)", { timeout: 180_000 }, (engine) => {
  let t: TestServices;
  let work: string;
  let original: { rows: string[]; counts: unknown };
  /** "15 page(s)": the built-in pages and the test's. */
  let pages: string;
  const PASSWORD = `pw-${randomBytes(9).toString("base64url")}`;

  /** The command line as `npm run backup` / `npm run restore` runs it, with the site's database. */
  function cli(args: string[], env: Record<string, string> = {}) {
    const run = spawnSync(process.execPath, ["scripts/backup.mjs", ...args], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: work,
        // restic counts days in local time: one zone for the snapshots planted and the policy.
        TZ: "UTC",
        LOG_LEVEL: "silent",
        RESTIC_CACHE_DIR: path.join(work, "restic-cache"),
        DATA_DIR: t.config.dataDir,
        ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
        ...env,
      },
      encoding: "utf8",
      timeout: 120_000,
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr, all: run.stdout + run.stderr };
  }

  /** restic itself, on a repository, for what the tests look at or plant there. */
  function restic(repository: string, args: string[], input?: string) {
    const run = spawnSync("restic", args, {
      env: {
        PATH: process.env.PATH,
        HOME: work,
        TZ: "UTC",
        RESTIC_CACHE_DIR: path.join(work, "restic-cache"),
        RESTIC_REPOSITORY: repository,
        RESTIC_PASSWORD: PASSWORD,
      },
      input,
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    return run.stdout;
  }
  const snapshots = (repository: string) =>
    JSON.parse(restic(repository, ["snapshots", "--json"])) as Array<{ id: string; short_id: string; time: string; tags?: string[] }>;

  /** Restores `latest` into a fresh folder, and compares a new export of the restored site with the original's. */
  async function restoreAndCompare(env: Record<string, string>, into: string) {
    const restored = cli(["restore", "latest", "--into", into], env);
    expect(restored.status, restored.all).toBe(0);
    expect(restored.stdout).toMatch(/^Restored snapshot [0-9a-f]{8} of .* into .* in \d+\.\d s: .*/);
    expect(restored.stdout).toMatch(new RegExp(`: ${pages}, `));
    expect(restored.stdout).toContain("Checked: the export was whole, and the new database holds every row it lists.");
    // A new site (SQLite) in the folder, and nothing else left there.
    expect(readdirSync(into).filter((f) => !f.startsWith("site.db"))).toEqual([]);
    const handle = await openDatabase({ dataDir: into });
    try {
      const file = path.join(work, `again-${randomBytes(4).toString("hex")}.export`);
      await exportSite(handle.db, "sqlite", file);
      expect(exportedRows(file)).toEqual(original);
    } finally {
      await handle.close();
    }
    return restored;
  }

  beforeAll(async () => {
    t = await createTestServices(engine);
    work = mkdtempSync(path.join(tmpdir(), "gts-restic-"));
    // A small site: two pages (one with a picture), an image with its variants, the first administrator.
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2a6f97" } })
      .jpeg()
      .toBuffer();
    const photo = (await t.services.media.upload({ data: jpeg, fileName: "harbor.jpg", alt: "Apra Harbor" })).media;
    for (const [i, slug] of ["backed-up", "also-backed-up"].entries()) {
      await t.services.pages.create({
        title: `Backed up ${i}`,
        slug,
        status: "published",
        metaDescription: `Description ${i}: Hågat`,
        metaKeywords: null,
        ogImageId: photo.id,
        sections: [{ sectionKey: "intro", sectionType: "text", content: { text: `Intro ${i}` }, sortOrder: 0 }],
      });
    }
    const file = path.join(work, "original.export");
    await exportSite(t.services.database.db, engine, file);
    original = exportedRows(file);
    pages = `${(original.counts as { pages: number }).pages} page\\(s\\)`;
  });
  afterAll(async () => {
    await t?.dispose();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("backs up to a local repository, made the first time, and restores latest into a fresh folder: the same site", async () => {
    const repository = path.join(work, "repo-local");
    const env = { BACKUP_REPOSITORY: repository, BACKUP_PASSWORD: PASSWORD };
    const backedUp = cli(["backup"], env);
    expect(backedUp.status, backedUp.all).toBe(0);
    expect(backedUp.stderr).toBe("");
    const lines = backedUp.stdout.trim().split("\n");
    expect(lines[0]).toBe(`Created the restic repository ${repository}.`);
    expect(lines[1]).toMatch(
      new RegExp(
        `^Backed up ${pages}, .*1 image\\(s\\).* \\(export [\\d.]+ (kB|MB)\\) to ${escape(repository)}: snapshot ([0-9a-f]{8}), [\\d.]+ (kB|MB) read, .* in \\d+\\.\\d s\\.$`,
      ),
    );
    expect(lines[2]).toBe("Retention (14 daily, 8 weekly, 12 monthly): 1 snapshot(s) kept, 0 removed.");
    const [snapshot] = snapshots(repository);
    expect(snapshot!.tags).toEqual([TAG]);
    expect(lines[1]).toContain(`snapshot ${snapshot!.short_id}`);
    expect(await lastBackup(t.services.database.db)).toEqual({
      at: expect.any(String),
      ok: true,
      bytes: expect.any(Number),
      offsite: true,
    });
    const [row] = await t.services.database.db.selectFrom("backup_runs").selectAll().orderBy("id", "desc").limit(1).execute();
    expect(row).toMatchObject({ repository, snapshot: snapshot!.short_id, error: null });
    // The password is restic's alone: encrypted at rest, never shown.
    expect(backedUp.all).not.toContain(PASSWORD);

    const into = path.join(work, "restored-local");
    await restoreAndCompare(env, into);
    // A folder that holds anything is refused: a restore makes a new site, it never overwrites one.
    const again = cli(["restore", "latest", "--into", into], env);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(`${into} is not empty: restore into a new, empty folder (it becomes the restored site's DATA_DIR)`);
  });

  it("backs up and restores the same through rclone serve restic on 127.0.0.1, its credentials kept out of what is shown and stored", async (ctx) => {
    if (!rcloneInstalled) {
      if (ci)
        throw new Error(
          "rclone is not installed, and CI must test the second repository: apt-get install -y rclone (npm test does as root)",
        );
      ctx.skip("rclone is not installed: apt-get install -y rclone");
    }
    const port = await freePort();
    const secret = `http-${randomBytes(9).toString("base64url")}`;
    const served = path.join(work, "repo-rclone");
    mkdirSync(served);
    const server: ChildProcess = spawn(
      "rclone",
      ["serve", "restic", "--addr", `127.0.0.1:${port}`, "--user", "backup", "--pass", secret, served],
      { env: { PATH: process.env.PATH, HOME: work, RCLONE_CONFIG: path.join(work, "rclone.conf") }, stdio: ["ignore", "ignore", "pipe"] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        let said = "";
        const timer = setTimeout(() => reject(new Error(`rclone did not start: ${said}`)), 15_000);
        server.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
          said += chunk;
          if (said.includes("Serving restic REST API")) {
            clearTimeout(timer);
            resolve();
          }
        });
        server.once("exit", (code) => reject(new Error(`rclone exited with ${code}: ${said}`)));
      });
      const repository = `rest:http://backup:${secret}@127.0.0.1:${port}/`;
      const shown = `rest:http://backup:***@127.0.0.1:${port}/`;
      const env = { BACKUP_REPOSITORY: repository, BACKUP_PASSWORD: PASSWORD };
      const backedUp = cli(["backup"], env);
      expect(backedUp.status, backedUp.all).toBe(0);
      expect(backedUp.stdout).toContain(`Created the restic repository ${shown}.`);
      expect(backedUp.stdout).toMatch(/: snapshot [0-9a-f]{8}, /);
      expect(readdirSync(served).sort()).toEqual(["config", "data", "index", "keys", "locks", "snapshots"]);
      const restored = await restoreAndCompare(env, path.join(work, "restored-rclone"));
      expect(restored.stdout).toContain(`from ${shown} into`);
      const rows = await t.services.database.db.selectFrom("backup_runs").selectAll().orderBy("id", "desc").limit(1).execute();
      expect(rows[0]).toMatchObject({ ok: 1, offsite: 1, repository: shown });
      for (const text of [backedUp.all, restored.all, JSON.stringify(rows)]) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain(PASSWORD);
      }
    } finally {
      server.kill();
    }
  });

  // The repository's side, the same whatever the database: run once, on SQLite.
  it.runIf(engine === "sqlite")(
    "keeps 14 daily, 8 weekly and 12 monthly copies of this site's snapshots only, --check passes, and a lost pack file fails it",
    () => {
      const repository = path.join(work, "repo-retention");
      const env = { BACKUP_REPOSITORY: repository, BACKUP_PASSWORD: PASSWORD };
      restic(repository, ["init"]);
      // Sixteen days of this site's backups before today's, two of them on one day, and another site's snapshot.
      const day = (n: number, hour = 12) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10) + ` ${hour}:00:00`;
      const planted = [...Array.from({ length: 16 }, (_, i) => day(i + 1)), day(3, 8)];
      for (const time of planted)
        restic(repository, ["backup", "--quiet", "--stdin", "--stdin-filename", "site-export.jsonl", "--tag", TAG, "--time", time], time);
      restic(
        repository,
        ["backup", "--quiet", "--stdin", "--stdin-filename", "other.jsonl", "--tag", "another-site", "--time", day(40)],
        "other",
      );

      const backedUp = cli(["backup"], env);
      expect(backedUp.status, backedUp.all).toBe(0);
      const [, kept, removed] = /(\d+) snapshot\(s\) kept, (\d+) removed\.$/.exec(backedUp.stdout.trim())!.map(Number);
      expect(kept! + removed!).toBe(planted.length + 1);
      const left = snapshots(repository);
      const ours = left.filter((s) => s.tags?.includes(TAG)).map((s) => s.time.slice(0, 10));
      expect(ours).toHaveLength(kept!);
      // Today's and the thirteen days before it, one a day (the earlier of day 3's two is gone); older ones only as weekly or monthly copies.
      const daily = [new Date().toISOString().slice(0, 10), ...Array.from({ length: 13 }, (_, i) => day(i + 1).slice(0, 10))];
      expect(ours.filter((d) => daily.includes(d)).sort()).toEqual([...daily].sort());
      expect(kept).toBeLessThan(14 + 8 + 12);
      expect(removed).toBeGreaterThanOrEqual(2);
      // Another site's snapshot in the same repository is not this site's to forget.
      expect(left.filter((s) => s.tags?.includes("another-site"))).toHaveLength(1);

      const checked = cli(["backup", "--check"], env);
      expect(checked.status, checked.all).toBe(0);
      expect(checked.stdout.trim()).toMatch(
        new RegExp(
          `^The repository ${escape(repository)} is sound \\(restic check, 10% of its data read back\\): ${kept} snapshot\\(s\\) of this site, the latest [0-9a-f]{8} of `,
        ),
      );

      const packs = readdirSync(path.join(repository, "data"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      const lost = packs[0]!;
      rmSync(path.join(lost.parentPath, lost.name));
      const broken = cli(["backup", "--check"], env);
      expect(broken.status).toBe(1);
      expect(broken.stdout).toBe("");
      expect(broken.stderr.trim()).toMatch(
        new RegExp(`^The backup repository ${escape(repository)} is damaged: pack ${lost.name.slice(0, 8)}[0-9a-f]*: does not exist`),
      );
    },
  );

  it("says the password is wrong, in one line with no secret in it, and records the failed run; likewise without restic", async () => {
    const repository = path.join(work, "repo-password");
    restic(repository, ["init"]);
    const wrong = `wrong-${randomBytes(9).toString("base64url")}`;
    const refused = cli(["backup"], { BACKUP_REPOSITORY: repository, BACKUP_PASSWORD: wrong });
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    const message = `Opening the backup repository ${repository} failed: the password is wrong (BACKUP_PASSWORD or BACKUP_PASSWORD_FILE is not this repository's)`;
    expect(refused.stderr.trim()).toBe(message);
    expect(await lastBackup(t.services.database.db)).toEqual({
      at: expect.any(String),
      ok: false,
      bytes: null,
      offsite: true,
      error: message,
    });

    // The password in a file (BACKUP_PASSWORD_FILE), wrong as well: the same, and its content nowhere either.
    const file = path.join(work, "password");
    writeFileSync(file, `${wrong}\n`, { mode: 0o600 });
    const fromFile = cli(["backup"], { BACKUP_REPOSITORY: repository, BACKUP_PASSWORD_FILE: file });
    expect(fromFile.stderr.trim()).toBe(message);

    // The node binary is run by its path: restic is looked for, and not found, on an empty PATH.
    const noRestic = cli(["backup"], { PATH: path.join(work, "empty-path"), BACKUP_REPOSITORY: repository, BACKUP_PASSWORD: PASSWORD });
    expect(noRestic.status).toBe(1);
    expect(noRestic.stderr.trim()).toBe("restic is not installed: apt-get install restic");
    expect(await lastBackup(t.services.database.db)).toMatchObject({ ok: false, error: "restic is not installed: apt-get install restic" });

    const rows = await t.services.database.db.selectFrom("backup_runs").selectAll().where("ok", "=", 0).execute();
    for (const text of [refused.all, fromFile.all, noRestic.all, JSON.stringify(rows)]) {
      expect(text).not.toContain(wrong);
      expect(text).not.toContain(PASSWORD);
    }
  });

  it("without BACKUP_REPOSITORY keeps the backup in a local folder, says it is not off the machine, and keeps the last 14", () => {
    const folder = path.join(work, "local-backups");
    mkdirSync(folder, { mode: 0o700 });
    // Fifteen older backups, and a file of someone else's that is not one.
    const older = Array.from({ length: 15 }, (_, i) => `site-2026-01-${String(i + 1).padStart(2, "0")}T023000Z.export`);
    for (const name of older) writeFileSync(path.join(folder, name), "old");
    writeFileSync(path.join(folder, "notes.txt"), "mine");

    const backedUp = cli(["backup"], { BACKUP_DIR: folder });
    expect(backedUp.status, backedUp.all).toBe(0);
    expect(backedUp.stderr).toBe("");
    const made = readdirSync(folder).find((name) => !older.includes(name) && name !== "notes.txt")!;
    expect(made).toMatch(/^site-\d{4}-\d{2}-\d{2}T\d{6}Z\.export$/);
    expect(backedUp.stdout.trim()).toMatch(
      new RegExp(
        `^Backed up ${pages}, .* to ${escape(path.join(folder, made))} in \\d+\\.\\d s, not off the machine: set BACKUP_REPOSITORY to send backups elsewhere \\(README.md, "Backups"\\)\\. 14 local backup\\(s\\) kept\\.$`,
      ),
    );
    expect(readdirSync(folder).sort()).toEqual([...older.slice(2), made, "notes.txt"].sort());
    expect(exportedRows(path.join(folder, made))).toEqual(original);

    const checked = cli(["backup", "--check"], { BACKUP_DIR: folder });
    expect(checked.status, checked.all).toBe(0);
    expect(checked.stdout).toContain(
      `The newest local backup, ${path.join(folder, made)}, is whole (${(original.counts as { pages: number }).pages} page(s), 1 image(s)); it is not off the machine`,
    );
  });
});
