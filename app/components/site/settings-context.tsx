import { createContext, type ReactNode, useContext } from "react";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/content/site-settings";
import { SOURCE_LOCALE } from "~/content/locales";
import { localizedHref } from "~/domain/locale-paths";

/** The page's language, and every version of it visitors can read (English first). */
export interface PageLanguages {
  locale: string;
  alternates: ReadonlyArray<{ locale: string; path: string }>;
  /** The English slugs of the pages served in this language: links lead to those in it. */
  servedSlugs: readonly string[];
}

interface SettingsContextValue extends SiteSettings {
  /** The current year in Guam, computed on the server (the footer's copyright line). */
  year: number;
  languages: PageLanguages;
  /** A site path as this page's language has it: /contact is /ja/contact on a Japanese page where that is translated. */
  localize: (href: string) => string;
}

const ENGLISH_ONLY: PageLanguages = { locale: SOURCE_LOCALE, alternates: [], servedSlugs: [] };

const SettingsContext = createContext<SettingsContextValue>({
  ...DEFAULT_SETTINGS,
  year: new Date().getFullYear(),
  languages: ENGLISH_ONLY,
  localize: (href) => href,
});

/**
 * The site settings for every public component below: the public layout provides what the server
 * read (in the page's language), and the admin area's live preview provides the values being edited.
 */
export function SiteSettingsProvider({
  settings,
  year,
  languages = ENGLISH_ONLY,
  children,
}: {
  settings: SiteSettings;
  year: number;
  languages?: PageLanguages;
  children: ReactNode;
}) {
  const served = new Set(languages.servedSlugs);
  const localize = (href: string) => localizedHref(href, languages.locale, served);
  return <SettingsContext value={{ ...settings, year, languages, localize }}>{children}</SettingsContext>;
}

export function useSettings(): SettingsContextValue {
  return useContext(SettingsContext);
}
