import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useSettings } from "./settings-context";

/**
 * The page's main content: the skip link's target, and what the document's head waits for before
 * its first frame (root.tsx), so that the header is painted whole, never half a menu that then moves.
 */
export const MAIN_ID = "main";

/** The header, the page and the footer; also what the admin area's live preview draws. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { values, textLocale, languages } = useSettings();
  // Shared texts not yet translated into the page's language say they are English.
  const lang = textLocale && textLocale !== languages.locale ? textLocale : undefined;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        lang={lang}
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-md bg-brand-800 px-4 py-3 font-semibold text-white shadow-lg focus:translate-y-0 focus:outline-3 focus:outline-offset-2 focus:outline-accent-500"
      >
        {values.skip_link}
      </a>
      <SiteHeader lang={lang} />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter lang={lang} />
    </div>
  );
}
