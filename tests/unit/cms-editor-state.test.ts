import { describe, expect, it, vi } from "vitest";
import {
  NO_ERRORS,
  describeSaveFailure,
  errorAt,
  fieldAt,
  firstErrorField,
  pageField,
  sectionField,
  sectionFieldOf,
  validatePage,
  withError,
  withoutError,
} from "~/components/cms/editor/editor-errors";
import { editorIds, fieldElementId, moveButtonAfterMove } from "~/components/cms/editing/editor-ids";
import {
  emptyPage,
  fromPage,
  isDirty,
  moveSection,
  newSection,
  toPayload,
  withTitle,
  type EditorPage,
} from "~/components/cms/editing/editor-state";
import { shouldAskBeforeLeaving, warnBeforeUnload } from "~/components/cms/editor/leave-guard";
import { isSaveShortcut } from "~/components/cms/editor/use-save-shortcut";
import { ApiError } from "~/lib/api-client";
import { jsonContentProblem, pageSectionSchema } from "~/domain/schemas/sections";
import { pagePayloadSchema, type PageDTO } from "~/domain/schemas/pages";
import { publicPathOf, slugify } from "~/domain/slug";
import { formatPublishedAt } from "~/lib/guam-time";

/** What the server says of a save over a stale version (its code is what the editor decides on). */
const STALE_VERSION_MESSAGE = "This page was changed elsewhere since you opened it. Reload to see the latest version.";

const savedPage: PageDTO = {
  id: 7,
  title: "About Us",
  slug: "about-us",
  status: "published",
  metaDescription: null,
  metaKeywords: "guam, translation",
  publishedAt: "2026-03-04T23:30:00.000Z",
  ogImageId: null,
  version: 3,
  createdAt: "2026-03-01T00:00:00.000Z",
  updatedAt: "2026-03-04T23:30:00.000Z",
  builtIn: false,
  locale: "en",
  sourcePageId: null,
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

  it("requires a title and a slug, and sums up with the first problem", () => {
    const result = validatePage(emptyPage());
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.page).toEqual({ title: "Title is required", slug: "Slug is required" });
      expect(result.errors.sections).toEqual({});
      expect(result.summary).toBe("Title is required");
    }
  });

  it("refuses a malformed or reserved slug", () => {
    const bad = validatePage({ ...valid, slug: "Bad Slug" });
    expect(bad.ok || bad.errors.page.slug).toMatch(/lower-case/);
    const reserved = validatePage({ ...valid, slug: "contact" });
    expect(reserved.ok || reserved.errors.page.slug).toMatch(/reserved/);
    // The contact page itself keeps its slug.
    const contact = { ...valid, slug: "contact" };
    expect(validatePage(contact, 3, { baseline: contact }).ok).toBe(true);
    // As the server (builtInSlugProblem): a new page may be `home`, a saved one may not become it.
    const home = { ...valid, slug: "home" };
    expect(validatePage(home).ok).toBe(true);
    const renamed = validatePage(home, 3, { baseline: valid });
    expect(renamed.ok || renamed.errors.page.slug).toBe("Slug is reserved for a page of the site; choose another");
  });

  it("flags invalid JSON beside its section and accepts valid JSON", () => {
    const section = { ...newSection([]), sectionType: "json" as const, text: "{not json" };
    const result = validatePage({ ...valid, sections: [section] });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.sections[section.clientId]).toEqual({ text: `Section "${section.sectionKey}" must hold valid JSON` });
    expect(validatePage({ ...valid, sections: [{ ...section, text: "[1, 2]" }] }).ok).toBe(true);
  });

  it("refuses two sections with the same key, beside the second", () => {
    const a = { ...newSection([]), sectionKey: "same" };
    const b = { ...newSection([a]), sectionKey: "same" };
    const result = validatePage({ ...valid, sections: [a, b] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.sections[b.clientId]?.sectionKey).toMatch(/more than once/);
      expect(result.errors.sections[a.clientId]).toBeUndefined();
    }
  });

  it("keeps a message with its section, whatever its position", () => {
    const a = { ...newSection([]), sectionKey: "first" };
    const b = { ...newSection([a]), sectionKey: " " };
    const result = validatePage({ ...valid, sections: [b, a] });
    expect(result.ok || result.errors.sections[b.clientId]?.sectionKey).toBe("Section key is required");
  });
});

