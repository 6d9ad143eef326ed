/**
 * Fresh databases for tests: a temporary directory (SQLite's DATA_DIR) and, on PostgreSQL, a new
 * database on the server named by TEST_DATABASE_URL, dropped afterwards. Each test file gets its
 * own, so no test sees another's rows.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";

export type EngineName = "sqlite" | "postgres";
export const engines: EngineName[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase {
  engine: EngineName;
  dataDir: string;
  /** Set on PostgreSQL. */
  databaseUrl: string | undefined;
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function createTestDatabase(engine: EngineName, prefix = "gts-test-db-"): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  let databaseUrl: string | undefined;
  let name: string | undefined;
  if (engine === "postgres") {
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error("TEST_DATABASE_URL is not set");
    name = `t_${randomBytes(6).toString("hex")}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    engine,
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      if (name) {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      }
    },
  };
}
