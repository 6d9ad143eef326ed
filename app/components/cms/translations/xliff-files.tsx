import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Download, FileUp, Loader2 } from "lucide-react";
import { importXliff, useTranslationOverview, xliffDownloadUrl } from "./translations-api";
import { XliffReport } from "./xliff-report";
import { Button, buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { XLIFF_MAX_BYTES } from "~/lib/limits";
import type { XliffImportResultDTO } from "~/domain/schemas/translations";
import { refreshAfterPageChange } from "~/components/cms/shell/page-queries";

/**
 * Files for translators (docs/product.md 8.4): the XLIFF of every page missing or outdated in the
 * language, for a CAT tool (Trados, memoQ, Phrase), and the translated file brought back, written
 * into the translations as drafts or over their words, all or nothing, with a report by page.
 */
export function XliffFiles({ locale, name, selected }: { locale: string; name: string; selected: ReadonlySet<number> }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<XliffImportResultDTO | null>(null);
  const inputId = `xliff-file-${locale}`;
  const overview = useTranslationOverview(locale);
  const chosen = (overview.data ?? []).filter((row) => selected.has(row.pageId));
  const chosenWords = chosen.reduce((sum, row) => sum + row.words.toTranslate, 0);

  const choose = (chosen: File | null) => {
    setResult(null);
    setProblem(
      chosen && chosen.size > XLIFF_MAX_BYTES
        ? `The file is larger than ${XLIFF_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`
        : null,
    );
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) {
      setProblem("Choose the translated XLIFF file first.");
      input.current?.focus();
      return;
    }
    if (problem) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await importXliff(locale, file);
      setResult(answer);
      await refreshAfterPageChange(queryClient);
      toast({ title: "XLIFF imported", description: `${answer.updated} translation(s) updated, ${answer.created} created.` });
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (err) {
      setProblem(errorMessage(err, "The file could not be imported. Nothing was written."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`xliff-heading-${locale}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={`xliff-heading-${locale}`} className="text-base font-semibold text-slate-900">
        Files for translators (XLIFF)
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        For Trados, memoQ, Phrase and other CAT tools. The tags of formatted text are protected in the file.
      </p>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <a
              href={xliffDownloadUrl(
                locale,
                chosen.map((row) => row.pageId),
              )}
              download
              aria-describedby={`xliff-selection-${locale}`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              <Download aria-hidden="true" />
              Download XLIFF
            </a>
            <p id={`xliff-selection-${locale}`} role="status" className="text-sm font-medium text-slate-800">
              {chosen.length > 0
                ? `${chosen.length} ${chosen.length === 1 ? "page" : "pages"} selected: ${chosenWords.toLocaleString("en-US")} ${chosenWords === 1 ? "word" : "words"} to translate`
                : ""}
            </p>
          </div>
          <p className="mt-1.5 text-xs text-slate-600">
            {chosen.length > 0
              ? `The pages selected below, with their translation where there is one.`
              : `Every page missing or outdated in ${name}, with its translation where there is one; or select pages below.`}
          </p>
        </div>
        <div>
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            Import a translated XLIFF file
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".xlf,.xliff,.sdlxliff,.mqxliff,application/xliff+xml,application/xml,text/xml"
              aria-describedby={problem ? `${inputId}-error` : `${inputId}-hint`}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
            <Button size="sm" onClick={() => void upload()} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
              {busy ? "Importing..." : "Import"}
            </Button>
          </div>
          <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-600">
            XLIFF 2.0 or 1.2, at most {XLIFF_MAX_BYTES / 1024 / 1024} MB. All of it is written, as drafts where a page has no translation
            yet, or nothing is.
          </p>
          {problem ? (
            <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-800">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
      {result ? <XliffReport result={result} /> : null}
    </section>
  );
}