describe("the JSON rule", () => {
  const section = { ...newSection([]), sectionKey: "rates", sectionType: "json" as const, text: "{not json" };

  it("is one rule, with one message, for the editor's check and the API's schema", () => {
    expect(jsonContentProblem(section)).toBe('Section "rates" must hold valid JSON');
    const parsed = pageSectionSchema.safeParse({ sectionKey: " rates ", sectionType: "json", content: { text: "{not json" } });
    expect(parsed.success || parsed.error.issues.map((i) => [i.path, i.message])).toEqual([
      [["content", "text"], jsonContentProblem(section)],
    ]);
  });

  it("passes valid JSON and every other type", () => {
    expect(jsonContentProblem({ ...section, text: '{"ok": true}' })).toBeNull();
    expect(jsonContentProblem({ ...section, text: "null" })).toBeNull();
    expect(jsonContentProblem({ ...section, sectionType: "html" })).toBeNull();
    expect(jsonContentProblem({ ...section, sectionType: "text", text: "" })).toBeNull();
  });
});

describe("the editor's messages", () => {
  const ids = ["s11", "s12", "n3"];

  it("find their field from a payload path, zod's or the API's dotted one", () => {
    expect(fieldAt(["title"], ids)).toEqual(pageField("title"));
    expect(fieldAt("metaKeywords", ids)).toEqual(pageField("metaKeywords"));
    // The schedule's time is a field of the form.
    expect(fieldAt("publishedAt", ids)).toEqual(pageField("publishedAt"));
    expect(fieldAt(["sections", 2, "sectionKey"], ids)).toEqual(sectionField("n3", "sectionKey"));
    expect(fieldAt("sections.1.sectionKey", ids)).toEqual(sectionField("s12", "sectionKey"));
    expect(fieldAt("sections.0.content.text", ids)).toEqual(sectionField("s11", "text"));
    expect(fieldAt(["sections", 0, "content"], ids)).toEqual(sectionField("s11", "text"));
    expect(fieldAt(["sections", 1], ids)).toEqual(sectionField("s12", "text"));
  });

  it("find no field for paths the form does not show", () => {
    for (const path of [
      "version",
      "sections",
      "sections.3.sectionKey",
      "sections.x.sectionKey",
      "sections.0.sortOrder",
      "title.x",
      "",
      "body",
    ]) {
      expect(fieldAt(path, ids), path).toBeNull();
    }
    expect(fieldAt([], ids)).toBeNull();
  });

  it("are set, read and cleared per field; clearing a field without one changes nothing", () => {
    let errors = withError(NO_ERRORS, pageField("slug"), "Slug is required");
    errors = withError(errors, sectionField("n3", "text"), "Bad JSON");
    expect(errorAt(errors, pageField("slug"))).toBe("Slug is required");
    expect(errorAt(errors, sectionField("n3", "text"))).toBe("Bad JSON");
    expect(errorAt(errors, sectionField("n3", "sectionKey"))).toBeUndefined();
    expect(withError(errors, pageField("slug"), "Taken").page.slug).toBe("Taken");
    expect(withoutError(errors, pageField("title"))).toBe(errors);
    expect(withoutError(errors, sectionField("s11", "text"))).toBe(errors);
    const cleared = withoutError(withoutError(errors, pageField("slug")), sectionField("n3", "text"));
    expect([errorAt(cleared, pageField("slug")), errorAt(cleared, sectionField("n3", "text"))]).toEqual([undefined, undefined]);
    expect(NO_ERRORS).toEqual({ page: {}, sections: {} });
  });

  it("go stale with the field they are about; a new type re-judges the content", () => {
    expect(sectionFieldOf("sectionKey")).toBe("sectionKey");
    expect(sectionFieldOf("text")).toBe("text");
    expect(sectionFieldOf("sectionType")).toBe("text");
  });

  it("send focus to the first field with one, in screen order", () => {
    const a = newSection([]);
    const b = newSection([a]);
    const page: EditorPage = { ...emptyPage(), sections: [b, a] };
    let errors = withError(NO_ERRORS, sectionField(a.clientId, "sectionKey"), "x");
    errors = withError(errors, sectionField(b.clientId, "text"), "y");
    expect(firstErrorField(errors, page)).toEqual(sectionField(b.clientId, "text"));
    expect(firstErrorField(withError(errors, pageField("metaKeywords"), "z"), page)).toEqual(pageField("metaKeywords"));
    expect(firstErrorField(NO_ERRORS, page)).toBeNull();
    // A section removed since keeps no claim on focus.
    expect(firstErrorField(withError(NO_ERRORS, sectionField("gone", "text"), "x"), page)).toBeNull();
  });
});

