import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn, isUnauthorized } from "./api-client";

/**
 * The admin area's QueryClient (docs/product.md, 5.1): the default query function GETs the key's
 * segments joined with '/', 401 is an error, nothing retries, data never goes stale, no refetch
 * on focus and no polling. One client per browser session of the admin shell (never shared
 * between server requests). The query keys live with their features, each in the *-api.ts file
 * of its folder of app/components/cms.
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
