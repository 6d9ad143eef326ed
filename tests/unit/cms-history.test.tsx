import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PageCard } from "~/components/cms/pages/page-card";
import { asSignedIn } from "../support/admin-router";
import { describeRestoreFailure } from "~/components/cms/history/page-history";
import { RevisionChanges } from "~/components/cms/history/revision-changes";
import { compareRevision, describeComparison, type ComparablePage } from "~/components/cms/history/revision-compare";
import { StatusBadge } from "~/components/cms/shell/status-badge";
import { purgeDateOf } from "~/components/cms/trash/trash-card";
import { ApiError } from "~/lib/api-client";
import CmsPage from "~/routes/site/cms-page";
import type { PageSummaryDTO } from "~/domain/schemas/pages";
import type { SectionDTO } from "~/domain/schemas/sections";

/** What the server says of a save over a stale version (its code is what the editor decides on). */
const STALE_VERSION_MESSAGE = "This page was changed elsewhere since you opened it. Reload to see the latest version.";

const section = (
  id: number,
  sectionKey: string,
  text: string,
  sortOrder: number,
  sectionType: SectionDTO["sectionType"] = "text",
): SectionDTO => ({
  id,
  pageId: 1,
  sectionKey,
  sectionType,
  content: { text },
  sortOrder,
});

const now: ComparablePage = {
  title: "Our Rates",
  slug: "rates",
  status: "published",
  metaDescription: "Fair prices for every translation.",
  metaKeywords: null,
  publishedAt: "2026-03-04T23:30:00.000Z",
  ogImageId: null,
  sections: [
    section(1, "intro", "Rates start at ten dollars a page.", 0),
    section(2, "table", "<p>Table</p>", 1, "html"),
    section(3, "extra", "Only now", 2),
  ],
};

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

describe("comparing a revision with the page saved now", () => {
  it("finds nothing when they are the same", () => {
    const same = compareRevision(now, structuredClone(now));
    expect(same).toMatchObject({ identical: true, fields: [], sections: [], unchangedSections: 3 });
    expect(describeComparison(same)).toBe("The same as the page now");
  });

  it("lists the fields that differ, with word differences for free text, reading from now to the revision", () => {
    const then: ComparablePage = { ...now, title: "Rates", status: "draft", metaDescription: null, publishedAt: null, slug: "old-rates" };
    const { fields } = compareRevision(now, then);
    expect(fields.map((f) => f.field)).toEqual(["title", "slug", "status", "publishedAt", "metaDescription"]);
    expect(fields[0]!.diff!.parts).toEqual([
      { kind: "removed", text: "Our " },
      { kind: "same", text: "Rates" },
    ]);
    expect(fields[1]).toMatchObject({ now: "rates", then: "old-rates", diff: null });
    expect(fields[2]).toMatchObject({ now: "Published", then: "Draft" });
    expect(fields[3]).toMatchObject({ now: "Mar 5, 2026, 9:30 AM ChST", then: "" });
    expect(fields[4]!.diff!.parts).toEqual([{ kind: "removed", text: "Fair prices for every translation." }]);
  });

  it("says when the sharing image differs", () => {
    expect(compareRevision({ ...now, ogImageId: 3 }, { ...now, ogImageId: null }).fields).toEqual([
      { field: "ogImageId", label: "Sharing image", now: "Image 3 of the media library", then: "", diff: null },
    ]);
  });

  it("treats the same instant written differently as no change", () => {
    expect(compareRevision(now, { ...now, publishedAt: "2026-03-05T09:30:00+10:00" }).fields).toEqual([]);
  });

  it("matches sections by key: changed text, type and place, only in the revision, only now", () => {
    const then: ComparablePage = {
      ...now,
      sections: [
        section(9, "table", "<p>Table</p>", 0, "text"),
        section(8, "intro", "Rates start at twelve dollars a page.", 1),
        section(7, "faq", "Questions", 2),
      ],
    };
    const comparison = compareRevision(now, then);
    expect(comparison.unchangedSections).toBe(0);
    expect(comparison.sections.map((s) => [s.kind, s.key])).toEqual([
      ["changed", "table"],
      ["changed", "intro"],
      ["onlyThen", "faq"],
      ["onlyNow", "extra"],
    ]);
    const table = comparison.sections[0]!;
    const intro = comparison.sections[1]!;
    expect(table).toMatchObject({ typeChanged: true, moved: true, text: null });
    expect(intro.kind === "changed" && intro.text!.parts).toEqual([
      { kind: "same", text: "Rates start at " },
      { kind: "removed", text: "ten" },
      { kind: "added", text: "twelve" },
      { kind: "same", text: " dollars a page." },
    ]);
    expect(describeComparison(comparison)).toBe("2 sections changed; 1 section only in this version; 1 section not in this version");
  });

  it("is shown with <del> and <ins>, announced to screen readers, and says when the editor has unsaved changes", () => {
    const then: ComparablePage = {
      ...now,
      title: "Rates",
      sections: [section(1, "intro", "Rates start at twelve dollars a page.", 0), now.sections[1]!, now.sections[2]!],
    };
    const html = renderToStaticMarkup(<RevisionChanges comparison={compareRevision(now, then)} version={2} currentVersion={5} dirty />);
    expect(html).toContain("<del");
    expect(html).toContain("<ins");
    expect(text(html)).toContain("[removed: ten]");
    expect(text(html)).toContain("[added: twelve]");
    expect(text(html)).toContain("Version 2 compared with the page as it is saved now (version 5)");
    expect(text(html)).toContain("The editor has unsaved changes.");
    expect(text(html)).toContain("2 sections are the same in both.");
  });
});

