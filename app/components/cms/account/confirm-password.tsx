import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FieldError, Label } from "~/components/ui/label";

/**
 * A small form that asks for the account's password before a sensitive change (ASVS 5.0 7.5.1):
 * ending other sessions, setting up or renewing the second factor. `children` adds fields (a code).
 */
export function ConfirmPassword({
  label,
  busy,
  error,
  onSubmit,
  children,
  variant = "primary",
}: {
  label: string;
  busy: boolean;
  error?: string;
  onSubmit: (password: string, form: FormData) => void;
  children?: ReactNode;
  variant?: "primary" | "destructive" | "outline";
}) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      document.getElementById(id)?.focus();
      return;
    }
    setMissing(false);
    onSubmit(password, new FormData(event.currentTarget));
  }
  const shown = missing ? "Password is required" : error;
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 grow basis-56">
        <Label htmlFor={id} required>
          Your password
        </Label>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`}>{shown}</FieldError>
      </div>
      {children}
      <Button type="submit" variant={variant} disabled={busy}>
        {label}
      </Button>
    </form>
  );
}
