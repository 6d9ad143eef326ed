import type { PopularLanguage } from "~/content/languages";

/** The popular languages as a grid of cards: English name, the language's own name, where it is used. */
export function LanguageList({ languages }: { languages: PopularLanguage[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Popular languages">
      {languages.map((language) => (
        <li
          key={language.name}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
        >
          <span className="text-lg font-semibold text-slate-900">{language.name}</span>
          <span lang={language.lang} className="mt-0.5 text-sm font-medium text-brand-700">
            {language.endonym}
          </span>
          <span className="mt-2 text-sm text-slate-600">{language.note}</span>
        </li>
      ))}
    </ul>
  );
}
