import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Download, FileUp, Loader2 } from "lucide-react";
import { importTmx, tmxUrl } from "./translations-api";
import { Button, buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { XLIFF_MAX_BYTES } from "~/lib/limits";
import type { TmxImportResultDTO } from "~/domain/schemas/translations";
import { refreshAfterPageChange } from "~/components/cms/shell/page-queries";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The language's translation memory (docs/product.md, "Translation memory (TMX)"): every published
 * pair of English and translated segments as TMX for a CAT tool, and a memory brought back whose
 * exact matches fill the parts still missing, as drafts, never a published translation.
 */
export function MemoryFiles({ locale, name }: { locale: string; name: string }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TmxImportResultDTO | null>(null);
  const inputId = `tmx-file-${locale}`;

  const choose = (chosen: File | null) => {
    setResult(null);
    setProblem(chosen && chosen.size > XLIFF_MAX_BYTES ? `The file is larger than ${XLIFF_MAX_BYTES / 1024 / 1024} MB.` : null);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) {
      setProblem("Choose the TMX file first.");
      input.current?.focus();
      return;
    }
    if (problem) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await importTmx(locale, file);
      setResult(answer);
      await refreshAfterPageChange(queryClient);
      toast({ title: "Translation memory imported", description: `${count(answer.parts, "part", "parts")} filled as drafts.` });
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (err) {
      setProblem(errorMessage(err, "The file could not be imported. Nothing was written."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`tmx-heading-${locale}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={`tmx-heading-${locale}`} className="text-base font-semibold text-slate-900">
        Translation memory (TMX)
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Every published {name} translation, segment by segment, for your CAT tool&apos;s memory; and a memory brought back fills the parts
        still missing with its exact matches, as drafts marked &ldquo;from memory&rdquo;.
      </p>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <div>
          <a href={tmxUrl(locale)} download className={buttonClasses({ variant: "outline", size: "sm" })}>
            <Download aria-hidden="true" />
            Download TMX
          </a>
        </div>
        <div>
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            Import a translation memory
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".tmx,application/x-tmx+xml,application/xml,text/xml"
              aria-describedby={problem ? `${inputId}-error` : `${inputId}-hint`}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
            <Button size="sm" onClick={() => void upload()} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
              {busy ? "Importing..." : "Import TMX"}
            </Button>
          </div>
          <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-600">
            TMX 1.4b, at most {XLIFF_MAX_BYTES / 1024 / 1024} MB. Published translations are never changed.
          </p>
          {problem ? (
            <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-800">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
      {result ? (
        <div role="status" className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <p>
            {count(result.parts, "part", "parts")} filled from memory on {count(result.pages.length, "page", "pages")} (
            {count(result.created, "new draft", "new drafts")}). Of the memory&apos;s segments, {result.filled.toLocaleString("en-US")}{" "}
            filled, {result.alreadyTranslated.toLocaleString("en-US")} were already translated and {result.noMatch.toLocaleString("en-US")}{" "}
            matched nothing on the site.
          </p>
          {result.pages.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {result.pages.map((page) => (
                <li key={page.pageId}>
                  {page.title}: {count(page.parts, "part", "parts")}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
