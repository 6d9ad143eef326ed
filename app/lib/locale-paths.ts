/**
 * Where translations live (docs/product.md, "The site in its visitors' languages"): a translation
 * is a page whose slug is its language and the English page's slug ("ja/contact"), served at that
 * address (/ja/contact; the home page at /ja/). English pages keep their addresses. Browser-safe.
 */
import { SOURCE_LOCALE, TRANSLATION_LOCALES, type Locale } from "../content/locales";

const BY_LOWER = new Map(TRANSLATION_LOCALES.map((locale) => [locale.code.toLowerCase(), locale]));

/** The slug a translation of `englishSlug` into `locale` is stored and served under. */
export function translationSlug(locale: string, englishSlug: string): string {
  return locale === SOURCE_LOCALE ? englishSlug : `${locale}/${englishSlug}`;
}

/** A stored slug as its language and the English page's slug ("ja/contact" → ja, contact). */
export function splitSlug(slug: string): { locale: string; slug: string } {
  const at = slug.indexOf("/");
  return at === -1 ? { locale: SOURCE_LOCALE, slug } : { locale: slug.slice(0, at), slug: slug.slice(at + 1) };
}

/** The English page's slug of any stored slug. */
export function baseSlug(slug: string): string {
  return splitSlug(slug).slug;
}

/** The public address of a page with this English slug in this language: /, /contact, /ja/, /ja/contact. */
export function localizedPath(locale: string, englishSlug: string): string {
  const path = englishSlug === "home" ? "/" : `/${englishSlug}`;
  return locale === SOURCE_LOCALE ? path : `/${locale}${path}`;
}

/**
 * The language of a public address and the English address it translates: /ja/contact → ja,
 * /contact; /ja → ja, /; anything else → en, itself. The first segment is matched in any case
 * (addresses route that way) but the canonical code is returned.
 */
export function localeOfPath(pathname: string): { locale: Locale | null; englishPath: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match ? BY_LOWER.get(match[1]!.toLowerCase()) : undefined;
  if (!locale) return { locale: null, englishPath: pathname };
  return { locale, englishPath: match![2] && match![2] !== "" ? match![2] : "/" };
}

/** The same address in another language (or English): what the language switcher links to. */
export function pathInLocale(englishPath: string, locale: string): string {
  if (locale === SOURCE_LOCALE) return englishPath;
  return englishPath === "/" ? `/${locale}/` : `/${locale}${englishPath}`;
}

/**
 * A link of a page in `locale` to a site path: to its translation where one is served in that
 * language (`served`: English slugs), to the English page otherwise. Other addresses (https:,
 * mailto:, tel:, anchors on the page) are left alone; so is every link of an English page.
 */
export function localizedHref(href: string, locale: string, served: ReadonlySet<string>): string {
  if (locale === SOURCE_LOCALE || !href.startsWith("/") || href.startsWith("//")) return href;
  const match = /^\/([a-z0-9-]*)(?=$|[?#])(.*)$/.exec(href);
  if (!match) return href;
  const slug = match[1] === "" ? "home" : match[1]!;
  return served.has(slug) ? `${localizedPath(locale, slug)}${match[2]}` : href;
}
