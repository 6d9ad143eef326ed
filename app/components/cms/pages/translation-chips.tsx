import { Link } from "react-router";
import { localeOf } from "~/content/locales";
import type { PageSummaryDTO } from "~/domain/schemas/pages";

const TONE = {
  missing: "border-slate-300 bg-white text-slate-700",
  draft: "border-amber-200 bg-amber-50 text-amber-900",
  scheduled: "border-sky-200 bg-sky-50 text-sky-900",
  published: "border-emerald-200 bg-emerald-50 text-emerald-900",
  outdated: "border-amber-300 bg-amber-100 text-amber-950",
} as const;
const WORD = { missing: "missing", draft: "draft", scheduled: "scheduled", published: "published", outdated: "outdated" } as const;

/** A page's translations on the dashboard: each enabled language and its state in words, linking to the translation or to the Translations screen. */
export function TranslationChips({ translations }: { translations: PageSummaryDTO["translations"] }) {
  if (!translations || translations.length === 0) return null;
  return (
    <ul aria-label="Translations" className="mt-2 flex flex-wrap gap-1.5">
      {translations.map((state) => {
        const name = localeOf(state.locale)?.name ?? state.locale;
        return (
          <li key={state.locale}>
            <Link
              to={state.pageId ? `/cms/pages/${state.pageId}` : `/cms/translations?lang=${encodeURIComponent(state.locale)}`}
              className={`inline-flex min-h-7 items-center rounded-full border px-2.5 text-xs font-medium hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${TONE[state.status]}`}
            >
              {name}: {WORD[state.status]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
