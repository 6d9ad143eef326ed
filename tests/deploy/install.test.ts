/**
 * npm run server:install, for real (docs/deploying.md): Debian's pebble as the ACME server and
 * Debian's nginx, both started here on loopback; the test domain mapped in /etc/hosts to a
 * 127.0.0.x address (the line removed afterwards). The install goes into a temporary --root (its
 * /etc, /srv, /var and /run) under a test user, both removed at the end, with the server and nginx
 * it started. systemd is not PID 1 here, so the installer starts the server as the unit would.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/production-server.mjs";
import { installHosts, makePebble, nginxMainConf, removeHosts, treeOf, waitFor } from "./install-helpers";

const ci = Boolean(process.env.CI) && process.env.CI !== "false" && process.env.CI !== "0";
const BINARIES = [
  "/usr/sbin/nginx",
  "/usr/bin/pebble",
  "/usr/bin/certbot",
  "/usr/bin/openssl",
  "/usr/bin/systemd-analyze",
  "/usr/bin/setpriv",
];
const missing = BINARIES.filter((bin) => !existsSync(bin));
const root = process.getuid?.() === 0;
const why = !root ? "the installer runs as root" : missing.length ? `missing ${missing.join(", ")}` : "";

if (why && ci) {
  it("can test the installer", () => {
    throw new Error(`CI must test npm run server:install, but ${why} (npm test installs pebble, certbot and nginx with apt as root).`);
  });
}

const USER = "gts-install-test";
const DOMAIN = "install.guam-translation.test";
const ELSEWHERE = "elsewhere.guam-translation.test";
const ADDRESS = "127.0.0.57";

interface Ran {
  status: number;
  stdout: string;
  stderr: string;
  ms: number;
}

describe.skipIf(Boolean(why))(`npm run server:install${why ? ` (skipped: ${why})` : ""}`, () => {
  let dir: string;
  let installRoot: string;
  let pebble: ChildProcess;
  let pebbleCa: { ca: string; roots: () => Promise<string> };
  let ports: { http: number; https: number; node: number; acme: number; management: number };
  let args: string[];

  const install = (extra: string[] = [], as?: string): Ran => {
    const started = Date.now();
    const command = as ? ["setpriv", `--reuid=${as}`, "--regid=nogroup", "--clear-groups", process.execPath] : [process.execPath];
    const r = spawnSync(command[0]!, [...command.slice(1), "scripts/server-install.mjs", ...args, ...extra], {
      encoding: "utf8",
      timeout: 90_000,
    });
    return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "gts-install-"));
    chmodSync(dir, 0o755);
    installRoot = path.join(dir, "root");
    mkdirSync(installRoot, { mode: 0o755 });
    ports = {
      http: await freePort(),
      https: await freePort(),
      node: await freePort(),
      acme: await freePort(),
      management: await freePort(),
    };
    pebbleCa = makePebble(path.join(dir, "pebble"), ports);
    pebble = spawn("pebble", ["-config", path.join(dir, "pebble/config.json")], {
      env: { ...process.env, PEBBLE_VA_NOSLEEP: "1", PEBBLE_VA_ALWAYS_VALID: "0", PEBBLE_WFE_NONCEREJECT: "0", PEBBLE_AUTHZREUSE: "0" },
      stdio: "ignore",
    });
    await waitFor(ports.acme);
    installHosts([`${ADDRESS} ${DOMAIN}`, `192.0.2.10 ${ELSEWHERE}`]);
    args = ["--domain", DOMAIN, "--email", "owner@example.com", "--root", installRoot, "--user", USER, "--reuse-build"];
    args.push("--port", String(ports.node), "--http-port", String(ports.http), "--https-port", String(ports.https));
    args.push("--acme-server", `https://127.0.0.1:${ports.acme}/dir`, "--acme-ca", pebbleCa.ca);
  }, 30_000);

  afterAll(() => {
    const pid = (file: string) => Number(existsSync(file) ? readFileSync(file, "utf8").trim() : 0);
    const server = pid(path.join(installRoot, "run/guam-translation.pid"));
    if (server > 0) spawnSync("kill", [String(server)]);
    if (pid(path.join(installRoot, "run/nginx.pid")) > 0)
      spawnSync("nginx", ["-c", path.join(installRoot, "etc/nginx/nginx.conf"), "-s", "quit"]);
    pebble?.kill();
    removeHosts();
    spawnSync("userdel", [USER]);
    for (let i = 0; i < 20 && existsSync(path.join(installRoot, "run/nginx.pid")); i++) spawnSync("sleep", ["0.2"]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses, before changing anything, with one line each: not root, an unsupported OS, a port taken, a domain elsewhere", async () => {
    const refused = (r: Ran, message: RegExp) => {
      expect(r.status, r.stdout + r.stderr).toBe(1);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(/^Nothing was changed\. /);
      expect(r.stderr).toMatch(message);
      expect(readdirSync(installRoot)).toEqual([]);
    };
    refused(install([], "nobody"), /Run it as root/);
    const osRelease = path.join(dir, "os-release");
    writeFileSync(osRelease, 'PRETTY_NAME="Fedora Linux 41"\nID=fedora\nVERSION_ID=41\n');
    refused(install(["--os-release", osRelease]), /Unsupported system: Fedora Linux 41/);
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(ports.http, "127.0.0.1", resolve));
    try {
      refused(install(), new RegExp(`Port ${ports.http} is taken by node`));
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
    refused(install(["--domain", ELSEWHERE]), /resolves to 192\.0\.2\.10, not to this machine/);
    expect(spawnSync("id", [USER]).status).not.toBe(0);
  }, 60_000);

  it("--dry-run prints each step and changes nothing", () => {
    // nginx's main configuration, as Debian's package leaves it, for the installer's site to join.
    nginxMainConf(installRoot);
    const before = treeOf(installRoot);
    const r = install(["--dry-run"]);
    expect(r.status, r.stderr).toBe(0);
    for (const step of [
      "system user",
      "code",
      "environment file",
      "systemd unit",
      "first administrator",
      "server",
      "nginx",
      "certificate",
      "certificate renewal",
    ])
      expect(r.stdout).toMatch(new RegExp(`^ would ${step}: `, "m"));
    expect(r.stdout).toMatch(/Dry run over: nothing was changed/);
    expect(treeOf(installRoot)).toEqual(before);
    expect(spawnSync("id", [USER]).status).not.toBe(0);
  }, 30_000);

  it("installs: the certificate from pebble, HTTPS answering with it, HTTP redirected, the password shown once and kept nowhere", async () => {
    const r = install();
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const password = /password \(shown once, not kept anywhere\): (\S+)/.exec(r.stdout)?.[1];
    expect(password).toBeTruthy();
    // The test's log shows what the installer said, less the password.
    console.log(`install: ${r.ms} ms\n${r.stdout.replace(password!, "(hidden by the test)")}`);
    expect(r.stdout).toMatch(/^ {2}done certificate: obtained from https:\/\/127\.0\.0\.1/m);
    expect(r.stdout).toMatch(/systemd is not PID 1 here/);

    const roots = await pebbleCa.roots();
    const lookup = (_host: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) =>
      options.all ? cb(null, [{ address: ADDRESS, family: 4 }]) : cb(null, ADDRESS, 4);
    const page = await new Promise<{ status: number; body: string; issuer: string }>((resolve, reject) => {
      const req = httpsRequest(`https://${DOMAIN}:${ports.https}/`, { ca: roots, lookup: lookup as never }, (res) => {
        const issuer = String((res.socket as TLSSocket).getPeerCertificate().issuer?.CN ?? "");
        let body = "";
        res.setEncoding("utf8").on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, issuer }));
      });
      req.on("error", reject).end();
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Guam Translation Services");
    expect(page.issuer).toMatch(/^Pebble Intermediate CA/);
    const redirect = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      httpRequest(`http://${DOMAIN}:${ports.http}/about?x=1`, { lookup: lookup as never }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .on("error", reject)
        .end();
    });
    expect(redirect).toEqual({ status: 301, location: `https://${DOMAIN}:${ports.https}/about?x=1` });

    const envFile = path.join(installRoot, "etc/guam-translation.env");
    expect(statSync(envFile).mode & 0o777).toBe(0o640);
    expect(readFileSync(envFile, "utf8")).toMatch(/^BACKUP_PASSWORD=[\w-]{32}$/m);
    expect(statSync(path.join(installRoot, "srv/guam-translation/data")).mode & 0o777).toBe(0o700);
    for (const file of treeOf(path.join(installRoot, "var/log"), true).concat(treeOf(path.join(installRoot, "etc"), true)))
      if (statSync(file).isFile()) expect(readFileSync(file, "utf8"), file).not.toContain(password);
    const unit = path.join(installRoot, "etc/systemd/system/guam-translation.service");
    expect(spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" }).stderr).toBe("");
    expect(readFileSync(path.join(installRoot, "etc/letsencrypt/renewal-hooks/deploy/reload-nginx-guam-translation"), "utf8")).toContain(
      "-s reload",
    );
    // The daily backups' timer, when this clone has its units (deploy/guam-translation-backup.*).
    if (existsSync("deploy/guam-translation-backup.timer")) {
      expect(r.stdout).toMatch(/^ {2}done daily backups: verified/m);
      for (const name of ["guam-translation-backup.service", "guam-translation-backup.timer"])
        expect(
          spawnSync("systemd-analyze", ["verify", path.join(installRoot, "etc/systemd/system", name)], { encoding: "utf8" }).stderr,
        ).toBe("");
    } else expect(r.stdout).not.toMatch(/backups/);
  }, 90_000);

  it("a second run changes nothing and says so; --dry-run then plans nothing", () => {
    const etc = treeOf(path.join(installRoot, "etc"));
    const again = install();
    expect(again.status, again.stderr).toBe(0);
    console.log(`second run: ${again.ms} ms`);
    expect(again.stdout).not.toMatch(/^ {2}done /m);
    expect(again.stdout).toMatch(/Nothing to change: everything was in place already/);
    expect(treeOf(path.join(installRoot, "etc"))).toEqual(etc);
    const dry = install(["--dry-run"]);
    expect(dry.stdout).not.toMatch(/^ would /m);
  }, 60_000);

  it("npm run server:doctor finds only what a fresh install lacks (mail, off-site backups), each with its fix, then a wrong file mode", () => {
    const doctor = () =>
      spawnSync(process.execPath, ["scripts/server-doctor.mjs", "--root", installRoot], { encoding: "utf8", timeout: 90_000 });
    const first = doctor();
    console.log(`doctor:\n${first.stdout}${first.stderr}`);
    const failing = (out: string) => [...out.matchAll(/^ {2}FAIL ([^:]+):/gm)].map((m) => m[1]);
    expect(failing(first.stdout), first.stdout + first.stderr).toEqual(["Backups off this machine", "E-mail"]);
    expect(first.status).toBe(1);
    expect(first.stdout).toMatch(/^ {8}fix: Set BACKUP_REPOSITORY/m);
    expect(first.stdout).toMatch(/^ {8}fix: Set SMTP_URL/m);
    // What root alone sees, and what the site sees, read as the site's user: all there and right.
    for (const line of [
      /^ {2}ok {3}Service: .*guam-translation\.service verifies$/m,
      /^ {2}ok {3}Environment file: .*, 640, root:gts-install-test$/m,
      /^ {2}ok {3}Data directory: .*, 700, gts-install-test's$/m,
      /^ {2}ok {3}nginx: nginx -t accepts the configuration$/m,
      /^ {2}ok {3}Site: http:\/\/127\.0\.0\.1:\d+\/ answers 200$/m,
      /^ {2}ok {3}Certificate: The certificate from Pebble.* is valid for \d+ more days\.$/m,
      /^ {2}ok {3}Database: The database is up to date with this version\.$/m,
    ])
      expect(first.stdout).toMatch(line);

    const envFile = path.join(installRoot, "etc/guam-translation.env");
    chmodSync(envFile, 0o644);
    try {
      const second = doctor();
      expect(failing(second.stdout)).toEqual(["Environment file", "Backups off this machine", "E-mail"]);
      expect(second.stdout).toContain(`fix: chown root:gts-install-test ${envFile} && chmod 640 ${envFile}`);
    } finally {
      chmodSync(envFile, 0o640);
    }
  }, 120_000);

  it("--no-tls, for a server behind another proxy: no nginx and no certificate; the site answers on its port and the doctor asks for no certificate", async () => {
    const other = path.join(dir, "behind-a-proxy");
    mkdirSync(other, { mode: 0o755 });
    const port = await freePort();
    // The options given later win: another root and port for the same domain and user.
    const r = install(["--no-tls", "--root", other, "--port", String(port)]);
    const pidFile = path.join(other, "run/guam-translation.pid");
    try {
      expect(r.status, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).not.toMatch(/^ {2}(done|ok) +(nginx|certificate)/m);
      expect(r.stdout).toContain(`http://127.0.0.1:${port}/cms to sign in`);
      expect(existsSync(path.join(other, "etc/nginx/sites-enabled/guam-translation"))).toBe(false);
      expect(existsSync(path.join(other, "etc/letsencrypt"))).toBe(false);
      expect(readFileSync(path.join(other, "etc/guam-translation.env"), "utf8")).toMatch(/^CERTIFICATE_CHECK=off$/m);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Guam Translation Services");

      const doctor = spawnSync(process.execPath, ["scripts/server-doctor.mjs", "--root", other], { encoding: "utf8", timeout: 90_000 });
      expect(
        [...doctor.stdout.matchAll(/^ {2}FAIL ([^:]+):/gm)].map((m) => m[1]),
        doctor.stdout + doctor.stderr,
      ).toEqual(["Backups off this machine", "E-mail"]);
      expect(doctor.stdout).toMatch(/^ {2}ok {3}nginx: no nginx site of ours/m);
      expect(doctor.stdout).not.toMatch(/Certificate:/);
    } finally {
      const pid = Number(existsSync(pidFile) ? readFileSync(pidFile, "utf8").trim() : 0);
      if (pid > 0) spawnSync("kill", [String(pid)]);
    }
  }, 120_000);
});
