/**
 * Pages from the admin area (docs/product.md, 5.5 and 5.6): their query keys, the dashboard's
 * list, one page with its sections, and the calls that create, save and delete one.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson, apiRequest, pagedListUrl } from "~/lib/api-client";
import type { PageDTO, PageListDTO, PagePayload, PageSummaryDTO } from "~/domain/schemas/pages";
import { pageKeys } from "~/components/cms/shell/page-queries";

const PAGES = "/api/cms/pages";

/** The dashboard shows this many pages at a time. */
export const PAGE_SIZE = 20;

/** One page of the dashboard's results; the previous one stays on screen while the next loads. */
export function usePageList({ page, q }: { page: number; q: string }) {
  return useQuery({
    queryKey: pageKeys.list({ page, q }),
    // The owner's pages: the site's own are listed apart (useSitePages).
    queryFn: ({ signal }) =>
      apiJson<PageListDTO>("GET", pagedListUrl(PAGES, { page, pageSize: PAGE_SIZE, q, kind: "own" }), undefined, signal),
    placeholderData: keepPreviousData,
  });
}

/** The site's built-in pages (each public route and the 404 page), for the dashboard's Site pages. */
export function useSitePages() {
  return useQuery({
    queryKey: pageKeys.list({ page: 1, q: "", kind: "site" }),
    queryFn: ({ signal }) =>
      apiJson<PageListDTO>("GET", pagedListUrl(PAGES, { page: 1, pageSize: 100, q: "", kind: "site" }), undefined, signal),
  });
}

/** Every page, for a choice among them (the menus' pages in the settings). */
export function usePageSummaries() {
  return useQuery<PageSummaryDTO[]>({ queryKey: pageKeys.all });
}

/** A page as the editor opens it (GET /api/cms/pages/{id}, through the default query function). */
export function usePage(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<PageDTO>({ queryKey: pageKeys.page(id), enabled });
}

export const createPage = (payload: PagePayload) => apiJson<PageDTO>("POST", PAGES, payload);

export const updatePage = (id: number, payload: PagePayload) => apiJson<PageDTO>("PUT", `${PAGES}/${id}`, payload);

/** Moves a page to the trash (trash/trash-api.ts brings it back). */
export const deletePage = (id: number) => apiRequest("DELETE", `${PAGES}/${id}`);

/** A site's own page back to its original words, over the version the screen holds. */
export const resetPage = (id: number, version: number) => apiJson<PageDTO>("POST", `${PAGES}/${id}/reset`, { version });
