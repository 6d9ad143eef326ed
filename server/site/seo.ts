import { SOURCE_LOCALE } from "../../app/content/locales";
import type { SitemapEntry } from "../i18n/addresses";

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap for these entries: one `urlset` while they fit in one file, otherwise a
 * `sitemapindex` at /sitemap.xml naming /sitemap-1.xml, /sitemap-2.xml... of at most 50,000 URLs
 * each. `part` is 0 for /sitemap.xml, N for /sitemap-N.xml; null when that part does not exist.
 * A page published in several languages lists each version as an `xhtml:link` alternate, and
 * English as `x-default`, in every version's entry.
 */
export function sitemapDocument(publicUrl: string, entries: readonly SitemapEntry[], part: number): string | null {
  const parts = Math.ceil(entries.length / SITEMAP_MAX_URLS);
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const loc = (url: string) => `<loc>${escapeXml(url)}</loc>`;
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(publicUrl + path)}"/>`;
  const url = ({ path, alternates }: SitemapEntry) => {
    if (!alternates || alternates.length < 2) return `  <url>${loc(publicUrl + path)}</url>`;
    const english = alternates.find((alternate) => alternate.locale === SOURCE_LOCALE);
    const links = [
      ...alternates.map((alternate) => link(alternate.locale, alternate.path)),
      ...(english ? [link("x-default", english.path)] : []),
    ];
    return `  <url>${loc(publicUrl + path)}${links.join("")}</url>`;
  };
  const urlset = (slice: readonly SitemapEntry[]) =>
    `${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${slice.map(url).join("\n")}\n</urlset>\n`;
  if (parts <= 1) return part === 0 ? urlset(entries) : null;
  if (part === 0) {
    const items = Array.from({ length: parts }, (_, i) => `  <sitemap>${loc(`${publicUrl}/sitemap-${i + 1}.xml`)}</sitemap>`);
    return `${head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
  }
  if (part > parts) return null;
  return urlset(entries.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS));
}

/**
 * robots.txt: everything may be crawled but the admin area and the API; nothing at all while the
 * settings turn indexing off (a staging copy: docs/product.md, "Search engines").
 */
export function robotsTxt(publicUrl: string, indexable = true): string {
  if (!indexable) return ["User-agent: *", "Disallow: /", ""].join("\n");
  return ["User-agent: *", "Disallow: /cms", "Disallow: /api", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

/** Which part of the sitemap a path names: 0 for /sitemap.xml, N for /sitemap-N.xml, else null. */
export function sitemapPart(path: string): number | null {
  const match = /^\/sitemap(?:-([1-9]\d{0,5}))?\.xml$/.exec(path);
  if (!match) return null;
  return match[1] ? Number(match[1]) : 0;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
