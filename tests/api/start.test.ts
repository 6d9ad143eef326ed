import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceHash, STAMP_FILE } from "../../scripts/lib/build-stamp.mjs";
import { freePort } from "../../scripts/lib/production-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");


describe("npm start", () => {
  const work = mkdtempSync(path.join(tmpdir(), "gts-start-"));
  // Inside the project (and git-ignored), so the bundled server finds node_modules.
  const buildDir = path.join(root, `build-start-test-${randomBytes(4).toString("hex")}`);
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  it(
    "rebuilds when the sources changed since the build was made, then serves the new build",
    async () => {
      // A copy of the current build whose stamp says it was made from other sources: what a
      // checkout looks like after editing a file or pulling commits without building.
      cpSync(path.join(root, process.env.BUILD_DIR ?? "build"), buildDir, { recursive: true });
      writeFileSync(path.join(buildDir, STAMP_FILE), "made-from-older-sources\n");
      const serverBefore = statSync(path.join(buildDir, "app-server/index.js")).mtimeMs;

      const port = await freePort();
      const child = spawn(process.execPath, ["scripts/start.mjs"], {
        cwd: root,
        env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(work, "data"), LOG_LEVEL: "info", LOG_FORMAT: "json" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      let exited = false;
      child.once("exit", () => (exited = true));
      try {
        await expect
          .poll(() => (exited ? `exited early:\n${output}` : output), { timeout: 170_000, interval: 250 })
          .toMatch(/listening on http:\/\/localhost:/);
        expect(output).toContain("The sources changed since the build");
        // The build is quiet: no future-flag warnings, no notes about third-party comments.
        expect(output).not.toMatch(/Future Flag Warning|contains an annotation|\(!\)/);
        expect(readFileSync(path.join(buildDir, STAMP_FILE), "utf8").trim()).toBe(sourceHash(root));
        expect(statSync(path.join(buildDir, "app-server/index.js")).mtimeMs).toBeGreaterThan(serverBefore);
        const res = await fetch(`http://127.0.0.1:${port}/languages`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain("Chamorro");
      } finally {
        if (!exited) {
          child.kill("SIGTERM");
          await new Promise((resolve) => child.once("exit", resolve));
        }
      }
    },
    180_000,
  );
});
