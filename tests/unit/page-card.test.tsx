import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageCard } from "~/components/cms/pages/page-card";
import { asSignedIn } from "../support/admin-router";
import type { PageSummaryDTO } from "~/domain/schemas/pages";

const page: PageSummaryDTO = {
  id: 4,
  title: "Rates",
  slug: "rates",
  status: "published",
  metaDescription: null,
  ogImageId: null,
  metaKeywords: null,
  publishedAt: "2026-03-04T23:30:00.000Z",
  version: 2,
  createdAt: "2026-03-01T00:00:00.000Z",
  updatedAt: "2026-03-04T23:30:00.000Z",
  builtIn: false,
  locale: "en",
  sourcePageId: null,
};

/** The card's visible text, tags removed. */
function cardText(summary: PageSummaryDTO): string {
  const html = renderToStaticMarkup(asSignedIn(<PageCard page={summary} onDelete={() => undefined} deleting={false} />));
  return html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
}

describe("a page card on the dashboard", () => {
  it("says when a published page was published", () => {
    expect(cardText(page)).toContain("Published Mar 5, 2026, 9:30 AM ChST");
    expect(cardText(page)).not.toContain("Last published");
  });

  it("says when a page back in draft was last published", () => {
    const text = cardText({ ...page, status: "draft" });
    expect(text).toContain("Last published Mar 5, 2026, 9:30 AM ChST");
    expect(text).not.toContain("Published Mar");
  });

  it("shows no date for a page never published", () => {
    expect(cardText({ ...page, status: "draft", publishedAt: null })).not.toMatch(/published/i);
  });
});