describe("a refused restore", () => {
  it("is a conflict when the editor's version is stale, otherwise a failed restore with the server's message", () => {
    const answer = (status: number, message: string, code = "") => new ApiError(status, "", JSON.stringify({ message, code }));
    expect(describeRestoreFailure(answer(409, STALE_VERSION_MESSAGE, "version_conflict"))).toEqual({
      title: "Page changed elsewhere",
      description: STALE_VERSION_MESSAGE,
    });
    expect(describeRestoreFailure(answer(404, "Revision not found", "not_found"))).toEqual({
      title: "Restore failed",
      description: "Revision not found",
    });
    expect(describeRestoreFailure(new TypeError("Failed to fetch"))).toEqual({
      title: "Restore failed",
      description: "Failed to restore this version",
    });
  });
});

describe("scheduled pages on the dashboard", () => {
  const summary: PageSummaryDTO = {
    id: 4,
    title: "Rates",
    slug: "rates",
    status: "published",
    metaDescription: null,
    metaKeywords: null,
    publishedAt: "2999-03-04T23:30:00.000Z",
    ogImageId: null,
    version: 2,
    createdAt: "2026-03-01T00:00:00.000Z",
    updatedAt: "2026-03-04T23:30:00.000Z",
    builtIn: false,
    locale: "en",
    sourcePageId: null,
  };
  const card = (page: PageSummaryDTO) =>
    text(renderToStaticMarkup(asSignedIn(<PageCard page={page} onDelete={() => undefined} deleting={false} />)));

  it("say Scheduled and when they go live, in Guam time", () => {
    expect(card(summary)).toContain("Scheduled");
    expect(card(summary)).toContain("Goes live Mar 5, 2999, 9:30 AM ChST");
    expect(card(summary)).not.toContain("Published");
  });

  it("say Published once the moment has passed, and a draft stays a draft", () => {
    expect(text(renderToStaticMarkup(<StatusBadge status="published" publishedAt="2020-01-01T00:00:00Z" />))).toBe("Published");
    expect(text(renderToStaticMarkup(<StatusBadge status="draft" publishedAt="2999-01-01T00:00:00Z" />))).toBe("Draft");
    expect(text(renderToStaticMarkup(<StatusBadge status="published" publishedAt="2999-01-01T00:00:00Z" />))).toBe("Scheduled");
  });
});

describe("the trash", () => {
  it("deletes a page for ever 30 days after it was deleted", () => {
    expect(purgeDateOf("2026-03-01T10:00:00.000Z")).toBe("2026-03-31T10:00:00.000Z");
    expect(purgeDateOf("nonsense")).toBe("");
  });
});

describe("the public page of a scheduled page, for a signed-in administrator", () => {
  const page = {
    id: 4,
    title: "Rates",
    slug: "rates",
    status: "published" as const,
    metaDescription: null,
    metaKeywords: null,
    publishedAt: "2999-03-04T23:30:00.000Z",
    sections: [{ id: 1, sectionKey: "intro", sectionType: "text" as const, content: { text: "Hello" }, sortOrder: 0 }],
  };
  // In a data router with the root's data, as the public page is served (its structured data reads the public origin).
  const render = (p: typeof page) => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/rates",
        // @ts-expect-error the route's props, reduced to what the component reads
        Component: () => <CmsPage loaderData={{ page: p }} />,
      },
    ]);
    return text(
      renderToStaticMarkup(
        <Stub
          initialEntries={["/rates"]}
          hydrationData={{ loaderData: { root: { publicUrl: "https://example.com", siteScript: null } } }}
        />,
      ),
    );
  };

  it("carries a banner saying when it goes live, in Guam time", () => {
    expect(render(page)).toContain("Scheduled: this page goes live on Mar 5, 2999, 9:30 AM ChST.");
    expect(render(page)).toContain("Back to the editor");
  });

  it("carries no banner once it is live", () => {
    expect(render({ ...page, publishedAt: "2020-01-01T00:00:00.000Z" })).not.toContain("Scheduled");
  });
});
