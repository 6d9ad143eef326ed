import type { Router } from "express";
import { settingsLocaleSchema, settingsUpdateSchema } from "../../app/domain/schemas/settings";
import { SOURCE_LOCALE } from "../../app/content/locales";
import type { SettingsService } from "../content/settings";
import { requireSettingsChange } from "../people/policy";
import { allow, allowWhen, personOf, policyRouter } from "./authorize";
import { handle, parseBody } from "./http";
import { by } from "./pages";

/** `?locale=ja`: the settings' translation into that language; English without it. */
const localeOfQuery = (query: unknown) => parseBody(settingsLocaleSchema, query).locale ?? SOURCE_LOCALE;

/**
 * The site settings for signed-in people: read, and change some or all values. The business facts
 * are the administrators'; the texts the editors' too; a translator changes only the translation
 * of the texts into their languages (server/people/policy.ts).
 */
export function settingsRouter(settings: SettingsService): Router {
  const router = policyRouter();

  router.get(
    "/settings",
    allow("settings.read"),
    handle(async (req, res) => {
      res.json(await settings.get(localeOfQuery(req.query)));
    }),
  );

  router.put(
    "/settings",
    allowWhen((req, res) => {
      const values = (req.body as { values?: unknown } | undefined)?.values;
      const keys = values && typeof values === "object" && !Array.isArray(values) ? Object.keys(values) : [];
      requireSettingsChange(personOf(res), keys, localeOfQuery(req.query));
    }),
    handle(async (req, res) => {
      res.json(await settings.update(parseBody(settingsUpdateSchema, req.body), by(req, res), localeOfQuery(req.query)));
    }),
  );

  return router.router;
}
