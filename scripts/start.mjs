// npm start: run the production server, building it first when there is no build or when the
// sources changed since it was made.
//
// Stopping it, whatever starts it: package.json runs this with `exec`, so npm's child is this very
// process and the SIGTERM or SIGINT npm passes on reaches it (without exec, npm's `sh -c` died of
// the signal and left Node running). The server itself then stops gracefully
// (server/lifecycle.ts). During a build, the build runs in its own process group, and a signal
// ends that whole group and then this process, with the signal's status.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildNeeded, serverEntry } from "./lib/production-server.mjs";

/** `node scripts/build.mjs` in a process group of its own; resolves with its exit status. */
function build() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", detached: true });
    const forward = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    process.on("SIGTERM", forward).on("SIGINT", forward);
    child.once("exit", (code, signal) => {
      process.removeListener("SIGTERM", forward).removeListener("SIGINT", forward);
      resolve({ code, signal });
    });
  });
}

const reason = buildNeeded();
if (reason) {
  console.log(reason);
  const { code, signal } = await build();
  if (signal) {
    console.error(`The build was stopped (${signal}).`);
    // Ended by the same signal, as if no handler had been there (npm then reports it as such).
    process.kill(process.pid, signal);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    process.exit(128 + (constants.signals[signal] ?? 0));
  }
  if (code !== 0) {
    console.error(`npm run build failed (exit ${code})`);
    process.exit(1);
  }
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.resolve(serverEntry)).href);