describe("element ids of the editor", () => {
  it("are built in one place for page fields, section parts and the add button", () => {
    expect(editorIds.pageField("title")).toBe("page-title");
    expect(editorIds.pageField("metaDescription")).toBe("page-meta-description");
    expect(editorIds.section("s12", "content")).toBe("section-s12-content");
    expect(editorIds.section("n3", "up")).toBe("section-n3-up");
    expect(editorIds.addSection).toBe("add-section");
  });

  it("lead from a field with a message to the element that shows it", () => {
    expect(fieldElementId(pageField("slug"))).toBe(editorIds.pageField("slug"));
    expect(fieldElementId(sectionField("s12", "sectionKey"))).toBe(editorIds.section("s12", "key"));
    expect(fieldElementId(sectionField("s12", "text"))).toBe(editorIds.section("s12", "content"));
  });

  it("keep focus on the move button pressed, or on the other one once the section reached an end", () => {
    // Three sections: moving the middle one up lands it first, where Up is disabled.
    expect(moveButtonAfterMove(1, -1, 3)).toBe("down");
    expect(moveButtonAfterMove(1, 1, 3)).toBe("up");
    // Four sections: from the third to the second, Up still works.
    expect(moveButtonAfterMove(2, -1, 4)).toBe("up");
    expect(moveButtonAfterMove(1, 1, 4)).toBe("down");
  });
});

