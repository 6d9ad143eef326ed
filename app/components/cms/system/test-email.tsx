import { Loader2, Mail } from "lucide-react";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/api-client";
import { useTestEmail } from "./system-api";

/**
 * "Send a test e-mail": to the signed-in administrator's own address, through the mail the site
 * sends. The outcome is written into a status line that is always there, so screen readers
 * announce it when it changes.
 */
export function TestEmail({ transport }: { transport: "smtp" | "log" }) {
  const send = useTestEmail();
  const outcome = send.isPending
    ? "Sending..."
    : send.isSuccess
      ? transport === "smtp"
        ? `Sent to ${send.data.sentTo}. Check that it arrived.`
        : `Sent to ${send.data.sentTo}: written to the server's outbox folder, since SMTP_URL is not set.`
      : send.isError
        ? errorMessage(send.error, "The test e-mail could not be sent. Please check your connection and try again.")
        : "";
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button
        type="button"
        variant="outline"
        className="self-start aria-disabled:opacity-60"
        // Not disabled while it sends: a disabled button would drop the keyboard's focus.
        aria-disabled={send.isPending}
        onClick={() => {
          if (!send.isPending) send.mutate();
        }}
      >
        {send.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />}
        Send a test e-mail
      </Button>
      <p role="status" aria-live="polite" className={`text-sm ${send.isError ? "font-medium text-red-800" : "text-slate-700"}`}>
        {outcome}
      </p>
    </div>
  );
}
