import type { RequestHandler } from "express";
import { xliffPagesSchema } from "../../app/domain/schemas/translations";
import type { XliffService } from "../i18n/xliff/service";
import { XML_TYPES } from "../security/same-origin";
import { pageChangeRefusal } from "../../app/domain/people/page-rules";
import type { LanguageService } from "../i18n/languages";
import { personOf, policyRouter } from "./authorize";
import { handle, parseBody } from "./http";
import { parseLocale } from "./translations";
import { ownLanguage, xmlFileBody } from "./xml-upload";

/** GET /api/cms/translations/{locale}/xliff: the XLIFF 2.0 file of the pages to translate (docs/product.md, "XLIFF for translators"). */
export function xliffRouter(xliff: XliffService) {
  const router = policyRouter();
  router.get(
    "/translations/:locale/xliff",
    ownLanguage,
    handle(async (req, res) => {
      const locale = parseLocale(req.params.locale);
      const pages =
        req.query.pages === undefined ? undefined : parseBody(xliffPagesSchema, typeof req.query.pages === "string" ? req.query.pages : "");
      const { fileName, xml } = await xliff.download(locale, pages);
      res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
      res.type("application/xliff+xml; charset=utf-8").send(xml);
    }),
  );
  return router.router;
}

const xmlBody = xmlFileBody(XML_TYPES, "XLIFF");

/**
 * POST /api/cms/translations/{locale}/xliff: the translator's file as the request body
 * (Content-Type application/xliff+xml), mounted before the JSON body reader with its own body
 * rule (server/security/same-origin.ts, xmlBodiesOnly) after the session check. An import holds
 * one of the service's few places from before its body is read to its answer (a 503 `busy` with
 * Retry-After when none is free), as uploads do: parsing takes about ten times the file's size.
 */
export function xliffUploadHandler(xliff: XliffService, languages: LanguageService): RequestHandler[] {
  return [
    ownLanguage,
    handle(async (req, res) => {
      const locale = parseLocale(req.params.locale);
      const release = xliff.admitImport();
      try {
        const body = await xmlBody(req, res);
        const person = personOf(res);
        // A translator who may not publish (or whose language is reviewed) leaves published translations as they are, and any waiting for review.
        const reviewRequired = await languages.reviewRequired(locale);
        const may = {
          published: pageChangeRefusal(person, { locale, status: "published", reviewRequired }) === null,
          inReview: pageChangeRefusal(person, { locale, status: "draft", inReview: true }) === null,
        };
        res.json(await xliff.upload(locale, body, person.username, may));
      } finally {
        release();
      }
    }),
  ];
}
