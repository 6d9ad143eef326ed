import { Globe } from "lucide-react";
import { localeOf } from "~/content/locales";
import { useSettings } from "./settings-context";

export const LANGUAGE_MENU_ID = "language-menu";

/**
 * The header's language switcher: the languages this page is published in, each in its own name
 * and marked with its language, never a page that is not published (docs/product.md, "The public
 * site"). Plain HTML like the other menus: a button toggling a popover, so it works without
 * JavaScript; the enhancement script adds arrow keys. The browser tells screen readers whether it
 * is open (no `aria-expanded`: ARIA in HTML forbids it beside `popovertarget`). No flags: a
 * language is not a country. Absent when the page is in one language only.
 */
export function LanguageSwitcher() {
  const { languages, values } = useSettings();
  if (languages.alternates.length < 2) return null;
  const current = localeOf(languages.locale);
  return (
    <li className="relative" data-dropdown="">
      <button
        type="button"
        popoverTarget={LANGUAGE_MENU_ID}
        aria-controls={LANGUAGE_MENU_ID}
        aria-label={`${values.nav_language}: ${current?.nativeName ?? languages.locale}`}
        className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500 [anchor-name:--language-trigger]"
      >
        <Globe aria-hidden="true" className="size-5 shrink-0" />
        {/* The language's name from 1280 px; from 1024 px the globe alone, so the whole business name and menu fit. */}
        <span lang={languages.locale} className="hidden max-w-24 truncate xl:inline">
          {current?.nativeName ?? languages.locale}
        </span>
      </button>
      <div
        id={LANGUAGE_MENU_ID}
        popover="auto"
        data-align="end"
        className="language-popover m-0 w-52 border-0 bg-transparent p-0 pt-2 [position-anchor:--language-trigger]"
      >
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-lg ring-1 ring-black/5">
          {languages.alternates.map((alternate) => {
            const language = localeOf(alternate.locale);
            const isCurrent = alternate.locale === languages.locale;
            return (
              <li key={alternate.locale}>
                {/* A plain link: another language is another document, with its own <html lang>. */}
                <a
                  href={alternate.path}
                  lang={alternate.locale}
                  hrefLang={alternate.locale}
                  aria-current={isCurrent ? "page" : undefined}
                  data-menu-link=""
                  className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-medium outline-none focus-visible:ring-3 focus-visible:ring-accent-500 ${
                    isCurrent ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50 hover:text-brand-800"
                  }`}
                >
                  {language?.nativeName ?? alternate.locale}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
