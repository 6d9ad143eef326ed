import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { FormField } from "~/components/cms/shell/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { invitationSchema } from "~/domain/schemas/people";
import { invite, refreshPeople } from "./people-api";
import { RoleFields, type RoleValue } from "./role-fields";

/** Invite someone: their e-mail address and role; the e-mail carries a link valid 72 hours. */
export function InviteForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<RoleValue>({ role: "editor", languages: [], canPublish: false, canReview: false });
  const [errors, setErrors] = useState<{ email?: string; languages?: string }>({});
  const send = useMutation({
    mutationFn: invite,
    onSuccess: (sent) => {
      toast({ title: "Invitation sent", description: `${sent.email} has a link to join, valid for 72 hours.` });
      setEmail("");
      setRole({ role: "editor", languages: [], canPublish: false, canReview: false });
      void refreshPeople(queryClient);
    },
    onError: (error) => {
      const message = errorMessage(error, "Failed to send the invitation");
      setErrors({ email: message });
      toast({ variant: "destructive", title: "Invitation not sent", description: message });
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = invitationSchema.safeParse({ email, ...role });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setErrors(issue.path[0] === "languages" ? { languages: issue.message } : { email: issue.message });
      if (issue.path[0] !== "languages") document.getElementById("invite-email")?.focus();
      return;
    }
    setErrors({});
    send.mutate({
      email: parsed.data.email,
      role: parsed.data.role,
      languages: parsed.data.languages,
      canPublish: parsed.data.canPublish,
      canReview: parsed.data.canReview,
    });
  }
  return (
    <form method="post" noValidate onSubmit={submit} className="grid max-w-xl gap-4">
      <FormField id="invite-email" label="E-mail address" required error={errors.email}>
        {(aria) => <Input {...aria} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </FormField>
      <RoleFields value={role} onChange={setRole} error={errors.languages} />
      <div>
        <Button type="submit" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
