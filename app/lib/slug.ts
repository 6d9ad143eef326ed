/**
 * Page slugs (decisions.md, "Pages and sections"): lower-case letters, digits and single hyphens,
 * no hyphen at either end, at most 100 characters, and never a route the site already owns.
 * Browser-safe: shared by the editor and the server.
 */
export const SLUG_MAX_LENGTH = 100;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Top-level paths the site serves itself. A CMS page with one of these slugs could never be
 * reached at /{slug}, or would shadow a file. `home` is deliberately absent: it is the home page's
 * managed content (and /home redirects to /).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "cms",
  "api",
  "admin",
  "languages",
  "services",
  "samples",
  "how-it-works",
  "get-quote",
  "buy-translation",
  "xact-guarantee",
  "contact",
  "terms-of-use",
  "disclaimer",
  "healthz",
  "robots.txt",
  "sitemap.xml",
  "assets",
  "favicon.svg",
  "favicon.ico",
  "manifest.json",
  "site.webmanifest",
  "images",
  "fonts",
  "static",
  "public",
  "build",
  "login",
  "logout",
  "__manifest",
  "404",
  "not-found",
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug.toLowerCase());
}

/**
 * The spec's rule for a new page's slug: lower case, each run of characters other than letters
 * and digits becomes one hyphen, no hyphen at either end. Accents are not transliterated
 * ("café" -> "caf"), matching the rule as written.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}
