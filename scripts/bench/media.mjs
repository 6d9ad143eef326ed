// npm run bench:media [-- --no-build]: the media library's two costs.
//   - Processing: uploads of a 12-megapixel photo (4000 x 3000, camera-like detail), timed from
//     request to answer (decode, orientation, 5 widths x AVIF/WebP/JPEG, storage), three photos.
//   - Serving: autocannon, 32 connections, 10 s, on one 960-wide WebP variant and on a mix of
//     every variant of the three photos: requests per second, p50, p99, errors. Target p99 <= 20 ms.
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import sharp from "sharp";
import { startProductionServer } from "../lib/production-server.mjs";

const args = process.argv.slice(2);
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };
const { origin, stop } = await startProductionServer({
  label: "bench-media",
  build: !args.includes("--no-build"),
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});

try {
  const login = await fetch(`${origin}/api/cms/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const cookie = login.headers.getSetCookie()[0].split(";")[0];

  const photos = [];
  for (let seed = 0; seed < 3; seed += 1) {
    // Noise over a gradient compresses like a real photo, unlike a flat colour.
    const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, noise: { type: "gaussian", mean: 128 + seed * 10, sigma: 40 } } })
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
    console.log(`  photo ${i + 1}: ${(elapsed / 1000).toFixed(2)} s, ${stored} variants, widths ${[...new Set(media.variants.map((v) => v.width))].join("/")}`);
  }

  const one = uploaded[0].variants.find((v) => v.width === 960 && v.format === "webp");
  const all = uploaded.flatMap((m) => m.variants.map((v) => v.url));
  const runs = [
    ["one variant (960 WebP)", [one.url]],
    [`every variant (${all.length})`, all],
  ];
  console.log("\nServing: autocannon, 32 connections, 10 s each");
  for (const [label, urls] of runs) {
    // Warm: the first request of each variant reads it from the database.
    for (const url of urls) await (await fetch(origin + url)).arrayBuffer();
    const r = await autocannon({ url: origin, connections: 32, duration: 10, requests: urls.map((path) => ({ method: "GET", path })) });
    const bytes = r.throughput.average / 1048576;
    console.log(
      `  ${label.padEnd(26)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${bytes.toFixed(0)} MB/s  errors ${r.errors + r.non2xx}`,
    );
  }
} finally {
  await stop();
}
