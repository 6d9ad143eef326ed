import type { Request } from "express";
import { previewLinkPayloadSchema } from "../../app/domain/preview-links";
import { notFound } from "../errors";
import type { PageFactsReader } from "../people/page-facts";
import type { PageFacts } from "../people/policy";
import type { PreviewLinkService } from "../preview/links";
import { allowPageChange, pageFromParam, personOf, policyRouter } from "./authorize";
import { handle, parseBody } from "./http";

const idOf = (value: unknown, what: string): number => {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) throw notFound(`${what} not found`);
  return Number(value);
};

/**
 * A page's preview links (docs/product.md, "Preview links"), for whoever may edit the page (its
 * translators too, for a translation): made (the address shown once), listed, withdrawn.
 */
export function previewLinksRouter(links: PreviewLinkService, facts: PageFactsReader) {
  const router = policyRouter();
  // Sharing a preview changes nothing: a translation waiting for review, or one its translator may
  // not publish, is shared as before review existed (docs/product.md, "Review before publishing").
  const withoutReview = async (found: Promise<PageFacts | null>) => {
    const page = await found;
    return page && { ...page, reviewRequired: false, inReview: false };
  };
  const pageOfParam = (req: Request, reader: PageFactsReader) => withoutReview(pageFromParam("id")(req, reader));
  const pageOfLink = async (req: Request, reader: PageFactsReader) => {
    const pageId = /^[1-9]\d{0,9}$/.test(String(req.params.id)) ? await links.pageIdOf(Number(req.params.id)) : null;
    return pageId === null ? null : withoutReview(reader.page(pageId));
  };
  router.get(
    "/pages/:id/preview-links",
    allowPageChange(facts, pageOfParam),
    handle(async (req, res) => void res.json(await links.list(idOf(req.params.id, "Page")))),
  );
  router.post(
    "/pages/:id/preview-links",
    allowPageChange(facts, pageOfParam),
    handle(async (req, res) => {
      const { expiresInDays } = parseBody(previewLinkPayloadSchema, req.body);
      res.status(201).json(await links.create(idOf(req.params.id, "Page"), expiresInDays, personOf(res).username));
    }),
  );
  router.delete(
    "/preview-links/:id",
    allowPageChange(facts, pageOfLink),
    handle(async (req, res) => {
      await links.withdraw(idOf(req.params.id, "Preview link"));
      res.status(204).end();
    }),
  );
  return router.router;
}
