// A throw-away nginx for tests and benchmarks: Debian's nginx binary, run on its own prefix
// directory with its own main configuration (never the system's nginx service), plus a
// self-signed certificate made with openssl. Used by tests/deploy and npm run bench.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export const nginxInstalled = () => existsSync(NGINX);
export const brotliStaticInstalled = () => existsSync(BROTLI_STATIC_MODULE);

/** A self-signed certificate for localhost and 127.0.0.1 (one day), as { cert, key } file paths. */
export function selfSignedCertificate(dir, { days = 1, subject = "/CN=localhost" } = {}) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const run = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      String(days),
      "-subj",
      subject,
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`openssl could not make a certificate: ${run.error?.message ?? run.stderr}`);
  chmodSync(key, 0o644);
  return { cert, key };
}

/**
 * Writes a main configuration under `dir` that includes `siteConf` (plus `extraHttp`, more
 * http-context text), and checks it with `nginx -t`. Returns the arguments that run it.
 */
export function prepareNginx({ dir, siteConf, extraHttp = "", brotli = false }) {
  // The workers run as www-data when nginx starts as root: everything they read must be readable.
  chmodSync(dir, 0o755);
  for (const sub of ["logs", "temp"]) mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o755 });
  const conf = path.join(dir, "nginx.conf");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  writeFileSync(
    conf,
    `${isRoot ? "user www-data;\n" : ""}${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ""}worker_processes auto;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${siteConf};
${extraHttp}
}
`,
  );
  const args = ["-p", dir, "-c", conf, "-g", `daemon off; pid ${dir}/nginx.pid;`];
  const test = spawnSync(NGINX, ["-t", "-q", ...args], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.error?.message ?? test.stderr}`);
  return args;
}

/**
 * Starts nginx on the configuration prepareNginx() makes, and waits until every port in `ports`
 * accepts connections. stop() ends it and waits for it: SIGQUIT (graceful), SIGTERM after 5 s
 * (fast: the master still ends its workers), SIGKILL only after 3 s more. Should this process
 * exit without calling stop(), nginx gets SIGTERM.
 */
export async function startNginx({ dir, siteConf, extraHttp = "", ports, brotli = false }) {
  const args = prepareNginx({ dir, siteConf, extraHttp, brotli });
  const child = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
  const running = () => child.exitCode === null && child.signalCode === null;
  const onExit = () => {
    if (running()) child.kill("SIGTERM");
  };
  process.once("exit", onExit);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    process.removeListener("exit", onExit);
    if (!running()) return;
    child.kill("SIGQUIT");
    const fast = setTimeout(() => child.kill("SIGTERM"), 5000);
    const kill = setTimeout(() => child.kill("SIGKILL"), 8000);
    await exited;
    clearTimeout(fast);
    clearTimeout(kill);
  };
  try {
    for (const port of ports) await waitForPort(port, child);
  } catch (err) {
    await stop();
    throw new Error(`${err.message}\n${stderr}${readLog(path.join(dir, "logs/error.log"))}`);
  }
  return { stop, errorLog: () => readLog(path.join(dir, "logs/error.log")) + stderr, pid: child.pid };
}

function readLog(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

async function waitForPort(port, child, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on port ${port} within ${timeoutMs / 1000} s`);
}
