import { isBuiltInSlug } from "../../app/content/pages/registry";
import { PUBLIC_ROUTES } from "../../app/content/navigation";
import { SOURCE_LOCALE } from "../../app/content/locales";
import { localizedPath, routeSlug } from "../../app/domain/locale-paths";
import type { PageService } from "../cms/pages";
import type { LocalizedReads } from "./localized";

/** One address of the sitemap, with every language it is published in (itself included), if more than one. */
export interface SitemapEntry {
  path: string;
  alternates?: ReadonlyArray<{ locale: string; path: string }>;
}

/**
 * Every live public address, in every language: the site's own pages, then each published CMS
 * page, each followed by its published translations, all with their alternates. The sitemap
 * lists them, and no redirect may hide one.
 */
export async function sitemapEntries(
  pages: Pick<PageService, "listPublishedSlugs">,
  localized: Pick<LocalizedReads, "servedTranslations">,
): Promise<SitemapEntry[]> {
  const slugs = await pages.listPublishedSlugs();
  const translated = await localized.servedTranslations();
  // The built-in pages are the site's routes, listed once; the settings and the 404 page are no pages to index.
  const english = [
    ...PUBLIC_ROUTES.map((path) => ({ path, slug: routeSlug(path) })),
    ...slugs.filter((s) => !isBuiltInSlug(s)).map((slug) => ({ path: `/${slug}`, slug })),
  ];
  return english.flatMap(({ path, slug }) => {
    const locales = translated.get(slug) ?? [];
    if (locales.length === 0) return [{ path }];
    const alternates = [{ locale: SOURCE_LOCALE, path }, ...locales.map((locale) => ({ locale, path: localizedPath(locale, slug) }))];
    return alternates.map((alternate) => ({ path: alternate.path, alternates }));
  });
}
