/**
 * The link checker (docs/product.md, "Links"): the Links screen's query key, read and one-click fix.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type { LinkDTO, LinkWarning } from "~/domain/links";

const LINKS = "/api/cms/links";

export const linkKeys = { list: [LINKS] as const };

// Every save changes them: read them afresh on every visit.
export const useLinks = () => useQuery<LinkDTO[]>({ queryKey: linkKeys.list, staleTime: 0 });

/** A redirected link written as where it ends up, through its page's save. */
export const fixLink = (id: number) => apiJson<{ replaced: number }>("POST", `${LINKS}/${id}/fix`, {});

/** The broken and redirected links among sections about to be saved (the editor's warning). */
export const checkLinks = (sections: ReadonlyArray<{ sectionType: string; content: { text: string } }>) =>
  apiJson<LinkWarning[]>("POST", `${LINKS}/check`, { sections });

export const refreshLinks = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: linkKeys.list });
