// npm run admin -- create <username> <email> [--password ...] | set-password <username> [--password ...]
// Runs server/cli/admin.ts through tsx, against the same DATA_DIR / DATABASE_URL as the server.
import { register } from "tsx/esm/api";

register();
const { run } = await import("../server/cli/admin.ts");
process.exit(await run(process.argv.slice(2)));
