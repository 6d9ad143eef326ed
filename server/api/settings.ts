import type { Router } from "express";
import { settingsUpdateSchema } from "../../app/lib/schemas/settings";
import type { SettingsService } from "../content/settings";
import { requireSettingsChange } from "../people/policy";
import { allow, allowWhen, personOf, policyRouter } from "./authorize";
import { handle, parseBody } from "./http";
import { by } from "./pages";

/** The site settings for signed-in people: read, and change some or all values (the facts are the administrators'). */
export function settingsRouter(settings: SettingsService): Router {
  const router = policyRouter();

  router.get(
    "/settings",
    allow("settings.read"),
    handle(async (_req, res) => {
      res.json(await settings.get());
    }),
  );

  router.put(
    "/settings",
    allowWhen((req, res) => {
      const values = (req.body as { values?: unknown } | undefined)?.values;
      const keys = values && typeof values === "object" && !Array.isArray(values) ? Object.keys(values) : [];
      requireSettingsChange(personOf(res), keys);
    }),
    handle(async (req, res) => {
      res.json(await settings.update(parseBody(settingsUpdateSchema, req.body), by(req, res)));
    }),
  );

  return router.router;
}
