/** Comments on the parts of a translation from the admin area (docs/product.md, "Comments on parts"): their query and changes. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type { CommentDTO } from "~/domain/schemas/comments";
import { translationKeys } from "~/components/cms/shell/page-queries";

export const commentKeys = { of: (pageId: number) => ["comments", pageId] as const };
/** The Translations screen's rows count the open comments: asked again after a change. */
const OVERVIEWS = translationKeys.overview("").slice(0, 2);

export function useComments(pageId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: commentKeys.of(pageId),
    queryFn: ({ signal }) => apiJson<CommentDTO[]>("GET", `/api/cms/pages/${pageId}/comments`, undefined, signal),
    enabled,
  });
}

/** Adds a comment on a part; the list shows it at once. */
export function useAddComment(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { part: string; text: string }) => apiJson<CommentDTO>("POST", `/api/cms/pages/${pageId}/comments`, input),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentDTO[]>(commentKeys.of(pageId), (list) => [...(list ?? []), comment]);
      void queryClient.invalidateQueries({ queryKey: OVERVIEWS });
    },
  });
}

/** Resolves a comment, or opens it again. */
export function useResolveComment(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) =>
      apiJson<CommentDTO>("PUT", `/api/cms/comments/${id}`, { resolved }),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentDTO[]>(commentKeys.of(pageId), (list) => list?.map((c) => (c.id === comment.id ? comment : c)));
      void queryClient.invalidateQueries({ queryKey: OVERVIEWS });
    },
  });
}
