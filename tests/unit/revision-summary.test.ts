import { describe, expect, it } from "vitest";
import { type RevisionSnapshot, summarise } from "../../server/cms/revisions";

const base: RevisionSnapshot = {
  title: "About",
  slug: "about",
  status: "draft",
  metaDescription: null,
  metaKeywords: null,
  publishedAt: null,
  sections: [
    { id: 1, sectionKey: "a", sectionType: "text", text: "one", sortOrder: 0 },
    { id: 2, sectionKey: "b", sectionType: "text", text: "two", sortOrder: 1 },
  ],
};
const NOW = Date.parse("2026-11-23T00:00:00Z");

describe("revision summaries", () => {
  it("says Created for a first save and No changes for a save that changed nothing", () => {
    expect(summarise(undefined, base, NOW)).toBe("Created");
    expect(summarise(base, structuredClone(base), NOW)).toBe("No changes");
  });

  it("names changed fields and counts sections edited, added and removed", () => {
    const after: RevisionSnapshot = {
      ...base,
      title: "About us",
      metaKeywords: "guam",
      sections: [
        { ...base.sections[0]!, text: "ONE" },
        { id: 3, sectionKey: "c", sectionType: "html", text: "<p>new</p>", sortOrder: 1 },
        { id: 4, sectionKey: "d", sectionType: "text", text: "new", sortOrder: 2 },
      ],
    };
    expect(summarise(base, after, NOW)).toBe("Title changed; Meta keywords changed; 1 section edited, 2 added, 1 removed");
  });

  it("tells publishing, scheduling and unpublishing apart, and notices a new order", () => {
    const live = { ...base, status: "published" as const, publishedAt: "2026-01-01T00:00:00.000Z" };
    const later = { ...base, status: "published" as const, publishedAt: "2026-12-01T00:00:00.000Z" };
    expect(summarise(base, live, NOW)).toBe("Published");
    expect(summarise(base, later, NOW)).toBe("Scheduled");
    expect(summarise(later, live, NOW)).toBe("Published");
    expect(summarise(live, { ...live, status: "draft" }, NOW)).toBe("Unpublished");
    expect(summarise(base, { ...base, sections: [base.sections[1]!, base.sections[0]!] }, NOW)).toBe("Sections reordered");
  });
});

describe("the footer's new year", () => {
  it("is midnight on 1 January in Guam, 14:00 UTC the day before", async () => {
    const { nextGuamYear } = await import("../../server/site/content-watch");
    expect(new Date(nextGuamYear(Date.parse("2026-11-23T00:00:00Z"))).toISOString()).toBe("2026-12-31T14:00:00.000Z");
    expect(new Date(nextGuamYear(Date.parse("2026-12-31T14:00:00Z"))).toISOString()).toBe("2027-12-31T14:00:00.000Z");
    expect(new Date(nextGuamYear(Date.parse("2026-12-31T13:59:59Z"))).toISOString()).toBe("2026-12-31T14:00:00.000Z");
  });
});
