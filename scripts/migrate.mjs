// npm run migrate: the database brought to this version's schema (server/cli/migrate.ts through
// tsx), against the same DATA_DIR / DATABASE_URL as the server. docs/deploying.md, "Upgrading".
import { register } from "tsx/esm/api";

register();
const { run } = await import("../server/cli/migrate.ts");
process.exit(await run());
