/**
 * nginx in front (deploy/nginx), the certificate over ACME HTTP-01 with certbot, its renewal, and
 * the daily backups' timer: docs/deploying.md, docs/decisions/028-one-command-install.md.
 */
import { X509Certificate } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { connect } from "node:tls";
import path from "node:path";
import { renderSiteConfig } from "../../scripts/deploy-nginx.mjs";
import { nginxMaster } from "./preflight";
import { renderUnit } from "./steps-service";
import type { Context, Step } from "./step";
import { capture, fileIs, run, StepError, writeFile } from "./system";

/** nginx's own command line: the system's configuration, or the test's under --root. */
const nginxArgs = (ctx: Context) => (ctx.o.root ? ["-c", ctx.paths.nginxConf] : []);

const bootstrap = (ctx: Context) => ({
  cert: path.join(ctx.paths.bootstrapDir, "self-signed.pem"),
  key: path.join(ctx.paths.bootstrapDir, "self-signed.key"),
});

/** The real certificate once certbot has it; until then a self-signed one, so nginx can start. */
function certificate(ctx: Context) {
  return existsSync(ctx.paths.liveCert) ? { cert: ctx.paths.liveCert, key: ctx.paths.liveKey } : bootstrap(ctx);
}

function siteConfig(ctx: Context): string {
  const { o, paths } = ctx;
  return renderSiteConfig({
    serverNames: [o.domain],
    upstream: `127.0.0.1:${o.port}`,
    root: path.join(paths.current, "build/client"),
    staticDir: path.join(paths.current, "deploy/nginx"),
    cacheDir: paths.nginxCache,
    refreshSocket: paths.refreshSocket,
    acmeRoot: paths.acmeRoot,
    logDir: paths.nginxLogs,
    httpPort: String(o.httpPort),
    httpsPort: String(o.httpsPort),
    // The tests' nginx (--root) loads no modules of the system's.
    brotli: o.root ? "off" : "auto",
    ...certificate(ctx),
  }).text;
}

const enabled = (ctx: Context) => {
  try {
    return lstatSync(ctx.paths.nginxEnabled).isSymbolicLink() && readlinkSync(ctx.paths.nginxEnabled) === ctx.paths.nginxSite;
  } catch {
    return false;
  }
};

const nginxRunning = (ctx: Context) =>
  ctx.systemd ? capture("systemctl", ["is-active", "nginx.service"]).trim() === "active" : nginxMaster(ctx.paths.nginxPid) !== null;

/** The certificate nginx presents for the domain on this machine's HTTPS port (loopback). */
function presented(ctx: Context): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port: ctx.o.httpsPort, servername: ctx.o.domain, rejectUnauthorized: false }, () => {
      resolve(socket.getPeerCertificate().fingerprint256 ?? "");
      socket.destroy();
    });
    socket.once("error", () => resolve(""));
  });
}

async function serves(ctx: Context, certFile: string): Promise<boolean> {
  const expected = new X509Certificate(readFileSync(certFile)).fingerprint256;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200)))
    if ((await presented(ctx)) === expected) return true;
  return false;
}

/** The site's nginx configuration (filled in from deploy/nginx), enabled, and nginx running it. */
export function nginxStep(title: string): Step {
  return {
    title,
    done: (ctx) => {
      if (!existsSync(path.join(ctx.paths.current, "build/client")) || !existsSync(certificate(ctx).cert)) return null;
      return fileIs(ctx.paths.nginxSite, siteConfig(ctx), 0o644) && enabled(ctx) && nginxRunning(ctx) ? `${ctx.paths.nginxSite}` : null;
    },
    plan: (ctx) =>
      `${ctx.paths.nginxSite} from deploy/nginx (HTTP to HTTPS, ${existsSync(ctx.paths.liveCert) ? "the ACME certificate" : "a self-signed certificate until the real one comes"}), enabled; nginx -t, then ${nginxRunning(ctx) ? "reload" : "start"} nginx`,
    apply: async (ctx) => {
      const { paths } = ctx;
      for (const dir of [paths.acmeRoot, paths.nginxCache, paths.nginxLogs]) mkdirSync(dir, { recursive: true, mode: 0o755 });
      const self = bootstrap(ctx);
      if (!existsSync(ctx.paths.liveCert) && !existsSync(self.cert)) {
        mkdirSync(paths.bootstrapDir, { recursive: true, mode: 0o755 });
        run(
          "openssl",
          ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "30"].concat([
            "-subj",
            `/CN=${ctx.o.domain}`,
            "-keyout",
            self.key,
            "-out",
            self.cert,
          ]),
        );
      }
      writeFile(paths.nginxSite, siteConfig(ctx), 0o644);
      if (!enabled(ctx)) {
        rmSync(paths.nginxEnabled, { force: true });
        mkdirSync(path.dirname(paths.nginxEnabled), { recursive: true });
        symlinkSync(paths.nginxSite, paths.nginxEnabled);
      }
      run("nginx", ["-t", "-q", ...nginxArgs(ctx)]);
      const was = nginxRunning(ctx);
      if (ctx.systemd) run("systemctl", was ? ["reload", "nginx.service"] : ["enable", "--now", "nginx.service"]);
      else run("nginx", was ? [...nginxArgs(ctx), "-s", "reload"] : nginxArgs(ctx));
      // A reload is over when the new workers answer: wait until HTTPS shows this certificate.
      if (!(await serves(ctx, certificate(ctx).cert)))
        throw new StepError(`nginx does not serve ${certificate(ctx).cert} on port ${ctx.o.httpsPort} after 15 s`);
      return `nginx ${was ? "reloaded" : "started"}${ctx.systemd ? "" : " (systemd is not PID 1: by its own command)"}`;
    },
  };
}

