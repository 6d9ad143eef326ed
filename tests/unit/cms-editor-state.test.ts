import { describe, expect, it } from "vitest";
import {
  emptyPage,
  fromPage,
  isDirty,
  jsonProblem,
  moveSection,
  newSection,
  toPayload,
  validatePage,
  withTitle,
  type EditorPage,
} from "~/components/cms/editor-state";
import { formatPublishedAt, publicPathOf } from "~/components/cms/format";
import type { PageDTO } from "~/lib/cms-schemas";

const savedPage: PageDTO = {
  id: 7,
  title: "About Us",
  slug: "about-us",
  status: "published",
  metaDescription: null,
  metaKeywords: "guam, translation",
  publishedAt: "2026-03-04T23:30:00.000Z",
  version: 3,
  createdAt: "2026-03-01T00:00:00.000Z",
  updatedAt: "2026-03-04T23:30:00.000Z",
  sections: [
    { id: 12, pageId: 7, sectionKey: "second", sectionType: "text", content: { text: "B" }, sortOrder: 1 },
    { id: 11, pageId: 7, sectionKey: "first", sectionType: "html", content: { text: "<p>A</p>" }, sortOrder: 0 },
  ],
};

describe("a new page in the editor", () => {
  it("starts as an empty draft", () => {
    expect(emptyPage()).toMatchObject({ title: "", slug: "", status: "draft", sections: [] });
  });

  it("generates the slug from the title while the slug is empty", () => {
    const page = withTitle(emptyPage(), "  Hafa Adai -- Guam's Best!! ", { isNew: true });
    expect(page.slug).toBe("hafa-adai-guam-s-best");
  });

  it("keeps a generated slug in step with the title typed letter by letter", () => {
    let page = emptyPage();
    for (const title of ["A", "Ab", "Abo", "About", "About ", "About U", "About Us"]) page = withTitle(page, title, { isNew: true });
    expect(page.slug).toBe("about-us");
  });

  it("leaves a slug typed by hand alone", () => {
    let page = withTitle(emptyPage(), "About", { isNew: true });
    page = { ...page, slug: "who-we-are" };
    page = withTitle(page, "About Us", { isNew: true });
    expect(page.slug).toBe("who-we-are");
  });

  it("never rewrites the slug of an existing page", () => {
    const page = withTitle({ ...emptyPage(), slug: "" }, "New Title", { isNew: false });
    expect(page.slug).toBe("");
  });
});

describe("sections", () => {
  it("are created with a section_{timestamp} key, html type, empty text and the current count as order", () => {
    const first = newSection([], 1_700_000_000_000);
    expect(first).toMatchObject({ sectionKey: "section_1700000000000", sectionType: "html", text: "", sortOrder: 0 });
    const second = newSection([first], 1_700_000_000_000);
    // Two sections added in the same millisecond still get distinct keys.
    expect(second.sectionKey).toBe("section_1700000000001");
    expect(second.sortOrder).toBe(1);
    expect(second.clientId).not.toBe(first.clientId);
  });

  it("move up and down by swapping with a neighbour, and stay put at either end", () => {
    expect(moveSection(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveSection(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveSection(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveSection(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("load in their saved order and are sent with their position as sortOrder", () => {
    const page = fromPage(savedPage);
    expect(page.sections.map((s) => s.sectionKey)).toEqual(["first", "second"]);
    const moved: EditorPage = { ...page, sections: moveSection(page.sections, 1, -1) };
    const payload = toPayload(moved, savedPage.version);
    expect(payload.version).toBe(3);
    expect(payload.sections).toEqual([
      { id: 12, sectionKey: "second", sectionType: "text", content: { text: "B" }, sortOrder: 0 },
      { id: 11, sectionKey: "first", sectionType: "html", content: { text: "<p>A</p>" }, sortOrder: 1 },
    ]);
  });

  it("keep the client ids already on screen after a save", () => {
    const before = fromPage(savedPage);
    const after = fromPage({ ...savedPage, version: 4 }, before);
    expect(after.sections.map((s) => s.clientId)).toEqual(before.sections.map((s) => s.clientId));
  });
});

describe("validation before saving", () => {
  const valid: EditorPage = { ...emptyPage(), title: "Rates", slug: "rates" };

  it("requires a title and a slug", () => {
    const result = validatePage(emptyPage());
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.title).toBe("Title is required");
      expect(result.errors.slug).toBe("Slug is required");
    }
  });

  it("refuses a malformed or reserved slug", () => {
    const bad = validatePage({ ...valid, slug: "Bad Slug" });
    expect(bad.ok || bad.errors.slug).toMatch(/lower-case/);
    const reserved = validatePage({ ...valid, slug: "contact" });
    expect(reserved.ok || reserved.errors.slug).toMatch(/reserved/);
  });

  it("flags invalid JSON beside its section and accepts valid JSON", () => {
    const section = { ...newSection([]), sectionType: "json" as const, text: "{not json" };
    const result = validatePage({ ...valid, sections: [section] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[`section:${section.clientId}:text`]).toMatch(/valid JSON/);
    expect(jsonProblem(section)).toMatch(/valid JSON/);
    expect(jsonProblem({ ...section, text: '{"ok": true}' })).toBeNull();
    expect(jsonProblem({ ...section, sectionType: "html" })).toBeNull();
    expect(validatePage({ ...valid, sections: [{ ...section, text: "[1, 2]" }] }).ok).toBe(true);
  });

  it("refuses two sections with the same key", () => {
    const a = { ...newSection([]), sectionKey: "same" };
    const b = { ...newSection([a]), sectionKey: "same" };
    const result = validatePage({ ...valid, sections: [a, b] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[`section:${b.clientId}:sectionKey`]).toMatch(/more than once/);
  });
});

describe("unsaved changes", () => {
  it("are detected in fields and in section order, not in client ids", () => {
    const saved = fromPage(savedPage);
    expect(isDirty(fromPage(savedPage), saved)).toBe(false);
    expect(isDirty({ ...saved, title: "About" }, saved)).toBe(true);
    expect(isDirty({ ...saved, sections: moveSection(saved.sections, 0, 1) }, saved)).toBe(true);
  });
});

describe("dates and addresses on the dashboard", () => {
  it("shows publication dates in Guam time whatever the machine's zone", () => {
    // 23:30 UTC on 4 March is 09:30 on 5 March in Guam (UTC+10).
    expect(formatPublishedAt("2026-03-04T23:30:00.000Z")).toBe("Mar 5, 2026, 9:30 AM ChST");
    expect(formatPublishedAt("not a date")).toBe("");
  });

  it("previews the home page's content at /", () => {
    expect(publicPathOf("home")).toBe("/");
    expect(publicPathOf("about-us")).toBe("/about-us");
  });
});
