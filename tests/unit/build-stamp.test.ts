import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsFresh, sourceHash, STAMP_FILE } from "../../scripts/lib/build-stamp.mjs";

describe("build stamp", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function project() {
    const root = mkdtempSync(path.join(tmpdir(), "gts-stamp-"));
    dirs.push(root);
    mkdirSync(path.join(root, "app/routes"), { recursive: true });
    writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 1;\n");
    writeFileSync(path.join(root, "package-lock.json"), "{}\n");
    mkdirSync(path.join(root, "build/app-server"), { recursive: true });
    mkdirSync(path.join(root, "build/server"), { recursive: true });
    writeFileSync(path.join(root, "build/app-server/index.js"), "");
    writeFileSync(path.join(root, "build/server/index.js"), "");
    return root;
  }

  it("calls a build fresh only while every input is as it was when the build was made", () => {
    const root = project();
    const build = path.join(root, "build");
    expect(buildIsFresh(build, root)).toBe(false);
    writeFileSync(path.join(build, STAMP_FILE), `${sourceHash(root)}\n`);
    expect(buildIsFresh(build, root)).toBe(true);
    writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 2;\n");
    expect(buildIsFresh(build, root)).toBe(false);
  });

  it("notices a new file and a renamed one, not only changed content", () => {
    const root = project();
    const before = sourceHash(root);
    writeFileSync(path.join(root, "app/routes/extra.tsx"), "export default 1;\n");
    const added = sourceHash(root);
    expect(added).not.toBe(before);
    rmSync(path.join(root, "app/routes/extra.tsx"));
    writeFileSync(path.join(root, "app/routes/other.tsx"), "export default 1;\n");
    expect(sourceHash(root)).not.toBe(added);
  });
});
