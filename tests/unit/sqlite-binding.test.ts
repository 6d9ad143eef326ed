/**
 * better-sqlite3's native binding survives the garbage collector freeing its statements in the
 * background, on the Node running the suite (CI runs it on Node 20 and on Node 24):
 * docs/decisions/031-better-sqlite3-on-node-24.md.
 */
import { describe, expect, it } from "vitest";
import { probeBinding } from "../../scripts/lib/sqlite-binding.mjs";

describe("better-sqlite3's binding", () => {
  it(`survives statements collected outside JavaScript on Node ${process.version}`, () => {
    const probe = probeBinding({ runs: 3 });
    expect(probe.detail).toBe("3 of 3 runs survived");
    expect(probe.ok).toBe(true);
  }, 30_000);
});
