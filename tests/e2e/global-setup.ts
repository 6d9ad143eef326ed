/**
 * The build, fresh (rebuilt when the sources changed since it was made), and one temporary root
 * for the whole run: every server's directory (fixtures.ts) is made inside it.
 * Each fixture removes its own directory at teardown; the teardown returned here is the safety
 * net for a worker that died before its own (a crash, a killed worker): it ends any server still
 * running from this run, by the id it recorded, and removes the root.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "../../scripts/lib/production-server.mjs";

export default async function globalSetup() {
  // The servers run the production build: make sure it is the build of these sources.
  ensureBuild();
  const root = await mkdtemp(path.join(tmpdir(), "gts-e2e-"));
  // Workers start after the global setup and inherit this.
  process.env.GTS_E2E_ROOT = root;

  return async function globalTeardown() {
    for (const entry of existsSync(root) ? readdirSync(root) : []) {
      const pidFile = path.join(root, entry, "server.pid");
      if (!existsSync(pidFile)) continue;
      const pid = Number(readFileSync(pidFile, "utf8"));
      // Only if that id still belongs to one of this run's servers (its DATA_DIR is under the
      // root), never to whatever process may have reused the id.
      if (Number.isInteger(pid) && isOurServer(pid, root)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
    }
    await rm(root, { recursive: true, force: true });
  };
}

function isOurServer(pid: number, root: string): boolean {
  try {
    const environ = readFileSync(`/proc/${pid}/environ`, "utf8");
    return environ.split("\0").some((v) => v.startsWith(`DATA_DIR=${root}${path.sep}`));
  } catch {
    return false;
  }
}
