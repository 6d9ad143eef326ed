// npm run deploy:nginx -- --server-name example.com --cert FILE --key FILE [options] [--out FILE]
//
// Fills in deploy/nginx/site.conf.template: the site behind nginx with TLS (HTTP redirected to
// HTTPS, build assets from disk, public pages from nginx's cache, the admin area and the API
// straight to the server, a "temporarily unavailable" page while the server is stopped). Writes
// the configuration to --out, or to standard output. docs/deploying-by-hand.md shows it in use.
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const TEMPLATE = path.join(repo, "deploy/nginx/site.conf.template");
/** The server's session cookie (server/api/session-cookie.ts): its requests are never cached. */
export const SESSION_COOKIE = "cms_session";

export const DEFAULTS = {
  upstream: "127.0.0.1:3000",
  root: path.join(repo, "build/client"),
  cacheDir: "/var/cache/nginx/guam-translation",
  cacheMaxSize: "1g",
  refreshSocket: "/run/nginx-guam-translation.sock",
  staticDir: path.join(repo, "deploy/nginx"),
  acmeRoot: "/var/www/letsencrypt",
  logDir: "/var/log/nginx",
  httpPort: 80,
  httpsPort: 443,
  ipv6: true,
  brotli: "auto",
};

const USAGE = `Usage: npm run deploy:nginx -- --server-name NAME --cert FILE --key FILE [options]

Writes an nginx site configuration for this site (deploy/nginx/site.conf.template, filled in).

Required:
  --server-name NAME     the site's host name; repeat it or separate names by commas
                         (the first is the one to use in PUBLIC_URL)
  --cert FILE            TLS certificate chain (certbot: /etc/letsencrypt/live/NAME/fullchain.pem)
  --key FILE             its private key (certbot: /etc/letsencrypt/live/NAME/privkey.pem)

Options (defaults in brackets):
  --upstream HOST:PORT   the Node server, listening on 127.0.0.1 [${DEFAULTS.upstream}]
  --root DIR             the build's browser files [${DEFAULTS.root}]
  --cache-dir DIR        nginx's cache of public pages [${DEFAULTS.cacheDir}]
  --cache-max-size SIZE  its largest size on disk [${DEFAULTS.cacheMaxSize}]
  --refresh-socket FILE  a local socket between the cache and the server [${DEFAULTS.refreshSocket}]
  --static-dir DIR       where unavailable.html is [${DEFAULTS.staticDir}]
  --acme-root DIR        certbot's webroot for HTTP challenges [${DEFAULTS.acmeRoot}]
  --log-dir DIR          guam-translation.access.log and .error.log [${DEFAULTS.logDir}]
  --http-port N          [${DEFAULTS.httpPort}]
  --https-port N         [${DEFAULTS.httpsPort}]
  --no-ipv6              listen on IPv4 only
  --brotli auto|on|off   serve the build's .br files (needs Debian's libnginx-mod-http-brotli-static);
                         auto: when nginx loads that module [auto]
  --out FILE             write the configuration there (atomically, and only when every check
                         passed) instead of standard output
  --help                 this text

The certificate and the key must exist (a missing one is refused: nginx would not start).`;

export class UsageError extends Error {}

/** Parses the command line (`--name value` or `--name=value`) into options for renderSiteConfig. */
export function parseArgs(argv) {
  const options = { serverNames: [] };
  const names = {
    "--upstream": "upstream",
    "--root": "root",
    "--cert": "cert",
    "--key": "key",
    "--cache-dir": "cacheDir",
    "--cache-max-size": "cacheMaxSize",
    "--refresh-socket": "refreshSocket",
    "--static-dir": "staticDir",
    "--acme-root": "acmeRoot",
    "--log-dir": "logDir",
    "--http-port": "httpPort",
    "--https-port": "httpsPort",
    "--brotli": "brotli",
    "--out": "out",
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") return { help: true };
    if (arg === "--no-ipv6") {
      options.ipv6 = false;
      continue;
    }
    const eq = arg.indexOf("=");
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    if (flag !== "--server-name" && !(flag in names)) throw new UsageError(`Unknown option ${arg}`);
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined || (eq === -1 && value.startsWith("--"))) throw new UsageError(`${flag} needs a value`);
    if (flag === "--server-name") options.serverNames.push(...value.split(/[\s,]+/).filter(Boolean));
    else options[names[flag]] = value;
  }
  return options;
}

/** Whether the machine's nginx loads the brotli static module (Debian: modules-enabled). */
export function nginxLoadsBrotliStatic() {
  const files = [];
  if (existsSync("/etc/nginx/modules-enabled")) {
    for (const name of readdirSync("/etc/nginx/modules-enabled")) files.push(path.join("/etc/nginx/modules-enabled", name));
  }
  files.push("/etc/nginx/nginx.conf");
  return files.some((file) => {
    try {
      return /ngx_http_brotli_static_module/.test(readFileSync(file, "utf8"));
    } catch {
      return false;
    }
  });
}

