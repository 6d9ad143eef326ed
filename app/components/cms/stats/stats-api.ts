/**
 * Visitor statistics from the admin area (docs/product.md, 5.18): the query key and hook of
 * `GET /api/cms/stats` for a range of days in Guam and a language.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type { StatsQuery, StatsReport } from "~/domain/schemas/stats";

const STATS = "/api/cms/stats";

export const statsKeys = {
  /** Every report: they are read fresh each time the screen opens. */
  all: ["stats"] as const,
  report: (query: StatsQuery) => ["stats", query] as const,
};

export const statsUrl = ({ from, to, locale }: StatsQuery) => `${STATS}?${new URLSearchParams({ from, to, locale })}`;

/** One range's figures; the previous range's stay on screen, dimmed, while the next loads. */
export function useStats(query: StatsQuery) {
  return useQuery({
    queryKey: statsKeys.report(query),
    queryFn: ({ signal }) => apiJson<StatsReport>("GET", statsUrl(query), undefined, signal),
    placeholderData: keepPreviousData,
    // Page views keep coming: a report is read again whenever the screen asks for it.
    staleTime: 0,
  });
}
