/**
 * A page's saved versions (docs/product.md, 5.7): their query keys, the list and one version
 * with the page as it was, and the restore.
 */
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type { PageDTO } from "~/domain/schemas/pages";
import type { RevisionDTO, RevisionSummaryDTO } from "~/domain/schemas/revisions";
import { revisionKeys } from "~/components/cms/shell/page-queries";

export function useRevisions(pageId: number) {
  return useQuery<RevisionSummaryDTO[]>({ queryKey: revisionKeys.list(pageId) });
}

export function useRevision(pageId: number, revisionId: number) {
  return useQuery<RevisionDTO>({ queryKey: revisionKeys.one(pageId, revisionId) });
}

/** Saves the page as the revision holds it; `version` is the one the editor has, checked like a save's. */
export const restoreRevision = (pageId: number, revisionId: number, version: number | undefined) =>
  apiJson<PageDTO>("POST", `/api/cms/pages/${pageId}/revisions/${revisionId}/restore`, { version });
