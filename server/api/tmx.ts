import type { RequestHandler } from "express";
import type { TmxService } from "../i18n/tmx/service";
import { TMX_TYPES } from "../security/same-origin";
import { actorOf, policyRouter } from "./authorize";
import { handle } from "./http";
import { parseLocale } from "./translations";
import { ownLanguage, xmlFileBody } from "./xml-upload";

/** GET /api/cms/translations/{locale}/tmx: the language's translation memory (docs/product.md, "Translation memory (TMX)"). */
export function tmxRouter(tmx: TmxService) {
  const router = policyRouter();
  router.get(
    "/translations/:locale/tmx",
    ownLanguage,
    handle(async (req, res) => {
      const { fileName, xml } = await tmx.download(parseLocale(req.params.locale));
      res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
      res.type("application/x-tmx+xml; charset=utf-8").send(xml);
    }),
  );
  return router.router;
}

const xmlBody = xmlFileBody(TMX_TYPES, "TMX");

/**
 * POST /api/cms/translations/{locale}/tmx: a translation memory as the request body (Content-Type
 * application/x-tmx+xml), mounted before the JSON body reader with its own body rule
 * (server/security/same-origin.ts, tmxBodiesOnly) after the session check; a place held from
 * before the body is read to the answer, as the XLIFF import does.
 */
export function tmxUploadHandler(tmx: TmxService): RequestHandler[] {
  return [
    ownLanguage,
    handle(async (req, res) => {
      const locale = parseLocale(req.params.locale);
      const release = tmx.admitImport();
      try {
        const body = await xmlBody(req, res);
        res.json(await tmx.upload(locale, body, actorOf(req, res)));
      } finally {
        release();
      }
    }),
  ];
}
