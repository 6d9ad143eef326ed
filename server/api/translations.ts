import { type Response, Router } from "express";
import { createTranslationSchema, languageUpdateSchema, translationLocaleSchema, upToDateSchema } from "../../app/lib/schemas/translations";
import type { LanguageService } from "../i18n/languages";
import type { TranslationService } from "../i18n/translations";
import type { AdminIdentity } from "../context";
import { notFound } from "../errors";
import { handle, parseBody, parseId, parseText } from "./http";

const by = (res: Response) => ({ author: (res.locals.admin as AdminIdentity).username });

/** A language of the address (`/translations/ja/...`): one of the site's translation languages, or 404. */
export function parseLocale(value: unknown): string {
  const parsed = translationLocaleSchema.safeParse(parseText(value, "language"));
  if (!parsed.success) throw notFound("There is no such language");
  return parsed.data;
}

/** Languages and translations (docs/product.md, "The site in its visitors' languages"). */
export function translationsRouter({ languages, translations }: { languages: LanguageService; translations: TranslationService }): Router {
  const router = Router();

  router.get(
    "/languages",
    handle(async (_req, res) => {
      res.json(await languages.list());
    }),
  );

  router.put(
    "/languages/:code",
    handle(async (req, res) => {
      const code = parseText(req.params.code, "language");
      const { enabled } = parseBody(languageUpdateSchema, req.body);
      res.json(await languages.setEnabled(code, enabled));
    }),
  );

  router.get(
    "/pages/:id/translations",
    handle(async (req, res) => {
      res.json(await translations.list(parseId(req.params.id, "Page not found")));
    }),
  );

  router.post(
    "/pages/:id/translations",
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      const { locale } = parseBody(createTranslationSchema, req.body);
      res.status(201).json(await translations.create(id, locale, by(res)));
    }),
  );

  router.get(
    "/pages/:id/source",
    handle(async (req, res) => {
      res.json(await translations.source(parseId(req.params.id, "Page not found")));
    }),
  );

  router.post(
    "/pages/:id/up-to-date",
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      res.json(await translations.markUpToDate(id, parseBody(upToDateSchema, req.body).sectionKeys));
    }),
  );

  router.get(
    "/translations/:locale",
    handle(async (req, res) => {
      res.json(await translations.overview(parseLocale(req.params.locale)));
    }),
  );

  return router;
}
