// npm run bench:export [-- --postgres URL] [--no-build]: how long a backup and a restore of a site
// with 500 pages (5 sections each, 2 revisions each) and 200 images take. Builds the site through
// the API on a fresh SQLite server, then times `npm run export` and `npm run import` into a fresh
// SQLite directory and, with --postgres (an empty database's URL), into PostgreSQL.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { adminApi, signIn } from "../lib/admin-api.mjs";
import { startProductionServer } from "../lib/production-server.mjs";

const args = process.argv.slice(2);
const postgres = args.includes("--postgres") ? args[args.indexOf("--postgres") + 1] : undefined;
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };
const work = mkdtempSync(path.join(tmpdir(), "gts-bench-export-"));
const { origin, dataDir, stop } = await startProductionServer({
  label: "bench-export",
  build: !args.includes("--no-build"),
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});

const timed = (label, command, file, env) => {
  const started = performance.now();
  const run = spawnSync(process.execPath, ["scripts/backup.mjs", command, file], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${label} failed: ${run.stderr}`);
  console.log(`${label.padEnd(28)} ${seconds.toFixed(1)} s   ${run.stdout.trim()}`);
};

try {
  const call = adminApi(origin, await signIn(origin, ADMIN));

  const started = performance.now();
  const images = [];
  for (let i = 0; i < 200; i += 1) {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, noise: { type: "gaussian", mean: 100 + (i % 50), sigma: 30 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const form = new FormData();
    form.set("alt", `Image ${i}`);
    form.set("file", new Blob([photo], { type: "image/jpeg" }), `image-${i}.jpg`);
    images.push(await call("POST", "/api/cms/media", form));
  }
  const text = "Certified translation between English and Chamorro, Japanese, Korean, Tagalog and more. ".repeat(6);
  for (let i = 0; i < 500; i += 1) {
    const image = images[i % images.length];
    const page = await call("POST", "/api/cms/pages", {
      title: `Page ${i}`,
      slug: `page-${i}`,
      status: "published",
      metaDescription: `About page ${i}`,
      metaKeywords: null,
      ogImageId: image.id,
      sections: Array.from({ length: 5 }, (_, s) => ({
        sectionKey: `part_${s}`,
        sectionType: s === 0 ? "html" : "text",
        content: {
          text:
            s === 0 ? `<p>${text}</p><img src="${image.url}" alt="${image.alt}" width="${image.width}" height="${image.height}">` : text,
        },
        sortOrder: s,
      })),
    });
    await call("PUT", `/api/cms/pages/${page.id}`, { ...page, title: `Page ${i}, edited` });
  }
  console.log(`Site built through the API in ${((performance.now() - started) / 1000).toFixed(0)} s: 500 pages, 200 images\n`);

  const file = path.join(work, "site.export");
  timed("export (SQLite, running)", "export", file, { DATA_DIR: dataDir });
  console.log(`${"".padEnd(28)} file: ${(statSync(file).size / 1048576).toFixed(1)} MB`);
  timed("import into empty SQLite", "import", file, { DATA_DIR: path.join(work, "sqlite") });
  if (postgres) timed("import into empty PostgreSQL", "import", file, { DATABASE_URL: postgres, DATA_DIR: path.join(work, "pg") });
  if (postgres)
    timed("export (PostgreSQL)", "export", path.join(work, "pg.export"), { DATABASE_URL: postgres, DATA_DIR: path.join(work, "pg") });
} finally {
  await stop();
  rmSync(work, { recursive: true, force: true });
}
