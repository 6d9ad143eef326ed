import { useNavigate } from "react-router";
import { describeSaveFailure, validatePage } from "./editor-errors";
import type { LeaveGuard } from "./leave-guard";
import type { PageEditor } from "./use-page-editor";
import { createPage, updatePage } from "~/components/cms/pages/pages-api";
import { toast } from "~/components/ui/use-toast";
import type { PageDTO, PagePayload } from "~/domain/schemas/pages";
import { usePageMutation } from "~/components/cms/shell/page-queries";

/**
 * Saving the page: checked first with the shared schema (nothing is sent while a field has a
 * problem), then the page and all its sections in one request. A new page moves to its own
 * address once created; an existing one keeps its screen and takes the saved version.
 */
export function useSavePage({ saved, editor, guard }: { saved: PageDTO | null; editor: PageEditor; guard: LeaveGuard }) {
  const navigate = useNavigate();

  const save = usePageMutation({
    mutationFn: (payload: PagePayload) => (saved ? updatePage(saved.id, payload) : createPage(payload)),
    onSuccess: (result) => {
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
