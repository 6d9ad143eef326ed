import { useRef } from "react";
import { useNavigate } from "react-router";
import { describeSaveFailure, validatePage } from "./editor-errors";
import type { LeaveGuard } from "./leave-guard";
import type { PageEditor } from "./use-page-editor";
import { createPage, updatePage } from "~/components/cms/pages/pages-api";
import { toast } from "~/components/ui/use-toast";
import type { PageDTO, PagePayload } from "~/domain/schemas/pages";
import { usePageMutation } from "~/components/cms/shell/page-queries";
import { checkLinks } from "~/components/cms/links/links-api";
import type { LinkWarning } from "~/domain/links";

/** The words of the editor's warning: the first few links that will not work, and how many more. */
export function linkWarningText(warnings: LinkWarning[]): string {
  const named = warnings
    .slice(0, 3)
    .map((w) =>
      w.state === "broken" ? `${w.href} leads nowhere` : `${w.href} goes through a redirect to ${w.target ?? "another address"}`,
    );
  const more = warnings.length > 3 ? `; and ${warnings.length - 3} more` : "";
  return `${named.join("; ")}${more}. The Links screen lists them, and fixes a redirected one in a click.`;
}

/**
 * The links in the content being saved that are broken or go through a redirect (docs/product.md,
 * "Links"), asked for beside the save: none when it cannot tell.
 */
function linkWarnings(sections: PagePayload["sections"]): Promise<LinkWarning[]> {
  return sections?.length ? checkLinks(sections).catch(() => []) : Promise.resolve([]);
}

/**
 * Saving the page: checked first with the shared schema (nothing is sent while a field has a
 * problem), then the page and all its sections in one request. A new page moves to its own
 * address once created; an existing one keeps its screen and takes the saved version.
 */
export function useSavePage({
  saved,
  editor,
  guard,
  warn,
}: {
  saved: PageDTO | null;
  editor: PageEditor;
  guard: LeaveGuard;
  /** A warning of its own about what is saved (a translation's glossary terms), said with the save's message. */
  warn?: (payload: PagePayload) => string | null;
}) {
  const navigate = useNavigate();
  const warnings = useRef<Promise<LinkWarning[]>>(Promise.resolve([]));
  const own = useRef<string | null>(null);

  const save = usePageMutation({
    mutationFn: (payload: PagePayload) => (saved ? updatePage(saved.id, payload) : createPage(payload)),
    onSuccess: (result) => {
      // The save is not stopped by a link that will not work, nor by what `warn` finds (a glossary term missed): its message says so.
      const terms = own.current;
      void warnings.current.then((found) => {
        const links =
          found.length === 0 ? null : `But ${found.length === 1 ? "a link" : "some links"} will not work: ${linkWarningText(found)}`;
        const description = [terms, links].filter(Boolean).join(" ");
        toast(description ? { title: "Page saved successfully", description } : { title: "Page saved successfully" });
      });
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
    warnings.current = linkWarnings(result.payload.sections);
    own.current = warn?.(result.payload) ?? null;
    save.mutate(result.payload);
  }

  return { submit, saving: save.isPending };
}
