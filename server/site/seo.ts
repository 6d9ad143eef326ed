import { isBuiltInSlug } from "../../app/content/pages/registry";
import { PUBLIC_ROUTES } from "../../app/content/navigation";
import type { PageService } from "../cms/pages";

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap for these paths: one `urlset` while they fit in one file, otherwise a
 * `sitemapindex` at /sitemap.xml naming /sitemap-1.xml, /sitemap-2.xml... of at most 50,000 URLs
 * each. `part` is 0 for /sitemap.xml, N for /sitemap-N.xml; null when that part does not exist.
 */
export function sitemapDocument(publicUrl: string, paths: readonly string[], part: number): string | null {
  const parts = Math.ceil(paths.length / SITEMAP_MAX_URLS);
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const loc = (url: string) => `<loc>${escapeXml(url)}</loc>`;
  const urlset = (slice: readonly string[]) =>
    `${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${slice.map((p) => `  <url>${loc(publicUrl + p)}</url>`).join("\n")}\n</urlset>\n`;
  if (parts <= 1) return part === 0 ? urlset(paths) : null;
  if (part === 0) {
    const entries = Array.from({ length: parts }, (_, i) => `  <sitemap>${loc(`${publicUrl}/sitemap-${i + 1}.xml`)}</sitemap>`);
    return `${head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  }
  if (part > parts) return null;
  return urlset(paths.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS));
}

/** robots.txt: everything may be crawled but the admin area and the API. */
export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Disallow: /cms", "Disallow: /api", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

/** Which part of the sitemap a path names: 0 for /sitemap.xml, N for /sitemap-N.xml, else null. */
export function sitemapPart(path: string): number | null {
  const match = /^\/sitemap(?:-([1-9]\d{0,5}))?\.xml$/.exec(path);
  if (!match) return null;
  return match[1] ? Number(match[1]) : 0;
}

/** Every public path for the sitemap: the site's own pages, then each published CMS page. */
export async function sitemapPaths(pages: Pick<PageService, "listPublishedSlugs">): Promise<string[]> {
  const slugs = await pages.listPublishedSlugs();
  // The built-in pages are the site's routes, listed once; the settings and the 404 page are no pages to index.
  return [...PUBLIC_ROUTES, ...slugs.filter((s) => !isBuiltInSlug(s)).map((s) => `/${s}`)];
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
