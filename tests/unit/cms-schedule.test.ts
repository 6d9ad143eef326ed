import { describe, expect, it } from "vitest";
import {
  SCHEDULE_MISSING_MESSAGE,
  SCHEDULE_PASSED_MESSAGE,
  describeSaveFailure,
  pageField,
  scheduleProblem,
  validatePage,
} from "~/components/cms/editor/editor-errors";
import { editorIds } from "~/components/cms/editing/editor-ids";
import { emptyPage, fromPage, isDirty, toPayload, type EditorPage } from "~/components/cms/editing/editor-state";
import { ApiError } from "~/lib/api-client";
import type { PageDTO } from "~/domain/schemas/pages";

const NOW = Date.parse("2026-03-05T00:00:00.000Z"); // 10:00 on 5 March in Guam
const livePage: PageDTO = {
  id: 7,
  title: "About Us",
  slug: "about-us",
  status: "published",
  metaDescription: null,
  metaKeywords: null,
  publishedAt: "2026-03-01T00:00:00.000Z",
  ogImageId: null,
  version: 3,
  createdAt: "2026-03-01T00:00:00.000Z",
  updatedAt: "2026-03-01T00:00:00.000Z",
  builtIn: false,
  locale: "en",
  sourcePageId: null,
  sections: [],
};
const page: EditorPage = { ...emptyPage(), title: "Rates", slug: "rates", status: "published" };

describe("publishing now or at a chosen time", () => {
  it("sends publishedAt null to publish now, and nothing for a draft", () => {
    expect(toPayload(page).publishedAt).toBeNull();
    expect("publishedAt" in toPayload({ ...page, status: "draft" })).toBe(false);
    // A draft keeps whatever schedule was typed out of the payload.
    expect("publishedAt" in toPayload({ ...page, status: "draft", publishMode: "schedule", scheduledFor: "2026-03-06T09:00" })).toBe(false);
  });

  it("sends a schedule typed in Guam time as the UTC instant", () => {
    const scheduled = { ...page, publishMode: "schedule" as const, scheduledFor: "2026-03-06T09:00" };
    expect(toPayload(scheduled).publishedAt).toBe("2026-03-05T23:00:00.000Z");
    const result = validatePage(scheduled, undefined, { now: NOW });
    expect(result.ok && result.payload.publishedAt).toBe("2026-03-05T23:00:00.000Z");
  });

  it("refuses a time that has passed, or none, beside the time field, and sends nothing", () => {
    for (const [scheduledFor, message] of [
      ["2026-03-05T09:59", SCHEDULE_PASSED_MESSAGE],
      ["2026-03-05T10:00", SCHEDULE_PASSED_MESSAGE],
      ["", SCHEDULE_MISSING_MESSAGE],
    ] as const) {
      const result = validatePage({ ...page, publishMode: "schedule", scheduledFor }, undefined, { now: NOW });
      expect(result.ok, scheduledFor).toBe(false);
      if (!result.ok) {
        expect(result.errors.page.publishedAt).toBe(message);
        expect(result.summary).toBe(message);
      }
    }
    expect(scheduleProblem({ ...page, publishMode: "schedule", scheduledFor: "2026-03-05T10:01" }, { now: NOW })).toBeNull();
  });

  it("puts the schedule's message in screen order among the others", () => {
    const result = validatePage({ ...page, title: "", publishMode: "schedule", scheduledFor: "" }, undefined, { now: NOW });
    expect(result.ok || [result.summary, result.errors.page]).toEqual([
      "Title is required",
      { title: "Title is required", publishedAt: SCHEDULE_MISSING_MESSAGE },
    ]);
    expect(editorIds.pageField("publishedAt")).toBe("page-published-at");
  });

  it("opens a scheduled page with Schedule chosen and its time in Guam time", () => {
    const scheduled = fromPage({ ...livePage, publishedAt: "2999-03-05T23:30:00.000Z" });
    expect(scheduled).toMatchObject({ publishMode: "schedule", scheduledFor: "2999-03-06T09:30" });
    expect(fromPage(livePage)).toMatchObject({ publishMode: "now", scheduledFor: "" });
    expect(fromPage({ ...livePage, status: "draft", publishedAt: "2999-03-05T23:30:00.000Z" })).toMatchObject({ publishMode: "now" });
  });

  it("leaves a schedule saved earlier untouched: not sent again, not refused once its moment passed", () => {
    const saved = fromPage({ ...livePage, publishedAt: "2999-03-05T23:30:00.000Z" });
    expect("publishedAt" in toPayload(saved, 3, saved)).toBe(false);
    expect(isDirty(saved, saved)).toBe(false);
    // The moment passes while the editor is open: an edit of the title still saves.
    const later = Date.parse("3000-01-01T00:00:00.000Z");
    const result = validatePage({ ...saved, title: "New" }, 3, { baseline: saved, now: later });
    expect(result.ok).toBe(true);
    if (result.ok) expect("publishedAt" in result.payload).toBe(false);
    // A new time is a change, and is sent.
    const moved = { ...saved, scheduledFor: "2999-03-07T09:30" };
    expect(isDirty(moved, saved)).toBe(true);
    expect(toPayload(moved, 3, saved).publishedAt).toBe("2999-03-06T23:30:00.000Z");
    // Publish now instead: null, and a change.
    const now = { ...saved, publishMode: "now" as const };
    expect(isDirty(now, saved)).toBe(true);
    expect(toPayload(now, 3, saved).publishedAt).toBeNull();
  });

  it("counts choosing Schedule as an unsaved change, and choosing Publish now again as none", () => {
    const saved = fromPage(livePage);
    const schedule = { ...saved, publishMode: "schedule" as const };
    expect(isDirty(schedule, saved)).toBe(true);
    expect(isDirty({ ...schedule, publishMode: "now" }, saved)).toBe(false);
  });
});

describe("a slug that belongs to a page in the trash", () => {
  it("is a failed save shown under the Slug field, like a slug another page uses", () => {
    const message = 'The slug "rates" belongs to a page in the trash. Restore it or delete it for ever, or choose another slug.';
    const failure = describeSaveFailure(new ApiError(409, "Conflict", JSON.stringify({ message, code: "slug_taken" })));
    expect(failure).toEqual({ title: "Save failed", description: message, field: { ref: pageField("slug"), message } });
  });
});
