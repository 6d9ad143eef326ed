import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn, isUnauthorized } from "./api-client";

/**
 * The admin area's QueryClient (docs/product.md, 5.1): the default query function GETs the key's
 * segments joined with '/', 401 is an error, nothing retries, data never goes stale, no refetch
 * on focus and no polling. One client per browser session of the admin shell (never shared
 * between server requests).
 *
 * `onUnauthorized` runs when any query or mutation answers 401, so an expired session leads
 * back to the login. A mutation can opt out with `meta: { allowUnauthorized: true }` (the login
 * itself answers 401 for wrong credentials).
 */
export function createQueryClient({ onUnauthorized }: { onUnauthorized?: () => void } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) onUnauthorized?.();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error) && !mutation.meta?.allowUnauthorized) onUnauthorized?.();
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** Query keys of the admin screens; each joins to the URL it GETs (the default query function). */
export const queryKeys = {
  /** Every list of pages (the dashboard's searches and pages): invalidated after a save or delete. */
  pageLists: ["page-list"] as const,
  pageList: (params: { page: number; q: string }) => ["page-list", params] as const,
  page: (id: number) => ["/api/cms/pages", id] as const,
  /** A page's revisions, newest first: invalidated after a save or a restore of that page. */
  revisions: (id: number) => ["/api/cms/pages", id, "revisions"] as const,
  /** One revision with the page as it was saved; it never changes. */
  revision: (id: number, revisionId: number) => ["/api/cms/pages", id, "revisions", revisionId] as const,
  /** The pages in the trash (the dashboard's count too): invalidated after a delete, a restore or a delete for ever. */
  trash: ["/api/cms/trash"] as const,
  /** Every list of the media library (each search and page): invalidated after an upload, an alt text edit or a delete. */
  mediaLists: ["media-list"] as const,
  mediaList: (params: { page: number; q: string; pageSize: number }) => ["media-list", params] as const,
  /** One image of the media library. */
  media: (id: number) => ["/api/cms/media", id] as const,
};
