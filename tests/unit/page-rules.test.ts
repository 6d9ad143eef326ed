/**
 * The page rules (app/domain/people/page-rules.ts) with review before publishing (docs/product.md,
 * "Review before publishing"): where a language is reviewed no translator publishes, unpublishes
 * or changes a published translation; none saves one waiting for review; editors and
 * administrators still do; and who may review which language.
 */
import { describe, expect, it } from "vitest";
import { IN_REVIEW_REFUSAL, mayChangePage, mayReview, pageChangeRefusal } from "../../app/domain/people/page-rules";

const translator = { role: "translator" as const, languages: ["ja"], canPublish: false };
const publisher = { ...translator, canPublish: true };
const reviewer = { ...translator, canReview: true };
const editor = { role: "editor" as const, languages: [], canPublish: false };
const administrator = { role: "administrator" as const, languages: [], canPublish: true };
const REVIEWED = "Translations into Japanese are reviewed before they are published: send it for review";

describe("page rules with review before publishing", () => {
  it("keeps a translator who may publish from publishing, unpublishing or changing a published translation where review is required", () => {
    const draft = { locale: "ja", status: "draft" as const, reviewRequired: true };
    const published = { ...draft, status: "published" as const };
    expect(pageChangeRefusal(publisher, draft, "published")).toBe(REVIEWED);
    expect(pageChangeRefusal(publisher, published, "draft")).toBe(REVIEWED);
    expect(pageChangeRefusal(publisher, published)).toBe(REVIEWED);
    expect(pageChangeRefusal(publisher, draft, "draft")).toBeNull();
    // Without review: as before.
    expect(pageChangeRefusal(publisher, { ...draft, reviewRequired: false }, "published")).toBeNull();
    expect(pageChangeRefusal(publisher, { locale: "ja", status: "draft" }, "published")).toBeNull();
    // A translator who may not publish keeps the sentence they had.
    expect(pageChangeRefusal(translator, draft, "published")).toMatch(/^You can save drafts of translations/);
    // Editors and administrators publish directly.
    for (const person of [editor, administrator]) expect(mayChangePage(person, draft, "published")).toBe(true);
  });

  it("keeps every translator from saving a translation waiting for review, not editors or administrators", () => {
    const waiting = { locale: "ja", status: "draft" as const, inReview: true };
    for (const person of [translator, publisher, reviewer]) expect(pageChangeRefusal(person, waiting, "draft")).toBe(IN_REVIEW_REFUSAL);
    for (const person of [editor, administrator]) expect(mayChangePage(person, waiting, "published")).toBe(true);
    // The language comes first: a translator of another language is told that.
    expect(pageChangeRefusal({ ...translator, languages: ["ko"] }, waiting)).toBe("This translation is in Japanese: you translate Korean");
  });

  it("lets editors, administrators and translators who may review, in their languages, review", () => {
    expect(mayReview(editor, "ja")).toBe(true);
    expect(mayReview(administrator, "ko")).toBe(true);
    expect(mayReview(reviewer, "ja")).toBe(true);
    expect(mayReview(reviewer, "ko")).toBe(false);
    expect(mayReview(publisher, "ja")).toBe(false);
    expect(mayReview(translator, "ja")).toBe(false);
    expect(mayReview(editor, "en")).toBe(false);
    expect(mayReview(null, "ja")).toBe(false);
  });
});
