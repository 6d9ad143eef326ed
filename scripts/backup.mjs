// npm run export -- <file> | npm run import -- <file> [--replace]: server/cli/backup.ts through tsx,
// against the same DATA_DIR / DATABASE_URL as the server.
import { register } from "tsx/esm/api";

register();
const { run } = await import("../server/cli/backup.ts");
process.exit(await run(process.argv.slice(2)));
