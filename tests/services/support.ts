/**
 * The services in-process, on a fresh database (SQLite file, or a PostgreSQL database when
 * TEST_DATABASE_URL is set), exactly as the server builds them: no HTTP, no build, no mocks.
 */
import { Writable } from "node:stream";
import pino from "pino";
import { loadConfig, type Config } from "../../server/config";
import { openDatabase } from "../../server/db/connect";
import { createServices, type ServiceOptions, type Services } from "../../server/services";
import { createTestDatabase, type EngineName } from "../support/databases";

export { engines, type EngineName } from "../support/databases";

export interface TestServices {
  services: Services;
  config: Config;
  /** What the services logged, one parsed entry per line. */
  logs: Array<Record<string, unknown>>;
  /** Every SQL statement run, in order (read with `sqlLog.splice(0)`). */
  sqlLog: string[];
  dispose(): Promise<void>;
}

export async function createTestServices(
  engine: EngineName,
  env: Record<string, string> = {},
  options: ServiceOptions = {},
): Promise<TestServices> {
  const database = await createTestDatabase(engine, "gts-services-");
  const config = loadConfig({ ...database.env, PUBLIC_URL: "http://localhost:3000", LOG_LEVEL: "info", ...env });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const sqlLog: string[] = [];
  const handle = await openDatabase({ ...config, onQuery: (sql) => sqlLog.push(sql) });
  const services = createServices(config, handle, pino({ level: "info" }, sink), options);
  await services.auth.ensureFirstAdmin({ username: "owner", email: "owner@example.com", password: "first-password-1" });
  sqlLog.length = 0;
  return {
    services,
    config,
    logs,
    sqlLog,
    async dispose() {
      await services.close().catch(() => {});
      await database.dispose();
    },
  };
}
