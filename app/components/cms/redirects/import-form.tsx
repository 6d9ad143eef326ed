import { useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { FieldError, Label } from "~/components/ui/label";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { REDIRECT_IMPORT_MAX_BYTES, REDIRECT_IMPORT_MAX_LINES } from "~/domain/redirects";
import { importRedirects, refreshRedirects } from "./redirects-api";

const TEXT_ID = "redirect-import-text";
const FILE_ID = "redirect-import-file";

const EXAMPLE = ["/about-us.html,/about", "https://old-site.com/services.php,/services,301", "/summer-offer,,410"].join("\n");

/**
 * Import from an old site: CSV lines of `from,to[,status]`, typed or pasted, or read from a .csv
 * file in the browser into the box (to be seen before it is sent). All or nothing: a bad line is
 * named beside the box and nothing is written.
 */
export function ImportForm() {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: importRedirects,
    onSuccess: ({ imported }) => {
      const title = imported === 1 ? "1 redirect imported" : `${imported} redirects imported`;
      toast({ title, description: "Each old address now leads to its new one." });
      setText("");
      setProblem(null);
      if (fileInput.current) fileInput.current.value = "";
      void refreshRedirects(queryClient);
    },
    onError: (error) => {
      const message = errorMessage(error, "The lines could not be imported. Nothing was written.");
      setProblem(message);
      toast({ variant: "destructive", title: "Nothing imported", description: message });
      document.getElementById(TEXT_ID)?.focus();
    },
  });

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > REDIRECT_IMPORT_MAX_BYTES) {
      setProblem(`The file is too large: at most ${REDIRECT_IMPORT_MAX_BYTES / 1024} KB`);
      return;
    }
    setText(await file.text());
    setProblem(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === "") {
      setProblem("Write or paste one redirect per line, as from,to");
      document.getElementById(TEXT_ID)?.focus();
      return;
    }
    send.mutate(text);
  };

  // The error first: the hint's example is long.
  const describedBy = [problem ? `${TEXT_ID}-error` : "", `${TEXT_ID}-hint`].filter(Boolean).join(" ");
  return (
    <form method="post" noValidate onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div>
        <Label htmlFor={TEXT_ID}>CSV lines</Label>
        <Textarea
          id={TEXT_ID}
          rows={5}
          spellCheck={false}
          className="font-mono"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
        <FieldError id={`${TEXT_ID}-error`}>{problem ?? undefined}</FieldError>
        <div id={`${TEXT_ID}-hint`} className="mt-1.5 text-xs text-slate-600">
          <p>
            One redirect a line: the old address, the new one, and 301 (permanent, the default), 302 (temporary) or 410 (gone, with no new
            address). At most {REDIRECT_IMPORT_MAX_LINES.toLocaleString("en-US")} lines. For example:
          </p>
          <pre className="mt-1 rounded-md bg-slate-100 p-2 break-all whitespace-pre-wrap text-slate-800">{EXAMPLE}</pre>
        </div>
      </div>
      <div>
        <Label htmlFor={FILE_ID}>Or a .csv file</Label>
        <input
          ref={fileInput}
          id={FILE_ID}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(e) => void readFile(e.target.files?.[0])}
          className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <p className="mt-1.5 text-xs text-slate-600">Its lines appear in the box above, to check before importing.</p>
      </div>
      <div>
        <Button type="submit" disabled={send.isPending}>
          <FileUp aria-hidden="true" />
          {send.isPending ? "Importing..." : "Import"}
        </Button>
      </div>
    </form>
  );
}
