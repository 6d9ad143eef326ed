import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, named `{prefix}_{random}`: its URL
 * and a function that drops it (the benchmarks each start from one).
 */
export async function freshPostgres(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}
