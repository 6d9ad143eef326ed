/**
 * The System screen's answer (docs/deploying.md, "The System screen"): what the server, its
 * database, its disk, its backups, its certificate and its mail are doing, and a list of checks,
 * each a problem in plain words with what to do. Browser-safe: the server builds it, the screen
 * reads it with the same schema.
 */
import { z } from "zod";

export const SYSTEM_CHECK_NAMES = ["backup", "offsite", "certificate", "disk", "mail", "crash", "migrations"] as const;
export type SystemCheckName = (typeof SYSTEM_CHECK_NAMES)[number];

export const systemCheckSchema = z.object({
  name: z.enum(SYSTEM_CHECK_NAMES),
  /** A short title: "Backups", "Certificate", "Disk space"… */
  label: z.string(),
  ok: z.boolean(),
  /** What is the case, in plain words: "The last backup ran 3 hours ago and reached the repository." */
  message: z.string(),
  /** When not ok: what to do about it, in plain words. */
  fix: z.string().optional(),
});
export type SystemCheck = z.output<typeof systemCheckSchema>;

export const systemStatusSchema = z.object({
  /** The running code: package version and the commit when known ("1.0.0 (3e2cc56)"). */
  version: z.string(),
  startedAt: z.string(),
  node: z.string(),
  database: z.object({ engine: z.enum(["sqlite", "postgres"]), bytes: z.number().nullable() }),
  disk: z.object({ freeBytes: z.number(), totalBytes: z.number() }),
  backups: z.object({
    last: z
      .object({ at: z.string(), ok: z.boolean(), bytes: z.number().nullable(), offsite: z.boolean(), error: z.string().optional() })
      .nullable(),
    /** The repository's address, without its password or credentials; absent when backups stay local. */
    repository: z.string().optional(),
    /** When the next scheduled backup runs, when the schedule is known. */
    next: z.string().optional(),
  }),
  certificate: z.object({ issuer: z.string(), expiresAt: z.string() }).optional(),
  mail: z.object({ transport: z.enum(["smtp", "log"]), lastError: z.string().optional() }),
  checks: z.array(systemCheckSchema),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;

/** POST /api/cms/system/test-email answers where it sent the message. */
export const testEmailResultSchema = z.object({ sentTo: z.string() });
export type TestEmailResult = z.output<typeof testEmailResultSchema>;
