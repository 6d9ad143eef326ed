import path from "node:path";
import { z } from "zod";

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
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  PUBLIC_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_PHONE: optionalString,
  SITE_EMAIL: optionalString.pipe(z.email({ error: "must be an e-mail address" }).optional()),
  SITE_ADDRESS: optionalString,
  ADMIN_USERNAME: optionalString,
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: "must be an e-mail address" }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(6, "must be at least 6 characters").max(256).optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  ),
  MAIL_FROM: optionalString,
});

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Absolute origin used for canonical links, sitemap and e-mailed links, without a trailing slash. */
  publicUrl: string;
  trustProxy: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  site: { phone?: string; email?: string; address?: string };
  admin: { username?: string; email?: string; password?: string };
  smtpUrl: string | undefined;
  mailFrom: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    site: { phone: e.SITE_PHONE, email: e.SITE_EMAIL, address: e.SITE_ADDRESS },
    admin: { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
  };
}
