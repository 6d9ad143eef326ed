import { useState } from "react";
import { Download } from "lucide-react";
import { FileImport } from "./file-import";
import { importXliff, useTranslationOverview, xliffDownloadUrl } from "./translations-api";
import { XliffReport } from "./xliff-report";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { XLIFF_MAX_BYTES } from "~/lib/limits";
import type { XliffImportResultDTO } from "~/domain/schemas/translations";

/**
 * Files for translators (docs/product.md 8.4): the XLIFF of every page missing or outdated in the
 * language, for a CAT tool (Trados, memoQ, Phrase), and the translated file brought back, written
 * into the translations as drafts or over their words, all or nothing, with a report by page.
 */
export function XliffFiles({ locale, name, selected }: { locale: string; name: string; selected: ReadonlySet<number> }) {
  const [result, setResult] = useState<XliffImportResultDTO | null>(null);
  const overview = useTranslationOverview(locale);
  const chosen = (overview.data ?? []).filter((row) => selected.has(row.pageId));
  const chosenWords = chosen.reduce((sum, row) => sum + row.words.toTranslate, 0);

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
        <FileImport
          id={`xliff-file-${locale}`}
          label="Import a translated XLIFF file"
          accept=".xlf,.xliff,.sdlxliff,.mqxliff,application/xliff+xml,application/xml,text/xml"
          hint={`XLIFF 2.0 or 1.2, at most ${XLIFF_MAX_BYTES / 1024 / 1024} MB. All of it is written, as drafts where a page has no translation yet, or nothing is.`}
          buttonLabel="Import"
          missing="Choose the translated XLIFF file first."
          tooLarge={`The file is larger than ${XLIFF_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`}
          send={(file) => importXliff(locale, file)}
          onChosen={() => setResult(null)}
          onImported={(answer) => {
            setResult(answer);
            toast({ title: "XLIFF imported", description: `${answer.updated} translation(s) updated, ${answer.created} created.` });
          }}
        />
      </div>
      {result ? <XliffReport result={result} /> : null}
    </section>
  );
}
