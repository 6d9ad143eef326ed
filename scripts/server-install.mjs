// npm run server:install -- --domain example.com --email owner@example.com [--dry-run] [...]
// Runs server/install/index.ts through tsx: docs/deploying.md says what it does.
import { register } from "tsx/esm/api";

register();
const { run } = await import("../server/install/index.ts");
process.exit(await run(process.argv.slice(2)));
