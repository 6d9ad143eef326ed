import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AtSign } from "lucide-react";
import { FormField } from "~/components/cms/shell/form-field";
import { useEmailChangeForm } from "~/components/cms/auth/use-email-change-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCancel, DialogContent } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { EmailChangeInput } from "~/domain/schemas/account";
import type { UserDTO } from "~/domain/schemas/people";
import { refreshPeople, setUserEmail } from "./people-api";

/** An administrator sets someone's e-mail address at once, with their own password; the old address is told. */
export function EmailButton({ person }: { person: UserDTO }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useEmailChangeForm({ email: `email-${person.id}`, password: `email-password-${person.id}` }, (input) => save.mutate(input));
  const { values, errors, update, submit } = form;
  const save = useMutation({
    mutationFn: (input: EmailChangeInput) => setUserEmail(person.id, input),
    onSuccess: (saved) => {
      toast({
        title: "E-mail address changed",
        description: `Reset links for ${saved.username} now go to ${saved.email}. Their old address was told.`,
      });
      setOpen(false);
      void refreshPeople(queryClient);
    },
    onError: (error) => {
      const message = errorMessage(error, "Failed to change the address");
      form.refused(message);
      toast({ variant: "destructive", title: "Address not changed", description: message });
    },
  });
  const formId = `email-form-${person.id}`;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          form.clear();
          setOpen(true);
        }}
        aria-label={`Change the e-mail address of ${person.username}`}
      >
        <AtSign aria-hidden="true" />
        E-mail
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={`E-mail address of ${person.username}`}
          description={`Now ${person.email}. The new address holds at once, and their old address is told.`}
          footer={
            <>
              <DialogCancel />
              <Button type="submit" size="sm" form={formId} disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save address"}
              </Button>
            </>
          }
        >
          <form id={formId} method="post" noValidate onSubmit={submit} className="grid gap-4">
            <FormField id={`email-${person.id}`} label="New e-mail address" required error={errors.email}>
              {(aria) => <Input {...aria} type="email" autoComplete="off" value={values.email} onChange={update("email")} />}
            </FormField>
            <FormField
              id={`email-password-${person.id}`}
              label="Your password"
              required
              error={errors.password}
              hint="Your own password, to confirm it is you."
            >
              {(aria) => (
                <Input {...aria} type="password" autoComplete="current-password" value={values.password} onChange={update("password")} />
              )}
            </FormField>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
