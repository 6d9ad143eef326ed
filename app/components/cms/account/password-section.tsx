import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { FormField } from "~/components/cms/shell/form-field";
import { fieldErrors } from "~/components/cms/auth/use-auth-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { LIMITS } from "~/lib/limits";
import { passwordChangeSchema } from "~/domain/schemas/account";
import { changePassword } from "./account-api";

export const PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters; a sentence is easiest to remember. Common passwords, your username and this site's name are refused.`;

/** Change password: the current one, then the new one (docs/product.md, "Account"). Other sessions end. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues({ currentPassword: "", newPassword: "" });
      toast({ title: "Password changed", description: "Your other sessions have been signed out." });
      void queryClient.invalidateQueries();
      onChanged();
    },
    onError: (error) => {
      const message = errorMessage(error, "Failed to change the password");
      setErrors(/current|not right/i.test(message) ? { currentPassword: message } : { newPassword: message });
      toast({ variant: "destructive", title: "Password not changed", description: message });
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      document.getElementById(found.currentPassword ? "currentPassword" : "newPassword")?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }
  const update = (name: "currentPassword" | "newPassword") => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  return (
    <form method="post" noValidate onSubmit={submit} className="grid max-w-md gap-4">
      <FormField id="currentPassword" label="Current password" required error={errors.currentPassword}>
        {(aria) => (
          <Input
            {...aria}
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={update("currentPassword")}
          />
        )}
      </FormField>
      <FormField id="newPassword" label="New password" required error={errors.newPassword} hint={PASSWORD_HINT}>
        {(aria) => (
          <Input {...aria} type="password" autoComplete="new-password" value={values.newPassword} onChange={update("newPassword")} />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          <KeyRound aria-hidden="true" />
          {save.isPending ? "Changing..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}
