/**
 * Where translations live (docs/product.md, "The site in its visitors' languages"): a translation
 * is a page whose slug is its language and the English page's slug ("ja/contact": translationSlug
 * in app/content/locales.ts), served at that address (/ja/contact; the home page at /ja/). English
 * pages keep their addresses. Browser-safe.
 */
import { SOURCE_LOCALE, TRANSLATION_LOCALES, type Locale } from "../content/locales";
import { PUBLIC_ROUTES } from "../content/navigation";
import { SLUG_PATTERN, isReservedSlug } from "./slug";

const BY_LOWER = new Map(TRANSLATION_LOCALES.map((locale) => [locale.code.toLowerCase(), locale]));

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

/** The English slug of one of the site's routes ("/" is home, "/contact" contact). */
export function routeSlug(path: string): string {
  return path === "/" ? "home" : path.slice(1);
}

/** The English slugs of the site's own routes. */
const ROUTE_SLUGS: ReadonlySet<string> = new Set(PUBLIC_ROUTES.map(routeSlug));

/**
 * The page an address names, if it can name one: its language and its English slug. This is the
 * one rule of which address is which page in which language (docs/product.md, "One address per
 * page"): `/` and `/{slug}` in English, `/{code}/` and `/{code}/{slug}` in a translation language,
 * read in any case and with or without a trailing slash; `/home` names the home page. A slug the
 * site keeps for something else (the admin area, a language's code, a file) names no page, nor does
 * anything deeper. Whether the page exists, or is served, is for the caller to find out.
 */
export function pageOfPath(pathname: string): { locale: string; slug: string } | null {
  const segments = pathname.replace(/^\//, "").replace(/\/+$/, "").split("/");
  const locale = BY_LOWER.get(segments[0]!.toLowerCase());
  if (locale) segments.shift();
  if (segments.length > 1) return null;
  const slug = (segments[0] ?? "").toLowerCase();
  if (slug === "") return pathname.startsWith("/") ? { locale: locale?.code ?? SOURCE_LOCALE, slug: "home" } : null;
  if (!SLUG_PATTERN.test(slug) || (isReservedSlug(slug) && !ROUTE_SLUGS.has(slug))) return null;
  return { locale: locale?.code ?? SOURCE_LOCALE, slug };
}

/**
 * The one address of the page `pathname` names (localizedPath of its language and slug), or null
 * when it names none. Every other way of writing it (/SERVICES, /services/, /JA/services, /ja,
 * /home) is sent there with a 301 (server/site/one-address.ts).
 */
export function canonicalPath(pathname: string): string | null {
  const page = pageOfPath(pathname);
  return page && localizedPath(page.locale, page.slug);
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
