// npm run server:upgrade [-- --ref REF] [--dry-run]: runs server/upgrade/index.ts through tsx.
// docs/deploying.md, "Upgrading", says what it does and how to roll back by hand.
import { register } from "tsx/esm/api";

register();
const { run } = await import("../server/upgrade/index.ts");
process.exit(await run(process.argv.slice(2)));
