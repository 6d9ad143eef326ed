import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { FileUp, Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/api-client";
import { XLIFF_MAX_BYTES } from "~/lib/limits";
import { refreshAfterPageChange } from "~/components/cms/shell/page-queries";

const MEGABYTES = XLIFF_MAX_BYTES / 1024 / 1024;

/**
 * A translator's file brought back (XLIFF or TMX, docs/product.md 8.4 and 8.6): chosen, checked
 * against the import's size limit before anything is sent, sent with progress shown, and either
 * reported (`onImported`, after the page lists are refreshed) or refused in words with the file
 * kept, so nothing is lost.
 */
export function FileImport<Answer>({
  id,
  label,
  accept,
  hint,
  buttonLabel,
  missing,
  tooLarge = `The file is larger than ${MEGABYTES} MB.`,
  send,
  onChosen,
  onImported,
}: {
  id: string;
  label: string;
  accept: string;
  hint: string;
  buttonLabel: string;
  /** What to say when Import is pressed with no file. */
  missing: string;
  tooLarge?: string;
  send: (file: File) => Promise<Answer>;
  /** A new file was chosen: the report of the last import no longer applies. */
  onChosen: () => void;
  onImported: (answer: Answer) => void;
}) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    onChosen();
    setProblem(chosen && chosen.size > XLIFF_MAX_BYTES ? tooLarge : null);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) {
      setProblem(missing);
      input.current?.focus();
      return;
    }
    if (problem) return;
    setBusy(true);
    onChosen();
    try {
      const answer = await send(file);
      await refreshAfterPageChange(queryClient);
      onImported(answer);
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (err) {
      setProblem(errorMessage(err, "The file could not be imported. Nothing was written."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <Button size="sm" onClick={() => void upload()} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
          {busy ? "Importing..." : buttonLabel}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
        {hint}
      </p>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
