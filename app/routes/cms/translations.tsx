import { Link, useSearchParams } from "react-router";
import { adminTitle } from "./guard";
import { useAdmin } from "./layout";
import { roleCan } from "~/domain/people/roles";
import { ScreenHeader } from "~/components/cms/shell/admin-header";
import { LanguageDemandPanel } from "~/components/cms/translations/language-demand";
import { LanguageSwitches } from "~/components/cms/translations/language-switches";
import { LanguagePages } from "~/components/cms/translations/language-pages";
import { useLanguages } from "~/components/cms/translations/translations-api";
import { GlossarySection } from "~/components/cms/translations/glossary-section";
import { worksIn } from "~/domain/people/page-rules";

export const meta = () => adminTitle("Translations");

/**
 * Translations (docs/product.md, "The site in its visitors' languages"): the languages turned on
 * or off, and for the language chosen (kept in the address, ?lang=ja) every page with the state
 * of its translation, missing and outdated first, most read first by visitors who prefer the
 * language; above them, for editors and administrators, where translation pays.
 */
export default function CmsTranslations() {
  const viewer = useAdmin();
  const languages = useLanguages();
  const [params] = useSearchParams();
  // A translator sees the languages given to them; turning languages on and off is the administrators'.
  const enabled = (languages.data ?? []).filter(
    (language) => language.enabled && language.code !== "en" && (viewer?.role !== "translator" || viewer.languages.includes(language.code)),
  );
  const asked = params.get("lang");
  const current = enabled.find((language) => language.code === asked) ?? enabled[0] ?? null;

  return (
    <>
      <ScreenHeader title="Translations" description="Your pages in your visitors' languages, translated by people." />
      <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
        {viewer && roleCan(viewer.role, "languages.manage") ? <LanguageSwitches /> : null}
        {viewer && viewer.role !== "translator" ? <LanguageDemandPanel /> : null}
        {current ? (
          <section aria-labelledby="pages-by-language" className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <h2 id="pages-by-language" className="text-lg font-semibold text-slate-900">
              Pages in {current.name}
            </h2>
            <nav aria-label="Language">
              <ul className="flex flex-wrap gap-2">
                {enabled.map((language) => (
                  <li key={language.code}>
                    <Link
                      to={`?lang=${encodeURIComponent(language.code)}`}
                      aria-current={language.code === current.code ? "page" : undefined}
                      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-accent-500 aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
                    >
                      {language.name}
                      <span lang={language.code} className="opacity-80">
                        {language.nativeName}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <GlossarySection
              key={`glossary-${current.code}`}
              locale={current.code}
              name={current.name}
              mayEdit={viewer !== null && roleCan(viewer.role, "translations.work") && worksIn(viewer, current.code)}
            />
            <LanguagePages key={current.code} locale={current.code} name={current.name} />
          </section>
        ) : languages.isSuccess ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            Turn a language on above to translate your pages into it.
          </p>
        ) : null}
      </main>
    </>
  );
}