export const certificateStep: Step = {
  title: "certificate",
  done: (ctx) => (existsSync(ctx.paths.liveCert) ? `${ctx.paths.liveCert}` : null),
  plan: (ctx) => `certbot certonly --webroot for ${ctx.o.domain} from ${ctx.o.acmeServer ?? "Let's Encrypt"} (HTTP-01 through nginx)`,
  apply: (ctx) => {
    const { o, paths } = ctx;
    const args = ["certonly", "--webroot", "-w", paths.acmeRoot, "-d", o.domain, "--email", o.email, "--agree-tos", "--non-interactive"];
    args.push(
      "--no-eff-email",
      "--config-dir",
      paths.letsencrypt,
      "--work-dir",
      paths.letsencryptWork,
      "--logs-dir",
      paths.letsencryptLogs,
    );
    if (o.acmeServer) args.push("--server", o.acmeServer);
    // eslint-disable-next-line no-restricted-properties -- a child command's environment, not the site's settings
    const env = { ...process.env, ...(o.acmeCa ? { REQUESTS_CA_BUNDLE: o.acmeCa } : {}) };
    run("certbot", args, { env });
    return `obtained from ${o.acmeServer ?? "Let's Encrypt"}`;
  },
};

const hookFile = (ctx: Context) => path.join(ctx.paths.letsencrypt, "renewal-hooks/deploy/reload-nginx-guam-translation");
const hook = (ctx: Context) =>
  `#!/bin/sh\n# After certbot renews a certificate: nginx loads it (npm run server:install, docs/deploying.md).\n${
    ctx.systemd ? "systemctl reload nginx.service" : ["nginx", ...nginxArgs(ctx), "-s", "reload"].join(" ")
  }\n`;
const certbotTimer = ["/lib/systemd/system/certbot.timer", "/usr/lib/systemd/system/certbot.timer"];

export const renewalStep: Step = {
  title: "certificate renewal",
  done: (ctx) => {
    if (!fileIs(hookFile(ctx), hook(ctx), 0o755)) return null;
    if (ctx.systemd)
      return capture("systemctl", ["is-enabled", "certbot.timer"]).trim() === "enabled" ? "certbot.timer, then nginx reloads" : null;
    return certbotTimer.some(existsSync) ? "certbot.timer installed (systemd is not PID 1 here), then nginx reloads" : null;
  },
  plan: (ctx) => `certbot's timer renews twice a day when due; ${hookFile(ctx)} reloads nginx after`,
  apply: (ctx) => {
    writeFile(hookFile(ctx), hook(ctx), 0o755);
    if (ctx.systemd) run("systemctl", ["enable", "--now", "certbot.timer"]);
  },
};

const BACKUP_UNITS = ["guam-translation-backup.service", "guam-translation-backup.timer"];

/** Present only when the clone has deploy/guam-translation-backup.{service,timer}. */
export function backupStep(repo: string): Step | null {
  if (!BACKUP_UNITS.every((name) => existsSync(path.join(repo, "deploy", name)))) return null;
  const target = (ctx: Context, name: string) => path.join(ctx.paths.unitDir, name);
  return {
    title: "daily backups",
    done: (ctx) => {
      const files = BACKUP_UNITS.every((name) => fileIs(target(ctx, name), renderUnit(ctx, name), 0o644));
      if (!files) return null;
      if (!ctx.systemd) return "timer installed (systemd is not PID 1 here)";
      return capture("systemctl", ["is-enabled", BACKUP_UNITS[1]!]).trim() === "enabled" ? "timer enabled" : null;
    },
    plan: () => `${BACKUP_UNITS.join(", ")}: installed, verified and the timer enabled (npm run backup, daily)`,
    apply: (ctx) => {
      for (const name of BACKUP_UNITS) writeFile(target(ctx, name), renderUnit(ctx, name), 0o644);
      run("systemd-analyze", ["verify", ...BACKUP_UNITS.map((name) => target(ctx, name))]);
      if (ctx.systemd) {
        run("systemctl", ["daemon-reload"]);
        run("systemctl", ["enable", "--now", BACKUP_UNITS[1]!]);
        return "timer enabled";
      }
      return "verified (systemd is not PID 1 here: the timer runs on a real server)";
    },
  };
}
