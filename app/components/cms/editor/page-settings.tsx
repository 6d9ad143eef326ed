import type { EditorErrors } from "./editor-errors";
import { editorIds } from "~/components/cms/editing/editor-ids";
import type { EditorPage } from "~/components/cms/editing/editor-state";
import { ScheduleControls } from "./schedule-controls";
import { SharingImageField } from "./sharing-image-field";
import { SearchPreview } from "./search-preview";
import { useSavedSettings } from "~/components/cms/settings/settings-api";
import { localizedPath } from "~/domain/locale-paths";
import type { SettingsPatch } from "./use-page-editor";
import { FormField } from "~/components/cms/shell/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { LIMITS } from "~/lib/limits";
import { PAGE_STATUSES, type PageDTO, type PageStatus } from "~/domain/schemas/pages";
import { SLUG_MAX_LENGTH, publicPathOf } from "~/domain/slug";

const STATUS_LABELS: Record<PageStatus, string> = { draft: "Draft", published: "Published" };

/** Page Settings: title and slug (required), status and when a published page goes live, the search-engine texts and the sharing image. */
export function PageSettings({
  page,
  saved,
  errors,
  onTitle,
  onChange,
  builtIn,
  derivedDescription,
}: {
  page: EditorPage;
  /** The page as last saved (null for a new page): whether it is live already, and since when. */
  saved: PageDTO | null;
  errors: EditorErrors["page"];
  onTitle: (title: string) => void;
  onChange: (patch: SettingsPatch) => void;
  /** One of the site's own pages keeps its slug; the settings record has no address or search-engine texts. */
  builtIn?: "page" | "settings";
  /** A built-in page's description made from its texts as they are in the form: the one in use while the owner writes none. */
  derivedDescription?: string;
}) {
  // The site's name, as search results show it after the page's title.
  const siteName = useSavedSettings({ enabled: builtIn !== "settings" }).values.business_name;
  return (
    <section aria-labelledby={editorIds.settingsHeading} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={editorIds.settingsHeading} className="mb-4 text-lg font-semibold text-slate-900">
        {builtIn === "settings" ? "Publishing" : "Page Settings"}
      </h2>
      <div className="grid gap-4">
        <FormField id={editorIds.pageField("title")} label="Title" required error={errors.title}>
          {(aria) => <Input {...aria} required maxLength={LIMITS.titleMax} value={page.title} onChange={(e) => onTitle(e.target.value)} />}
        </FormField>
        {builtIn === "settings" ? null : (
          <FormField
            id={editorIds.pageField("slug")}
            label="Slug"
            required
            error={errors.slug}
            hint={
              builtIn
                ? `One of the site's own pages: its address (${publicPathOf(page.slug)}) does not change.`
                : `The page's address: ${page.slug ? `/${page.slug}` : "/your-slug"}. Lower-case letters, digits and hyphens.`
            }
          >
            {(aria) => (
              <Input
                {...aria}
                required
                readOnly={builtIn !== undefined}
                className="font-mono"
                spellCheck={false}
                autoCapitalize="none"
                maxLength={SLUG_MAX_LENGTH}
                value={page.slug}
                onChange={(e) => onChange({ slug: e.target.value })}
              />
            )}
          </FormField>
        )}
        <FormField id={editorIds.pageField("status")} label="Status" error={errors.status}>
          {(aria) => (
            <Select {...aria} value={page.status} onChange={(e) => onChange({ status: e.target.value as PageStatus })}>
              {PAGE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {page.status === "published" ? <ScheduleControls page={page} saved={saved} error={errors.publishedAt} onChange={onChange} /> : null}
        {builtIn === "settings" ? null : (
          <>
            <FormField
              id={editorIds.pageField("metaDescription")}
              label="Meta Description"
              error={errors.metaDescription}
              hint={descriptionHint(page.metaDescription, derivedDescription)}
            >
              {(aria) => (
                <Textarea
                  {...aria}
                  rows={3}
                  maxLength={LIMITS.metaMax}
                  value={page.metaDescription}
                  onChange={(e) => onChange({ metaDescription: e.target.value })}
                />
              )}
            </FormField>
            <FormField
              id={editorIds.pageField("metaKeywords")}
              label="Meta Keywords"
              error={errors.metaKeywords}
              hint="Separated by commas."
            >
              {(aria) => (
                <Input
                  {...aria}
                  maxLength={LIMITS.metaMax}
                  value={page.metaKeywords}
                  onChange={(e) => onChange({ metaKeywords: e.target.value })}
                />
              )}
            </FormField>
            <SharingImageField value={page.ogImageId} onChange={(ogImageId) => onChange({ ogImageId })} />
            <SearchPreview
              title={page.title}
              siteName={siteName}
              path={localizedPath("en", page.slug)}
              // As the public page: the owner's own, else the one made from the page (a built-in page), else its title.
              description={page.metaDescription.trim() || (derivedDescription ?? page.title)}
              imageId={page.ogImageId}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** What the Meta Description box says: where it shows, and, on a built-in page, the description in use while the box is empty. */
function descriptionHint(written: string, derived: string | undefined): string {
  const where = "Shown by search engines under the page's title.";
  if (derived === undefined) return where;
  if (written.trim() !== "") return `${where} Empty this box to use one made from this page's texts instead.`;
  return `${where} In use now, made from this page's texts (it changes when they change): “${derived}” Write your own here to use it instead.`;
}
