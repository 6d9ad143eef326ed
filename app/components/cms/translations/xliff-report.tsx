import type { XliffImportPageDTO, XliffImportResultDTO } from "~/domain/schemas/translations";

const parts = (n: number) => (n === 1 ? "1 part" : `${n} parts`);

/** One page's line of the report: "Home: 5 parts imported, 2 still in English". */
export function pageSentence(page: XliffImportPageDTO): string {
  if (page.note) return `${page.title}: nothing imported. ${page.note}.`;
  const english = page.inEnglish.length === 0 ? "nothing still in English" : `${page.inEnglish.length} still in English`;
  return `${page.title}: ${parts(page.imported)} imported, ${english}`;
}

/**
 * What an imported XLIFF file did (docs/product.md, "XLIFF for translators"), by page in words,
 * with the parts still in English and the words left out (and why) folded away until asked for.
 */
export function XliffReport({ result }: { result: XliffImportResultDTO }) {
  const detailed = result.pages.filter((page) => page.inEnglish.length > 0 || page.skipped.length > 0);
  return (
    <div role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
      <p className="font-semibold">
        Imported: {result.updated} translation(s) updated, {result.created} created.
      </p>
      <ul className="mt-2 grid gap-1" aria-label="Imported pages">
        {result.pages.map((page) => (
          <li key={page.pageId}>{pageSentence(page)}</li>
        ))}
      </ul>
      {detailed.length > 0 ? (
        <details className="mt-3 rounded-md border border-emerald-200 bg-white p-3 text-slate-800">
          <summary className="cursor-pointer font-medium text-emerald-950">What is still in English, and what was left out</summary>
          <div className="mt-2 grid gap-3">
            {detailed.map((page) => (
              <section key={page.pageId} aria-label={page.title}>
                <h4 className="font-semibold text-slate-900">{page.title}</h4>
                {page.inEnglish.length > 0 ? (
                  <p className="mt-1">
                    Still in English:{" "}
                    {page.inEnglish.map((part) => (part.partly ? `${part.name} (partly translated)` : part.name)).join(", ")}.
                  </p>
                ) : null}
                {page.skipped.length > 0 ? (
                  <>
                    <p className="mt-1">Left out of the file:</p>
                    <ul className="mt-1 list-disc pl-5 text-amber-950">
                      {page.skipped.map((skip) => (
                        <li key={skip.unit}>
                          {skip.part}: {skip.reason}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </section>
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}