/** nginx 1.25.1 and later want `http2 on;`, earlier ones the `http2` parameter of `listen`. */
function http2Directive() {
  const run = spawnSync("nginx", ["-v"], { encoding: "utf8" });
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${run.stderr ?? ""}${run.stdout ?? ""}`);
  if (!version) return false;
  const [major, minor, patch] = version.slice(1).map(Number);
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

// Values end up in nginx's configuration unquoted: refuse anything that could break out of it.
const SAFE_PATH = /^\/[^\s;{}"'\\$#]*$/;
const SERVER_NAME = /^(?:_|\*?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?:\.\*)?|\*\.[A-Za-z0-9.-]+)$/;
const UPSTREAM = /^(?:unix:\/[^\s;{}"'\\$#]+|[A-Za-z0-9.-]+:\d{1,5}|\[[0-9A-Fa-f:.]+\]:\d{1,5})$/;

/**
 * The filled-in site configuration. Throws a UsageError listing every problem with the options.
 * `modernHttp2` overrides the detection of the installed nginx's HTTP/2 syntax (`http2 on;`).
 */
export function renderSiteConfig(
  input,
  { template = readFileSync(TEMPLATE, "utf8"), modernHttp2 = http2Directive(), brotliLoaded = nginxLoadsBrotliStatic } = {},
) {
  const o = { ...DEFAULTS, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
  const problems = [];
  const serverNames = o.serverNames ?? [];
  if (serverNames.length === 0) problems.push("--server-name is required (the site's host name)");
  for (const name of serverNames) if (!SERVER_NAME.test(name)) problems.push(`--server-name ${name}: not a host name`);
  if (!UPSTREAM.test(o.upstream)) problems.push(`--upstream ${o.upstream}: must be HOST:PORT (127.0.0.1:3000) or unix:/path`);
  for (const [flag, key] of [
    ["--cert", "cert"],
    ["--key", "key"],
  ])
    if (!o[key]) problems.push(`${flag} is required`);
  const paths = {
    "--root": "root",
    "--cert": "cert",
    "--key": "key",
    "--cache-dir": "cacheDir",
    "--refresh-socket": "refreshSocket",
    "--static-dir": "staticDir",
    "--acme-root": "acmeRoot",
    "--log-dir": "logDir",
  };
  for (const [flag, key] of Object.entries(paths)) {
    if (!o[key]) continue;
    o[key] = path.resolve(o[key]);
    if (!SAFE_PATH.test(o[key])) problems.push(`${flag} ${o[key]}: a path without spaces, quotes, ;, {, }, $, # or backslashes`);
  }
  if (o.refreshSocket && o.refreshSocket.length > 100)
    problems.push(`--refresh-socket ${o.refreshSocket}: too long for a socket path (at most 100 characters)`);
  if (!/^\d+[kmg]?$/i.test(String(o.cacheMaxSize))) problems.push(`--cache-max-size ${o.cacheMaxSize}: a size such as 500m or 1g`);
  for (const [flag, key] of [
    ["--http-port", "httpPort"],
    ["--https-port", "httpsPort"],
  ]) {
    const port = Number(o[key]);
    if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(`${flag} ${o[key]}: a port from 1 to 65535`);
    o[key] = port;
  }
  if (o.httpPort === o.httpsPort) problems.push("--http-port and --https-port must differ");
  if (!["auto", "on", "off"].includes(o.brotli)) problems.push(`--brotli ${o.brotli}: auto, on or off`);
  if (problems.length > 0) throw new UsageError(problems.join("\n"));

  const brotli = o.brotli === "on" || (o.brotli === "auto" && brotliLoaded());
  const listen = (port, extra) => {
    const lines = [`    listen ${port}${extra};`];
    if (o.ipv6) lines.push(`    listen [::]:${port}${extra};`);
    return lines.join("\n");
  };
  const https = listen(o.httpsPort, modernHttp2 ? " ssl" : " ssl http2") + (modernHttp2 ? "\n    http2 on;" : "");
  // The headers the server sets on every answer (server/security/headers.ts), for what nginx
  // answers itself: always in the locations that answer without the server, and elsewhere only
  // when the answer lacks them (nginx's own errors), so that none is ever sent twice.
  const headers = [
    [
      "Content-Security-Policy",
      "script-src 'self'; connect-src 'self'; default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    ],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
    ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ];
  const variable = (name) => `$guam_missing_${name.toLowerCase().replace(/-/g, "_")}`;
  const securityHeaders = headers.map(([name, value]) => `        add_header ${name} "${value}" always;`).join("\n");
  const ifMissing = (indent) => headers.map(([name]) => `${indent}add_header ${name} ${variable(name)} always;`).join("\n");
  const ifMissingMaps = headers
    .map(
      ([name, value]) =>
        `map $upstream_http_${name.toLowerCase().replace(/-/g, "_")} ${variable(name)} {\n    "" "${value}";\n    default "";\n}`,
    )
    .join("\n");

  const values = {
    GENERATED_NOTE: `Generated by \`npm run deploy:nginx\` from deploy/nginx/site.conf.template: change the options and generate it again rather than editing it.`,
    SERVER_NAME: serverNames.join(" "),
    UPSTREAM: o.upstream,
    ROOT: o.root,
    CERT: o.cert,
    KEY: o.key,
    CACHE_DIR: o.cacheDir,
    CACHE_MAX_SIZE: String(o.cacheMaxSize),
    REFRESH_SOCKET: o.refreshSocket,
    STATIC_DIR: o.staticDir,
    ACME_ROOT: o.acmeRoot,
    LOG_DIR: o.logDir,
    HTTP_LISTEN: listen(o.httpPort, ""),
    HTTPS_LISTEN: https,
    HTTPS_PORT_SUFFIX: o.httpsPort === 443 ? "" : `:${o.httpsPort}`,
    BROTLI_STATIC: brotli
      ? "        brotli_static on;"
      : "        # brotli_static on;  (needs libnginx-mod-http-brotli-static: generate again with --brotli on)",
    SECURITY_HEADERS: securityHeaders,
    SECURITY_HEADERS_IF_MISSING_MAPS: ifMissingMaps,
    SERVER_SECURITY_HEADERS_IF_MISSING: ifMissing("    "),
    SECURITY_HEADERS_IF_MISSING: ifMissing("        "),
    SESSION_COOKIE,
  };
  const text = template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`The template names an unknown value ${whole}`);
    return values[name];
  });
  return { text, brotli, options: o };
}

