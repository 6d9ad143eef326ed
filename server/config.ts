import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { LIMITS } from "../app/lib/limits";
import { emailAddress } from "../app/domain/schemas/auth";

/**
 * The one place that reads process.env. Everything else receives a Config.
 * Invalid variables are reported together so an operator can fix them in one go.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: optionalString.pipe(
    z.enum(["development", "production", "test"], { error: "must be production, development or test" }).default("production"),
  ),
  // An empty PORT= means "unset", not port 0 (which would pick a random port).
  PORT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, "must be a port number")
      .transform(Number)
      .pipe(z.number().max(65535, "must be 0 to 65535"))
      .optional(),
  ),
  HOST: optionalString,
  DATA_DIR: optionalString.pipe(z.string().default("./data")),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional()),
  TRUST_PROXY: optionalString.transform((value, ctx) => parseTrustProxy(value, ctx)),
  LOG_LEVEL: optionalString.pipe(
    z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "must be fatal, error, warn, info, debug, trace or silent",
      })
      .default("info"),
  ),
  LOG_FORMAT: optionalString.pipe(z.enum(["auto", "json", "pretty"], { error: "must be auto, json or pretty" }).default("auto")),
  SITE_PHONE: optionalString,
  SITE_EMAIL: optionalString.pipe(z.email({ error: "must be an e-mail address" }).optional()),
  SITE_ADDRESS: optionalString,
  ADMIN_USERNAME: optionalString,
  ADMIN_EMAIL: optionalString.pipe(emailAddress("must be an e-mail address").optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    // The password rules' length (server/auth/password-policy.ts); the rest is only warned about.
    z.string().min(LIMITS.passwordMin, `must be at least ${LIMITS.passwordMin} characters`).max(LIMITS.passwordMax).optional(),
  ),
  PAGE_CACHE_MB: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, "must be a whole number of megabytes")
      .transform(Number)
      .pipe(z.number().min(1, "must be at least 1"))
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: optionalString,
  // Backups (README.md, "Backups"; docs/decisions/027): a restic repository and its password.
  BACKUP_REPOSITORY: optionalString,
  // Not trimmed: the password is restic's, byte for byte.
  BACKUP_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  BACKUP_PASSWORD_FILE: optionalString,
  BACKUP_DIR: optionalString,
  // The System screen and its alerts (docs/deploying.md, "The System screen").
  CERTIFICATE_CHECK: optionalString.pipe(
    z
      .string()
      .regex(/^(off|\[?[0-9A-Za-z.:-]+\]?:\d{1,5})$/, "must be off or host:port (the HTTPS server to read the certificate from)")
      .optional(),
  ),
  DISK_FREE_ALERT_PERCENT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,3}$/, "must be a whole percentage")
      .transform(Number)
      .pipe(z.number().max(100, "must be 0 to 100"))
      .optional(),
  ),
  // The link checker (docs/product.md, "Links"; docs/decisions/034): external links are checked
  // only where the installer's environment file turns it on; private addresses only in tests.
  LINK_CHECK_EXTERNAL: optionalString.pipe(z.enum(["0", "1"], { error: "must be 0 or 1" }).optional()),
  LINK_CHECK_ALLOW_PRIVATE: optionalString.pipe(z.enum(["0", "1"], { error: "must be 0 or 1" }).optional()),
});

export type Env = z.infer<typeof schema>;

/** Express's names for address ranges, usable in TRUST_PROXY beside addresses and subnets. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: a hop count ("1": one proxy, such as nginx, in front), or a comma-separated list of
 * the proxies' addresses, subnets or Express's named ranges. "true" is refused: it trusts the
 * left-most X-Forwarded-For entry, which any client writes, so sign-in throttling could be walked
 * around by forging the header.
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): false | number | string[] | undefined {
  if (value === undefined || value === "false" || value === "0") return undefined;
  if (value === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        'must not be "true" (a client could forge its address): set the number of proxies in front of the server (1 behind one nginx) or their addresses, e.g. 127.0.0.1',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    if (NAMED_RANGES.has(entry)) return false;
    const [address, prefix, ...rest] = entry.split("/");
    const version = address ? isIP(address) : 0;
    if (rest.length > 0 || version === 0) return true;
    return prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (version === 4 ? 32 : 128));
  });
  if (bad.length > 0 || entries.length === 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be a number of proxies or a list of addresses or subnets (not understood: ${bad.join(", ") || value})`,
    });
    return z.NEVER;
  }
  return entries;
}

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Absolute origin used for canonical links, sitemap and e-mailed links, without a trailing slash. */
  publicUrl: string;
  /**
   * Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe: false (none, the default), a
   * number of hops in front of the server, or the proxies' addresses and subnets.
   */
  trustProxy: false | number | string[];
  logLevel: Env["LOG_LEVEL"];
  /** JSON lines, readable lines, or readable when the output is a terminal (auto). */
  logFormat: Env["LOG_FORMAT"];
  site: { phone?: string; email?: string; address?: string };
  admin: { username?: string; email?: string; password?: string };
  smtpUrl: string | undefined;
  /** The address mail is sent from (MAIL_FROM's address; its sender name is the business name). */
  mailFrom: string;
  /** Whether MAIL_FROM was set (a production server without it warns at start). */
  mailFromSet: boolean;
  /** Memory for rendered public pages kept ready to send, in bytes. */
  pageCacheBytes: number;
  /**
   * Where `npm run backup` sends the site: a restic repository (any form restic reads, credentials
   * included) and its password or a file holding it; without a repository, a local folder.
   */
  backup: {
    repository?: string;
    password?: string;
    passwordFile?: string;
    dir: string;
    /**
     * What restic runs with: this environment (PATH, HOME, a store's keys such as AWS_ACCESS_KEY_ID,
     * RCLONE_CONFIG...) less the repository and password variables, which server/backup/restic.ts sets.
     */
    environment: Record<string, string | undefined>;
  };
  /**
   * Where the System screen reads the site's certificate: the HTTPS server on this machine (nginx)
   * asked for PUBLIC_URL's host name; undefined when TLS is not this machine's (http, or off).
   */
  certificateCheck: { host: string; port: number; servername: string } | undefined;
  /** An alert when less than this share of the data disk is free. */
  diskFreeAlertPercent: number;
  /** External links checked in the background (LINK_CHECK_EXTERNAL=1), and private addresses allowed to them (tests only). */
  linkCheck: { external: boolean; allowPrivate: boolean };
}

