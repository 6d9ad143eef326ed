import { useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { AlertTriangle, Languages } from "lucide-react";
import { SourcePart } from "./source-part";
import { TranslatedOwnerPage } from "./translated-owner-page";
import { SearchPreview } from "~/components/cms/editor/search-preview";
import { useSavedSettings } from "~/components/cms/settings/settings-api";
import { useTranslationSource } from "./translations-api";
import { useGlossary } from "./glossary-api";
import { GlossaryContext } from "./glossary-marks";
import { OpenCommentsNote, RemovedPartComments } from "./part-comments";
import { editorIds } from "~/components/cms/editing/editor-ids";
import { fieldClientId } from "~/components/cms/editing/editor-state";
import { ScheduleControls } from "~/components/cms/editor/schedule-controls";
import type { PageEditor } from "~/components/cms/editor/use-page-editor";
import { FieldForm } from "~/components/cms/fields/field-form";
import { FormField } from "~/components/cms/shell/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Skeleton } from "~/components/ui/skeleton";
import { Textarea } from "~/components/ui/textarea";
import { localeOf } from "~/content/locales";
import { SETTINGS_PAGE } from "~/content/pages/registry";
import { DESCRIPTION_KEY, TITLE_KEY, alignedList } from "~/lib/fields/translation";
import { FieldModeProvider } from "~/components/cms/fields/field-mode";
import { LIMITS } from "~/lib/limits";
import { localizedPath } from "~/domain/locale-paths";
import { PAGE_STATUSES, type PageDTO, type PageStatus } from "~/domain/schemas/pages";
import { mayChangePage, mayReview, pageChangeRefusal, worksIn } from "~/domain/people/page-rules";
import { ReviewBanner } from "~/components/cms/reviews/review-banner";
import { SendForReview } from "~/components/cms/reviews/send-for-review";
import { useReviewFacts } from "~/components/cms/reviews/reviews-api";
import { pageKeys } from "~/components/cms/shell/page-queries";
import { apiJson } from "~/lib/api-client";
import { useViewer } from "~/components/cms/shell/use-viewer";
import type { SourcePartDTO } from "~/domain/schemas/translations";
import type { Field } from "~/lib/fields/define";

const STATUS_LABELS: Record<PageStatus, string> = { draft: "Draft", published: "Published" };

/**
 * The editor of a translation (docs/product.md, "Translations"): each part of the page with its
 * English beside it (above it on a phone), what changed in the English since it was translated,
 * and Mark as up to date. Its address and structure are its English page's; only the words, the
 * title and description, and its own publication are the translator's.
 */
export function TranslationEditorBody({ editor }: { editor: PageEditor }) {
  const saved = editor.savedPage!;
  const source = useTranslationSource(saved.id);
  const { viewer } = useViewer();
  const language = localeOf(saved.locale);
  const parts = new Map((source.data?.parts ?? []).map((part) => [part.key, part]));
  const aside = (key: string, label: string, field?: Field) =>
    source.isPending ? (
      <Skeleton className="h-20" />
    ) : (
      <SourcePart
        translationId={saved.id}
        part={parts.get(key)}
        label={label}
        field={field}
        mayMark={viewer !== null && worksIn(viewer, saved.locale)}
      />
    );
  const outdated = source.data?.outdatedSections.length ?? 0;
  const siteName = useSavedSettings().values.business_name;
  // The settings' texts have no title or description of their own for visitors.
  const settings = saved.slug === SETTINGS_PAGE.slug;
  // The language's glossary: its terms beside the English, and the save's warning (glossary-check.ts).
  const glossaryTerms = useGlossary(saved.locale).data?.terms;
  const glossary = useMemo(() => ({ locale: saved.locale, terms: glossaryTerms ?? [] }), [saved.locale, glossaryTerms]);
  // Review before publishing: page-rules decides with the language's setting and the review's state.
  const { facts, review } = useReviewFacts(saved);
  const state = { ...saved, ...facts };
  const queryClient = useQueryClient();
  // In a reviewed language, a draft the person may save but not publish: Send for review instead.
  const mustSend =
    viewer !== null &&
    facts.reviewRequired === true &&
    !facts.inReview &&
    saved.status === "draft" &&
    pageChangeRefusal(viewer, state) === null &&
    pageChangeRefusal(viewer, state, "published") !== null;
  // An approval publishes the saved translation: the form takes it up, so that a later save does not undo it.
  const afterDecision = async (approved: boolean) => {
    if (!approved) return;
    const page = await queryClient.fetchQuery({
      queryKey: pageKeys.page(saved.id),
      queryFn: () => apiJson<PageDTO>("GET", `/api/cms/pages/${saved.id}`),
      staleTime: 0,
    });
    editor.loadRestored(page);
  };

  return (
    <GlossaryContext.Provider value={glossary}>
      <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
        <section aria-labelledby="translation-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
          <div className="flex flex-wrap items-start gap-3">
            <Languages className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <h2 id="translation-heading" className="text-lg font-semibold text-slate-900">
                {language?.name ?? saved.locale} translation of{" "}
                {settings ? "the settings' texts" : `“${source.data?.sourcePage.title ?? "…"}”`}
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                {settings ? (
                  "Shown on every page in this language once published."
                ) : (
                  <>
                    Served at <span className="font-mono">{localizedPath(saved.locale, saved.slug)}</span> once published.
                  </>
                )}{" "}
                The English is shown beside each part.{" "}
                {saved.sourcePageId ? (
                  <Link to={`/cms/pages/${saved.sourcePageId}`} className="font-semibold text-brand-800 underline underline-offset-2">
                    Open the English page
                  </Link>
                ) : null}
              </p>
              {outdated > 0 ? (
                <p role="status" className="mt-3 flex items-center gap-2 text-sm font-semibold text-amber-900">
                  <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                  {outdated === 1 ? "1 part changed" : `${outdated} parts changed`} in English since translated: save it again, or mark it
                  as up to date.
                </p>
              ) : null}
              <OpenCommentsNote pageId={saved.id} mayComment={viewer !== null && worksIn(viewer, saved.locale)} />
              {source.isError ? (
                <p className="mt-3 text-sm text-red-800">
                  The English page could not be loaded; you can still edit and save this translation.
                </p>
              ) : null}
            </div>
          </div>
        </section>

        <ReviewBanner
          review={review}
          target={{ pageId: saved.id, title: source.data?.sourcePage.title ?? saved.title, languageName: language?.name ?? saved.locale }}
          reviewer={mayReview(viewer, saved.locale)}
          onDecided={(approved) => void afterDecision(approved)}
        />

        <RemovedPartComments
          pageId={saved.id}
          partKeys={source.data ? new Set(parts.keys()) : null}
          mayComment={viewer !== null && worksIn(viewer, saved.locale)}
        />

        <section aria-labelledby={editorIds.settingsHeading} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id={editorIds.settingsHeading} className="mb-4 text-lg font-semibold text-slate-900">
            Publishing
          </h2>
          <div className="grid gap-4 sm:max-w-md">
            <FormField id={editorIds.pageField("status")} label="Status" error={editor.errors.page.status}>
              {(aria) => (
                <Select {...aria} value={editor.page.status} onChange={(e) => editor.change({ status: e.target.value as PageStatus })}>
                  {/* Only the statuses the person may save it with (a translator who may not publish: Draft). */}
                  {PAGE_STATUSES.filter((status) => status === editor.page.status || mayChangePage(viewer, state, status)).map((status) => (
                    <option key={status} value={status}>
                      {STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            {mustSend ? <SendForReview pageId={saved.id} languageName={language?.name ?? saved.locale} dirty={editor.dirty} /> : null}
            {editor.page.status === "published" ? (
              <ScheduleControls page={editor.page} saved={saved} error={editor.errors.page.publishedAt} onChange={editor.change} />
            ) : null}
          </div>
        </section>

        {settings ? null : (
          <section aria-labelledby="translation-title-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="translation-title-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Title and description
            </h2>
            <div className="grid gap-5">
              <div className="grid gap-3 lg:grid-cols-2 lg:items-start">
                {aside(TITLE_KEY, "Title")}
                <FormField id={editorIds.pageField("title")} label="Title" required error={editor.errors.page.title}>
                  {(aria) => (
                    <Input
                      {...aria}
                      lang={saved.locale}
                      required
                      maxLength={LIMITS.titleMax}
                      value={editor.page.title}
                      onChange={(e) => editor.setTitle(e.target.value)}
                    />
                  )}
                </FormField>
              </div>
              <div className="grid gap-3 lg:grid-cols-2 lg:items-start">
                {aside(DESCRIPTION_KEY, "Meta description")}
                <FormField
                  id={editorIds.pageField("metaDescription")}
                  label="Meta Description"
                  error={editor.errors.page.metaDescription}
                  hint="Shown by search engines under the page's title."
                >
                  {(aria) => (
                    <Textarea
                      {...aria}
                      lang={saved.locale}
                      rows={3}
                      maxLength={LIMITS.metaMax}
                      value={editor.page.metaDescription}
                      onChange={(e) => editor.change({ metaDescription: e.target.value })}
                    />
                  )}
                </FormField>
              </div>
              <div className="lg:ml-auto lg:w-1/2 lg:pl-1.5">
                <SearchPreview
                  title={editor.page.title}
                  siteName={siteName}
                  path={localizedPath(saved.locale, saved.slug)}
                  description={editor.page.metaDescription.trim() || editor.page.title}
                  imageId={saved.ogImageId ?? null}
                  lang={saved.locale}
                />
              </div>
            </div>
          </section>
        )}

        {editor.fields ? (
          <FieldModeProvider value="words">
            <FieldForm
              fields={editor.fields}
              sections={editor.page.sections}
              errors={Object.fromEntries(editor.fields.map((field) => [field.key, editor.errors.sections[fieldClientId(field.key)]?.text]))}
              onValue={editor.setFieldValue}
              onBlur={editor.checkField}
              aside={(field) => aside(field.key, field.label, field)}
              shown={(field, value) =>
                field.kind === "list" && parts.has(field.key) ? alignedList(field, value, englishValue(parts.get(field.key)!)) : value
              }
            />
          </FieldModeProvider>
        ) : (
          <TranslatedOwnerPage
            editor={editor}
            parts={source.data?.parts ?? []}
            pending={source.isPending}
            translationId={saved.id}
            mayMark={viewer !== null && worksIn(viewer, saved.locale)}
          />
        )}
      </main>
    </GlossaryContext.Provider>
  );
}

/** The English value of a part stored as JSON (a list), or undefined when it cannot be read. */
function englishValue(part: SourcePartDTO): unknown {
  try {
    return JSON.parse(part.text);
  } catch {
    return undefined;
  }
}
