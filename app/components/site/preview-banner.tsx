import { Link } from "react-router";
import { CalendarClock, EyeOff } from "lucide-react";
import { formatPublishedAt } from "~/lib/guam-time";

/**
 * The note above a page only signed-in people see: a draft, or a page scheduled to go live later.
 * Public pages are not hydrated: it is drawn once, on the server, for that person.
 */
export function PreviewBanner({
  preview,
  publishedAt,
  pageId,
}: {
  preview: "draft" | "scheduled";
  publishedAt: string | null;
  pageId: number;
}) {
  if (preview === "draft") {
    return (
      <div role="note" className="border-b border-amber-300 bg-amber-100 text-amber-950">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-6 lg:px-8">
          <EyeOff className="size-4 shrink-0" aria-hidden="true" />
          <p>
            <strong>Draft preview.</strong> This page is not published: only signed-in administrators can see it.
          </p>
          <Link
            to={`/cms/pages/${pageId}`}
            className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
          >
            Back to the editor
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div role="note" className="border-b border-sky-300 bg-sky-100 text-sky-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-6 lg:px-8">
        <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>Scheduled:</strong> this page goes live on{" "}
          {publishedAt ? <time dateTime={publishedAt}>{formatPublishedAt(publishedAt)}</time> : "a later date"}. Until then only signed-in
          administrators can see it.
        </p>
        <Link
          to={`/cms/pages/${pageId}`}
          className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-900"
        >
          Back to the editor
        </Link>
      </div>
    </div>
  );
}

/**
 * The note above a page opened through a preview link (docs/product.md, "Preview links"): what it
 * shows is not on the public site (or not like this), and until when the link works. In English
 * whatever the page's language: it is the site speaking, not the page.
 */
export function SharedPreviewBanner({ expiresAt }: { expiresAt: string }) {
  return (
    <div role="note" aria-label="Preview" lang="en" dir="ltr" className="border-b border-amber-300 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm sm:px-6 lg:px-8">
        <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>Preview: not published.</strong> This page is shown as it was last saved, which may differ from the public site. This link
          works until <time dateTime={expiresAt}>{formatPublishedAt(expiresAt)}</time>.
        </p>
      </div>
    </div>
  );
}
