/**
 * npm run migrate: brings the database (DATA_DIR or DATABASE_URL, as the server's) to this
 * version's schema, as the server does when it starts. npm run server:upgrade runs it from the new
 * release before switching to it (docs/deploying.md, "Upgrading").
 */
import { ConfigError, loadConfig } from "../config";
import { DatabaseOpenError, openDatabase } from "../db/connect";
import { MIGRATION_NAMES } from "../db/migrate";

export async function run(): Promise<number> {
  try {
    const { close } = await openDatabase(loadConfig());
    await close();
    console.log(`The database is at migration ${MIGRATION_NAMES.at(-1)}.`);
    return 0;
  } catch (err) {
    if (!(err instanceof ConfigError || err instanceof DatabaseOpenError)) throw err;
    console.error(err.message);
    return 1;
  }
}
