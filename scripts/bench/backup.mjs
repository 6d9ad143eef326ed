// npm run bench:backup [-- --pages N --images N]: what `npm run backup` costs with restic
// (docs/decisions/027). Builds a site in-process through the services on a fresh SQLite database
// (default 1,000 pages of 5 sections and 500 images), then, against a fresh local repository:
// backs up twice with nothing changed and once after one page is edited, restores `latest` into a
// fresh folder, and for comparison sends the gzip-compressed export as it is, likewise. Prints times
// and the repository's growth; needs restic (apt-get install restic), and no build.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pino from "pino";
import sharp from "sharp";
import { register } from "tsx/esm/api";

register();
const { loadConfig } = await import("../../server/config.ts");
const { openDatabase } = await import("../../server/db/connect.ts");
const { createServices } = await import("../../server/services.ts");
const { exportSite } = await import("../../server/backup/site-file.ts");

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const PAGES = option("--pages", 1000);
const IMAGES = option("--images", 500);
const PASSWORD = "bench-backup-password";
const work = mkdtempSync(path.join(tmpdir(), "gts-bench-backup-"));
const dataDir = path.join(work, "data");
const env = {
  PATH: process.env.PATH,
  HOME: work,
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  RESTIC_CACHE_DIR: path.join(work, "cache"),
  BACKUP_PASSWORD: PASSWORD,
};

/** Bytes under a folder (the repository's size on disk, as a store would bill it). */
function bytesIn(folder) {
  let total = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}
const mb = (bytes) => (bytes < 1e6 ? `${(bytes / 1e3).toFixed(0)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);

function timed(label, command, extraEnv, input) {
  const started = performance.now();
  const [program, ...rest] = command;
  const run = spawnSync(program, rest, { env: { ...env, ...extraEnv }, input, encoding: "utf8", maxBuffer: 1 << 30 });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${label} failed: ${run.stderr}`);
  return { seconds, stdout: run.stdout };
}

try {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const handle = await openDatabase(config);
  const services = createServices(config, handle, pino({ level: "silent" }));
  await services.auth.ensureFirstAdmin({ username: "bench", email: "bench@example.com", password: "bench-password-1" });
  let started = performance.now();
  const images = [];
  for (let i = 0; i < IMAGES; i += 1) {
    const data = await sharp({
      create: { width: 800, height: 600, channels: 3, noise: { type: "gaussian", mean: 100 + (i % 50), sigma: 30 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    images.push((await services.media.upload({ data, fileName: `image-${i}.jpg`, alt: `Image ${i}` })).media);
  }
  const text = "Certified translation between English and Chamorro, Japanese, Korean, Tagalog and more. ".repeat(6);
  let edited;
  let other;
  for (let i = 0; i < PAGES; i += 1) {
    const image = images[i % images.length];
    const page = await services.pages.create({
      title: `Page ${i}`,
      slug: `page-${i}`,
      status: "published",
      metaDescription: `About page ${i}`,
      metaKeywords: null,
      ogImageId: image?.id ?? null,
      sections: Array.from({ length: 5 }, (_, s) => ({ sectionKey: `part_${s}`, sectionType: "text", content: { text }, sortOrder: s })),
    });
    if (i === Math.floor(PAGES / 2)) edited = page;
    if (i === Math.floor(PAGES / 4)) other = page;
  }
  console.log(`Site built in-process in ${((performance.now() - started) / 1000).toFixed(0)} s: ${PAGES} pages, ${IMAGES} images`);

  const repository = path.join(work, "repo");
  const backup = (label) => {
    const before = (() => {
      try {
        return bytesIn(repository);
      } catch {
        return 0;
      }
    })();
    const { seconds, stdout } = timed(label, [process.execPath, "scripts/backup.mjs", "backup"], { BACKUP_REPOSITORY: repository });
    const after = bytesIn(repository);
    // restic's own count of what it had to store (new after deduplication, before compression);
    // the repository's size also loses what retention pruned (one snapshot a day is kept).
    const added = / ([\d.]+ \w+) of it new /.exec(stdout)?.[1];
    console.log(
      `${label.padEnd(44)} ${seconds.toFixed(1).padStart(5)} s   new ${added}; repository ${mb(after)} (${after >= before ? "+" : "-"}${mb(Math.abs(after - before))})`,
    );
    return stdout;
  };
  const first = backup("npm run backup, first (repository made)");
  console.log(`  ${first.trim().split("\n").at(-2)}`);
  backup("npm run backup, nothing changed");
  await services.pages.update(edited.id, { ...edited, title: "Page edited between two backups", sections: undefined });
  backup("npm run backup, one page edited");

  started = performance.now();
  const restored = timed("restore", [process.execPath, "scripts/backup.mjs", "restore", "latest", "--into", path.join(work, "restored")], {
    BACKUP_REPOSITORY: repository,
  });
  console.log(`${"npm run restore -- latest --into DIR".padEnd(44)} ${restored.seconds.toFixed(1).padStart(5)} s`);

  // The alternative: the gzip-compressed export sent as it is (restic backup FILE), to a repository
  // of its own, with the same three steps; the export's own time apart.
  const gzipRepository = path.join(work, "repo-gzip");
  const resticEnv = { RESTIC_REPOSITORY: gzipRepository, RESTIC_PASSWORD: PASSWORD };
  timed("init", ["restic", "init", "--quiet"], resticEnv);
  for (const step of ["first", "nothing changed", "another page edited"]) {
    if (step === "another page edited") {
      await services.pages.update(other.id, { ...other, title: "Another page edited", sections: undefined });
    }
    const file = path.join(work, "site.export");
    const exporting = performance.now();
    await exportSite(handle.db, handle.engine, file);
    const exported = (performance.now() - exporting) / 1000;
    const before = bytesIn(gzipRepository);
    const { seconds, stdout } = timed(step, ["restic", "backup", "--quiet", "--json", file], resticEnv);
    const added = JSON.parse(stdout.trim().split("\n").at(-1)).data_added;
    const after = bytesIn(gzipRepository);
    const label = `gzip export as it is, ${step}`;
    console.log(
      `${label.padEnd(44)} ${(exported + seconds).toFixed(1).padStart(5)} s   new ${mb(added)}; repository ${mb(after)} (+${mb(after - before)}); export ${exported.toFixed(1)} s, ${mb(statSync(file).size)}`,
    );
  }
  await services.close();
} finally {
  rmSync(work, { recursive: true, force: true });
}
