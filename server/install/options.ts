/**
 * npm run server:install: its command line, and every path it touches (docs/deploying.md).
 * `--root`, `--user`, `--port`, `--http-port`, `--https-port`, `--os-release` and `--reuse-build`
 * are for the tests only (tests/deploy/install.test.ts): they keep a test's install inside a
 * temporary directory and off the ports and user of a real one.
 */
import path from "node:path";

export interface Options {
  domain: string;
  email: string;
  dir: string;
  dryRun: boolean;
  tls: boolean;
  acmeServer?: string;
  acmeCa?: string;
  root: string;
  user: string;
  port: number;
  httpPort: number;
  httpsPort: number;
  osRelease: string;
  reuseBuild: boolean;
}

export class UsageError extends Error {}

export const USAGE = `Usage: npm run server:install -- --domain example.com --email owner@example.com [options]

Sets up this site on this server, as root: a system user, the code in --dir, built, the
environment file, the systemd unit, nginx with HTTPS (a certificate over ACME, renewed by itself),
daily backups and the first administrator. Run it again: it changes only what is missing.

  --domain NAME        the site's host name; it must resolve to this machine
  --email ADDRESS      the first administrator's address, and the ACME account's
  --dir DIR            where the site lives [/srv/guam-translation]
  --dry-run            print each step and change nothing
  --acme-server URL    another ACME server's directory URL [Let's Encrypt]
  --acme-ca FILE       the CA certificate that ACME server's HTTPS is signed with
  --no-tls             no nginx and no certificate: for a server behind another proxy
  --help               this text`;

const VALUE_FLAGS: Record<string, keyof Options> = {
  "--domain": "domain",
  "--email": "email",
  "--dir": "dir",
  "--acme-server": "acmeServer",
  "--acme-ca": "acmeCa",
  "--root": "root",
  "--user": "user",
  "--port": "port",
  "--http-port": "httpPort",
  "--https-port": "httpsPort",
  "--os-release": "osRelease",
};

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The options, or null for --help. Throws a UsageError naming what is wrong. */
export function parseOptions(argv: string[]): Options | null {
  const raw: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") return null;
    if (arg === "--dry-run") raw.dryRun = true;
    else if (arg === "--no-tls") raw.noTls = true;
    else if (arg === "--reuse-build") raw.reuseBuild = true;
    else {
      const eq = arg.indexOf("=");
      const flag = eq === -1 ? arg : arg.slice(0, eq);
      const key = VALUE_FLAGS[flag];
      if (!key) throw new UsageError(`Unknown option ${arg} (--help lists them)`);
      const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined || value === "" || (eq === -1 && value.startsWith("--"))) throw new UsageError(`${flag} needs a value`);
      raw[key] = value;
    }
  }
  const domain = String(raw.domain ?? "").toLowerCase();
  if (!domain) throw new UsageError("--domain is required (the site's host name, e.g. --domain example.com)");
  if (!HOST_NAME.test(domain)) throw new UsageError(`--domain ${domain}: not a host name`);
  const email = String(raw.email ?? "");
  if (!email) throw new UsageError("--email is required (the first administrator's address)");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`--email ${email}: not an e-mail address`);
  const root = raw.root ? path.resolve(String(raw.root)) : "";
  const port = (name: string, fallback: number) => {
    const value = raw[name] === undefined ? fallback : Number(raw[name]);
    if (!Number.isInteger(value) || value < 1 || value > 65535)
      throw new UsageError(`--${name} ${String(raw[name])}: a port from 1 to 65535`);
    return value;
  };
  const user = String(raw.user ?? "guam-translation");
  if (!/^[a-z_][a-z0-9_-]{0,31}$/.test(user)) throw new UsageError(`--user ${user}: not a user name`);
  if (raw.acmeServer && !/^https:\/\//.test(String(raw.acmeServer))) throw new UsageError("--acme-server must be an https:// URL");
  return {
    domain,
    email,
    dir: path.resolve(String(raw.dir ?? `${root}/srv/guam-translation`)),
    dryRun: raw.dryRun === true,
    tls: raw.noTls !== true,
    acmeServer: raw.acmeServer as string | undefined,
    acmeCa: raw.acmeCa ? path.resolve(String(raw.acmeCa)) : undefined,
    root,
    user,
    port: port("port", 3000),
    httpPort: port("httpPort", 80),
    httpsPort: port("httpsPort", 443),
    osRelease: String(raw.osRelease ?? "/etc/os-release"),
    reuseBuild: raw.reuseBuild === true,
  };
}

/**
 * Every file and directory the installer writes, under --root when the tests give one. The code is
 * in releases side by side, `current` the link to the one that runs (docs/deploying.md, "Upgrading").
 */
export function pathsFor(o: Pick<Options, "root" | "dir" | "domain">) {
  const r = o.root;
  return {
    releases: path.join(o.dir, "releases"),
    current: path.join(o.dir, "current"),
    envFile: `${r}/etc/guam-translation.env`,
    unitDir: `${r}/etc/systemd/system`,
    unit: `${r}/etc/systemd/system/guam-translation.service`,
    dataDir: path.join(o.dir, "data"),
    nginxConf: `${r}/etc/nginx/nginx.conf`,
    nginxSite: `${r}/etc/nginx/sites-available/guam-translation`,
    nginxEnabled: `${r}/etc/nginx/sites-enabled/guam-translation`,
    nginxPid: `${r}/run/nginx.pid`,
    nginxCache: `${r}/var/cache/nginx/guam-translation`,
    nginxLogs: `${r}/var/log/nginx`,
    refreshSocket: `${r}/run/nginx-guam-translation.sock`,
    acmeRoot: `${r}/var/www/letsencrypt`,
    bootstrapDir: `${r}/etc/guam-translation`,
    letsencrypt: `${r}/etc/letsencrypt`,
    letsencryptWork: `${r}/var/lib/letsencrypt`,
    letsencryptLogs: `${r}/var/log/letsencrypt`,
    liveCert: `${r}/etc/letsencrypt/live/${o.domain}/fullchain.pem`,
    liveKey: `${r}/etc/letsencrypt/live/${o.domain}/privkey.pem`,
    serverPid: `${r}/run/guam-translation.pid`,
    serverLog: `${r}/var/log/guam-translation/server.log`,
  };
}

export type Paths = ReturnType<typeof pathsFor>;
