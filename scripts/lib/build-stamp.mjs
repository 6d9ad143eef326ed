// What the production build was made from: a hash of every file the build reads. The build writes
// it beside its output; whoever runs the build (npm start, the API tests) compares it with the
// sources as they are now and rebuilds when they differ, so nobody tests or serves a stale bundle
// after a change or a `git pull`. Content, not modification times: a checkout touches every file.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Folders and files whose content makes the build. */
export const BUILD_INPUTS = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build.mjs",
  "scripts/build-server.mjs",
];

export const STAMP_FILE = ".sources";

function* files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(root, path.join(entry, child));
  } else {
    yield entry;
  }
}

/** The hash of the build's inputs under `root`. */
export function sourceHash(root = process.cwd(), inputs = BUILD_INPUTS) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of files(root, input)) {
      hash
        .update(file.split(path.sep).join("/"))
        .update("\0")
        .update(readFileSync(path.join(root, file)))
        .update("\0");
    }
  }
  return hash.digest("hex");
}

/** Whether `buildDir` holds a complete build made from the sources as they are now. */
export function buildIsFresh(buildDir, root = process.cwd()) {
  const stamp = path.join(buildDir, STAMP_FILE);
  if (
    !existsSync(stamp) ||
    !existsSync(path.join(buildDir, "app-server/index.js")) ||
    !existsSync(path.join(buildDir, "server/index.js"))
  ) {
    return false;
  }
  return readFileSync(stamp, "utf8").trim() === sourceHash(root);
}
