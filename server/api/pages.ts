import { Router } from "express";
import { pageListQuerySchema, pagePayloadSchema, sectionPayloadSchema, sectionUpdateSchema } from "../../app/lib/cms-schemas";
import { SLUG_MAX_LENGTH } from "../../app/lib/slug";
import type { PageService } from "../cms/pages";
import { notFound } from "../errors";
import { sendError } from "./errors";
import { handle, parseBody, parseId, parseText } from "./http";

/** GET /api/cms/public/pages/{slug}: a published page's public fields, cacheable for 5 minutes. */
export function publicPagesRouter(pages: PageService): Router {
  const router = Router();
  router.get(
    "/pages/:slug",
    handle(async (req, res) => {
      const slug = parseText(req.params.slug, "slug");
      const page = slug.length <= SLUG_MAX_LENGTH ? await pages.getPublished(slug) : null;
      if (!page) return sendError(res, 404, "Page not found");
      res.setHeader("Cache-Control", "public, max-age=300");
      res.json(page);
    }),
  );
  return router;
}

/** Pages for the signed-in administrator: parse, call the page service, answer. */
export function pagesRouter(pages: PageService): Router {
  const router = Router();

  router.get(
    "/pages",
    handle(async (req, res) => {
      const paged = ["page", "pageSize", "q", "status"].some((name) => name in req.query);
      if (!paged) {
        res.json(await pages.list());
        return;
      }
      res.json(await pages.listPage(parseBody(pageListQuerySchema, req.query)));
    }),
  );

  router.get(
    "/pages/:id",
    handle(async (req, res) => {
      const page = await pages.get(parseId(req.params.id, "Page not found"));
      if (!page) throw notFound("Page not found");
      res.json(page);
    }),
  );

  router.post(
    "/pages",
    handle(async (req, res) => {
      res.status(201).json(await pages.create(parseBody(pagePayloadSchema, req.body)));
    }),
  );

  router.put(
    "/pages/:id",
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      res.json(await pages.update(id, parseBody(pagePayloadSchema, req.body)));
    }),
  );

  router.delete(
    "/pages/:id",
    handle(async (req, res) => {
      await pages.delete(parseId(req.params.id, "Page not found"));
      res.json({ success: true });
    }),
  );

  return router;
}

/** The per-section endpoints, for clients that save a page one section at a time. */
export function sectionsRouter(pages: PageService): Router {
  const router = Router();

  router.post(
    "/sections",
    handle(async (req, res) => {
      res.status(201).json(await pages.createSection(parseBody(sectionPayloadSchema, req.body)));
    }),
  );

  router.put(
    "/sections/:id",
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Section not found");
      res.json(await pages.updateSection(id, parseBody(sectionUpdateSchema, req.body)));
    }),
  );

  router.delete(
    "/sections/:id",
    handle(async (req, res) => {
      await pages.deleteSection(parseId(req.params.id, "Section not found"));
      res.json({ success: true });
    }),
  );

  return router;
}
