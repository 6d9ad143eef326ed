import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
/** No source module of the browser code or the server past this many lines: split it by responsibility (docs/architecture.md). */
const MAX_LINES = 300;

describe("module size", () => {
  it(`keeps every source module in app/ and server/ at ${MAX_LINES} lines or fewer`, () => {
    const files = execFileSync("git", ["ls-files", "app", "server"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.endsWith(".d.ts"));
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(over).toEqual([]);
  });
});
