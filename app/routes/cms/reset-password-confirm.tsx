import { Link, useNavigate, useSearchParams } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { AlertTriangle, ShieldCheck } from "lucide-react";
import { adminTitle } from "./guard";
import { confirmPasswordReset } from "~/components/cms/auth/auth-api";
import { AuthCard } from "~/components/cms/auth/auth-card";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";

export const meta = () => adminTitle("Confirm New Password");

const linkClasses =
  "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The e-mailed link lands here. Opening it changes nothing (mail scanners follow links); the
 * button POSTs the token, which applies the new password and ends every session.
 */
export default function CmsResetPasswordConfirm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";

  const confirm = useMutation({
    mutationFn: () => confirmPasswordReset(token),
    meta: { allowUnauthorized: true },
    onSuccess: (result) => {
      if (!result.success) {
        toast({ variant: "destructive", title: "Failed to reset password. Please try again." });
        return;
      }
      // The login screen's notice says the new password is active: one message, not a toast too.
      void navigate("/cms/login?reset=done", { replace: true });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Reset failed", description: failure(error) });
    },
  });

  if (!token) {
    return (
      <AuthCard title="Confirm New Password" description="This page finishes a password reset from the link we e-mailed you.">
        <Problem>This link is incomplete. Open the link from the e-mail again, or request a new one.</Problem>
        <p className="mt-5 text-center text-sm">
          <Link to="/cms/reset-password" className={linkClasses}>
            Request a new reset link
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Confirm New Password"
      description="Confirm to make the new password you chose active. You will then log in with it; any other open sessions are signed out."
    >
      {confirm.isError ? <Problem>{failure(confirm.error)}</Problem> : null}
      <Button className="w-full" onClick={() => confirm.mutate()} disabled={confirm.isPending || confirm.isSuccess}>
        <ShieldCheck aria-hidden="true" />
        {confirm.isPending ? "Confirming..." : "Confirm New Password"}
      </Button>
      <p className="mt-5 flex flex-col items-center gap-2 text-center text-sm sm:flex-row sm:justify-center sm:gap-4">
        <Link to="/cms/login" className={linkClasses}>
          Back to Login
        </Link>
        <Link to="/cms/reset-password" className={linkClasses}>
          Request a new reset link
        </Link>
      </p>
    </AuthCard>
  );
}

function failure(error: unknown): string {
  return errorMessage(error, errorMessage(error, "Failed to reset password"), "error");
}

function Problem({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="mb-5 flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
