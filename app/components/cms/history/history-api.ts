/**
 * A page's saved versions (docs/product.md, 5.7): their query keys, the list and one version
 * with the page as it was, and the restore.
 */
import { useQuery } from "@tanstack/react-query";
import { pageKeys } from "~/components/cms/pages/pages-api";
import { apiJson } from "~/lib/api-client";
import type { PageDTO } from "~/lib/schemas/pages";
import type { RevisionDTO, RevisionSummaryDTO } from "~/lib/schemas/revisions";

export const revisionKeys = {
  /** A page's revisions, newest first: invalidated after a save or a restore of that page. */
  list: (pageId: number) => [...pageKeys.page(pageId), "revisions"] as const,
  /** One revision with the page as it was saved; it never changes. */
  one: (pageId: number, revisionId: number) => [...pageKeys.page(pageId), "revisions", revisionId] as const,
};

export function useRevisions(pageId: number) {
  return useQuery<RevisionSummaryDTO[]>({ queryKey: revisionKeys.list(pageId) });
}

export function useRevision(pageId: number, revisionId: number) {
  return useQuery<RevisionDTO>({ queryKey: revisionKeys.one(pageId, revisionId) });
}

/** Saves the page as the revision holds it; `version` is the one the editor has, checked like a save's. */
export const restoreRevision = (pageId: number, revisionId: number, version: number | undefined) =>
  apiJson<PageDTO>("POST", `/api/cms/pages/${pageId}/revisions/${revisionId}/restore`, { version });
