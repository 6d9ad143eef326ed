/** How the System screen words sizes, shares and moments (app/components/cms/system/format.ts). */
import { describe, expect, it } from "vitest";
import { fromNow, humanBytes, percent } from "../../app/components/cms/system/format";

describe("the System screen's words for numbers", () => {
  it("writes sizes as a file manager does", () => {
    expect([0, 1, 1023, 1024, 52_428_800, 5e11].map(humanBytes)).toEqual(["0 bytes", "1 byte", "1023 bytes", "1 KB", "50 MB", "465.7 GB"]);
  });

  it("writes shares, never 0% for some", () => {
    expect([percent(250, 1000), percent(1, 1000), percent(0, 1000), percent(1, 0)]).toEqual(["25%", "less than 1%", "0%", "0%"]);
  });

  it("writes moments from now, in days up to 100 days", () => {
    const now = Date.parse("2026-03-05T00:00:00Z");
    const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
    expect([0, -59.7, -3599, -3 * 3600, -86_400, 40 * 86_400, 120 * 86_400, -800 * 86_400].map((s) => fromNow(at(s), now))).toEqual([
      "now",
      "1 minute ago",
      "1 hour ago",
      "3 hours ago",
      "yesterday",
      "in 40 days",
      "in 4 months",
      "2 years ago",
    ]);
  });
});
