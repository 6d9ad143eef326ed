import type { Router } from "express";
import {
  createTranslationSchema,
  languageUpdateSchema,
  translationLocaleSchema,
  upToDateSchema,
} from "../../app/domain/schemas/translations";
import type { LanguageService } from "../i18n/languages";
import type { TranslationService } from "../i18n/translations";
import type { LanguageDemand } from "../stats/language-demand";
import { notFound } from "../errors";
import type { PageFactsReader } from "../people/page-facts";
import { requireCapability, requireTranslationLanguage } from "../people/policy";
import { actorOf, allow, allowWhen, pageFromParam, personOf, policyRouter } from "./authorize";
import { handle, parseBody, parseId, parseText } from "./http";
import { by } from "./pages";

/** A language of the address (`/translations/ja/...`): one of the site's translation languages, or 404. */
export function parseLocale(value: unknown): string {
  const parsed = translationLocaleSchema.safeParse(parseText(value, "language"));
  if (!parsed.success) throw notFound("There is no such language");
  return parsed.data;
}

/** Languages and translations (docs/product.md, "The site in its visitors' languages"). */
export function translationsRouter({
  languages,
  translations,
  pageFacts,
  languageDemand,
}: {
  languages: LanguageService;
  translations: TranslationService;
  pageFacts: PageFactsReader;
  languageDemand: LanguageDemand;
}): Router {
  const router = policyRouter();

  router.get(
    "/languages",
    allow("pages.read"),
    handle(async (_req, res) => {
      res.json(await languages.list());
    }),
  );

  router.put(
    "/languages/:code",
    allow("languages.manage"),
    handle(async (req, res) => {
      const code = parseText(req.params.code, "language");
      res.json(await languages.update(code, parseBody(languageUpdateSchema, req.body), actorOf(req, res)));
    }),
  );

  router.get(
    "/pages/:id/translations",
    allow("pages.read"),
    handle(async (req, res) => {
      res.json(await translations.list(parseId(req.params.id, "Page not found")));
    }),
  );

  router.post(
    "/pages/:id/translations",
    // A translator starts translations in their own languages only.
    allowWhen((req, res) => {
      const locale = (req.body as { locale?: unknown } | undefined)?.locale;
      if (typeof locale === "string") requireTranslationLanguage(personOf(res), locale);
      else requireCapability(personOf(res), "translations.work");
    }),
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      const { locale } = parseBody(createTranslationSchema, req.body);
      res.status(201).json(await translations.create(id, locale, by(req, res)));
    }),
  );

  router.get(
    "/pages/:id/source",
    allow("pages.read"),
    handle(async (req, res) => {
      res.json(await translations.source(parseId(req.params.id, "Page not found")));
    }),
  );

  router.post(
    "/pages/:id/up-to-date",
    // Marking parts up to date changes nothing visitors see: whoever works in its language may.
    allowWhen(async (req, res) => {
      const page = await pageFromParam("id")(req, pageFacts);
      if (page) requireTranslationLanguage(personOf(res), page.locale);
      else requireCapability(personOf(res), "translations.work");
    }),
    handle(async (req, res) => {
      const id = parseId(req.params.id, "Page not found");
      res.json(await translations.markUpToDate(id, parseBody(upToDateSchema, req.body).sectionKeys));
    }),
  );

  router.get(
    "/translations/:locale",
    allow("pages.read"),
    handle(async (req, res) => {
      const locale = parseLocale(req.params.locale);
      res.json(await translations.overview(locale, await languageDemand.pageVisits(locale)));
    }),
  );

  return router.router;
}
