import { useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeSaveFailure, validatePage } from "./editor-errors";
import type { LeaveGuard } from "./leave-guard";
import type { PageEditor } from "./use-page-editor";
import { toast } from "~/components/ui/use-toast";
import { apiJson } from "~/lib/api-client";
import type { PageDTO, PagePayload } from "~/lib/schemas/pages";
import { queryKeys } from "~/lib/query-client";

/**
 * Saving the page: checked first with the shared schema (nothing is sent while a field has a
 * problem), then the page and all its sections in one request. A new page moves to its own
 * address once created; an existing one keeps its screen and takes the saved version.
 */
export function useSavePage({ saved, editor, guard }: { saved: PageDTO | null; editor: PageEditor; guard: LeaveGuard }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: (payload: PagePayload) =>
      saved ? apiJson<PageDTO>("PUT", `/api/cms/pages/${saved.id}`, payload) : apiJson<PageDTO>("POST", "/api/cms/pages", payload),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.page(result.id), result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.pageLists });
      // Every save is a new revision.
      void queryClient.invalidateQueries({ queryKey: queryKeys.revisions(result.id), exact: true });
      toast({ title: "Page saved successfully" });
      if (editor.isNew) {
        guard.allowLeaving();
        void navigate(`/cms/pages/${result.id}`, { replace: true });
        return;
      }
      editor.markSaved(result);
    },
    onError: (error) => {
      const failure = describeSaveFailure(error);
      toast({ variant: "destructive", title: failure.title, description: failure.description });
      if (failure.field) editor.showFieldError(failure.field.ref, failure.field.message);
    },
  });

  function submit() {
    if (save.isPending) return;
    const result = validatePage(editor.page, editor.version, { baseline: editor.baseline });
    if (!result.ok) {
      editor.showErrors(result.errors);
      toast({ variant: "destructive", title: "Please check the page", description: result.summary });
      return;
    }
    editor.clearErrors();
    save.mutate(result.payload);
  }

  return { submit, saving: save.isPending };
}
