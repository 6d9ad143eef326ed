import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useMutation, useQuery } from "@tanstack/react-query";
import { AlertTriangle, UserPlus } from "lucide-react";
import { adminTitle } from "./guard";
import { PASSWORD_HINT } from "~/components/cms/account/password-section";
import { AuthCard } from "~/components/cms/auth/auth-card";
import { fieldErrors } from "~/components/cms/auth/use-auth-form";
import { FormField } from "~/components/cms/shell/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/use-toast";
import { localeOf } from "~/content/locales";
import { apiJson, errorMessage } from "~/lib/api-client";
import { ROLE_LABELS } from "~/domain/people/roles";
import { acceptInvitationSchema, type InvitationPreviewDTO } from "~/domain/schemas/people";

export const meta = () => adminTitle("Invitation");

const linkClass =
  "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The invitation's link (docs/product.md, "People"): who is invited as what; the invitee chooses a
 * username and a password and is signed in. Opening the link changes nothing; an expired, used or
 * withdrawn link says so.
 */
export default function CmsInvitation() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = useQuery<InvitationPreviewDTO>({
    queryKey: ["invitation", token],
    queryFn: () => apiJson("POST", "/api/cms/invitation/check", { token }),
    enabled: token !== "",
  });
  const accept = useMutation({
    mutationFn: (input: { token: string; username: string; password: string }) =>
      apiJson<{ success: true }>("POST", "/api/cms/invitation/accept", input),
    onSuccess: () => {
      toast({ title: "Welcome", description: "Your account is ready and you are signed in." });
      void navigate("/cms/dashboard", { replace: true });
    },
    onError: (error) => {
      const message = errorMessage(error, "The account could not be made");
      setErrors(/username/i.test(message) ? { username: message } : { password: message });
      toast({ variant: "destructive", title: "Not signed up", description: message });
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = acceptInvitationSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      document.getElementById(found.username ? "username" : "password")?.focus();
      return;
    }
    setErrors({});
    accept.mutate(parsed.data);
  }
  const update = (name: "username" | "password") => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  if (!token || preview.isError) {
    return (
      <AuthCard title="Invitation" description="Join the team that manages the website.">
        <div role="alert" className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {token
              ? errorMessage(preview.error, "This invitation link is not valid.")
              : "This link is incomplete. Open the link from the e-mail again."}
          </p>
        </div>
        <p className="mt-5 text-center text-sm">
          <Link to="/cms/login" className={linkClass}>
            Go to the login
          </Link>
        </p>
      </AuthCard>
    );
  }
  const invitation = preview.data;
  const languages = invitation?.languages.map((code) => localeOf(code)?.name ?? code).join(", ");
  return (
    <AuthCard title="Invitation" description="Choose the username and password you will sign in with.">
      {invitation ? (
        <p className="mb-5 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          <span className="font-medium break-all">{invitation.email}</span> is invited as{" "}
          <span className="font-medium">{ROLE_LABELS[invitation.role]}</span>
          {languages ? ` (${languages})` : ""}.
        </p>
      ) : (
        <Skeleton className="mb-5 h-12 w-full" />
      )}
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        <FormField id="username" label="Username" required error={errors.username}>
          {(aria) => <Input {...aria} name="username" autoComplete="username" value={values.username} onChange={update("username")} />}
        </FormField>
        <FormField id="password" label="Password" required error={errors.password} hint={PASSWORD_HINT}>
          {(aria) => (
            <Input
              {...aria}
              name="password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={update("password")}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={accept.isPending || !invitation}>
          <UserPlus aria-hidden="true" />
          {accept.isPending ? "Joining..." : "Join and sign in"}
        </Button>
      </form>
    </AuthCard>
  );
}
