import express, { Router } from "express";
import type { Logger } from "pino";
import { forbidden, notFound, unauthorized } from "../errors";
import type { Services } from "../services";
import { jsonBodiesOnly, multipartFromOwnPages, sameOrigin, tmxBodiesOnly, xmlBodiesOnly } from "../security/same-origin";
import { accountRouter } from "./account";
import { blocksRouter } from "./blocks";
import { authRouter, clientOf } from "./auth";
import { emailConfirmRouter } from "./email-change";
import { allow, personOf } from "./authorize";
import { peopleRouter } from "./people";
import { mediaRouter, mediaUploadHandler } from "./media";
import { settingsRouter } from "./settings";
import { translationsRouter } from "./translations";
import { hitRouter, statsRouter } from "./stats";
import { systemRouter } from "./system";
import type { SystemConfig } from "../system/status";
import { xliffRouter, xliffUploadHandler } from "./xliff";
import { tmxRouter, tmxUploadHandler } from "./tmx";
import { redirectImportHandlers, redirectsRouter } from "./redirects";
import { linksRouter } from "./links";
import { previewLinksRouter } from "./preview-links";
import { glossaryRouter } from "./glossary";
import { reviewsRouter } from "./reviews";
import { pagesRouter, publicPagesRouter, revisionsRouter, sectionsRouter, trashRouter } from "./pages";
import { errorHandler, errorShape } from "./errors";
import { BODY_LIMIT, handle } from "./http";
import { sessionToken } from "./session-cookie";

export interface ApiDeps {
  services: Services;
  logger: Logger;
  publicUrl: string;
  /** What the System screen reads of the configuration: the data directory, the mail and the backups. */
  config: SystemConfig;
}

/** Everything under /api: the guards, the public endpoint, sign-in, then the admin's routes. */
export function apiRouter({ services, logger, publicUrl, config }: ApiDeps): Router {
  const router = Router();

  // The reset and session endpoints answer refusals in the shapes their screens read.
  router.use("/cms/reset-password", errorShape("reset"));
  router.use("/cms/session", errorShape("session"));
  router.use(sameOrigin(publicUrl));

  router.use("/cms/public", publicPagesRouter(services.pages));

  // Every other /api answer is private to this administrator and this moment.
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  const signedIn = handle(async (req, res, next) => {
    // Mounted before the account's router and again before the others: the session is read once.
    if (res.locals.admin) return next();
    const admin = await services.auth.session(sessionToken(req), clientOf(req));
    if (!admin) throw unauthorized();
    res.locals.admin = admin;
    next();
  });

  // The public pages' beacon, whose body is JSON sent as text (sendBeacon): its own body rule.
  router.use(hitRouter(services.stats));

  /**
   * A new password or a second factor to set up comes before anything else (docs/product.md,
   * "Account"): until then only the account's own endpoints answer.
   */
  const setUp = handle(async (_req, res, next) => {
    const { setup } = personOf(res);
    if (setup === "password")
      throw forbidden("Choose a new password first (Account): the one you signed in with was made for you or breaks the password rules");
    if (setup === "second-factor") throw forbidden("Set up your second factor first (Account): administrators require one of everyone");
    next();
  });

  // The endpoints whose body is not JSON (a form's upload, an XLIFF or TMX file) declare their own body rule and reader.
  router.post("/cms/media", multipartFromOwnPages, signedIn, setUp, allow("media.upload"), mediaUploadHandler(services.media, logger));
  router.post("/cms/translations/:locale/xliff", xmlBodiesOnly, signedIn, setUp, ...xliffUploadHandler(services.xliff, services.languages));
  router.post("/cms/translations/:locale/tmx", tmxBodiesOnly, signedIn, setUp, ...tmxUploadHandler(services.tmx));
  router.post("/cms/redirects/import", signedIn, setUp, allow("pages.manage"), ...redirectImportHandlers(services.redirects));

  router.use(jsonBodiesOnly, express.json({ limit: BODY_LIMIT }));
  router.use("/cms", authRouter(services.auth, services.invitations));
  router.use("/cms", emailConfirmRouter(services.emailChanges));
  router.use("/cms", signedIn, accountRouter(services.accounts, services.emailChanges));
  router.use(
    "/cms",
    signedIn,
    setUp,
    pagesRouter(services.pages, services.translations, services.pageFacts),
    blocksRouter(),
    revisionsRouter(services.revisions, services.pageFacts),
    sectionsRouter(services.pages, services.pageFacts),
    trashRouter(services.trash, services.pageFacts),
    mediaRouter(services.media),
    settingsRouter(services.settings),
    peopleRouter(services),
    translationsRouter(services),
    xliffRouter(services.xliff),
    tmxRouter(services.tmx),
    glossaryRouter(services.glossary),
    reviewsRouter(services.reviews, services.pageFacts),
    statsRouter(services.stats, services.languageDemand),
    redirectsRouter(services.redirects, services.notFound),
    linksRouter(services.links),
    previewLinksRouter(services.previewLinks, services.pageFacts),
    systemRouter(services, config),
  );

  router.use(() => {
    throw notFound("Not found");
  });
  router.use(errorHandler(logger, { json: true }));
  return router;
}
