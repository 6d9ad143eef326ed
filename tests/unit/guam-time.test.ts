import { describe, expect, it } from "vitest";
import { guamYear } from "~/lib/guam-time";

describe("guamYear", () => {
  it("turns to the new year at midnight in Guam (14:00 UTC on 31 December)", () => {
    expect(guamYear(new Date("2026-12-31T13:59:59Z"))).toBe(2026);
    expect(guamYear(new Date("2026-12-31T14:00:00Z"))).toBe(2027);
  });

  it("is already the new year in Guam while it is still the old one in UTC", () => {
    expect(guamYear(new Date("2027-12-31T23:59:59Z"))).toBe(2028);
    expect(guamYear(new Date("2026-06-15T12:00:00Z"))).toBe(2026);
  });

  it("does not depend on the time zone of the machine", () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = "America/Los_Angeles";
      expect(guamYear(new Date("2026-12-31T14:00:00Z"))).toBe(2027);
    } finally {
      process.env.TZ = before;
    }
  });
});
