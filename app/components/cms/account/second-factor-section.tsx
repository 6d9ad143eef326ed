import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck, ShieldOff, TriangleAlert } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FieldError, Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { totpCodeSchema } from "~/domain/schemas/auth";
import type { AccountDTO, TotpSetupDTO } from "~/domain/schemas/account";
import { accountKeys, beginTotp, confirmTotp, disableTotp, renewRecoveryCodes } from "./account-api";
import { ConfirmPassword } from "./confirm-password";
import { QrCode } from "./qr-code";
import { RecoveryCodes } from "./recovery-codes";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "");

/**
 * The second factor (docs/product.md, "Second factor"): set up with the password, a QR code (and
 * the key to type) and a code of the app; ten recovery codes shown once; turned off with the
 * password and a code; new recovery codes with the password.
 */
export function SecondFactorSection({ account, onChanged }: { account: AccountDTO; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TotpSetupDTO | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.account });
    onChanged();
  };
  const fail = (title: string) => (error: unknown) =>
    toast({ variant: "destructive", title, description: errorMessage(error, "Please try again.") });

  const begin = useMutation({ mutationFn: beginTotp, onSuccess: setSetup, onError: fail("Could not start the setup") });
  const confirm = useMutation({
    mutationFn: confirmTotp,
    onSuccess: ({ recoveryCodes }) => {
      setSetup(null);
      setCode("");
      setCodes(recoveryCodes);
      toast({ title: "Second factor on", description: "You will be asked for a code at every sign-in." });
    },
    onError: (error) => setCodeError(errorMessage(error, "The code is not right")),
  });
  const off = useMutation({
    mutationFn: ({ password, code: given }: { password: string; code: string }) => disableTotp(password, given),
    onSuccess: () => {
      toast({ title: "Second factor off" });
      refresh();
    },
    onError: fail("Second factor not turned off"),
  });
  const renew = useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
    onError: fail("No new recovery codes"),
  });

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        username={account.username}
        onDone={() => {
          setCodes(null);
          refresh();
        }}
      />
    );
  }

  if (setup) {
    return (
      <div className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
        <QrCode value={setup.otpauthUri} label="QR code to scan with your authenticator app" />
        <div className="min-w-0 space-y-4">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy...).</li>
            <li>Scan the QR code, or type the setup key below.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <div>
            <p className="text-sm font-medium text-slate-800" id="setup-key-label">
              Setup key
            </p>
            <p aria-labelledby="setup-key-label" className="mt-1 font-mono text-sm break-all text-slate-900" data-testid="totp-secret">
              {setup.secret}
            </p>
          </div>
          <form
            method="post"
            noValidate
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const parsed = totpCodeSchema.safeParse(code);
              if (!parsed.success) {
                setCodeError(parsed.error.issues[0]!.message);
                document.getElementById("setup-code")?.focus();
                return;
              }
              setCodeError(undefined);
              confirm.mutate(parsed.data);
            }}
          >
            <div className="min-w-0 grow basis-40">
              <Label htmlFor="setup-code" required>
                Code from the app
              </Label>
              <Input
                id="setup-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={Boolean(codeError)}
                aria-describedby={codeError ? "setup-code-error" : undefined}
              />
              <FieldError id="setup-code-error">{codeError}</FieldError>
            </div>
            <Button type="submit" disabled={confirm.isPending}>
              <ShieldCheck aria-hidden="true" />
              Turn on
            </Button>
            <Button type="button" variant="ghost" onClick={() => setSetup(null)}>
              Cancel
            </Button>
          </form>
        </div>
      </div>
    );
  }

  if (!account.totp.enabled) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          Off. With a second factor, signing in takes a code from an app on your phone as well as your password, so a stolen password is not
          enough.
        </p>
        <ConfirmPassword label="Set up the second factor" busy={begin.isPending} onSubmit={(password) => begin.mutate(password)} />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <p className="flex items-center gap-2 text-sm text-emerald-900">
        <ShieldCheck className="size-4" aria-hidden="true" />
        On since {when(account.totp.enabledAt)}. {account.totp.recoveryCodesLeft} of 10 recovery codes left.
      </p>
      {account.totp.recoveryCodesMissing ? (
        <div role="alert" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            You have no recovery codes: this site was restored from a backup, and backups do not keep them. Your authenticator app still
            works. Make new codes now (below) and save them, or losing your phone will lock you out.
          </p>
        </div>
      ) : null}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">New recovery codes</h3>
        <ConfirmPassword
          label="Make new recovery codes"
          variant="outline"
          busy={renew.isPending}
          onSubmit={(password) => renew.mutate(password)}
        />
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Turn off</h3>
        <ConfirmPassword
          label="Turn off"
          variant="destructive"
          busy={off.isPending}
          onSubmit={(password, form) => off.mutate({ password, code: String(form.get("code") ?? "") })}
        >
          <div className="min-w-0 grow basis-40">
            <Label htmlFor="off-code" required>
              Code or recovery code
            </Label>
            <Input id="off-code" name="code" autoComplete="one-time-code" />
          </div>
        </ConfirmPassword>
        {account.secondFactorRequired ? (
          <p className="mt-2 flex items-center gap-1 text-sm text-slate-600">
            <ShieldOff className="size-4" aria-hidden="true" />
            Administrators require a second factor: you will be asked to set up a new one at once.
          </p>
        ) : null}
      </div>
    </div>
  );
}
