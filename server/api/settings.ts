import { type Response, Router } from "express";
import { settingsLocaleSchema, settingsUpdateSchema } from "../../app/lib/schemas/settings";
import { SOURCE_LOCALE } from "../../app/content/locales";
import type { SettingsService } from "../content/settings";
import type { AdminIdentity } from "../context";
import { handle, parseBody } from "./http";

/** `?locale=ja`: the settings' translation into that language; English without it. */
const localeOfQuery = (query: unknown) => parseBody(settingsLocaleSchema, query).locale ?? SOURCE_LOCALE;

const by = (res: Response) => ({ author: (res.locals.admin as AdminIdentity).username });

/** The site settings for the signed-in administrator: read, and change some or all values. */
export function settingsRouter(settings: SettingsService): Router {
  const router = Router();

  router.get(
    "/settings",
    handle(async (req, res) => {
      res.json(await settings.get(localeOfQuery(req.query)));
    }),
  );

  router.put(
    "/settings",
    handle(async (req, res) => {
      res.json(await settings.update(parseBody(settingsUpdateSchema, req.body), by(res), localeOfQuery(req.query)));
    }),
  );

  return router;
}
