/**
 * Languages and translations from the admin area (docs/product.md, "The site in its visitors'
 * languages"): their query keys, the calls that turn a language on or off, create a translation
 * and mark parts of one up to date.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiJson } from "~/lib/api-client";
import type { PageDTO } from "~/domain/schemas/pages";
import type { LanguageDemandDTO } from "~/domain/schemas/language-demand";
import type {
  LanguageDTO,
  TranslationOverviewRowDTO,
  TranslationSourceDTO,
  TranslationStateDTO,
  TmxImportResultDTO,
  XliffImportResultDTO,
} from "~/domain/schemas/translations";
import { translationKeys } from "~/components/cms/shell/page-queries";

/** Every language the site offers, English first, with whether it is on. */
export function useLanguages() {
  return useQuery<LanguageDTO[]>({ queryKey: translationKeys.languages });
}

/**
 * Turns a language on or off, or its review before publishing (docs/product.md, "Languages" and
 * "Reviews"); then the languages and every overview are read again.
 */
export function useLanguageChange() {
  const queryClient = useQueryClient();
  return async (code: string, change: { enabled: boolean } | { reviewRequired: boolean }) => {
    await apiJson<LanguageDTO>("PUT", `/api/cms/languages/${encodeURIComponent(code)}`, change);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: translationKeys.languages }),
      queryClient.invalidateQueries({ queryKey: translationKeys.all }),
    ]);
  };
}

/** An English page's translation into each enabled language. */
export function usePageTranslations(pageId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: translationKeys.ofPage(pageId),
    queryFn: ({ signal }) => apiJson<TranslationStateDTO[]>("GET", `/api/cms/pages/${pageId}/translations`, undefined, signal),
    enabled,
  });
}

export const createTranslation = (pageId: number, locale: string) =>
  apiJson<PageDTO>("POST", `/api/cms/pages/${pageId}/translations`, { locale });

/** The English page beside a translation, part by part, with what each part was translated from. */
export function useTranslationSource(translationId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: translationKeys.source(translationId),
    queryFn: ({ signal }) => apiJson<TranslationSourceDTO>("GET", `/api/cms/pages/${translationId}/source`, undefined, signal),
    enabled,
  });
}

export const markUpToDate = (translationId: number, sectionKeys: string[]) =>
  apiJson<TranslationSourceDTO>("POST", `/api/cms/pages/${translationId}/up-to-date`, { sectionKeys });

/** Every page and its translation into one language, missing and outdated first. */
export function useTranslationOverview(locale: string | null) {
  return useQuery({
    queryKey: translationKeys.overview(locale ?? ""),
    queryFn: ({ signal }) =>
      apiJson<TranslationOverviewRowDTO[]>("GET", `/api/cms/translations/${encodeURIComponent(locale!)}`, undefined, signal),
    enabled: locale !== null,
  });
}

/** Where translation pays: visitors by preferred language over the last 30 days, and the missing and outdated pages they read. */
export function useLanguageDemand() {
  return useQuery({
    queryKey: translationKeys.demand,
    queryFn: ({ signal }) => apiJson<LanguageDemandDTO[]>("GET", "/api/cms/stats/language-demand", undefined, signal),
  });
}

/** The XLIFF file of the pages missing or outdated in a language, or of the pages named (a plain link downloads it). */
export const xliffDownloadUrl = (locale: string, pages?: readonly number[]) =>
  `/api/cms/translations/${encodeURIComponent(locale)}/xliff${pages && pages.length > 0 ? `?pages=${pages.join(",")}` : ""}`;

/** A translator's XLIFF file, sent as it is (docs/product.md 8.4). */
export async function importXliff(locale: string, file: File): Promise<XliffImportResultDTO> {
  const res = await fetch(xliffDownloadUrl(locale), {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/xliff+xml" },
    body: file,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return JSON.parse(text) as XliffImportResultDTO;
}

/** The language's translation memory (a plain link downloads it). */
export const tmxUrl = (locale: string) => `/api/cms/translations/${encodeURIComponent(locale)}/tmx`;

/** A translation memory, sent as it is (docs/product.md, "Translation memory (TMX)"). */
export async function importTmx(locale: string, file: File): Promise<TmxImportResultDTO> {
  const res = await fetch(tmxUrl(locale), {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/x-tmx+xml" },
    body: file,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return JSON.parse(text) as TmxImportResultDTO;
}
