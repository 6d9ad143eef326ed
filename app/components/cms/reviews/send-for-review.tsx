import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, Send } from "lucide-react";
import { refreshAfterReview, sendForReview } from "./reviews-api";
import { REVIEW_BANNER_ID } from "./review-banner";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCancel, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/cms/shell/form-field";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { REVIEW_TEXT_MAX } from "~/domain/schemas/reviews";

/**
 * Send for review (docs/product.md, "Translations"): where the language's translations are
 * reviewed and the person may not publish this one, the editor's way to publish. The reviewer
 * sees the translation as last saved: with unsaved changes, the dialog asks for a save first.
 */
export function SendForReview({ pageId, languageName, dirty }: { pageId: number; languageName: string; dirty: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const send = useMutation({
    mutationFn: () => sendForReview(pageId, { note: note.trim() || undefined }),
    onSuccess: async () => {
      setOpen(false);
      setNote("");
      toast({ title: "Sent for review", description: `The reviewers of ${languageName} are told by e-mail.` });
      await refreshAfterReview(queryClient, pageId);
      // The button is gone with the review waiting: focus goes to the banner that says so.
      setTimeout(() => document.getElementById(REVIEW_BANNER_ID)?.focus(), 0);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) send.mutate();
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">
        Translations into {languageName} are reviewed before they are published: save your draft, then send it for review.
      </p>
      <div>
        <Button size="sm" onClick={() => setOpen(true)}>
          <Send aria-hidden="true" />
          Send for review
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) send.reset();
        }}
      >
        <DialogContent
          title="Send for review"
          description={`A reviewer of ${languageName} approves and publishes the translation as last saved, or returns it with a comment.`}
          footer={
            <>
              <DialogCancel />
              <Button size="sm" type="submit" form={`${id}-form`} disabled={dirty || send.isPending}>
                {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                Send for review
              </Button>
            </>
          }
        >
          <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-3">
            {dirty ? (
              <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
                You have unsaved changes: close this, save, then send it, so that the reviewer sees them.
              </p>
            ) : null}
            <FormField id={`${id}-note`} label="Note for the reviewer (optional)" hint="What changed, or what to look at.">
              {(aria) => <Textarea {...aria} rows={4} maxLength={REVIEW_TEXT_MAX} value={note} onChange={(e) => setNote(e.target.value)} />}
            </FormField>
            {send.isError ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
                Not sent: {errorMessage(send.error, "the translation could not be sent for review. Please try again.")}
              </p>
            ) : null}
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
