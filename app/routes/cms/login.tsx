import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, LogIn } from "lucide-react";
import { adminTitle } from "./guard";
import { logIn } from "~/components/cms/auth/auth-api";
import { AuthCard } from "~/components/cms/auth/auth-card";
import { SecondFactorStep } from "~/components/cms/auth/second-factor-step";
import { useAuthForm } from "~/components/cms/auth/use-auth-form";
import { FormField } from "~/components/cms/shell/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { loginSchema, type LoginInput } from "~/domain/schemas/auth";

export const meta = () => adminTitle("Login");

export default function CmsLogin() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The password was right and the account has a second factor: the code is asked next.
  const [credentials, setCredentials] = useState<LoginInput | null>(null);

  const login = useMutation({
    mutationFn: logIn,
    // Wrong credentials answer 401: that is a message here, not an expired session.
    meta: { allowUnauthorized: true },
    onSuccess: (answer, input) => {
      if (!answer.success) {
        setCredentials(input);
        return;
      }
      toast({ title: "Logged in successfully" });
      void navigate("/cms/dashboard");
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Login failed", description: errorMessage(error, "Invalid credentials") });
    },
  });
  const { values, errors, update, submit } = useAuthForm<LoginInput>(loginSchema, { username: "", password: "" }, (input) =>
    login.mutate(input),
  );

  if (credentials) {
    return (
      <AuthCard title="Second factor" description={`Signing in as ${credentials.username}.`}>
        <SecondFactorStep
          busy={login.isPending}
          onSubmit={(proof) => login.mutate({ username: credentials.username, password: credentials.password, ...proof })}
          onCancel={() => setCredentials(null)}
        />
      </AuthCard>
    );
  }

  const resetDone = searchParams.get("reset") === "done";

  return (
    <AuthCard title="CMS Login" description="Sign in to manage the pages of the website.">
      {resetDone ? (
        <div role="status" className="mb-5 flex gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>Your new password is active. Please log in with it.</p>
        </div>
      ) : null}
      {/* POST, so a submit before the script runs never puts the password in the address. */}
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        <FormField id="username" label="Username" required error={errors.username}>
          {(aria) => (
            <Input {...aria} name="username" autoComplete="username" required value={values.username} onChange={update("username")} />
          )}
        </FormField>
        <FormField id="password" label="Password" required error={errors.password}>
          {(aria) => (
            <Input
              {...aria}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={update("password")}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          <LogIn aria-hidden="true" />
          {login.isPending ? "Logging in..." : "Login"}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm">
        <Link
          to="/cms/reset-password"
          className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Forgot your password? Reset it
        </Link>
      </p>
    </AuthCard>
  );
}
