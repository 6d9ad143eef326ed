/** The glossary of a language from the admin area (docs/product.md, "Glossary"): its query, its save, its TBX download. */
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type { GlossaryDTO, GlossaryTerm } from "~/domain/glossary";

export const glossaryKeys = { of: (locale: string) => ["glossary", locale] as const };

export function useGlossary(locale: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: glossaryKeys.of(locale),
    queryFn: ({ signal }) => apiJson<GlossaryDTO>("GET", `/api/cms/glossary/${encodeURIComponent(locale)}`, undefined, signal),
    enabled: enabled && locale !== "en",
  });
}

export const saveGlossary = (locale: string, terms: GlossaryTerm[]) =>
  apiJson<GlossaryDTO>("PUT", `/api/cms/glossary/${encodeURIComponent(locale)}`, { terms });

export const glossaryTbxUrl = (locale: string) => `/api/cms/glossary/${encodeURIComponent(locale)}/tbx`;
