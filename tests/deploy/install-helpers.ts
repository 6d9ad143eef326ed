/** For tests/deploy/install.test.ts: pebble's configuration, /etc/hosts lines, file trees. */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, lstatSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

const MARK = "# guam-translation install test";

/** Adds the lines to /etc/hosts, each marked so that removeHosts() takes exactly them away. */
export function installHosts(lines: string[], mark = MARK): void {
  removeHosts(mark);
  const text = readFileSync("/etc/hosts", "utf8");
  writeFileSync("/etc/hosts", `${text.replace(/\n?$/, "\n")}${lines.map((line) => `${line} ${mark}`).join("\n")}\n`);
}

export function removeHosts(mark = MARK): void {
  const text = readFileSync("/etc/hosts", "utf8");
  const kept = text.split("\n").filter((line) => !line.endsWith(mark));
  if (kept.length !== text.split("\n").length) writeFileSync("/etc/hosts", kept.join("\n"));
}

function openssl(args: string[]): void {
  const r = spawnSync("openssl", args, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`openssl ${args.join(" ")}: ${r.stderr}`);
}

/**
 * pebble's configuration in `dir`: its own test CA (made here) signs the certificate of its HTTPS
 * listener on 127.0.0.1; HTTP-01 challenges are checked on ports.http (where the test's nginx
 * listens). `roots()` is the root pebble issues certificates under (new at each start).
 */
export function makePebble(dir: string, ports: { http: number; https: number; acme: number; management: number }) {
  mkdirSync(dir, { recursive: true });
  const f = (name: string) => path.join(dir, name);
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(["req", "-x509", ...ec, "-days", "1", "-subj", "/CN=guam install test CA", "-keyout", f("ca.key"), "-out", f("ca.pem")]);
  openssl(["req", ...ec, "-subj", "/CN=127.0.0.1", "-keyout", f("key.pem"), "-out", f("req.csr")]);
  writeFileSync(f("ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\n");
  openssl([
    "x509",
    "-req",
    "-in",
    f("req.csr"),
    "-CA",
    f("ca.pem"),
    "-CAkey",
    f("ca.key"),
    "-CAcreateserial",
    "-days",
    "1",
    "-extfile",
    f("ext"),
    "-out",
    f("cert.pem"),
  ]);
  const config = {
    pebble: {
      listenAddress: `127.0.0.1:${ports.acme}`,
      managementListenAddress: `127.0.0.1:${ports.management}`,
      certificate: f("cert.pem"),
      privateKey: f("key.pem"),
      httpPort: ports.http,
      tlsPort: ports.https,
      ocspResponderURL: "",
      externalAccountBindingRequired: false,
    },
  };
  writeFileSync(f("config.json"), JSON.stringify(config));
  const roots = async () => {
    const { request } = await import("node:https");
    return new Promise<string>((resolve, reject) => {
      request(`https://127.0.0.1:${ports.management}/roots/0`, { ca: readFileSync(f("ca.pem")) }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (c) => (body += c));
        res.on("end", () => resolve(body));
      })
        .on("error", reject)
        .end();
    });
  };
  return { ca: f("ca.pem"), roots };
}

/** nginx's main configuration under the test's --root, including its sites-enabled/ as Debian's does. */
export function nginxMainConf(root: string): void {
  for (const sub of ["etc/nginx/sites-enabled", "run", "var/log/nginx", "var/lib/nginx"])
    mkdirSync(path.join(root, sub), { recursive: true, mode: 0o755 });
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `  ${name}_temp_path ${root}/var/lib/nginx/${name};`)
    .join("\n");
  writeFileSync(
    path.join(root, "etc/nginx/nginx.conf"),
    `user www-data;
worker_processes 1;
pid ${root}/run/nginx.pid;
error_log ${root}/var/log/nginx/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
${temp}
  include ${root}/etc/nginx/sites-enabled/*;
}
`,
  );
}

/** Every path under `dir` with its type, mode, size and modification time (or the paths alone). */
export function treeOf(dir: string, pathsOnly = false): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    let names: string[];
    try {
      names = readdirSync(at);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const file = path.join(at, name);
      if (name === "node_modules") continue;
      const s = lstatSync(file);
      out.push(pathsOnly ? file : `${file} ${s.mode.toString(8)} ${s.uid}:${s.gid} ${s.size} ${s.mtimeMs}`);
      if (s.isDirectory()) walk(file);
    }
  };
  walk(dir);
  return out;
}

export async function waitFor(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port}`);
}