/**
 * Whether a file the configuration names is there: "missing" when it does not exist, "unknown"
 * when this user may not look (a key under /etc/ssl/private or /etc/letsencrypt/live, read by
 * nginx as root), "ok" otherwise.
 */
export function fileState(file) {
  try {
    statSync(file);
    return "ok";
  } catch (err) {
    return err && (err.code === "EACCES" || err.code === "EPERM") ? "unknown" : "missing";
  }
}

/**
 * The files the configuration names, checked: a certificate or key that does not exist is a
 * problem (nginx would refuse to start, or an operator mistyped a path); the build and the
 * unavailable page only warn (the build may come later). Returns { problems, warnings }.
 */
export function checkFiles(used) {
  const problems = [];
  const warnings = [];
  for (const [flag, file] of [
    ["--cert", used.cert],
    ["--key", used.key],
  ]) {
    const state = fileState(file);
    if (state === "missing") problems.push(`${flag} ${file}: no such file (see docs/deploying-by-hand.md, step 4)`);
    else if (state === "unknown")
      warnings.push(`${flag} ${file}: this user may not look at it; nginx -t will check it (run this with sudo to check it here).`);
  }
  for (const [flag, file] of [
    ["--root", used.root],
    ["--static-dir", path.join(used.staticDir, "unavailable.html")],
  ]) {
    if (fileState(file) === "missing")
      warnings.push(`${flag}: ${file} does not exist yet (run npm run build first; nginx would answer 404 for it).`);
  }
  // nginx makes the cache directory itself, but not the directories above it.
  const cacheParent = path.dirname(used.cacheDir);
  if (fileState(cacheParent) === "missing")
    warnings.push(`--cache-dir: ${cacheParent} does not exist, and nginx -t will fail until it does: sudo mkdir -p ${cacheParent}`);
  return { problems, warnings };
}

/**
 * Writes `text` to `file` whole or not at all: into a temporary file beside it, then renamed
 * over it, so nginx never reads half a configuration and a failure leaves the old one.
 */
export function writeAtomically(target, text) {
  // Through a symbolic link (sites-enabled/...) to the file it names, so the link stays a link.
  const file = existsSync(target) ? realpathSync(target) : target;
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, text, { mode: 0o644, flag: "wx" });
    renameSync(temporary, file);
  } catch (err) {
    rmSync(temporary, { force: true });
    throw err;
  }
}

function main(argv) {
  let parsed;
  try {
    parsed = parseArgs(argv);
    if (parsed.help) {
      console.log(USAGE);
      return 0;
    }
    const { out, ...options } = parsed;
    const { text, brotli, options: used } = renderSiteConfig(options);
    const { problems, warnings } = checkFiles(used);
    if (problems.length > 0) throw new UsageError(problems.join("\n"));
    for (const warning of warnings) console.error(`Warning: ${warning}`);
    if (out) {
      try {
        writeAtomically(path.resolve(out), text);
      } catch (err) {
        console.error(`Could not write ${out}: ${err.message}`);
        return 1;
      }
      console.error(`Wrote ${out} (brotli_static ${brotli ? "on" : "off"}). Check it with: nginx -t`);
    } else {
      process.stdout.write(text);
    }
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\nNothing was written. npm run deploy:nginx -- --help prints the options.`);
      return 2;
    }
    throw err;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
