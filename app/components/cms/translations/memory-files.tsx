import { useState } from "react";
import { Download } from "lucide-react";
import { FileImport } from "./file-import";
import { importTmx, tmxUrl } from "./translations-api";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { XLIFF_MAX_BYTES } from "~/lib/limits";
import type { TmxImportResultDTO } from "~/domain/schemas/translations";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The language's translation memory (docs/product.md, "Translation memory (TMX)"): every published
 * pair of English and translated segments as TMX for a CAT tool, and a memory brought back whose
 * exact matches fill the parts still missing, as drafts, never a published translation.
 */
export function MemoryFiles({ locale, name }: { locale: string; name: string }) {
  const [result, setResult] = useState<TmxImportResultDTO | null>(null);

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
        <FileImport
          id={`tmx-file-${locale}`}
          label="Import a translation memory"
          accept=".tmx,application/x-tmx+xml,application/xml,text/xml"
          hint={`TMX 1.4b, at most ${XLIFF_MAX_BYTES / 1024 / 1024} MB. Published translations are never changed.`}
          buttonLabel="Import TMX"
          missing="Choose the TMX file first."
          send={(file) => importTmx(locale, file)}
          onChosen={() => setResult(null)}
          onImported={(answer) => {
            setResult(answer);
            toast({ title: "Translation memory imported", description: `${count(answer.parts, "part", "parts")} filled as drafts.` });
          }}
        />
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
