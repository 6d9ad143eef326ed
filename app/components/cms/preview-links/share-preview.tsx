import { useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, Loader2, Share2 } from "lucide-react";
import { PreviewLinkList } from "./preview-link-list";
import { createPreviewLink, previewLinksKey, usePreviewLinks, withdrawPreviewLink } from "./preview-links-api";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { FieldError, Label } from "~/components/ui/label";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { errorMessage } from "~/lib/api-client";
import { formatPublishedAt } from "~/lib/guam-time";
import {
  type CreatedPreviewLinkDTO,
  PREVIEW_DAYS_DEFAULT,
  PREVIEW_DAYS_MAX,
  PREVIEW_DAYS_MIN,
  type PreviewLinkDTO,
} from "~/domain/preview-links";

const daysOf = (text: string): number | null => {
  const days = /^\d{1,2}$/.test(text.trim()) ? Number(text) : NaN;
  return days >= PREVIEW_DAYS_MIN && days <= PREVIEW_DAYS_MAX ? days : null;
};

/**
 * Share a preview (docs/product.md, "Preview links"): the editor's button and its dialog, which
 * makes a link for people without an account (its address shown this once, with Copy), and lists
 * the page's links with their state and openings, each working one with Withdraw behind a question.
 */
export function SharePreview({ pageId }: { pageId: number }) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(String(PREVIEW_DAYS_DEFAULT));
  const [invalid, setInvalid] = useState(false);
  const [created, setCreated] = useState<CreatedPreviewLinkDTO | null>(null);
  const [copied, setCopied] = useState<"copied" | "select" | null>(null);
  const [withdrawing, setWithdrawing] = useState<PreviewLinkDTO | null>(null);
  // Said inside the dialog: while it is open, everything outside it (the toasts too) is hidden from assistive technology.
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const urlField = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const links = usePreviewLinks(pageId, open);
  const refresh = () => queryClient.invalidateQueries({ queryKey: previewLinksKey(pageId) });

  const create = useMutation({
    mutationFn: (expiresInDays: number) => createPreviewLink(pageId, expiresInDays),
    onSuccess: (link) => {
      setCreated(link);
      setCopied(null);
      setNotice(null);
      void refresh();
    },
    onError: (error) => setNotice({ text: `No link made: ${errorMessage(error, "the link could not be made")}`, failed: true }),
  });
  const withdraw = useMutation({
    mutationFn: (link: PreviewLinkDTO) => withdrawPreviewLink(link.id),
    onSuccess: () => {
      setNotice({ text: "Link withdrawn: whoever opens it now is told it was withdrawn.", failed: false });
      void refresh();
    },
    onError: (error) => setNotice({ text: `Not withdrawn: ${errorMessage(error, "the link could not be withdrawn")}`, failed: true }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = daysOf(days);
    setInvalid(chosen === null);
    if (chosen !== null) create.mutate(chosen);
  };
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied("copied");
    } catch {
      // No clipboard (an insecure origin, a refusal): the address is selected for the person to copy.
      urlField.current?.focus();
      urlField.current?.select();
      setCopied("select");
    }
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setCreated(null);
      setCopied(null);
      setInvalid(false);
      setNotice(null);
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        Share a preview
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          title="Share a preview"
          description="Anyone with the link sees this page as last saved, published or not, until the link expires or is withdrawn. Unsaved changes are not shown."
          footer={
            <DialogClose asChild>
              <Button variant="outline" size="sm">
                Done
              </Button>
            </DialogClose>
          }
        >
          <form onSubmit={submit} noValidate>
            <Label htmlFor="preview-days">Days the link works</Label>
            <div className="flex flex-wrap items-start gap-2">
              <div className="w-24">
                <Input
                  id="preview-days"
                  type="number"
                  inputMode="numeric"
                  min={PREVIEW_DAYS_MIN}
                  max={PREVIEW_DAYS_MAX}
                  step={1}
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? "preview-days-error" : "preview-days-hint"}
                />
              </div>
              <Button type="submit" size="sm" disabled={create.isPending} className="h-10">
                {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                Create link
              </Button>
            </div>
            {invalid ? (
              <FieldError id="preview-days-error">{`A whole number of days from ${PREVIEW_DAYS_MIN} to ${PREVIEW_DAYS_MAX}`}</FieldError>
            ) : (
              <p id="preview-days-hint" className="mt-1.5 text-sm text-slate-600">
                From {PREVIEW_DAYS_MIN} to {PREVIEW_DAYS_MAX} days.
              </p>
            )}
          </form>

          {created ? (
            <section aria-labelledby="preview-new-heading" className="mt-5 rounded-lg border border-emerald-200 bg-emerald-50 p-3">
              <h3 id="preview-new-heading" className="text-sm font-semibold text-emerald-950">
                New link: copy it now, it is shown only once
              </h3>
              <Label htmlFor="preview-url" className="sr-only">
                Preview link
              </Label>
              <div className="mt-2 flex flex-wrap gap-2 sm:flex-nowrap">
                <Input
                  ref={urlField}
                  id="preview-url"
                  readOnly
                  value={created.url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="min-w-0 flex-1 font-mono text-xs"
                />
                <Button type="button" size="sm" variant="secondary" onClick={() => void copy()} className="h-10">
                  {copied === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copied === "copied" ? "Copied" : "Copy"}
                </Button>
              </div>
              <p role="status" className="mt-2 text-sm text-emerald-950">
                {copied === "copied"
                  ? "The link is copied. "
                  : copied === "select"
                    ? "The link is selected: press Ctrl+C (or ⌘C) to copy it. "
                    : ""}
                It works until <time dateTime={created.expiresAt}>{formatPublishedAt(created.expiresAt)}</time>.
              </p>
            </section>
          ) : null}

          <p role="status" className={`mt-4 text-sm empty:hidden ${notice?.failed ? "text-red-700" : "text-slate-800"}`}>
            {notice?.text}
          </p>
          <PreviewLinkList links={links} onWithdraw={setWithdrawing} withdrawing={withdraw.isPending ? withdraw.variables : undefined} />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(next) => !next && setWithdrawing(null)}
        title="Withdraw this link?"
        description="It stops working at once: whoever opens it is told it was withdrawn. A new link can be made at any time."
        confirmLabel="Withdraw"
        destructive
        onConfirm={() => {
          if (withdrawing) withdraw.mutate(withdrawing);
          setWithdrawing(null);
        }}
      />
    </>
  );
}
