// npm run bench: how fast the production server answers public pages, next to nginx serving the
// very same bytes as plain files, on this machine.
//   - builds when needed, starts the production server on a fresh data directory, publishes a
//     CMS page through the API
//   - autocannon, 32 connections, asking for brotli as browsers do, alternating: GET /,
//     GET /{cms page} and GET /ja/{cms page} (its published Japanese translation), from the server and
//     from nginx (installed with apt when missing and running as root; otherwise a Node static
//     server stands in, and the output says so); requests per second, p50, p99, errors, ratio
//   - a redirect (an old address sent on with a 301) next to the kept page it leads to
//   - the first render of a changed page: save, then time the next GET (a cache miss), 20 times
//   - when nginx is there: the same through the deployment (deploy/nginx, filled in by
//     scripts/deploy-nginx.mjs: HTTPS through nginx's cache to a second server run as in
//     production, TRUST_PROXY=1), next to nginx serving the same bytes as files over the same
//     HTTPS; then how soon a saved change shows through the deployment (10 saves)
// Options: --duration=SECONDS (default 10), --rounds=N (default 2), --no-build,
// --deployment-only (skip the server on its own), --no-deployment.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, get as httpGet } from "node:http";
import { get as httpsGet } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { signIn, adminApi } from "../lib/admin-api.mjs";
import { buildDir, freePort, startProductionServer } from "../lib/production-server.mjs";
import { brotliStaticInstalled, nginxInstalled, selfSignedCertificate, startNginx } from "../lib/nginx.mjs";
import { renderSiteConfig } from "../deploy-nginx.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const duration = option("duration", 10);
const rounds = option("rounds", 2);
const ADMIN = { username: "bench", email: "bench@example.com", password: "bench-password-1" };
const direct = !args.includes("--deployment-only");
const deployment = !args.includes("--no-deployment");
const PAGE = {
  title: "Certified Translation for Immigration Documents",
  slug: "immigration-documents",
  status: "published",
  metaDescription: "Birth certificates, diplomas and police records translated and certified for USCIS.",
  sections: [
    {
      sectionKey: "intro",
      sectionType: "html",
      content: {
        text: "<p>We translate <strong>birth certificates</strong>, marriage certificates, diplomas and police records for immigration, with a signed certificate of accuracy.</p>",
      },
      sortOrder: 0,
    },
    {
      sectionKey: "steps",
      sectionType: "text",
      content: { text: "Send us a clear scan.\n\nWe quote within 24 hours.\n\nMost documents are ready in 24-72 hours." },
      sortOrder: 1,
    },
  ],
};

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
/** Stops what the deployment run started (nginx, its server), if it ran. */
let stopDeployment = async () => {};

