import { Router } from "express";
import { PUBLIC_ROUTES } from "../app/content/navigation";
import type { Config } from "./config";
import type { PageService } from "./cms/pages";

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

/** robots.txt and the sitemap: the built-in routes, then every published CMS page. */
export function seoRouter(config: Config, pages: Pick<PageService, "listPublishedSlugs">): Router {
  const router = Router();

  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .setHeader("Cache-Control", "public, max-age=3600")
      .send(["User-agent: *", "Disallow: /cms", "Disallow: /api", "", `Sitemap: ${config.publicUrl}/sitemap.xml`, ""].join("\n"));
  });

  router.get(/^\/sitemap(?:-([1-9]\d{0,5}))?\.xml$/, async (req, res, next) => {
    try {
      const part = req.params[0] ? Number(req.params[0]) : 0;
      const slugs = await pages.listPublishedSlugs();
      const paths = [...PUBLIC_ROUTES, ...slugs.filter((s) => s !== "home").map((s) => `/${s}`)];
      const document = sitemapDocument(config.publicUrl, paths, part);
      if (document === null) return next();
      res.type("application/xml").setHeader("Cache-Control", "public, max-age=300").send(document);
    } catch (err) {
      next(err);
    }
  });

  return router;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
