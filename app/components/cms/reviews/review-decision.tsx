import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Loader2, Undo2 } from "lucide-react";
import { approveReview, refreshAfterReview, returnReview } from "./reviews-api";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCancel, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/cms/shell/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { formatPublishedAt, guamLocalToIso } from "~/lib/guam-time";
import { REVIEW_TEXT_MAX, returnReviewSchema } from "~/domain/schemas/reviews";

/** What the buttons need of the review: the translation, and how to name it in the dialogs. */
export interface DecisionTarget {
  pageId: number;
  title: string;
  languageName: string;
  sentBy: string;
}

/**
 * Approve and publish (now, or at a time chosen in Guam time) and Return (with a required
 * comment), each behind a dialog that keeps what was typed when the server refuses it and says
 * why inside the dialog: while one is open, the toasts are hidden from assistive technology.
 */
export function ReviewDecision({ target, onDecided }: { target: DecisionTarget; onDecided?: (approved: boolean) => void }) {
  const [open, setOpen] = useState<"approve" | "return" | null>(null);
  const name = `“${target.title}” in ${target.languageName}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setOpen("approve")} aria-label={`Approve and publish ${name}`}>
        <Check aria-hidden="true" />
        Approve and publish
      </Button>
      <Button size="sm" variant="outline" onClick={() => setOpen("return")} aria-label={`Return ${name}`}>
        <Undo2 aria-hidden="true" />
        Return
      </Button>
      <ApproveDialog open={open === "approve"} onClose={() => setOpen(null)} target={target} onDone={() => onDecided?.(true)} />
      <ReturnDialog open={open === "return"} onClose={() => setOpen(null)} target={target} onDone={() => onDecided?.(false)} />
    </div>
  );
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  target: DecisionTarget;
  onDone: () => void;
}

function ApproveDialog({ open, onClose, target, onDone }: DialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [later, setLater] = useState(false);
  const [when, setWhen] = useState("");
  const [invalid, setInvalid] = useState(false);
  const approve = useMutation({
    mutationFn: (publishedAt: string | null) => approveReview(target.pageId, { publishedAt }),
    onSuccess: async (_review, publishedAt) => {
      onClose();
      toast({
        title: publishedAt ? "Translation approved and scheduled" : "Translation approved and published",
        description: publishedAt
          ? `“${target.title}” goes live in ${target.languageName} on ${formatPublishedAt(publishedAt)}.`
          : `“${target.title}” is live in ${target.languageName}.`,
      });
      // After the refresh: by then the dialog has given focus back, and onDone may move it from a button that is gone.
      await refreshAfterReview(queryClient, target.pageId);
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const publishedAt = later ? guamLocalToIso(when) : null;
    setInvalid(later && publishedAt === null);
    if (later && publishedAt === null) return document.getElementById(`${id}-when`)?.focus();
    approve.mutate(publishedAt);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          approve.reset();
          onClose();
        }
      }}
    >
      <DialogContent
        title="Approve and publish?"
        description={`“${target.title}” in ${target.languageName}, sent by ${target.sentBy}, goes live as it was sent for review.`}
        footer={
          <>
            <DialogCancel />
            <Button size="sm" type="submit" form={`${id}-form`} disabled={approve.isPending}>
              {approve.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
              {later ? "Approve and schedule" : "Approve and publish"}
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-700" checked={later} onChange={(e) => setLater(e.target.checked)} />
            Publish at a later time
          </label>
          {later ? (
            <FormField
              id={`${id}-when`}
              label="Publish at (Guam time, ChST)"
              required
              error={invalid ? "Choose a date and time" : undefined}
              hint="Date and time in Guam (ChST, UTC+10), whatever your computer's time zone."
            >
              {(aria) => <Input {...aria} type="datetime-local" required value={when} onChange={(e) => setWhen(e.target.value)} />}
            </FormField>
          ) : null}
          {approve.isError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              Not approved: {errorMessage(approve.error, "the translation could not be approved. Please try again.")}
            </p>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ReturnDialog({ open, onClose, target, onDone }: DialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: (text: string) => returnReview(target.pageId, { comment: text }),
    onSuccess: async () => {
      onClose();
      setComment("");
      toast({ title: "Translation returned", description: `${target.sentBy} is told what to change.` });
      // After the refresh: by then the dialog has given focus back, and onDone may move it from a button that is gone.
      await refreshAfterReview(queryClient, target.pageId);
      onDone();
    },
    onError: (err) => setError(`Not returned: ${errorMessage(err, "the translation could not be returned. Please try again.")}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = returnReviewSchema.safeParse({ comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return document.getElementById(`${id}-comment`)?.focus();
    }
    setError(undefined);
    send.mutate(parsed.data.comment);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(undefined);
          onClose();
        }
      }}
    >
      <DialogContent
        title="Return the translation"
        description={`“${target.title}” in ${target.languageName} goes back to ${target.sentBy} as a draft, with your comment.`}
        footer={
          <>
            <DialogCancel />
            <Button size="sm" type="submit" form={`${id}-form`} disabled={send.isPending}>
              {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Undo2 aria-hidden="true" />}
              Return
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} onSubmit={submit} noValidate>
          <FormField id={`${id}-comment`} label="Say what to change" required error={error}>
            {(aria) => (
              <Textarea
                {...aria}
                rows={5}
                maxLength={REVIEW_TEXT_MAX}
                required
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
            )}
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