/** CERTIFICATE_CHECK: "host:port", "off", or (unset) this machine's port 443 when the site is https. */
function certificateCheck(value: string | undefined, publicUrl: string): Config["certificateCheck"] {
  const url = new URL(publicUrl);
  if (value === "off" || (value === undefined && url.protocol !== "https:")) return undefined;
  const [, host, port] = /^\[?(.*?)\]?:(\d+)$/.exec(value ?? "127.0.0.1:443")!;
  return { host: host!, port: Number(port), servername: url.hostname };
}

/** Variables restic would read for its repository and password; restic.ts sets them from BACKUP_*. */
const RESTIC_OWN = new Set([
  "BACKUP_PASSWORD",
  "RESTIC_REPOSITORY",
  "RESTIC_REPOSITORY_FILE",
  "RESTIC_PASSWORD",
  "RESTIC_PASSWORD_FILE",
  "RESTIC_PASSWORD_COMMAND",
]);

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`));
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    site: { phone: e.SITE_PHONE, email: e.SITE_EMAIL, address: e.SITE_ADDRESS },
    admin: { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    smtpUrl: e.SMTP_URL,
    // "Name <address>" gives its address: the sender's name is the business name, from the settings.
    mailFrom: (e.MAIL_FROM && /<([^<>]+)>\s*$/.exec(e.MAIL_FROM)?.[1]?.trim()) || e.MAIL_FROM || `no-reply@${new URL(publicUrl).hostname}`,
    mailFromSet: e.MAIL_FROM !== undefined,
    pageCacheBytes: (e.PAGE_CACHE_MB ?? 64) * 1024 * 1024,
    backup: {
      repository: e.BACKUP_REPOSITORY,
      password: e.BACKUP_PASSWORD,
      passwordFile: e.BACKUP_PASSWORD_FILE && path.resolve(e.BACKUP_PASSWORD_FILE),
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, "backups")),
      environment: Object.fromEntries(Object.entries(source).filter(([name]) => !RESTIC_OWN.has(name))),
    },
    certificateCheck: certificateCheck(e.CERTIFICATE_CHECK, publicUrl),
    diskFreeAlertPercent: e.DISK_FREE_ALERT_PERCENT ?? 10,
    linkCheck: { external: e.LINK_CHECK_EXTERNAL === "1", allowPrivate: e.LINK_CHECK_ALLOW_PRIVATE === "1" },
  };
}
