// npm run bench:uploads [-- --no-build] [--clients=30] [--mib=14.9] [--give-up=20] [--retry] [--same]
//
// Many large uploads at once, against the production build on a fresh database (docs/product.md,
// 5.9 and 11): `--clients` clients (default 30) each send a different JPEG of `--mib` MiB (default
// 14.9: camera-like noise, so decoding and encoding cost what a real photo costs, made different
// per client by a comment segment). A client waits at most `--give-up` seconds (default 20) for its
// answer once its body is sent, and then leaves, as a browser tab closed while the server is still
// at work would. With `--retry` a client that gets 503 waits its Retry-After and sends again (as
// the admin screen does), until it is answered or gives up. `--same` sends the same file from
// every client.
//
// It prints the server process's resident memory before the run and at its peak (sampled every
// 50 ms, and the kernel's high-water mark), the CPU seconds the server used from the first request
// until it was idle again, the answers (status or "left"), and how long the server kept working
// after the last client had left (idle: under 5% of a core over one second).
import { readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { signIn } from "../lib/admin-api.mjs";
import { startProductionServer } from "../lib/production-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split("=")[1]) : fallback;
};
const CLIENTS = option("clients", 30);
const MIB = option("mib", 14.9);
const GIVE_UP_S = option("give-up", 20);
const RETRY = args.includes("--retry");
const SAME = args.includes("--same");
const TARGET_BYTES = Math.round(MIB * 1024 * 1024);
const TICKS_PER_SECOND = 100;
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };

/** Resident memory (MiB) and its high-water mark, and CPU ticks (user + system), from /proc. */
function sample(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { rss: kib("VmRSS") / 1024, hwm: kib("VmHWM") / 1024, ticks: Number(fields[11]) + Number(fields[12]) };
}

/** A noise JPEG of about `bytes` (a little less), then comment segments up to exactly `bytes`. */
async function photoOf(bytes) {
  const make = (height) =>
    sharp({ create: { width: 3000, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 20 } } })
      .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
      .toBuffer();
  const trial = await make(1200);
  const height = Math.min(16000, Math.floor((1200 * bytes * 0.985) / trial.length));
  return padTo(await make(height), bytes);
}

