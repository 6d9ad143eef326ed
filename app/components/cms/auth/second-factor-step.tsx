import { useState, type FormEvent } from "react";
import { KeyRound, ShieldCheck } from "lucide-react";
import { FormField } from "~/components/cms/shell/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { recoveryCodeSchema, totpCodeSchema } from "~/domain/schemas/auth";

/**
 * The second step of a sign-in with a second factor (docs/product.md, "Login"): the 6-digit code
 * of the authenticator app, or one of the recovery codes instead. The code is checked as the API
 * checks it before anything is sent.
 */
export function SecondFactorStep({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (proof: { totpCode?: string; recoveryCode?: string }) => void;
  onCancel: () => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const id = useRecovery ? "recoveryCode" : "totpCode";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = (useRecovery ? recoveryCodeSchema : totpCodeSchema).safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    onSubmit(useRecovery ? { recoveryCode: parsed.data } : { totpCode: parsed.data });
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-labelledby="second-factor-heading">
      <div className="flex gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p id="second-factor-heading">
          {useRecovery
            ? "Enter one of the recovery codes you saved when you set up the second factor. Each works once."
            : "Enter the 6-digit code your authenticator app shows for this site."}
        </p>
      </div>
      <FormField key={id} id={id} label={useRecovery ? "Recovery code" : "Authentication code"} required error={error}>
        {(aria) => (
          <Input
            {...aria}
            name={id}
            autoFocus
            required
            autoComplete="one-time-code"
            inputMode={useRecovery ? "text" : "numeric"}
            spellCheck={false}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        <KeyRound aria-hidden="true" />
        {busy ? "Checking..." : "Verify and log in"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode("");
            setError(undefined);
          }}
        >
          {useRecovery ? "Use the authenticator app instead" : "Use a recovery code instead"}
        </button>
        <button
          type="button"
          className="font-medium text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          onClick={onCancel}
        >
          Start again
        </button>
      </div>
    </form>
  );
}
