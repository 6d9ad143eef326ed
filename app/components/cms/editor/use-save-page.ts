import { useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeSaveFailure, validatePage } from "./editor-errors";
import type { LeaveGuard } from "./leave-guard";
import type { PageEditor } from "./use-page-editor";
import { revisionKeys } from "~/components/cms/history/history-api";
import { createPage, pageKeys, updatePage } from "~/components/cms/pages/pages-api";
import { settingsKeys } from "~/components/cms/settings/settings-api";
import { toast } from "~/components/ui/use-toast";
import type { PageDTO, PagePayload } from "~/lib/schemas/pages";
import { translationKeys } from "~/components/cms/translations/translations-api";

/**
 * Saving the page: checked first with the shared schema (nothing is sent while a field has a
 * problem), then the page and all its sections in one request. A new page moves to its own
 * address once created; an existing one keeps its screen and takes the saved version.
 */
export function useSavePage({ saved, editor, guard }: { saved: PageDTO | null; editor: PageEditor; guard: LeaveGuard }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: (payload: PagePayload) => (saved ? updatePage(saved.id, payload) : createPage(payload)),
    onSuccess: (result) => {
      queryClient.setQueryData(pageKeys.page(result.id), result);
      void queryClient.invalidateQueries({ queryKey: pageKeys.lists });
      // A save changes translation states: its own, or those of the translations of an English page.
      void queryClient.invalidateQueries({ queryKey: translationKeys.all });
      // Every save is a new revision.
      void queryClient.invalidateQueries({ queryKey: revisionKeys.list(result.id), exact: true });
      // The settings record (a page too) feeds every built-in page's preview.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.record });
      toast({ title: "Page saved successfully" });
      if (editor.isNew) {
        guard.allowLeaving();
        void navigate(`/cms/pages/${result.id}`, { replace: true });
        return;
      }
      editor.markSaved(result);
    },
    onError: (error) => {
      const failure = describeSaveFailure(error, editor.fields);
      toast({ variant: "destructive", title: failure.title, description: failure.description });
      if (failure.field) editor.showFieldError(failure.field.ref, failure.field.message);
    },
  });

  function submit() {
    if (save.isPending) return;
    const result = validatePage(editor.page, editor.version, { baseline: editor.baseline, fields: editor.fields });
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
