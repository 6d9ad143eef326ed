import { Users } from "lucide-react";
import { useLanguageDemand } from "./translations-api";
import { localeOf } from "~/content/locales";
import { DEMAND_DAYS } from "~/domain/schemas/language-demand";
import { errorMessage } from "~/lib/api-client";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * Where translation pays (docs/product.md, 5.18 and "Translations"): for each language, the
 * visitors of the last 30 days whose browser prefers it, its missing and outdated translations,
 * and the untranslated pages those visitors read most, linked to the language's list.
 */
export function LanguageDemandPanel() {
  const demand = useLanguageDemand();
  return (
    <section aria-labelledby="language-demand" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="language-demand" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Users className="size-5 text-brand-700" aria-hidden="true" />
        Where translation pays
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Visitors of the last {DEMAND_DAYS} days whose browser prefers each language, and the untranslated pages they read most.
      </p>
      {demand.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading the visitors' languages...
        </p>
      ) : demand.isError ? (
        <p className="mt-3 text-sm text-red-800">{errorMessage(demand.error, "The visitors' languages could not be loaded.")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {demand.data.map((row) => {
            const name = localeOf(row.locale)?.name ?? row.locale;
            return (
              <li key={row.locale} className="grid gap-1 py-3 sm:grid-cols-[15rem_minmax(0,1fr)] sm:gap-4">
                <div>
                  <p className="font-medium text-slate-900">{name}</p>
                  <p className="text-sm text-slate-700">
                    {plural(row.visitors, "visitor prefers it", "visitors prefer it")}
                    {row.enabled ? null : <span className="text-slate-600"> · turned off</span>}
                  </p>
                </div>
                <div className="min-w-0 text-sm text-slate-700">
                  <p>
                    {plural(row.pagesMissing, "page", "pages")} missing, {plural(row.pagesOutdated, "page", "pages")} outdated
                  </p>
                  {row.topPages.length > 0 ? (
                    <ol className="mt-1 list-inside list-decimal">
                      {row.topPages.slice(0, 3).map((page) => (
                        <li key={page.pageId} className="truncate">
                          {page.title}{" "}
                          <span className="text-slate-600">
                            ({page.state}, {plural(page.visits, "visit", "visits")})
                          </span>
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
