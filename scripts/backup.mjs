// npm run export -- <file> | npm run import -- <file> [--replace] | npm run backup [-- --check] |
// npm run restore -- <snapshot|latest> --into DIR: server/cli/backup.ts through tsx, against the
// same DATA_DIR / DATABASE_URL (and BACKUP_*) as the server. See README.md, "Backups".
import { register } from "tsx/esm/api";

register();
const { run } = await import("../server/cli/backup.ts");
process.exit(await run(process.argv.slice(2)));
