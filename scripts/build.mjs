// npm run build: the browser and React Router server bundles (react-router build), then the
// Express server (scripts/build-server.mjs), then the stamp of the sources they were made from
// (scripts/lib/build-stamp.mjs). The hash is taken first: a file saved during the build makes
// the next start rebuild rather than trust a bundle that may predate it.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { STAMP_FILE, sourceHash } from "./lib/build-stamp.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const hash = sourceHash();
for (const [command, args] of [
  [process.execPath, [path.join("node_modules", "@react-router", "dev", "bin.js"), "build"]],
  [process.execPath, ["scripts/build-server.mjs"]],
]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
writeFileSync(path.join(buildDir, STAMP_FILE), `${hash}\n`);
