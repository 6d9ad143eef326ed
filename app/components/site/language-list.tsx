import type { FieldValues } from "~/lib/fields/define";
import type { LANGUAGES_PAGE } from "~/content/pages/languages";
import { langTag } from "./field-values";

export type PopularLanguage = FieldValues<typeof LANGUAGES_PAGE.fields>["popular_languages"][number];

/**
 * The popular languages as a grid of cards: English name, the language's own name (in its
 * language, for screen readers), where it is used. The list is named by the heading `labelledBy`.
 */
export function LanguageList({ languages, labelledBy }: { languages: PopularLanguage[]; labelledBy: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby={labelledBy}>
      {languages.map((language, index) => (
        <li
          key={index}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
        >
          <span className="text-lg font-semibold text-slate-900">{language.name}</span>
          <span lang={langTag(language.lang)} className="mt-0.5 text-sm font-medium text-brand-700">
            {language.endonym}
          </span>
          {language.note ? <span className="mt-2 text-sm text-slate-600">{language.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