try {
  const call = adminApi(origin, await signIn(origin, ADMIN));
  const page = await call("POST", "/api/cms/pages", PAGE);
  const paths = ["/", `/${page.slug}`, await translateToJapanese(call, page)];

  // The same bytes for nginx: what the server sends a browser (brotli), stored as files that
  // nginx sends with the same Content-Type and Content-Encoding. Both get the browser's header.
  for (const p of paths) {
    const file = path.join(work, "site", p === "/" ? "index.html" : `${p.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await brotliBytes(origin + p));
  }
  if (direct) {
    const reference = await startReference(path.join(work, "site"));
    stopStatic = reference.stop;

    console.log(`Benchmark: autocannon, 32 connections, ${duration} s a run, ${rounds} rounds, alternating (${reference.label})`);
    const results = await compare(paths, [
      ["server", (p) => origin + p],
      [reference.label, reference.url],
    ]);
    printTable(paths, results, "server", reference.label, "reference");

    // A redirect (an old address, answered from memory before the page cache) next to a kept page.
    const old = "/old-immigration-documents";
    await call("POST", "/api/cms/redirects", { from: old, to: `/${page.slug}`, status: 301 });
    const check = await fetch(origin + old, { redirect: "manual" });
    if (check.status !== 301 || check.headers.get("location") !== `/${page.slug}`) throw new Error(`the redirect answered ${check.status}`);
    console.log(`\nA redirect (GET ${old}, 301) next to the kept page it leads to, both from the server`);
    const redirectRuns = await compare(
      [old],
      [
        ["redirect", (p) => origin + p],
        ["kept page", () => `${origin}/${page.slug}`],
      ],
    );
    const redirect = summarize(redirectRuns[`${old} redirect`]);
    const kept = summarize(redirectRuns[`${old} kept page`]);
    const redirectPaired = median(
      redirectRuns[`${old} redirect`].map((run, i) => run.requests.average / redirectRuns[`${old} kept page`][i].requests.average),
    );
    const answers = redirectRuns[`${old} redirect`].reduce((sum, r) => sum + r["3xx"], 0);
    console.log(
      `redirect ${Math.round(redirect.rps)} req/s (p50 ${redirect.p50} ms, p99 ${redirect.p99} ms, ${answers} answers 3xx), kept page ${Math.round(kept.rps)} req/s: ratio ${(redirect.rps / kept.rps).toFixed(3)}, paired ${redirectPaired.toFixed(3)}`,
    );

    // First render after a change: every save empties the cache, so the next GET renders.
    const firsts = [];
    for (let i = 0; i < 20; i += 1) {
      await touch(call, page.id, i);
      const started = performance.now();
      const res = await fetch(`${origin}/${page.slug}`, { headers: { "Accept-Encoding": "br" } });
      await res.arrayBuffer();
      const elapsed = performance.now() - started;
      if (res.headers.get("x-page-cache") !== "miss") throw new Error("the first request after a save was not a cache miss");
      firsts.push(elapsed);
    }
    firsts.sort((a, b) => a - b);
    console.log(`\nFirst render of a changed page (20 saves): median ${firsts[10].toFixed(1)} ms, max ${firsts[19].toFixed(1)} ms`);
    await stopStatic();
    stopStatic = async () => {};
  }

  if (deployment) {
    if (nginxInstalled()) await benchDeployment();
    else console.log("\nnginx is not installed: no run through the deployment (apt-get install -y nginx).");
  }
} finally {
  await stopDeployment();
  await stopStatic();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

/**
 * The deployment as README's "Deploying" sets it up: nginx with TLS in front of a server run with
 * TRUST_PROXY=1, the configuration filled in by scripts/deploy-nginx.mjs. Compared with the same
 * nginx serving the very same bytes as files over the same HTTPS (same certificate, TLS settings
 * and access log).
 */
async function benchDeployment() {
  const dir = path.join(work, "deploy");
  mkdirSync(dir, { mode: 0o755 });
  const [httpPort, httpsPort, referencePort] = [await freePort(), await freePort(), await freePort()];
  const deployed = await startProductionServer({
    label: "bench-deploy",
    build: false,
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: "1",
      PUBLIC_URL: `https://localhost:${httpsPort}`,
    },
  });
  let nginx;
  stopDeployment = async () => {
    await nginx?.stop();
    await deployed.stop();
  };
  const upstream = new URL(deployed.origin);
  const siteOrigin = `https://localhost:${httpsPort}`;
  const call = adminApi(deployed.origin, await signIn(deployed.origin, ADMIN, { siteOrigin }), { siteOrigin });
  const page = await call("POST", "/api/cms/pages", PAGE);
  const paths = ["/", `/${page.slug}`, await translateToJapanese(call, page)];

  const { cert, key } = selfSignedCertificate(dir);
  const brotli = brotliStaticInstalled();
  const { text } = renderSiteConfig({
    serverNames: ["localhost"],
    upstream: `127.0.0.1:${upstream.port}`,
    root: path.resolve(buildDir, "client"),
    cert,
    key,
    cacheDir: path.join(dir, "cache"),
    refreshSocket: path.join(dir, "refresh.sock"),
    logDir: path.join(dir, "logs"),
    acmeRoot: path.join(dir, "acme"),
    httpPort,
    httpsPort,
    brotli: brotli ? "on" : "off",
  });
  const siteConf = path.join(dir, "site.conf");
  writeFileSync(siteConf, text);
  const files = path.join(dir, "files");
  mkdirSync(files, { mode: 0o755 });
  // The reference: the same nginx, certificate, TLS settings and access log, serving files.
  const tls = text.match(/^\s*(?:ssl_\w+|http2) .*$/gm).join("\n");
  const listen = text
    .match(new RegExp(`^\\s*listen (?:\\[::\\]:)?${httpsPort} .*$`, "gm"))
    .map((line) => line.replace(String(httpsPort), String(referencePort)))
    .join("\n");
  const extraHttp = `  server {
${listen}
    server_name localhost;
${tls}
    access_log ${dir}/logs/guam-translation.access.log guam_translation;
    root ${files};
    types { }
    default_type "text/html; charset=utf-8";
    add_header Content-Encoding br;
    add_header Vary Accept-Encoding;
    location = / {
      try_files /index.html =404;
    }
    location / {
      try_files $uri.html =404;
    }
  }`;
  nginx = await startNginx({ dir, siteConf, extraHttp, ports: [httpsPort, referencePort], brotli });
  const deployUrl = (p) => `https://localhost:${httpsPort}${p}`;
  const referenceUrl = (p) => `https://localhost:${referencePort}${p}`;
  // Through the deployment once (nginx keeps each page), then the same bytes as files.
  for (const p of paths) {
    const body = await brotliBytes(deployUrl(p));
    const file = path.join(files, p === "/" ? "index.html" : `${p.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
    if (!(await brotliBytes(referenceUrl(p))).equals(body)) throw new Error(`nginx's file for ${p} is not the page's bytes`);
  }

  console.log(
    `\nThrough the deployment (HTTPS, nginx ${brotli ? "with" : "without"} brotli_static, its cache, TRUST_PROXY=1), against nginx serving the same bytes as files over the same HTTPS:` +
      ` autocannon, 32 connections, ${duration} s a run, ${rounds} rounds, alternating`,
  );
  // Two seconds of the same load on each first, not counted: TLS sessions, nginx's workers and
  // its cache files settled for both.
  for (const p of paths)
    for (const url of [deployUrl, referenceUrl])
      await autocannon({ url: url(p), connections: 32, duration: 2, headers: { "accept-encoding": "br, gzip" } });
  const results = await compare(paths, [
    ["deployment", deployUrl],
    ["nginx file", referenceUrl],
  ]);
  printTable(paths, results, "deployment", "nginx file", "nginx file");

  // A save, then GET through nginx every 10 ms until the change shows: how stale nginx's copy gets.
  const delays = [];
  for (let i = 0; i < 10; i += 1) {
    const marker = await touch(call, page.id, i);
    const started = performance.now();
    for (;;) {
      const body = await textOf(deployUrl(`/${page.slug}`));
      if (body.includes(marker)) break;
      if (performance.now() - started > 5000) throw new Error("a saved change did not show through the deployment within 5 s");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    delays.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  delays.sort((a, b) => a - b);
  console.log(
    `\nA saved change seen through the deployment (10 saves, polled every 10 ms): median ${delays[5].toFixed(0)} ms, max ${delays[9].toFixed(0)} ms`,
  );
}

/** autocannon on each path and target in turn, `rounds` times; the runs per "path target". */
async function compare(paths, targets) {
  const results = {};
  for (let round = 1; round <= rounds; round += 1) {
    for (const p of paths) {
      for (const [name, url] of targets) {
        const r = await autocannon({ url: url(p), connections: 32, duration, pipelining: 1, headers: { "accept-encoding": "br, gzip" } });
        const key = `${p} ${name}`;
        (results[key] ??= []).push(r);
        console.log(
          `  round ${round} ${key.padEnd(36)} ${Math.round(r.requests.average).toString().padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`,
        );
      }
    }
  }
  return results;
}

/**
 * Medians over rounds, and their ratio; "paired" is the median of each round's own ratio (the two
 * runs of a round are back to back), steadier when other work on the machine comes and goes.
 */
function printTable(paths, results, ours, theirs, theirsTitle) {
  console.log("\nMedian over rounds");
  console.log(
    `path                       ${ours.padStart(6)} req/s  p50   p99   errors  ${`${theirsTitle} req/s`.padStart(16)}  ratio  paired`,
  );
  for (const p of paths) {
    const a = summarize(results[`${p} ${ours}`]);
    const b = summarize(results[`${p} ${theirs}`]);
    const paired = median(results[`${p} ${ours}`].map((run, i) => run.requests.average / results[`${p} ${theirs}`][i].requests.average));
    console.log(
      `${p.padEnd(26)} ${String(Math.round(a.rps)).padStart(12)} ${String(a.p50).padStart(5)} ${String(a.p99).padStart(5)} ${String(a.errors).padStart(8)} ${String(Math.round(b.rps)).padStart(16)}  ${(a.rps / b.rps).toFixed(3)}  ${paired.toFixed(3)}`,
    );
  }
}

/** The page translated into Japanese and published, as a translator would; returns its address. */
async function translateToJapanese(call, page) {
  await call("PUT", "/api/cms/languages/ja", { enabled: true });
  const draft = await call("POST", `/api/cms/pages/${page.id}/translations`, { locale: "ja" });
  const words = {
    intro:
      "<p><strong>出生証明書</strong>、婚姻証明書、卒業証書、犯罪経歴証明書を移民手続きのために翻訳し、正確性の署名入り証明書を添えます。</p>",
    steps: "鮮明なスキャンをお送りください。\n\n24時間以内にお見積もりします。\n\nほとんどの書類は24〜72時間で仕上がります。",
  };
  await call("PUT", `/api/cms/pages/${draft.id}`, {
    title: "移民書類の認定翻訳",
    slug: draft.slug,
    status: "published",
    version: draft.version,
    metaDescription: "出生証明書、卒業証書、犯罪経歴証明書をUSCIS向けに翻訳・認証します。",
    sections: draft.sections.map(({ pageId: _p, ...s }) => ({ ...s, content: { text: words[s.sectionKey] ?? s.content.text } })),
  });
  return `/ja/${page.slug}`;
}

/** Saves the page with a new meta description; returns the text that marks this save. */
async function touch(call, id, i) {
  const current = await call("GET", `/api/cms/pages/${id}`);
  const marker = `(save-${i})`;
  await call("PUT", `/api/cms/pages/${id}`, {
    title: current.title,
    slug: current.slug,
    status: "published",
    version: current.version,
    metaDescription: `${current.metaDescription.replace(/ \(save-\d+\)$/, "")} ${marker}`,
    sections: current.sections.map(({ pageId: _p, ...s }) => s),
  });
  return marker;
}

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

function summarize(runs) {
  return {
    rps: median(runs.map((r) => r.requests.average)),
    p50: median(runs.map((r) => r.latency.p50)),
    p99: median(runs.map((r) => r.latency.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

/** Signs in at `base`; `siteOrigin` is the Origin the site's own pages would send (PUBLIC_URL). */
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
  const files = new Map(
    readdirSync(root, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith(".html"))
      .map((name) => [name === "index.html" ? "/" : `/${name.replace(/\.html$/, "")}`, readFileSync(path.join(root, name))]),
  );
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
    const get = url.startsWith("https:") ? httpsGet : httpGet;
    // The deployment's certificate is a throw-away self-signed one.
    const request = get(url, { headers: { "Accept-Encoding": "br" }, rejectUnauthorized: false }, (res) => {
      if (res.headers["content-encoding"] !== "br") reject(new Error(`${url} did not answer in brotli`));
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks)));
    });
    request.on("error", reject);
  });
}

/** The body of an HTTPS page, asked for without compression. */
function textOf(url) {
  return new Promise((resolve, reject) => {
    const request = httpsGet(url, { rejectUnauthorized: false }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve(text));
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
