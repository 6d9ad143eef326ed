/** The activity record (docs/product.md, "Activity"): one page of entries, by person and kind. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type { ActivityListDTO } from "~/domain/schemas/activity";

export const ACTIVITY_PAGE_SIZE = 50;

export function activityUrl({ page, person, kind }: { page: number; person: string; kind: string }): string {
  const search = new URLSearchParams({ page: String(page), pageSize: String(ACTIVITY_PAGE_SIZE) });
  if (person) search.set("person", person);
  if (kind) search.set("kind", kind);
  return `/api/cms/activity?${search}`;
}

export function useActivity(filters: { page: number; person: string; kind: string }) {
  const url = activityUrl(filters);
  return useQuery<ActivityListDTO>({
    queryKey: ["/api/cms/activity", filters],
    queryFn: ({ signal }) => apiJson("GET", url, undefined, signal),
    placeholderData: keepPreviousData,
  });
}
