import express, { type Request, type RequestHandler, type Response } from "express";
import { XLIFF_MAX_BYTES } from "../../app/lib/limits";
import { invalidInput } from "../errors";
import type { TmxService } from "../i18n/tmx/service";
import { tooLargeFile } from "../i18n/xliff/parse";
import { TMX_TYPES } from "../security/same-origin";
import { requireTranslationLanguage } from "../people/policy";
import { actorOf, allowWhen, personOf, policyRouter } from "./authorize";
import { handle } from "./http";
import { parseLocale } from "./translations";

/** Translators download and import the memories of their own languages only, as the XLIFF files (docs/product.md, 7.10). */
const ownLanguage = allowWhen((req, res) => requireTranslationLanguage(personOf(res), parseLocale(req.params.locale)));

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

/** The memory's bytes, read only up to the import's limit and never inflated (as the XLIFF import's, server/api/xliff.ts). */
const readXml = express.raw({ type: TMX_TYPES, limit: XLIFF_MAX_BYTES, inflate: false });
const xmlBody = (req: Request, res: Response): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    readXml(req, res, (err?: unknown) => {
      if (!err) return resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      const status = (err as { status?: number }).status;
      if (status === 413) return reject(tooLargeFile());
      if (status === 415) return reject(invalidInput("Send the TMX file uncompressed (without a Content-Encoding)"));
      reject(err);
    });
  });

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
