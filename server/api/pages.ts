import { Router } from "express";
import { pagePayloadSchema, sectionPayloadSchema, sectionUpdateSchema } from "../../app/lib/cms-schemas";
import type { PageStore } from "../cms/store";
import { HttpError, handle, parseBody, parseId } from "./http";

/** Pages and sections for the signed-in administrator (mounted behind requireAdmin). */
export function pagesRouter(store: PageStore): Router {
  const router = Router();

  router.get(
    "/pages",
    handle(async (_req, res) => {
      res.json(await store.list());
    }),
  );

  router.get(
    "/pages/:id",
    handle(async (req, res) => {
      const page = await store.get(parseId(req.params.id, "Page not found"));
      if (!page) throw new HttpError(404, "Page not found");
      res.json(page);
    }),
  );

  router.post(
    "/pages",
    handle(async (req, res) => {
      const payload = parseBody(pagePayloadSchema, req.body);
      res.status(201).json(await store.create(payload));
    }),
  );

  router.put(
    "/pages/:id",
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      const payload = parseBody(pagePayloadSchema, req.body);
      if (payload.version === undefined) {
        throw new HttpError(400, "Version is required: send the version of the page you loaded");
      }
      res.json(await store.update(id, { ...payload, version: payload.version }));
    }),
  );

  router.delete(
    "/pages/:id",
    handle(async (req, res) => {
      await store.delete(parseId(req.params.id, "Page not found"));
      res.json({ success: true });
    }),
  );

  router.post(
    "/sections",
    handle(async (req, res) => {
      const payload = parseBody(sectionPayloadSchema, req.body);
      res.status(201).json(await store.createSection(payload));
    }),
  );

  router.put(
    "/sections/:id",
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Section not found");
      const payload = parseBody(sectionUpdateSchema, req.body);
      res.json(await store.updateSection(id, payload));
    }),
  );

  router.delete(
    "/sections/:id",
    handle(async (req, res) => {
      await store.deleteSection(parseId(req.params.id, "Section not found"));
      res.json({ success: true });
    }),
  );

  return router;
}
