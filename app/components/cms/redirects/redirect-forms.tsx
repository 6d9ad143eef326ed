import type { FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCancel, DialogContent } from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import type { RedirectDTO } from "~/domain/redirects";
import { RedirectFields, type RedirectForm, STATUS_LABELS, useRedirectForm } from "./redirect-fields";
import { type RedirectInput, createRedirect, refreshRedirects, updateRedirect } from "./redirects-api";

/** What a redirect now does, in a toast's words. */
export const whatItDoes = (redirect: RedirectDTO) =>
  redirect.status === 410
    ? `${redirect.from} now answers that the page is gone.`
    : `${redirect.from} now leads to ${redirect.to} (${STATUS_LABELS[redirect.status].toLowerCase()}).`;

const submitted = (form: RedirectForm, send: (input: RedirectInput) => void) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  const input = form.check();
  if (input) send(input);
};

/** Add a redirect: its form's state is the screen's, so that a missing page's "Redirect it" can fill it. */
export function AddRedirectForm({ form }: { form: RedirectForm }) {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: createRedirect,
    onSuccess: (made) => {
      toast({ title: "Redirect added", description: whatItDoes(made) });
      form.reset();
      void refreshRedirects(queryClient);
    },
    onError: (error) => form.refused(error, "Redirect not added"),
  });
  return (
    <form method="post" noValidate onSubmit={submitted(form, (input) => add.mutate(input))} className="grid gap-4">
      <RedirectFields form={form} />
      <div>
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {add.isPending ? "Adding..." : "Add redirect"}
        </Button>
      </div>
    </form>
  );
}

const EDIT_FORM = "redirect-edit-form";

function EditForm({ redirect, onSaved }: { redirect: RedirectDTO; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const form = useRedirectForm(`redirect-edit-${redirect.id}`, { from: redirect.from, to: redirect.to, status: redirect.status });
  const save = useMutation({
    mutationFn: (input: RedirectInput) => updateRedirect(redirect.id, input),
    onSuccess: (saved) => {
      toast({ title: "Redirect saved", description: whatItDoes(saved) });
      onSaved();
      void refreshRedirects(queryClient);
    },
    onError: (error) => form.refused(error, "Redirect not saved"),
  });
  return (
    <DialogContent
      title="Edit redirect"
      description={`The redirect from ${redirect.from}.`}
      footer={
        <>
          <DialogCancel />
          <Button type="submit" size="sm" form={EDIT_FORM} disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save redirect"}
          </Button>
        </>
      }
    >
      <form id={EDIT_FORM} method="post" noValidate onSubmit={submitted(form, (input) => save.mutate(input))} className="grid gap-4">
        <RedirectFields form={form} />
        {redirect.automatic ? (
          <p className="text-sm text-slate-600">The site made this one when a page&apos;s address changed; once saved, it is yours.</p>
        ) : null}
      </form>
    </DialogContent>
  );
}

/** Change a redirect, in a dialog: the same fields and rules as adding one. */
export function EditRedirectDialog({ redirect, onClose }: { redirect: RedirectDTO | null; onClose: () => void }) {
  return (
    <Dialog
      open={redirect !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {redirect ? <EditForm key={redirect.id} redirect={redirect} onSaved={onClose} /> : null}
    </Dialog>
  );
}
