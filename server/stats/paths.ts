import { SOURCE_LOCALE, translationSlug } from "../../app/content/locales";
import { PUBLIC_ROUTES } from "../../app/content/navigation";
import { isBuiltInSlug } from "../../app/content/pages/registry";
import { localizedPath, pageOfPath, routeSlug } from "../../app/domain/locale-paths";

const ROUTE_SLUGS: ReadonlySet<string> = new Set(PUBLIC_ROUTES.map(routeSlug));

/** The page a counted hit is filed under: its path as visitors see it, and its language. */
export interface CountedPage {
  path: string;
  locale: string;
}

/**
 * Whether a beacon's path is a page the site serves, so that a hit for anything else (a made-up
 * address, the admin area, a file, a translation that is not served) is ignored. `served` holds
 * the stored slugs asked for (`slugToServe`) that are served now: English slugs of published pages
 * and translations' stored slugs ("ja/contact", "ja/home"). The English pages are the built-in
 * routes (SITE_PAGES) and `/{slug}` of the published ones; a translation is `/{code}/` or
 * `/{code}/{slug}` while served. The language the page says it is in (`<html lang>`, the beacon's
 * `locale`) must be the path's. Which page a path names is the site's one rule (pageOfPath); only
 * the page's own address counts, its trailing slash dropped (the site sends every other way of
 * writing it there, server/site/one-address.ts).
 */
export function countedPage(rawPath: string, locale: string, served: ReadonlySet<string>): CountedPage | null {
  const page = candidatePage(rawPath, locale);
  return page && (page.slug === null || served.has(page.slug)) ? { path: page.path, locale: page.locale } : null;
}

/** The stored slug that must be served for a beacon's path to count; null when it counts whatever is published (a built-in route) or never does. */
export function slugToServe(rawPath: string, locale: string): string | null {
  return candidatePage(rawPath, locale)?.slug ?? null;
}

/** The page a path would be, with the stored slug that must be served for it (null: a built-in route, always served). */
function candidatePage(rawPath: string, locale: string): (CountedPage & { slug: string | null }) | null {
  const path = withoutTrailingSlash(rawPath);
  const page = pageOfPath(rawPath);
  if (!page || page.locale !== locale || withoutTrailingSlash(localizedPath(page.locale, page.slug)) !== path) return null;
  if (locale !== SOURCE_LOCALE) return { path, locale, slug: translationSlug(locale, page.slug) };
  if (ROUTE_SLUGS.has(page.slug)) return { path, locale, slug: null };
  return isBuiltInSlug(page.slug) ? null : { path, locale, slug: page.slug };
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}
