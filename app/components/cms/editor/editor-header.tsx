import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, Eye, Loader2, Save } from "lucide-react";
import type { EditorPage } from "~/components/cms/editing/editor-state";
import { AdminHeader } from "~/components/cms/shell/admin-header";
import { StatusBadge } from "~/components/cms/shell/status-badge";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { publicPathOf } from "~/domain/slug";
import { localizedPath } from "~/domain/locale-paths";

/**
 * The editor's bar: New Page or Edit Page with the saved status and an unsaved-changes note,
 * then Back, Preview (saved pages only, in a new tab), History (saved pages only) and Save.
 */
export function EditorHeader({
  isNew,
  baseline,
  publishedAt,
  dirty,
  saving,
  onSave,
  history,
  heading,
  locale,
  readOnly = false,
  inReview = false,
}: {
  isNew: boolean;
  /** The page as last saved: its status, title and address are what the header talks about. */
  baseline: EditorPage;
  /** The saved publication time: a time still ahead makes the badge say Scheduled. */
  publishedAt: string | null;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  /** The History button (and its panel), for a saved page. */
  history?: ReactNode;
  /** Instead of New Page or Edit Page (the settings record says Settings, and has no page to preview). */
  heading?: string;
  /** A translation's language: it is previewed at its address in that language, and Back leads to its language's translations. */
  locale?: string;
  /** The person may not change this page: no Save. */
  readOnly?: boolean;
  /** A translation waiting for review (docs/product.md, "Review before publishing"): said beside its status. */
  inReview?: boolean;
}) {
  return (
    <AdminHeader sticky>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading ?? (isNew ? "New Page" : "Edit Page")}</h1>
          <StatusBadge status={isNew ? "draft" : baseline.status} publishedAt={isNew ? null : publishedAt} />
          {inReview ? <Badge variant="info">In review</Badge> : null}
          {dirty ? <span className="text-sm font-medium text-amber-800">Unsaved changes</span> : null}
        </div>
        {isNew || (heading && !locale) ? null : <p className="mt-1 truncate text-sm text-slate-600">{baseline.title}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={locale ? `/cms/translations?lang=${encodeURIComponent(locale)}` : "/cms/dashboard"}
          className={buttonClasses({ variant: "ghost", size: "sm" })}
        >
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
        {isNew || (heading && !locale) ? null : (
          <a
            href={locale ? localizedPath(locale, baseline.slug) : publicPathOf(baseline.slug)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <Eye aria-hidden="true" />
            Preview
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {history}
        {readOnly ? null : (
          <Button size="sm" onClick={onSave} disabled={saving} aria-keyshortcuts="Control+S Meta+S">
            {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {saving ? "Saving..." : "Save"}
          </Button>
        )}
      </div>
    </AdminHeader>
  );
}