/** `jpeg` with COM segments after its SOI, `tag` first, to exactly `bytes`: a different file, the same pixels. */
function padTo(jpeg, bytes, tag = "") {
  const segments = [];
  let missing = bytes - jpeg.length;
  if (missing !== 0 && missing < 4) throw new Error("cannot pad by fewer than 4 bytes");
  let text = Buffer.from(tag);
  while (missing > 0) {
    // A segment is FF FE, a two-byte length (itself included) and at most 65,533 bytes.
    let total = Math.min(missing, 65_537);
    if (missing - total > 0 && missing - total < 4) total = missing - 4;
    const body = Buffer.alloc(total - 4, 0x20);
    text.copy(body);
    text = Buffer.alloc(0);
    segments.push(Buffer.from([0xff, 0xfe, (total - 2) >> 8, (total - 2) & 0xff]), body);
    missing -= total;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A browser's multipart body: the alt text, then the file. */
function multipartBody(file, name, alt) {
  const boundary = "----bench-uploads-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${alt}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return { boundary, data: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

let origin;
let cookie;

/**
 * POST /api/cms/media with the whole body; the client waits for the answer until `giveUpAt` (or,
 * on its first try, GIVE_UP_S after its body was sent), then leaves (closes the connection).
 */
function send({ boundary, data }, giveUpAt) {
  return new Promise((resolve) => {
    const url = new URL(origin);
    let sentAt = performance.now();
    let timer;
    let done = false;
    const finish = (result) => {
      done = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path: "/api/cms/media",
      agent: false,
      headers: {
        Origin: origin,
        Cookie: cookie,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(data.length),
      },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => finish({ status: res.statusCode, retryAfter: Number(res.headers["retry-after"] ?? 0), sentAt }));
    });
    req.on("error", () => finish({ status: null, retryAfter: 0, sentAt }));
    req.end(data, () => {
      sentAt = performance.now();
      if (done) return;
      timer = setTimeout(
        () => {
          req.destroy();
          finish({ status: null, retryAfter: 0, sentAt });
        },
        Math.max(0, (giveUpAt ?? sentAt + GIVE_UP_S * 1000) - performance.now()),
      );
    });
  });
}

const server = await startProductionServer({
  label: "bench-uploads",
  build: !args.includes("--no-build"),
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
const { stop, pid } = server;
origin = server.origin;
let ended = null;
void server.exited.then((how) => (ended = how));
try {
  cookie = await signIn(origin, ADMIN);
  console.log(`Making the files: ${CLIENTS} JPEGs of ${MIB} MiB...`);
  const base = await photoOf(TARGET_BYTES - 200);
  const meta = await sharp(base).metadata();
  const files = Array.from({ length: CLIENTS }, (_, i) =>
    SAME ? padTo(base, TARGET_BYTES, "same") : padTo(base, TARGET_BYTES, `client ${i}`),
  );
  console.log(
    `  ${meta.width} x ${meta.height} pixels, ${files[0].length} bytes each, ${SAME ? "all the same file" : "each a different file"}`,
  );

  // Settle, then the baseline.
  await new Promise((r) => setTimeout(r, 1000));
  const before = sample(pid);
  let peak = before.rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, sample(pid).rss);
    } catch {
      // the process is gone
    }
  }, 50);

  const started = performance.now();
  const answers = new Map();
  const count = (label) => answers.set(label, (answers.get(label) ?? 0) + 1);
  let lastLeft = 0;
  await Promise.all(
    files.map(async (file, i) => {
      const body = multipartBody(file, `upload-${i + 1}.jpg`, `Upload ${i + 1}`);
      let giveUpAt = null;
      for (;;) {
        const { status, retryAfter, sentAt } = await send(body, giveUpAt);
        giveUpAt ??= sentAt + GIVE_UP_S * 1000;
        if (RETRY && status === 503 && performance.now() + retryAfter * 1000 < giveUpAt) {
          await new Promise((r) => setTimeout(r, retryAfter * 1000));
          continue;
        }
        count(status === null ? "left (gave up)" : String(status));
        lastLeft = Math.max(lastLeft, performance.now());
        return;
      }
    }),
  );
  const clientsDone = performance.now();

  // Idle: under 5% of a core over one second, measured every 250 ms.
  const window = [];
  let idleAt = null;
  while (performance.now() - clientsDone < 900_000) {
    const now = performance.now();
    if (ended) break;
    window.push({ at: now, ticks: sample(pid).ticks });
    // Keep the newest samples that still span at least a second.
    while (window.length > 2 && now - window[1].at >= 1000) window.shift();
    if (now - window[0].at >= 1000 && window.at(-1).ticks - window[0].ticks < 0.05 * TICKS_PER_SECOND * ((now - window[0].at) / 1000)) {
      idleAt = window[0].at;
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  clearInterval(sampler);
  if (ended) {
    console.log(
      `\nThe server process ended during the run (exit code ${ended.code}, signal ${ended.signal}); peak RSS seen ${peak.toFixed(0)} MiB.`,
    );
    console.log(`  answers: ${[...answers].map(([k, v]) => `${k} x${v}`).join(", ")}`);
    process.exitCode = 1;
    throw new Error("the server process ended");
  }
  const after = sample(pid);
  const stored = (await (await fetch(`${origin}/api/cms/media?pageSize=1`, { headers: { Cookie: cookie } })).json()).total;

  console.log(
    `\n${CLIENTS} concurrent uploads${RETRY ? ", retrying after 503" : ""}, each client leaving ${GIVE_UP_S} s after its body was sent without an answer`,
  );
  console.log(`  answers:            ${[...answers].map(([k, v]) => `${k} x${v}`).join(", ")}`);
  console.log(`  images stored:      ${stored}`);
  console.log(
    `  server RSS:         ${before.rss.toFixed(0)} MiB before, peak ${Math.max(peak, after.hwm).toFixed(0)} MiB (sampled peak ${peak.toFixed(0)} MiB, kernel high-water mark ${after.hwm.toFixed(0)} MiB), ${after.rss.toFixed(0)} MiB after`,
  );
  console.log(`  server CPU:         ${((after.ticks - before.ticks) / TICKS_PER_SECOND).toFixed(1)} s from the first request until idle`);
  console.log(`  clients:            all answered or gone after ${((clientsDone - started) / 1000).toFixed(1)} s`);
  console.log(
    idleAt === null
      ? "  idle after clients: not idle within 900 s of the last client leaving"
      : `  idle after clients: ${(Math.max(0, idleAt - lastLeft) / 1000).toFixed(1)} s after the last client left`,
  );
} finally {
  await stop();
}
