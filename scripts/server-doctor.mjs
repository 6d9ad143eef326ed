// npm run server:doctor: checks the installed site and prints each problem with its fix
// (docs/deploying.md). Runs server/doctor/index.ts through tsx.
import { register } from "tsx/esm/api";

register();
const { run } = await import("../server/doctor/index.ts");
process.exit(await run(process.argv.slice(2)));
