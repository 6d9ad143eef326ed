// npm start: run the production server, building it first when no build exists.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const entry = "build/app-server/index.js";
if (!existsSync(entry) || !existsSync("build/server/index.js")) {
  console.log("No production build found: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import(new URL(`../${entry}`, import.meta.url).href);
