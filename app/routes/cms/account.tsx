import { useQueryClient } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { useRevalidator } from "react-router";
import { adminTitle } from "./guard";
import { accountKeys, useAccount } from "~/components/cms/account/account-api";
import { EmailSection } from "~/components/cms/account/email-section";
import { PasswordSection } from "~/components/cms/account/password-section";
import { SecondFactorSection } from "~/components/cms/account/second-factor-section";
import { SessionsSection } from "~/components/cms/account/sessions-section";
import { AdminHeader } from "~/components/cms/shell/admin-header";
import { LoadError } from "~/components/cms/shell/list-states";
import { Skeleton } from "~/components/ui/skeleton";
import { localeOf } from "~/content/locales";
import { ROLE_LABELS } from "~/domain/people/roles";
import type { ReactNode } from "react";

export const meta = () => adminTitle("Account");

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Your account (docs/product.md, "Account"): password, second factor, sessions; first stop while its setup is due. */
export default function CmsAccount() {
  const account = useAccount();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  // The layout's loader knows whether the setup is still due: ask it again after a change.
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.account });
    void revalidator.revalidate();
  };
  const data = account.data;
  return (
    <>
      <AdminHeader>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your account</h1>
          {data ? (
            <p className="mt-1 text-slate-600">
              <span className="font-semibold text-slate-800">{data.username}</span> · {ROLE_LABELS[data.role]}
              {data.languages.length
                ? ` (${data.languages.map((code) => localeOf(code)?.name ?? code).join(", ")}${data.canPublish ? ", may publish" : ""})`
                : ""}{" "}
              · {data.email}
            </p>
          ) : null}
        </div>
      </AdminHeader>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
        {account.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : account.isError ? (
          <LoadError text="Your account could not be loaded." error={account.error} onRetry={() => void account.refetch()} />
        ) : (
          <>
            {account.data.setup ? (
              <div role="alert" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
                <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <p>
                  {account.data.setup === "password"
                    ? "Choose a new password before anything else: the one you signed in with was made for you, or no longer meets the password rules."
                    : "Set up a second factor before anything else: administrators require one of everyone."}
                </p>
              </div>
            ) : null}
            <Section id="password-heading" title="Password">
              <PasswordSection onChanged={changed} />
            </Section>
            <Section id="email-heading" title="E-mail address">
              <EmailSection account={account.data} />
            </Section>
            <Section id="second-factor-heading" title="Second factor">
              <SecondFactorSection account={account.data} onChanged={changed} />
            </Section>
            <Section id="sessions-heading" title="Sessions">
              <SessionsSection />
            </Section>
          </>
        )}
      </main>
    </>
  );
}
