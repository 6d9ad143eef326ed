// npm run bench:media [-- --no-build]: the media library's two costs.
//   - Processing: uploads of a 12-megapixel photo (4000 x 3000, camera-like detail), timed from
//     request to answer (decode, orientation, up to 6 widths x AVIF/WebP/JPEG, storage), three photos.
//   - Serving: autocannon, 32 connections, 10 s, on one 960-wide WebP variant and on a mix of
//     every variant of the three photos: requests per second, p50, p99, errors, MB/s. Target p99
//     <= 20 ms. When nginx is installed, it serves the very same bytes as files with the same
//     headers, alternating with the server (2 rounds), so the table shows what this machine and
//     the load generator allow.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import sharp from "sharp";
import { nginxInstalled, startNginx } from "../lib/nginx.mjs";
import { signIn } from "../lib/admin-api.mjs";
import { freePort, startProductionServer } from "../lib/production-server.mjs";

const args = process.argv.slice(2);
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };
const { origin, stop } = await startProductionServer({
  label: "bench-media",
  build: !args.includes("--no-build"),
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});

let work = null;
let stopReference = async () => {};
try {
  const cookie = await signIn(origin, ADMIN);

  const photos = [];
  for (let seed = 0; seed < 3; seed += 1) {
    // Noise over a gradient compresses like a real photo, unlike a flat colour.
    const noise = await sharp({
      create: { width: 4000, height: 3000, channels: 3, noise: { type: "gaussian", mean: 128 + seed * 10, sigma: 40 } },
    })
      .blur(1.2)
      .jpeg({ quality: 88 })
      .toBuffer();
    photos.push(noise);
  }
  console.log(`Processing: 12-megapixel JPEG uploads (${photos.map((p) => `${(p.length / 1048576).toFixed(1)} MB`).join(", ")})`);
  const uploaded = [];
  for (const [i, photo] of photos.entries()) {
    const form = new FormData();
    form.set("alt", `Benchmark photo ${i + 1}`);
    form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `photo-${i + 1}.jpg`);
    const started = performance.now();
    const res = await fetch(`${origin}/api/cms/media`, { method: "POST", headers: { Origin: origin, Cookie: cookie }, body: form });
    const elapsed = performance.now() - started;
    const media = await res.json();
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(media)}`);
    uploaded.push(media);
    const stored = media.variants.length;
    console.log(
      `  photo ${i + 1}: ${(elapsed / 1000).toFixed(2)} s, ${stored} variants, widths ${[...new Set(media.variants.map((v) => v.width))].join("/")}`,
    );
  }

  const one = uploaded[0].variants.find((v) => v.width === 960 && v.format === "webp");
  const all = uploaded.flatMap((m) => m.variants.map((v) => v.url));
  const runs = [
    ["one variant (960 WebP)", [one.url]],
    [`every variant (${all.length})`, all],
  ];
  const targets = [["server", origin]];
  if (nginxInstalled()) {
    const reference = await nginxReference(all);
    stopReference = reference.stop;
    targets.push(["nginx", reference.origin]);
  } else {
    console.log("\n(nginx is not installed: no reference run)");
  }
  console.log(
    `\nServing: autocannon, 32 connections, 10 s a run, ${targets.length > 1 ? "2 rounds alternating with nginx on the same bytes" : "1 round"}`,
  );
  for (const [label, urls] of runs) {
    // Warm: the first request of each variant reads it from the database.
    for (const url of urls) await (await fetch(origin + url)).arrayBuffer();
    for (let round = 1; round <= (targets.length > 1 ? 2 : 1); round += 1) {
      for (const [name, base] of targets) {
        const r = await autocannon({ url: base, connections: 32, duration: 10, requests: urls.map((p) => ({ method: "GET", path: p })) });
        const bytes = r.throughput.average / 1048576;
        console.log(
          `  ${label.padEnd(26)} ${name.padEnd(7)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${bytes.toFixed(0)} MB/s  errors ${r.errors + r.non2xx}`,
        );
      }
    }
  }
  if (wrkInstalled()) {
    console.log("\nThe same with wrk (C, one thread, 32 connections, 10 s a run), a lighter load generator than autocannon");
    for (const [label, urls] of runs) {
      for (let round = 1; round <= (targets.length > 1 ? 2 : 1); round += 1) {
        for (const [name, base] of targets) {
          const r = wrk(base, urls);
          console.log(
            `  ${label.padEnd(26)} ${name.padEnd(7)} ${r.rps.padStart(6)} req/s  p50 ${r.p50}  p99 ${r.p99}  ${r.transfer}/s  errors ${r.errors}`,
          );
        }
      }
    }
  } else {
    console.log("\n(wrk is not installed: apt-get install -y wrk for a run with a lighter load generator)");
  }
} finally {
  await stopReference();
  await stop();
  if (work) rmSync(work, { recursive: true, force: true });
}

/** nginx serving the variants' bytes, as the server sends them, from files at the same paths. */
async function nginxReference(urls) {
  work ??= mkdtempSync(path.join(tmpdir(), "gts-bench-media-"));
  const root = path.join(work, "root");
  for (const url of urls) {
    const file = path.join(root, url);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    writeFileSync(file, new Uint8Array(await (await fetch(origin + url)).arrayBuffer()), { mode: 0o644 });
  }
  const port = await freePort();
  const siteConf = path.join(work, "site.conf");
  writeFileSync(
    siteConf,
    `access_log off;
server {
  listen 127.0.0.1:${port};
  root ${root};
  location /media/ {
    types { image/avif avif; image/webp webp; image/jpeg jpg; image/png png; }
    add_header Cache-Control "public, max-age=31536000, immutable";
    add_header X-Content-Type-Options nosniff;
  }
}
`,
  );
  const nginx = await startNginx({ dir: work, siteConf, ports: [port] });
  return { origin: `http://127.0.0.1:${port}`, stop: nginx.stop };
}

function wrkInstalled() {
  return spawnSync("wrk", ["--version"]).error === undefined;
}

/** wrk on `urls` in turn (a Lua script cycles through them); its figures as it prints them. */
function wrk(base, urls) {
  const script = path.join(work ?? (work = mkdtempSync(path.join(tmpdir(), "gts-bench-media-"))), "paths.lua");
  writeFileSync(
    script,
    `local paths = { ${urls.map((u) => JSON.stringify(u)).join(", ")} }
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
`,
  );
  const run = spawnSync("wrk", ["-t1", "-c32", "-d10s", "--latency", "-s", script, base], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const out = run.stdout;
  const pick = (re) => re.exec(out)?.[1] ?? "?";
  const errors = [...out.matchAll(/(?:Socket errors: .*|Non-2xx or 3xx responses: (\d+))/g)].map((m) => m[1] ?? m[0]).join(", ") || "0";
  return {
    rps: String(Math.round(Number(pick(/Requests\/sec:\s+([\d.]+)/)))),
    p50: pick(/\s50%\s+([\d.]+\w+)/),
    p99: pick(/\s99%\s+([\d.]+\w+)/),
    transfer: pick(/Transfer\/sec:\s+([\d.]+\w+)/),
    errors,
  };
}
