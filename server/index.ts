import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { runEntry, startServer } from "./start";

/** Production entry: bundled to build/app-server/index.js beside the React Router build. */
runEntry(async () => {
  const build = (await import(new URL("../server/index.js", import.meta.url).href)) as ServerBuild;
  // Written by scripts/build.mjs: the hashed URL of the public pages' enhancement script.
  const { src } = JSON.parse(readFileSync(new URL("../server/site-script.json", import.meta.url), "utf8")) as { src: string };
  await startServer({ build, clientDir: fileURLToPath(new URL("../client", import.meta.url)), siteScript: src });
});
