import { type Response, Router } from "express";
import { settingsUpdateSchema } from "../../app/lib/schemas/settings";
import type { SettingsService } from "../content/settings";
import type { AdminIdentity } from "../context";
import { handle, parseBody } from "./http";

const by = (res: Response) => ({ author: (res.locals.admin as AdminIdentity).username });

/** The site settings for the signed-in administrator: read, and change some or all values. */
export function settingsRouter(settings: SettingsService): Router {
  const router = Router();

  router.get(
    "/settings",
    handle(async (_req, res) => {
      res.json(await settings.get());
    }),
  );

  router.put(
    "/settings",
    handle(async (req, res) => {
      res.json(await settings.update(parseBody(settingsUpdateSchema, req.body), by(res)));
    }),
  );

  return router;
}