describe("the editor's keyboard and leaving rules", () => {
  const key = (init: Partial<Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "altKey" | "key">>) => ({
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    key: "s",
    ...init,
  });

  it("save on Ctrl+S and Cmd+S, in either case, but not with Alt or without the modifier", () => {
    expect(isSaveShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSaveShortcut(key({ metaKey: true, key: "S" }))).toBe(true);
    expect(isSaveShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSaveShortcut(key({}))).toBe(false);
    expect(isSaveShortcut(key({ ctrlKey: true, key: "d" }))).toBe(false);
  });

  it("ask before leaving the screen with unsaved changes, not after a save or within the screen", () => {
    const from = { pathname: "/cms/pages/7" };
    expect(shouldAskBeforeLeaving({ dirty: true, saved: false, from, to: { pathname: "/cms/dashboard" } })).toBe(true);
    expect(shouldAskBeforeLeaving({ dirty: false, saved: false, from, to: { pathname: "/cms/dashboard" } })).toBe(false);
    expect(shouldAskBeforeLeaving({ dirty: true, saved: true, from, to: { pathname: "/cms/pages/8" } })).toBe(false);
    expect(shouldAskBeforeLeaving({ dirty: true, saved: false, from, to: { pathname: "/cms/pages/7" } })).toBe(false);
  });

  it("ask the browser to confirm closing the tab", () => {
    const event = { preventDefault: vi.fn(), returnValue: true as unknown };
    warnBeforeUnload(event as unknown as BeforeUnloadEvent);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.returnValue).toBe("");
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

describe("a refused save", () => {
  const answer = (status: number, body: Record<string, unknown>) => new ApiError(status, "", JSON.stringify(body));

  it("is a conflict only when the server says the saved version is stale (by its code, whatever the sentence)", () => {
    const stale = answer(409, { message: STALE_VERSION_MESSAGE, code: "version_conflict" });
    expect(describeSaveFailure(stale)).toEqual({ title: "Page changed elsewhere", description: STALE_VERSION_MESSAGE, field: null });
    const reworded = answer(409, { message: "Someone else saved first.", code: "version_conflict" });
    expect(describeSaveFailure(reworded).title).toBe("Page changed elsewhere");
    const sameSentenceOtherCode = answer(409, { message: STALE_VERSION_MESSAGE, code: "in_use" });
    expect(describeSaveFailure(sameSentenceOtherCode).title).toBe("Save failed");
  });

  it("with a slug another page uses, fails with the server's message, shown under the slug too", () => {
    const taken = answer(409, { message: 'The slug "rates" is already used by another page.', code: "slug_taken" });
    expect(describeSaveFailure(taken)).toEqual({
      title: "Save failed",
      description: 'The slug "rates" is already used by another page.',
      field: { ref: pageField("slug"), message: 'The slug "rates" is already used by another page.' },
    });
  });

  it("is any other failure: the toast titled Save failed, with the server's message or the fallback", () => {
    for (const error of [
      answer(400, { message: "Section 2: Section key is required" }),
      answer(503, { message: "The database is busy. Please try again in a moment." }),
    ]) {
      expect(describeSaveFailure(error)).toEqual({ title: "Save failed", description: JSON.parse(error.body).message, field: null });
    }
    expect(describeSaveFailure(new TypeError("Failed to fetch"))).toEqual({
      title: "Save failed",
      description: "Failed to save page",
      field: null,
    });
    expect(describeSaveFailure(new ApiError(502, "Bad Gateway", "<html>proxy</html>")).description).toBe("Failed to save page");
  });
});

describe("slugs from titles", () => {
  it("fold accented letters to their base form before the specification's rule", () => {
    expect(slugify("Håfa Adai")).toBe("hafa-adai");
    expect(slugify("Über Café")).toBe("uber-cafe");
    expect(slugify("Hagåtña, Guåhan")).toBe("hagatna-guahan");
    expect(slugify("Straße & Smørrebrød")).toBe("strasse-smorrebrod");
    expect(slugify("  --Hello,   World!--  ")).toBe("hello-world");
    expect(slugify("日本語")).toBe("");
  });

  it("suggest the folded slug when one typed by hand breaks the rule", () => {
    const refused = pagePayloadSchema.safeParse({ title: "Hafa", slug: "Håfa-Adai", status: "draft" });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toBe(
      'Slug may contain only lower-case letters, digits and single hyphens, with no hyphen at either end (for example "hafa-adai")',
    );
    const reserved = pagePayloadSchema.safeParse({ title: "CMS", slug: "cms", status: "draft" });
    expect(reserved.error!.issues.map((i) => i.message)).toEqual(["Slug is reserved for a page of the site; choose another"]);
    // A built-in page's slug passes the schema (that page saves with it); the editor and the server refuse it for any other page.
    expect(pagePayloadSchema.safeParse({ title: "Contact", slug: "contact", status: "draft" }).success).toBe(true);
  });
});

describe("the sharing image", () => {
  it("is loaded from the page, sent with every save (null for none) and counts as a change", () => {
    expect(emptyPage().ogImageId).toBeNull();
    expect(toPayload(emptyPage()).ogImageId).toBeNull();
    const saved = fromPage({ ...savedPage, ogImageId: 42 });
    expect(saved.ogImageId).toBe(42);
    expect(toPayload(saved, savedPage.version).ogImageId).toBe(42);
    expect(isDirty(saved, saved)).toBe(false);
    const removed = { ...saved, ogImageId: null };
    expect(isDirty(removed, saved)).toBe(true);
    expect(toPayload(removed).ogImageId).toBeNull();
    const valid = validatePage({ ...removed, ogImageId: 9 }, 3);
    expect(valid.ok && valid.payload.ogImageId).toBe(9);
  });
});
