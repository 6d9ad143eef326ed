// npm start: run the production server, building it first when there is no build or when the
// sources changed since it was made.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, serverEntry } from "./lib/production-server.mjs";

try {
  ensureBuild();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.resolve(serverEntry)).href);
