import type { Request } from "express";
import { SOURCE_LOCALE } from "../../app/content/locales";
import { commentUpdateSchema, newCommentSchema } from "../../app/domain/schemas/comments";
import type { CommentService } from "../i18n/comments";
import type { PageFactsReader } from "../people/page-facts";
import type { PageFacts } from "../people/policy";
import { requireCapability, requireTranslationLanguage } from "../people/policy";
import { allowWhen, pageFromParam, personOf, policyRouter } from "./authorize";
import { handle, parseBody, parseId } from "./http";

/**
 * Whoever works in the page's language: its translators, editors and administrators. A page that
 * does not exist or is no translation is left to the service's 404, for anyone who translates.
 */
const worksInPageOf = (facts: PageFactsReader, find: (req: Request, facts: PageFactsReader) => Promise<PageFacts | null>) =>
  allowWhen(async (req, res) => {
    const page = await find(req, facts);
    if (!page || page.locale === SOURCE_LOCALE) requireCapability(personOf(res), "translations.work");
    else requireTranslationLanguage(personOf(res), page.locale);
  });

/** Comments on the parts of a translation (docs/product.md, "Comments on parts"): listed, added, resolved and reopened. */
export function commentsRouter(comments: CommentService, facts: PageFactsReader) {
  const router = policyRouter();
  const pageOfComment = async (req: Request, reader: PageFactsReader) => {
    const pageId = /^[1-9]\d{0,9}$/.test(String(req.params.id)) ? await comments.pageIdOf(Number(req.params.id)) : null;
    return pageId === null ? null : reader.page(pageId);
  };
  router.get(
    "/pages/:id/comments",
    worksInPageOf(facts, pageFromParam("id")),
    handle(async (req, res) => void res.json(await comments.list(parseId(req.params.id, "Page not found")))),
  );
  router.post(
    "/pages/:id/comments",
    worksInPageOf(facts, pageFromParam("id")),
    handle(async (req, res) => {
      const pageId = parseId(req.params.id, "Page not found");
      const input = parseBody(newCommentSchema, req.body);
      const person = personOf(res);
      res.status(201).json(await comments.add(pageId, input, { id: person.id, username: person.username }));
    }),
  );
  router.put(
    "/comments/:id",
    worksInPageOf(facts, pageOfComment),
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Comment not found");
      const { resolved } = parseBody(commentUpdateSchema, req.body);
      res.json(await comments.setResolved(id, resolved, personOf(res).username));
    }),
  );
  return router.router;
}
