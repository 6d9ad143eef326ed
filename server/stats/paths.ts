import { SOURCE_LOCALE, TRANSLATION_LOCALES } from "../../app/content/locales";
import { PUBLIC_ROUTES } from "../../app/content/navigation";
import { isBuiltInSlug } from "../../app/content/pages/registry";
import { translationSlug } from "../../app/lib/locale-paths";

const ENGLISH_ROUTES: ReadonlySet<string> = new Set(PUBLIC_ROUTES);
const TRANSLATION_CODES: ReadonlySet<string> = new Set(TRANSLATION_LOCALES.map((locale) => locale.code));

/** The page a counted hit is filed under: its path as visitors see it, and its language. */
export interface CountedPage {
  path: string;
  locale: string;
}

/**
 * Whether a beacon's path is a page the site serves, so that a hit for anything else (a made-up
 * address, the admin area, a file, a translation that is not served) is ignored. `served` holds
 * the English slugs of the published pages and, for each translation served now, its stored slug
 * ("ja/contact", "ja/home"): the English pages are the built-in routes (SITE_PAGES) and `/{slug}`
 * of the published ones; a translation is `/{code}/` or `/{code}/{slug}` while served. The language
 * the page says it is in (`<html lang>`, the beacon's `locale`) must be the path's. A trailing
 * slash is dropped, as the router does.
 */
export function countedPage(rawPath: string, locale: string, served: ReadonlySet<string>): CountedPage | null {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") || "/" : rawPath;
  const isEnglishPage = (candidate: string) =>
    ENGLISH_ROUTES.has(candidate) || (/^\/[^/]+$/.test(candidate) && served.has(candidate.slice(1)) && !isBuiltInSlug(candidate.slice(1)));
  const [, first = "", rest = ""] = /^\/([^/]*)(\/.*)?$/.exec(path) ?? [];
  if (TRANSLATION_CODES.has(first)) {
    if (locale !== first) return null;
    const slug = rest === "" ? "home" : rest.slice(1);
    return /^[^/]+$/.test(slug) && served.has(translationSlug(first, slug)) ? { path, locale } : null;
  }
  return locale === SOURCE_LOCALE && isEnglishPage(path) ? { path, locale } : null;
}
