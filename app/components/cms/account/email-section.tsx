import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MailCheck, MailWarning, Send } from "lucide-react";
import { FormField } from "~/components/cms/shell/form-field";
import { useEmailChangeForm } from "~/components/cms/auth/use-email-change-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { AccountDTO } from "~/domain/schemas/account";
import { FIRST_ADMIN_EMAIL } from "~/domain/schemas/auth";
import { accountKeys, requestEmailChange } from "./account-api";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * Your e-mail address (docs/product.md, "Account"): where reset links go. A new one takes your
 * password; a link goes to the new address and the address changes only when it is opened.
 */
export function EmailSection({ account }: { account: AccountDTO }) {
  const queryClient = useQueryClient();
  const form = useEmailChangeForm({ email: "new-email", password: "email-password" }, (input) => send.mutate(input));
  const { values, errors, update, submit } = form;
  const send = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (pending) => {
      form.clear();
      toast({ title: "Check the new mailbox", description: `We sent a link to ${pending.email}. Your address changes when you open it.` });
      void queryClient.invalidateQueries({ queryKey: accountKeys.account });
    },
    onError: (error) => {
      const message = errorMessage(error, "Failed to send the link");
      form.refused(message);
      toast({ variant: "destructive", title: "Address not changed", description: message });
    },
  });
  const pending = account.pendingEmail;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Password reset links go to <span className="font-semibold wrap-anywhere text-slate-900">{account.email}</span>.
      </p>
      {account.email.toLowerCase() === FIRST_ADMIN_EMAIL ? (
        <div role="alert" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            No e-mail can reach {FIRST_ADMIN_EMAIL}, the address made up when this account was created: set your real address below, or you
            cannot reset a forgotten password.
          </p>
        </div>
      ) : null}
      {pending ? (
        <div role="status" className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            Waiting for you to open the link we sent to <span className="font-semibold wrap-anywhere">{pending.email}</span> (it works until{" "}
            {when(pending.expiresAt)}). Until then your address stays as it is.
          </p>
        </div>
      ) : null}
      <form method="post" noValidate onSubmit={submit} className="grid max-w-md gap-4">
        <FormField
          id="new-email"
          label="New e-mail address"
          required
          error={errors.email}
          hint="We send a link to it; your address changes when you open that link. Your current address is told."
        >
          {(aria) => <Input {...aria} type="email" autoComplete="email" value={values.email} onChange={update("email")} />}
        </FormField>
        <FormField id="email-password" label="Your password" required error={errors.password}>
          {(aria) => (
            <Input {...aria} type="password" autoComplete="current-password" value={values.password} onChange={update("password")} />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? "Sending..." : "Send confirmation link"}
          </Button>
        </div>
      </form>
    </div>
  );
}
