import { approveReviewSchema, returnReviewSchema, sendForReviewSchema } from "../../app/domain/schemas/reviews";
import { forbidden } from "../errors";
import type { PageFactsReader } from "../people/page-facts";
import { requireCapability, requireTranslationLanguage } from "../people/policy";
import { type ReviewService, reviewerRefusal } from "../i18n/reviews";
import { actorOf, allow, allowWhen, pageFromParam, personOf, policyRouter } from "./authorize";
import { handle, parseBody, parseId } from "./http";

/**
 * Review before publishing (docs/product.md, "Review before publishing"): sending a translation
 * for review, its reviewers' queue, and their decision. Whether the person may decide this review
 * (a reviewer of its language, not its sender) is the service's to say, under the page's lock.
 */
export function reviewsRouter(reviews: ReviewService, facts: PageFactsReader) {
  const router = policyRouter();

  /** Whoever works in the page's language (a page that does not exist is the handler's 404). */
  const worksInPage = allowWhen(async (req, res) => {
    const page = await pageFromParam("id")(req, facts);
    if (page) requireTranslationLanguage(personOf(res), page.locale);
    else requireCapability(personOf(res), "translations.work");
  });

  /** Editors, administrators, and translators who may review (their languages are checked per translation). */
  const reviewer = allowWhen((_req, res) => {
    const refusal = reviewerRefusal(personOf(res));
    if (refusal) throw forbidden(refusal);
  });

  router.get(
    "/reviews",
    reviewer,
    handle(async (_req, res) => void res.json(await reviews.queue(personOf(res)))),
  );

  router.get(
    "/pages/:id/review",
    allow("pages.read"),
    handle(async (req, res) => void res.json(await reviews.get(parseId(req.params.id, "Page not found"), personOf(res)))),
  );

  router.post(
    "/pages/:id/review",
    worksInPage,
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      const { note } = parseBody(sendForReviewSchema, req.body);
      res.json(await reviews.send(id, note ?? "", personOf(res), actorOf(req, res)));
    }),
  );

  router.post(
    "/pages/:id/review/approve",
    reviewer,
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      const { publishedAt } = parseBody(approveReviewSchema, req.body);
      res.json(await reviews.approve(id, publishedAt, personOf(res), actorOf(req, res)));
    }),
  );

  router.post(
    "/pages/:id/review/return",
    reviewer,
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      const { comment } = parseBody(returnReviewSchema, req.body);
      res.json(await reviews.return(id, comment, personOf(res), actorOf(req, res)));
    }),
  );

  return router.router;
}
