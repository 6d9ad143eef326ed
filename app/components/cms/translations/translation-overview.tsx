import { useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ListChecks, Loader2, Plus } from "lucide-react";
import { TranslationBadge } from "./translation-badge";
import { createTranslation, useTranslationOverview } from "./translations-api";
import { StatusBadge } from "~/components/cms/shell/status-badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { localeOf } from "~/content/locales";
import { errorMessage } from "~/lib/api-client";
import type { TranslationOverviewRowDTO } from "~/domain/schemas/translations";
import { DEMAND_DAYS } from "~/domain/schemas/language-demand";
import { translationKeys } from "~/components/cms/shell/page-queries";
import { openCommentsText } from "~/domain/schemas/comments";

const words = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "word" : "words"}`;

/**
 * Every page and its translation into one language (docs/product.md, "Translations"): the site
 * settings' texts first, then missing and outdated pages (each state's most read first by visitors
 * who prefer the language), each with its English words, those left to translate, a box to
 * select it for the XLIFF download (docs/product.md, "Word counts") and a button to translate it
 * or open its translation.
 */
export function TranslationOverview({
  locale,
  selected,
  onSelect,
}: {
  locale: string;
  selected: ReadonlySet<number>;
  onSelect: (pages: Set<number>) => void;
}) {
  const overview = useTranslationOverview(locale);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState<number | null>(null);
  const language = localeOf(locale);
  const name = language?.name ?? locale;

  const translate = async (row: TranslationOverviewRowDTO) => {
    setCreating(row.pageId);
    try {
      const created = await createTranslation(row.pageId, locale);
      await queryClient.invalidateQueries({ queryKey: translationKeys.all });
      void navigate(`/cms/pages/${created.id}`);
    } catch (err) {
      toast({ title: "The translation could not be created", description: errorMessage(err, "Please try again."), variant: "destructive" });
    } finally {
      setCreating(null);
    }
  };

  if (overview.isPending) {
    return (
      <p role="status" className="py-6 text-sm text-slate-600">
        Loading the pages...
      </p>
    );
  }
  if (overview.isError)
    return <p className="py-6 text-sm text-red-800">{errorMessage(overview.error, "The pages could not be loaded.")}</p>;
  const rows = overview.data;
  const count = (status: string) => rows.filter((row) => row.translation.status === status).length;
  const sum = (list: TranslationOverviewRowDTO[], key: "total" | "toTranslate") => list.reduce((n, row) => n + row.words[key], 0);
  const toTranslate = rows.filter((row) => row.words.toTranslate > 0).map((row) => row.pageId);
  const toggle = (pageId: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(pageId);
    else next.delete(pageId);
    onSelect(next);
  };

  return (
    <div>
      <p className="mb-4 text-sm text-slate-700" role="status">
        {name}: {count("published")} published, {count("outdated")} outdated, {count("in_review")} in review,{" "}
        {count("draft") + count("scheduled")} not yet live, {count("missing")} missing, of {rows.length}. {words(sum(rows, "toTranslate"))}{" "}
        to translate, of {words(sum(rows, "total"))} in English.
        {rows.some((row) => row.openComments > 0) ? ` ${openCommentsText(rows.reduce((n, row) => n + row.openComments, 0))}.` : ""}
      </p>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => onSelect(new Set(toTranslate))} disabled={toTranslate.length === 0}>
          <ListChecks aria-hidden="true" />
          Select all missing or outdated
        </Button>
        {selected.size > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => onSelect(new Set())}>
            Clear the selection
          </Button>
        ) : null}
      </div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {rows.map((row) => {
          const title = row.settings ? "Site settings: menus, footer and shared texts" : row.title;
          return (
            <li key={row.pageId} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              {/* On a phone the page takes the whole line, its state and button the next. */}
              <div className="flex min-w-0 flex-1 basis-full items-start gap-3 sm:basis-0">
                <input
                  type="checkbox"
                  id={`select-${locale}-${row.pageId}`}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                  checked={selected.has(row.pageId)}
                  onChange={(e) => toggle(row.pageId, e.target.checked)}
                />
                <div className="min-w-0 flex-1">
                  <label htmlFor={`select-${locale}-${row.pageId}`} className="block truncate font-medium text-slate-900">
                    {title}
                  </label>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    {row.settings ? (
                      "Shown on every page"
                    ) : row.slug === "not-found" ? (
                      "Shown for any address the site does not have"
                    ) : (
                      <span className="font-mono">{row.slug === "home" ? "/" : `/${row.slug}`}</span>
                    )}
                    {row.settings ? null : (
                      <>
                        <span aria-hidden="true">·</span> English: <StatusBadge status={row.englishStatus} />
                      </>
                    )}
                    {row.demand > 0 ? (
                      <>
                        <span aria-hidden="true">·</span>
                        <span className="font-medium text-brand-800">
                          {row.demand.toLocaleString("en-US")} {row.demand === 1 ? "visit" : "visits"} from {name} readers in {DEMAND_DAYS}{" "}
                          days
                        </span>
                      </>
                    ) : null}
                    <span aria-hidden="true">·</span>
                    <span>
                      {words(row.words.total)}
                      {row.words.toTranslate > 0 && row.words.toTranslate < row.words.total
                        ? `, ${row.words.toTranslate.toLocaleString("en-US")} to translate`
                        : ""}
                    </span>
                    {row.openComments > 0 ? (
                      <>
                        <span aria-hidden="true">·</span>
                        <span className="font-medium text-violet-800" data-open-comments>
                          {openCommentsText(row.openComments)}
                        </span>
                      </>
                    ) : null}
                  </p>
                </div>
              </div>
              <TranslationBadge status={row.translation.status} outdated={row.translation.outdatedSections.length} />
              {row.translation.pageId === null ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void translate(row)}
                  disabled={creating !== null}
                  aria-label={`Translate ${title} into ${name}`}
                >
                  {creating === row.pageId ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
                  Translate
                </Button>
              ) : (
                <ButtonLink
                  to={`/cms/pages/${row.translation.pageId}`}
                  size="sm"
                  variant="outline"
                  aria-label={`Open the ${name} translation of ${title}`}
                >
                  Open
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
