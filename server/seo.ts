import { Router } from "express";
import { PUBLIC_ROUTES } from "../app/content/navigation";
import type { Config } from "./config";
import type { PageService } from "./cms/pages";

/** robots.txt and the sitemap: the built-in routes, then every published CMS page. */
export function seoRouter(config: Config, pages: Pick<PageService, "listPublishedSlugs">): Router {
  const router = Router();

  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .setHeader("Cache-Control", "public, max-age=3600")
      .send(
        ["User-agent: *", "Disallow: /cms", "Disallow: /api", "", `Sitemap: ${config.publicUrl}/sitemap.xml`, ""].join(
          "\n",
        ),
      );
  });

  router.get("/sitemap.xml", async (_req, res, next) => {
    try {
      const extra = await pages.listPublishedSlugs();
      const paths = [...PUBLIC_ROUTES, ...extra.filter((s) => s !== "home").map((s) => `/${s}`)];
      const urls = paths
        .map((p) => `  <url><loc>${escapeXml(config.publicUrl + (p === "/" ? "/" : p))}</loc></url>`)
        .join("\n");
      res
        .type("application/xml")
        .setHeader("Cache-Control", "public, max-age=300")
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
    } catch (err) {
      next(err);
    }
  });

  return router;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
