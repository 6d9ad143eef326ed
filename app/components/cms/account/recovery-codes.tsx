import { Copy, Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";

/** The text of the codes as copied and downloaded: what they are, for whom, then one code a line. */
function codesText(codes: string[], username: string): string {
  const site = typeof window === "undefined" ? "" : window.location.host;
  return [
    `Recovery codes for "${username}" at ${site}`,
    "Each code signs you in once, in place of the code of your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/** Copies through the Clipboard API, or where it is missing (a page not served over HTTPS) through a selected text area. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission): try the older way.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.className = "fixed -left-[9999px]";
  document.body.append(area);
  area.select();
  const done = document.execCommand("copy");
  area.remove();
  return done;
}

function download(text: string, username: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `recovery-codes-${username.replace(/[^A-Za-z0-9._-]+/g, "-")}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The ten recovery codes, shown once, with what they are for, to copy or download before leaving. */
export function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const text = codesText(codes, username);
  return (
    <div role="region" aria-labelledby="recovery-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="recovery-heading" className="font-semibold text-amber-950">
        Your recovery codes
      </h3>
      <p className="mt-1 text-sm text-amber-950">
        Save them somewhere safe now: they are shown only this once. Each one signs you in once if you lose your phone.
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-1 font-mono text-sm text-slate-900 sm:grid-cols-2" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void copyText(text).then((copied) =>
              toast(
                copied
                  ? { title: "Recovery codes copied", description: "Paste them into your password manager or a safe note." }
                  : { variant: "destructive", title: "Could not copy", description: "Download them instead, or select them and copy." },
              ),
            )
          }
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button variant="outline" onClick={() => download(text, username)}>
          <Download aria-hidden="true" />
          Download (.txt)
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
