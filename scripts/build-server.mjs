// Bundles the Express server (server/index.ts) into build/app-server/server.js, npm packages left
// external (the React Router build is imported at run time), and writes the entry
// build/app-server/index.js that runs it. The entry sets NODE_ENV to production when it is unset
// before anything loads React: React picks its production or development build when first
// imported, and a static import would be evaluated before any line of the bundle.
import { cpSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const outDir = `${process.env.BUILD_DIR ?? "build"}/app-server`;

await build({
  entryPoints: ["server/index.ts"],
  outfile: `${outDir}/server.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// The common-passwords list is read at run time beside the module that reads it
// (server/auth/password-policy.ts), which the bundle is.
cpSync("server/auth/password-lists", `${outDir}/password-lists`, { recursive: true });

writeFileSync(
  `${outDir}/index.js`,
  `// The production server's entry (see scripts/build-server.mjs).\nprocess.env.NODE_ENV ??= "production";\nawait import("./server.js");\n`,
);
