import { SERVER_PATHS, SITE_PAGES } from "../content/navigation";
import { ALL_LOCALES } from "../content/locales";

/**
 * Page slugs (docs/product.md, "Slugs"): lower-case letters, digits and single hyphens, no hyphen
 * at either end, at most 100 characters, and never a path the site already owns.
 * Browser-safe: shared by the editor and the server.
 */
export const SLUG_MAX_LENGTH = 100;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Slugs a CMS page may not take: the site's own pages and the server's top-level paths (such a
 * page could never be reached at /{slug}), and a few names kept for the future. `home` is
 * deliberately absent: it is the home page's managed content (and /home redirects to /).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...SITE_PAGES.map((page) => page.path.slice(1)).filter(Boolean),
  ...SERVER_PATHS,
  // The languages' addresses: /ja/ is the Japanese site (app/domain/locale-paths.ts).
  ...ALL_LOCALES.map((locale) => locale.code.toLowerCase()),
  "admin",
  "login",
  "logout",
  "images",
  "fonts",
  "static",
  "public",
  "build",
  "media",
  "favicon.ico",
  "manifest.json",
  "site.webmanifest",
  "__manifest",
  "404",
  "not-found",
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug.toLowerCase());
}

/** Letters that Unicode does not decompose into a base letter and a mark, spelled out. */
const SPELLED: Record<string, string> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  ł: "l",
  Ł: "L",
  þ: "th",
  Þ: "TH",
  ı: "i",
};

/**
 * Letters folded to their base form: "Håfa Adai" gives "Hafa Adai", "Über Café" "Uber Cafe",
 * "Hagåtña" "Hagatna". Chamorro is this site's speciality, so å and ñ must not vanish.
 */
export function foldLetters(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßẞæÆœŒøØđĐðÐłŁþÞı]/g, (letter) => SPELLED[letter] ?? letter);
}

/**
 * A new page's slug from its title: letters folded to their base form, then the specification's
 * rule: lower case, each run of characters other than letters and digits becomes one hyphen, no
 * hyphen at either end.
 */
export function slugify(title: string): string {
  return foldLetters(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/** The public address of a managed page (a translation's slug included): the home page's content is shown at `/`, a translation's at `/ja/`. */
export function publicPathOf(slug: string): string {
  const at = slug.indexOf("/");
  if (at !== -1) return slug.endsWith("/home") && at === slug.length - 5 ? `/${slug.slice(0, at)}/` : `/${slug}`;
  return slug === "home" ? "/" : `/${slug}`;
}
