/**
 * The trash (docs/product.md, 5.8): its query key and list, and the two ways out of it.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { pageKeys } from "~/components/cms/pages/pages-api";
import { apiJson, apiRequest } from "~/lib/api-client";
import type { PageDTO } from "~/lib/schemas/pages";
import type { TrashedPageDTO } from "~/lib/schemas/revisions";
import { translationKeys } from "~/components/cms/translations/translations-api";

const TRASH = "/api/cms/trash";

export const trashKeys = {
  /** The pages in the trash (the dashboard's count too): invalidated after a delete, a restore or a delete for ever. */
  all: [TRASH] as const,
};

/** The pages in the trash, most recently deleted first. */
export function useTrash() {
  return useQuery<TrashedPageDTO[]>({ queryKey: trashKeys.all });
}

/** Brings a page back exactly as it was deleted. */
export const restoreFromTrash = (id: number) => apiJson<PageDTO>("POST", `${TRASH}/${id}/restore`);

export const deleteForever = (id: number) => apiRequest("DELETE", `${TRASH}/${id}`);

/** After a page went into the trash or came out of it: the trash and every list of pages are asked again. */
export function refreshTrashAndPageLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pageKeys.lists }),
    queryClient.invalidateQueries({ queryKey: trashKeys.all }),
    queryClient.invalidateQueries({ queryKey: translationKeys.all }),
  ]);
}
