// npm run bench: how fast the production server answers public pages, next to nginx serving the
// very same bytes as plain files, on this machine.
//   - builds when needed, starts the production server on a fresh data directory, publishes a
//     CMS page through the API
//   - autocannon, 32 connections, asking for brotli as browsers do, alternating: GET / and
//     GET /{cms page}, from the server and
//     from nginx (installed with apt when missing and running as root; otherwise a Node static
//     server stands in, and the output says so); requests per second, p50, p99, errors, ratio
//   - the first render of a changed page: save, then time the next GET (a cache miss), 20 times
// Options: --duration=SECONDS (default 10), --rounds=N (default 2), --no-build.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, get as httpGet } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startProductionServer } from "../lib/production-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const duration = option("duration", 10);
const rounds = option("rounds", 2);
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };

const server = await startProductionServer({
  label: "bench-pages",
  build: !args.includes("--no-build"),
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: "info" },
});
const { origin } = server;
const work = mkdtempSync(path.join(tmpdir(), "gts-bench-"));
// nginx's workers run as an unprivileged user: they must be able to read the files.
chmodSync(work, 0o755);
let stopStatic = async () => {};

try {
  const cookie = await login();
  const page = await api("POST", "/api/cms/pages", cookie, {
    title: "Certified Translation for Immigration Documents",
    slug: "immigration-documents",
    status: "published",
    metaDescription: "Birth certificates, diplomas and police records translated and certified for USCIS.",
    sections: [
      { sectionKey: "intro", sectionType: "html", content: { text: "<p>We translate <strong>birth certificates</strong>, marriage certificates, diplomas and police records for immigration, with a signed certificate of accuracy.</p>" }, sortOrder: 0 },
      { sectionKey: "steps", sectionType: "text", content: { text: "Send us a clear scan.\n\nWe quote within 24 hours.\n\nMost documents are ready in 24-72 hours." }, sortOrder: 1 },
    ],
  });
  const paths = ["/", `/${page.slug}`];

  // The same bytes for nginx: what the server sends a browser (brotli), stored as files that
  // nginx sends with the same Content-Type and Content-Encoding. Both get the browser's header.
  for (const p of paths) {
    const file = path.join(work, "site", p === "/" ? "index.html" : `${p.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await brotliBytes(origin + p));
  }
  const reference = await startReference(path.join(work, "site"));
  stopStatic = reference.stop;

  console.log(`Benchmark: autocannon, 32 connections, ${duration} s a run, ${rounds} rounds, alternating (${reference.label})`);
  const results = {};
  for (let round = 1; round <= rounds; round += 1) {
    for (const p of paths) {
      for (const [name, url] of [["server", origin + p], [reference.label, reference.url(p)]]) {
        const r = await autocannon({ url, connections: 32, duration, pipelining: 1, headers: { "accept-encoding": "br, gzip" } });
        const key = `${p} ${name}`;
        (results[key] ??= []).push(r);
        console.log(`  round ${round} ${key.padEnd(36)} ${Math.round(r.requests.average).toString().padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`);
      }
    }
  }

  console.log("\nMedian over rounds");
  console.log("path                       server req/s  p50   p99   errors  reference req/s  ratio");
  for (const p of paths) {
    const ours = summarize(results[`${p} server`]);
    const theirs = summarize(results[`${p} ${reference.label}`]);
    console.log(
      `${p.padEnd(26)} ${String(Math.round(ours.rps)).padStart(12)} ${String(ours.p50).padStart(5)} ${String(ours.p99).padStart(5)} ${String(ours.errors).padStart(8)} ${String(Math.round(theirs.rps)).padStart(16)}  ${(ours.rps / theirs.rps).toFixed(3)}`,
    );
  }

  // First render after a change: every save empties the cache, so the next GET renders.
  const firsts = [];
  for (let i = 0; i < 20; i += 1) {
    const current = await api("GET", `/api/cms/pages/${page.id}`, cookie);
    await api("PUT", `/api/cms/pages/${page.id}`, cookie, {
      title: current.title,
      slug: current.slug,
      status: "published",
      version: current.version,
      metaDescription: `${current.metaDescription.replace(/ \(\d+\)$/, "")} (${i})`,
      sections: current.sections.map(({ pageId: _p, ...s }) => s),
    });
    const started = performance.now();
    const res = await fetch(`${origin}/${page.slug}`, { headers: { "Accept-Encoding": "br" } });
    await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.headers.get("x-page-cache") !== "miss") throw new Error("the first request after a save was not a cache miss");
    firsts.push(elapsed);
  }
  firsts.sort((a, b) => a - b);
  console.log(`\nFirst render of a changed page (20 saves): median ${firsts[10].toFixed(1)} ms, max ${firsts[19].toFixed(1)} ms`);
} finally {
  await stopStatic();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

function summarize(runs) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    rps: median(runs.map((r) => r.requests.average)),
    p50: median(runs.map((r) => r.latency.p50)),
    p99: median(runs.map((r) => r.latency.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function login() {
  const res = await fetch(`${origin}/api/cms/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.headers.getSetCookie()[0].split(";")[0];
}

async function api(method, pathname, cookie, body) {
  const res = await fetch(origin + pathname, {
    method,
    headers: { Origin: origin, Cookie: cookie, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** nginx serving `root` (installed with apt when missing and we are root), or a Node static server. */
async function startReference(root) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!existsSync("/usr/sbin/nginx") && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("nginx is missing: installing Debian's nginx package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { env, stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { env, stdio: "inherit" });
  }
  const port = await freePort();
  const url = (p) => `http://127.0.0.1:${port}${p === "/" ? "/" : p}`;
  if (existsSync("/usr/sbin/nginx")) {
    const conf = path.join(work, "nginx.conf");
    writeFileSync(
      conf,
      `worker_processes auto;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${work}/nginx-access.log;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      try_files $uri $uri.html /index.html =404;
      types { }
      default_type "text/html; charset=utf-8";
      add_header Content-Encoding br;
      add_header Vary Accept-Encoding;
    }
  }
}
`,
    );
    const nginx = spawn("/usr/sbin/nginx", ["-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
    await waitFor(url("/"));
    return {
      label: "nginx",
      url,
      stop: async () => {
        nginx.kill("SIGQUIT");
        await new Promise((resolve) => nginx.once("exit", resolve));
      },
    };
  }
  console.log("nginx is not installed and cannot be installed here: comparing with a Node static server instead.");
  const files = new Map(readdirSync(root).map((name) => [name === "index.html" ? "/" : `/${name.replace(/\.html$/, "")}`, readFileSync(path.join(root, name))]));
  const staticServer = createHttpServer((req, res) => {
    const body = files.get(req.url === "/" ? "/" : req.url);
    res.writeHead(body ? 200 : 404, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br", Vary: "Accept-Encoding" });
    res.end(body);
  });
  await new Promise((resolve) => staticServer.listen(port, "127.0.0.1", resolve));
  return { label: "node-static", url, stop: () => new Promise((resolve) => staticServer.close(resolve)) };
}

/** The body exactly as it travels to a browser asking for brotli (undecoded). */
function brotliBytes(url) {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { "Accept-Encoding": "br" } }, (res) => {
      if (res.headers["content-encoding"] !== "br") reject(new Error(`${url} did not answer in brotli`));
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks)));
    });
    request.on("error", reject);
  });
}

async function waitFor(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}
