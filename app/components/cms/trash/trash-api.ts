/**
 * The trash (docs/product.md, 5.8): its list, and the two ways out of it.
 */
import { useQuery } from "@tanstack/react-query";
import { apiJson, apiRequest } from "~/lib/api-client";
import type { PageDTO } from "~/domain/schemas/pages";
import type { TrashedPageDTO } from "~/domain/schemas/revisions";
import { trashKeys } from "~/components/cms/shell/page-queries";

const TRASH = "/api/cms/trash";

/** The pages in the trash, most recently deleted first. */
export function useTrash() {
  return useQuery<TrashedPageDTO[]>({ queryKey: trashKeys.all });
}

/** Brings a page back exactly as it was deleted. */
export const restoreFromTrash = (id: number) => apiJson<PageDTO>("POST", `${TRASH}/${id}/restore`);

export const deleteForever = (id: number) => apiRequest("DELETE", `${TRASH}/${id}`);
