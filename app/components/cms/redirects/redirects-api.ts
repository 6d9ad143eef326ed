/**
 * Redirects and the log of missing pages (docs/product.md, "Redirects"): the Redirects screen's
 * query keys, reads and changes.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiJson, apiRequest } from "~/lib/api-client";
import type { NotFoundDTO, RedirectDTO, RedirectStatus } from "~/domain/redirects";

const REDIRECTS = "/api/cms/redirects";

export const redirectKeys = {
  list: [REDIRECTS] as const,
  notFound: ["/api/cms/not-found"] as const,
};

/** What a person writes in the form: the server reads an old site's whole address as its path. */
export interface RedirectInput {
  from: string;
  to: string;
  status: RedirectStatus;
}

// Both change without anyone on this screen (a page's new slug, a visitor's 404): read them afresh on every visit.
export const useRedirects = () => useQuery<RedirectDTO[]>({ queryKey: redirectKeys.list, staleTime: 0 });
export const useNotFound = () => useQuery<NotFoundDTO[]>({ queryKey: redirectKeys.notFound, staleTime: 0 });

export const createRedirect = (input: RedirectInput) => apiJson<RedirectDTO>("POST", REDIRECTS, input);
export const updateRedirect = (id: number, input: RedirectInput) => apiJson<RedirectDTO>("PUT", `${REDIRECTS}/${id}`, input);
export const deleteRedirect = (id: number) => apiRequest("DELETE", `${REDIRECTS}/${id}`);

/** An old site's addresses as CSV lines (`from,to[,status]`), all or nothing. */
export async function importRedirects(csv: string): Promise<{ imported: number }> {
  const res = await fetch(`${REDIRECTS}/import`, {
    method: "POST",
    headers: { "Content-Type": "text/csv; charset=utf-8" },
    body: csv,
    credentials: "include",
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ""));
  return (await res.json()) as { imported: number };
}

export const refreshRedirects = (queryClient: QueryClient) =>
  Promise.all(Object.values(redirectKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
