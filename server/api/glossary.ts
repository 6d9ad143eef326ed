import { parseGlossary } from "../../app/domain/glossary";
import { isoToGuamLocal } from "../../app/lib/guam-time";
import { invalidInput } from "../errors";
import type { GlossaryService } from "../i18n/glossary";
import { glossaryTbx } from "../i18n/glossary-tbx";
import { requireCapability, requireTranslationLanguage } from "../people/policy";
import { actorOf, allowWhen, personOf, policyRouter } from "./authorize";
import { handle } from "./http";
import { parseLocale } from "./translations";

/** Reading: anyone who sees the pages and their translations (a language that is not one answers 404). */
const mayRead = allowWhen((req, res) => {
  parseLocale(req.params.locale);
  requireCapability(personOf(res), "pages.read");
});

/** Changing: editors and administrators, and the translators of that language. */
const mayChange = allowWhen((req, res) => requireTranslationLanguage(personOf(res), parseLocale(req.params.locale)));

/** The glossary of each translation language (docs/product.md, "Glossary"): read, replaced whole, and downloaded as TBX. */
export function glossaryRouter(glossary: GlossaryService) {
  const router = policyRouter();
  router.get(
    "/glossary/:locale",
    mayRead,
    handle(async (req, res) => void res.json(await glossary.get(parseLocale(req.params.locale)))),
  );
  router.put(
    "/glossary/:locale",
    mayChange,
    handle(async (req, res) => {
      const locale = parseLocale(req.params.locale);
      const parsed = parseGlossary(req.body);
      if (!parsed.ok) throw invalidInput(parsed.message);
      res.json(await glossary.replace(locale, parsed.terms, actorOf(req, res)));
    }),
  );
  router.get(
    "/glossary/:locale/tbx",
    mayRead,
    handle(async (req, res) => {
      const locale = parseLocale(req.params.locale);
      const now = new Date().toISOString();
      const xml = glossaryTbx(locale, await glossary.terms(locale), now);
      res.setHeader("Content-Disposition", `attachment; filename="glossary-en-${locale}-${isoToGuamLocal(now).slice(0, 10)}.tbx"`);
      res.type("application/x-tbx+xml; charset=utf-8").send(xml);
    }),
  );
  return router.router;
}
