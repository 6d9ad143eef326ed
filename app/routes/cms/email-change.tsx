import { Link, useSearchParams } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { AlertTriangle, MailCheck } from "lucide-react";
import { adminTitle } from "./guard";
import { confirmEmailChange } from "~/components/cms/account/account-api";
import { AuthCard } from "~/components/cms/auth/auth-card";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/api-client";

export const meta = () => adminTitle("Confirm New E-mail Address");

const linkClasses =
  "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The link mailed to a new address lands here (docs/product.md, "Account"). Opening it changes
 * nothing (mail scanners follow links); the button POSTs the token, which makes the address the account's.
 */
export default function CmsEmailChange() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const confirm = useMutation({ mutationFn: () => confirmEmailChange(token), meta: { allowUnauthorized: true } });

  const back = (
    <p className="mt-5 text-center text-sm">
      <Link to="/cms/account" className={linkClasses}>
        Go to your account
      </Link>
    </p>
  );
  if (confirm.isSuccess) {
    return (
      <AuthCard title="E-mail Address Changed" description="Password reset links now go to your new address.">
        <p role="status" className="flex gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Your e-mail address is now <span className="font-semibold wrap-anywhere">{confirm.data.email}</span>.
          </span>
        </p>
        {back}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Confirm New E-mail Address"
      description="Confirm to make this address your account's. Password reset links will then go to it."
    >
      {!token ? (
        <Problem>
          This link is incomplete. Open the link from the e-mail again, or ask for the change again from your Account screen.
        </Problem>
      ) : null}
      {confirm.isError ? <Problem>{errorMessage(confirm.error, "The address could not be changed")}</Problem> : null}
      {token ? (
        <Button className="w-full" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
          <MailCheck aria-hidden="true" />
          {confirm.isPending ? "Confirming..." : "Confirm New Address"}
        </Button>
      ) : null}
      {back}
    </AuthCard>
  );
}

function Problem({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="mb-5 flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
