import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, Eye, EyeOff, KeyRound } from "lucide-react";
import { adminTitle } from "./guard";
import { requestPasswordReset } from "~/components/cms/auth/auth-api";
import { AuthCard } from "~/components/cms/auth/auth-card";
import { useAuthForm } from "~/components/cms/auth/use-auth-form";
import { FormField } from "~/components/cms/shell/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Tooltip } from "~/components/ui/tooltip";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { LIMITS } from "~/lib/limits";
import { resetRequestSchema, type ResetRequestInput } from "~/domain/schemas/auth";

export const meta = () => adminTitle("Reset Password");

/** Back to the login 2 seconds after a successful request. */
const REDIRECT_DELAY_MS = 2000;

export default function CmsResetPassword() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [done, setDone] = useState(false);

  const reset = useMutation({
    mutationFn: requestPasswordReset,
    meta: { allowUnauthorized: true },
    onSuccess: (result) => {
      if (!result.success) {
        toast({ variant: "destructive", title: "Reset failed", description: "Failed to reset password. Please try again." });
        return;
      }
      toast({ title: result.message || "Password reset successfully" });
      setDone(true);
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Reset failed",
        description: errorMessage(error, errorMessage(error, "Failed to reset password"), "error"),
      });
    },
  });

  const { values, errors, update, submit } = useAuthForm<ResetRequestInput>(
    resetRequestSchema,
    { username: "", email: "", newPassword: "" },
    (input) => reset.mutate(input),
  );

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate("/cms/login"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const toggleLabel = showPassword ? "Hide password" : "Show password";

  return (
    <AuthCard
      title="Reset Password"
      description="Enter your username, your e-mail address and a new password. We will e-mail you a link to confirm the change."
    >
      {/* POST, so a submit before the script runs never puts the password in the address. */}
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        <FormField id="username" label="Username" required error={errors.username}>
          {(aria) => (
            <Input {...aria} name="username" autoComplete="username" required value={values.username} onChange={update("username")} />
          )}
        </FormField>
        <FormField id="email" label="Email" required error={errors.email}>
          {(aria) => (
            <Input {...aria} name="email" type="email" autoComplete="email" required value={values.email} onChange={update("email")} />
          )}
        </FormField>
        <FormField
          id="newPassword"
          label="New Password"
          required
          error={errors.newPassword}
          hint={`Password must be at least ${LIMITS.passwordMin} characters long`}
        >
          {(aria) => (
            <div className="relative">
              <Input
                {...aria}
                name="newPassword"
                type={showPassword ? "text" : "password"}
                autoComplete="new-password"
                required
                minLength={6}
                className="pr-11"
                value={values.newPassword}
                onChange={update("newPassword")}
              />
              <Tooltip content={toggleLabel}>
                <button
                  type="button"
                  aria-label={toggleLabel}
                  onClick={() => setShowPassword((s) => !s)}
                  className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {showPassword ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
                </button>
              </Tooltip>
            </div>
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={reset.isPending || done}>
          <KeyRound aria-hidden="true" />
          {reset.isPending ? "Resetting Password..." : "Reset Password"}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm">
        <Link
          to="/cms/login"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
