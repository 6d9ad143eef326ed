/**
 * The doctor's part that runs as the site's user, with its environment (npm run server:doctor
 * starts it through setpriv): the same checks as the System screen, read from the database without
 * changing it (no migration is run: those missing are reported). Prints them as JSON.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SystemCheck } from "../../app/domain/schemas/system";
import { loadConfig } from "../config";
import type { Kysely } from "kysely";
import { openDatabase } from "../db/connect";
import { pendingMigrations } from "../db/migrate";
import { systemChecks } from "../system/checks";
import { gatherFacts } from "../system/facts";

export async function insideChecks(): Promise<SystemCheck[]> {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, migrate: false });
  try {
    // When the running server started (its marker, server/system/crash.ts), else now.
    let startedAt = new Date().toISOString();
    try {
      const marker = JSON.parse(await readFile(path.join(config.dataDir, "server.running"), "utf8")) as { startedAt?: unknown };
      if (typeof marker.startedAt === "string") startedAt = marker.startedAt;
    } catch {
      // Not running, or never ran.
    }
    const mail = { transport: config.smtpUrl ? ("smtp" as const) : ("log" as const) };
    try {
      return systemChecks(await gatherFacts({ db: database.db, config, mail, startedAt }));
    } catch (err) {
      // A database this version's migrations have not reached lacks the tables read above.
      const pending = await pendingMigrations(database.db as Kysely<unknown>);
      return [
        {
          name: "migrations",
          label: "Database",
          ok: false,
          message: `The database could not be read${pending.length ? `: it lacks ${pending.join(", ")}` : ""} (${err instanceof Error ? err.message : String(err)}).`,
          fix: "Restart the site (it applies the missing changes at start), or run `npm run server:upgrade`.",
        },
      ];
    }
  } finally {
    await database.close();
  }
}
