// npm run build:
//   1. react-router build: the admin area's browser bundle, and the server rendering of every page
//   2. the Express server (scripts/build-server.mjs)
//   3. the public pages' enhancement script (app/site-enhance), bundled on its own and hashed;
//      its URL goes to build/server/site-script.json for the server to link
//   4. brotli and gzip copies of every compressible file of the browser build, made once here
//      so that neither the server nor nginx compresses them per request
//   5. the stamp of the sources all this was made from (scripts/lib/build-stamp.mjs), hashed
//      first: a file saved during the build makes the next start rebuild
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
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

const enhance = await build({
  entryPoints: { "site-enhance": "app/site-enhance/main.ts" },
  outdir: path.join(buildDir, "client", "assets"),
  entryNames: "[name]-[hash]",
  bundle: true,
  minify: true,
  format: "esm",
  target: ["chrome114", "firefox125", "safari17"],
  metafile: true,
  logLevel: "warning",
});
const [output] = Object.keys(enhance.metafile.outputs).filter((file) => file.endsWith(".js"));
writeFileSync(path.join(buildDir, "server", "site-script.json"), `${JSON.stringify({ src: `/assets/${path.basename(output)}` })}\n`);

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;
function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}
for (const file of filesUnder(path.join(buildDir, "client"))) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
}

writeFileSync(path.join(buildDir, STAMP_FILE), `${hash}\n`);
