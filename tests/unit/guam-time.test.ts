import { describe, expect, it } from "vitest";
import { guamLocalToIso, guamYear, isoToGuamLocal } from "~/lib/guam-time";

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

describe("schedule times typed in Guam time", () => {
  it("read a datetime-local value as ChST, UTC+10, and give the UTC instant", () => {
    expect(guamLocalToIso("2026-03-05T09:30")).toBe("2026-03-04T23:30:00.000Z");
    expect(guamLocalToIso("2026-03-05T09:30:15")).toBe("2026-03-04T23:30:15.000Z");
    // Midnight on New Year's Day in Guam is still the old year in UTC.
    expect(guamLocalToIso("2027-01-01T00:00")).toBe("2026-12-31T14:00:00.000Z");
    // Guam has no daylight saving: July is UTC+10 as well.
    expect(guamLocalToIso("2026-07-15T10:00")).toBe("2026-07-15T00:00:00.000Z");
  });

  it("refuse what is not a real date and time", () => {
    for (const value of [
      "",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-03-05T24:00",
      "2026-03-05T09:60",
      "2026-03-05",
      "09:30",
      "tomorrow",
      "2026-3-5T9:30",
    ]) {
      expect(guamLocalToIso(value), value).toBeNull();
    }
    expect(guamLocalToIso("2028-02-29T12:00")).toBe("2028-02-29T02:00:00.000Z");
  });

  it("show an instant in Guam time, with seconds only when there are some", () => {
    expect(isoToGuamLocal("2026-03-04T23:30:00.000Z")).toBe("2026-03-05T09:30");
    expect(isoToGuamLocal("2026-03-04T23:30:15.000Z")).toBe("2026-03-05T09:30:15");
    expect(isoToGuamLocal("2026-12-31T14:00:00Z")).toBe("2027-01-01T00:00");
    expect(isoToGuamLocal("not a date")).toBe("");
  });

  it("go there and back unchanged, whatever the time zone of the machine", () => {
    const before = process.env.TZ;
    try {
      for (const tz of ["UTC", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati"]) {
        process.env.TZ = tz;
        for (const local of ["2026-03-05T09:30", "2026-11-01T01:30", "2027-01-01T00:00:05"]) {
          expect(isoToGuamLocal(guamLocalToIso(local)!), `${tz} ${local}`).toBe(local);
        }
      }
    } finally {
      process.env.TZ = before;
    }
  });
});
