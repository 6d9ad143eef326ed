// npm start: run the production server, building it first when no build exists.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = process.env.BUILD_DIR ?? "build";
const entry = `${buildDir}/app-server/index.js`;
if (!existsSync(entry) || !existsSync(`${buildDir}/server/index.js`)) {
  console.log("No production build found: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.resolve(entry)).href);
