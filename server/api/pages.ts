import { type Request, type Response, Router } from "express";
import { pageListQuerySchema, pagePayloadSchema } from "../../app/domain/schemas/pages";
import { restorePayloadSchema } from "../../app/domain/schemas/revisions";
import { sectionPayloadSchema, sectionUpdateSchema } from "../../app/domain/schemas/sections";
import { SLUG_MAX_LENGTH } from "../../app/domain/slug";
import type { RevisionService } from "../cms/history";
import type { PageService, WriteOptions } from "../cms/pages";
import type { TrashService } from "../cms/trash";
import type { TranslationService } from "../i18n/translations";
import { invalidInput, notFound } from "../errors";
import { templateOf, templateSections } from "../../app/domain/templates";
import type { PageFactsReader } from "../people/page-facts";
import {
  actorOf,
  allow,
  allowPageChange,
  pageFromBody,
  pageFromParam,
  pageFromSectionParam,
  policyRouter,
  statusInBody,
} from "./authorize";
import { handle, parseBody, parseId, parseText } from "./http";

/** GET /api/cms/public/pages/{slug}: a published page's public fields, cacheable for 5 minutes. */
export function publicPagesRouter(pages: PageService): Router {
  const router = Router();
  router.get(
    "/pages/:slug",
    handle(async (req, res) => {
      const slug = parseText(req.params.slug, "slug");
      const page = slug.length <= SLUG_MAX_LENGTH ? await pages.getPublished(slug) : null;
      if (!page) throw notFound("Page not found");
      res.setHeader("Cache-Control", "public, max-age=300");
      res.json(page);
    }),
  );
  return router;
}

/** Who is writing: the person the session guard found (server/api/index.ts), and from where. */
export const by = (req: Request, res: Response): WriteOptions => {
  const actor = actorOf(req, res);
  return { author: actor.username, actor };
};

/** Pages for the signed-in administrator: parse, call the page service, answer. */
export function pagesRouter(pages: PageService, translations: TranslationService, facts: PageFactsReader): Router {
  const router = policyRouter();

  router.get(
    "/pages",
    allow("pages.read"),
    handle(async (req, res) => {
      const paged = ["page", "pageSize", "q", "status", "kind"].some((name) => name in req.query);
      if (!paged) {
        res.json(await pages.list());
        return;
      }
      const list = await pages.listPage(parseBody(pageListQuerySchema, req.query));
      // Each page of the results with its translations' states (the dashboard shows them).
      const states = await translations.statesOf(list.items.map((item) => item.id));
      res.json({ ...list, items: list.items.map((item) => ({ ...item, translations: states.get(item.id) ?? [] })) });
    }),
  );

  router.get(
    "/pages/:id",
    allow("pages.read"),
    handle(async (req, res) => {
      const page = await pages.get(parseId(req.params.id, "Page not found"));
      if (!page) throw notFound("Page not found");
      res.json(page);
    }),
  );

  router.post(
    "/pages",
    allow("pages.manage"),
    handle(async (req, res) => {
      const { template, ...page } = parseBody(pagePayloadSchema, req.body);
      const sections = template ? templateSections(templateOf(template)) : page.sections;
      res.status(201).json(await pages.create({ ...page, sections }, by(req, res)));
    }),
  );

  router.put(
    "/pages/:id",
    allowPageChange(facts, pageFromParam("id"), statusInBody),
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      const { template, ...page } = parseBody(pagePayloadSchema, req.body);
      if (template !== undefined) throw invalidInput("A template makes a new page: send it with POST /api/cms/pages");
      res.json(await pages.update(id, page, by(req, res)));
    }),
  );

  router.delete(
    "/pages/:id",
    allowPageChange(facts, pageFromParam("id")),
    handle(async (req, res) => {
      await pages.delete(parseId(req.params.id, "Page not found"), by(req, res));
      res.json({ success: true });
    }),
  );

  return router.router;
}

/** A page's History: its saved versions and restoring one. */
export function revisionsRouter(revisions: RevisionService, facts: PageFactsReader): Router {
  const router = policyRouter();

  router.get(
    "/pages/:id/revisions",
    allow("pages.read"),
    handle(async (req, res) => {
      res.json(await revisions.list(parseId(req.params.id, "Page not found")));
    }),
  );

  router.get(
    "/pages/:id/revisions/:revisionId",
    allow("pages.read"),
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      res.json(await revisions.get(id, parseId(req.params.revisionId, "Revision not found")));
    }),
  );

  router.post(
    "/pages/:id/revisions/:revisionId/restore",
    // A restore may bring back a published version: decided as a save of the page as published.
    allowPageChange(facts, pageFromParam("id"), () => "published"),
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      const revisionId = parseId(req.params.revisionId, "Revision not found");
      const { version } = parseBody(restorePayloadSchema, req.body);
      res.json(await revisions.restore(id, revisionId, version, by(req, res)));
    }),
  );

  router.post(
    "/pages/:id/reset",
    // A save of the page with the status it has.
    allowPageChange(facts, pageFromParam("id")),
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      const { version } = parseBody(restorePayloadSchema, req.body);
      res.json(await revisions.resetToOriginal(id, version, by(req, res)));
    }),
  );

  return router.router;
}

/** The per-section endpoints, for clients that save a page one section at a time. */
export function sectionsRouter(pages: PageService, facts: PageFactsReader): Router {
  const router = policyRouter();

  router.post(
    "/sections",
    allowPageChange(facts, pageFromBody),
    handle(async (req, res) => {
      res.status(201).json(await pages.createSection(parseBody(sectionPayloadSchema, req.body), by(req, res)));
    }),
  );

  router.put(
    "/sections/:id",
    allowPageChange(facts, pageFromSectionParam),
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Section not found");
      res.json(await pages.updateSection(id, parseBody(sectionUpdateSchema, req.body), by(req, res)));
    }),
  );

  router.delete(
    "/sections/:id",
    allowPageChange(facts, pageFromSectionParam),
    handle(async (req, res) => {
      await pages.deleteSection(parseId(req.params.id, "Section not found"), by(req, res));
      res.json({ success: true });
    }),
  );

  return router.router;
}

/** The trash: pages deleted from the dashboard, until restored or deleted for ever. */
export function trashRouter(trash: TrashService, facts: PageFactsReader): Router {
  const router = policyRouter();

  router.get(
    "/trash",
    allow("pages.read"),
    handle(async (_req, res) => {
      res.json(await trash.list());
    }),
  );

  router.post(
    "/trash/:id/restore",
    allowPageChange(facts, pageFromParam("id", "trashed")),
    handle(async (req, res) => {
      res.json(await trash.restore(parseId(req.params.id, "Page not found in the trash"), by(req, res)));
    }),
  );

  router.delete(
    "/trash/:id",
    allow("pages.manage"),
    handle(async (req, res) => {
      await trash.purge(parseId(req.params.id, "Page not found in the trash"), by(req, res));
      res.json({ success: true });
    }),
  );

  return router.router;
}
