import type { Logger } from "pino";
import { baseSlug, translationSlug } from "../app/content/locales";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/connect";
import { AuthService } from "./auth/service";
import { RevisionService } from "./cms/history";
import { PageWriter } from "./cms/page-writer";
import { PageService } from "./cms/pages";
import { ScheduledPublications } from "./cms/scheduled-publications";
import { TrashService } from "./cms/trash";
import { ContentChanges } from "./content-changes";
import { RedirectService } from "./redirects/service";
import { NotFoundLog } from "./redirects/not-found-log";
import { PreviewLinkService } from "./preview/links";
import { sitemapEntries } from "./i18n/addresses";
import { redirectKey } from "../app/domain/redirects";
import { PageContentService } from "./content/page-content";
import { SettingsService } from "./content/settings";
import { createMailer, type Mailer } from "./mail/mailer";
import { MediaService } from "./media/service";
import { MediaStore } from "./media/store";
import { AccountService } from "./people/accounts";
import { ActivityLog } from "./activity-log";
import { EmailChangeService } from "./people/email-change";
import { InvitationService } from "./people/invitations";
import { PageFactsReader } from "./people/page-facts";
import { PeopleService } from "./people/people";
import { ReviewService } from "./i18n/reviews";
import { ReviewMail } from "./i18n/review-mail";
import { LanguageService } from "./i18n/languages";
import { LocalizedReads } from "./i18n/localized";
import { TranslationService } from "./i18n/translations";
import { XliffService } from "./i18n/xliff/service";
import { TmxService } from "./i18n/tmx/service";
import { GlossaryService } from "./i18n/glossary";
import { CommentService } from "./i18n/comments";
import { StatsService } from "./stats/service";
import { LanguageDemand } from "./stats/language-demand";
import { LinkService } from "./links/service";
import { ExternalLinkChecker } from "./links/external";

/**
 * Every service of the site, built once from configuration, database and logger. The HTTP app,
 * the development server, the command line, housekeeping and the tests all receive these; none
 * of them opens the database or builds a service of its own.
 */
export interface Services {
  database: DatabaseHandle;
  /** "The content changed": every write that visitors can see counts one; every cache obeys it. */
  changes: ContentChanges;
  pages: PageService;
  /** Each page's saved versions, and restoring one. */
  revisions: RevisionService;
  trash: TrashService;
  /** Counts the moment a scheduled page goes live as a content change (started by the server). */
  schedule: ScheduledPublications;
  auth: AuthService;
  /** What the built-in pages show: their fields' values over the defaults. */
  content: PageContentService;
  /** The business facts and the texts every page shares. */
  settings: SettingsService;
  media: MediaService;
  /** The languages the owner offers, and each page's translations into them. */
  languages: LanguageService;
  translations: TranslationService;
  /** XLIFF files for translators: the download of the pages to translate, the import of their work. */
  xliff: XliffService;
  tmx: TmxService;
  /** Each translation language's glossary: the terms translators keep to. */
  glossary: GlossaryService;
  /** Comments on the parts of translations. */
  comments: CommentService;
  /** What the public site reads about languages: served translations, alternates. */
  localized: LocalizedReads;
  mail: Mailer;
  /** The record of who did what. */
  activity: ActivityLog;
  /** The signed-in person's own account: password, sessions, second factor. */
  accounts: AccountService;
  /** People and their roles, for administrators. */
  people: PeopleService;
  invitations: InvitationService;
  /** Changing an account's e-mail address: by its owner through a mailed link, or at once by an administrator or the shell. */
  emailChanges: EmailChangeService;
  /** What the role policy needs to know about a page. */
  pageFacts: PageFactsReader;
  /** Visitor statistics: page views counted without cookies, and their daily roll-ups. */
  stats: StatsService;
  /** Where translation pays: visitors by preferred language, beside the translations they miss. */
  languageDemand: LanguageDemand;
  /** Old addresses sent on to new ones (or gone), and the log of addresses that answered 404. */
  redirects: RedirectService;
  notFound: NotFoundLog;
  /** The link checker: every page's links and images, and what their last check found (started by the server). */
  links: LinkService;
  /** Links that show a page as it is now to people without an account. */
  previewLinks: PreviewLinkService;
  /** Review before publishing: translations sent for review, the reviewers' queue and decisions. */
  reviews: ReviewService;
  /** Waits for background work, then closes the database. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** The clock of the services that keep time themselves (the statistics' days); tests drive it. */
  now?: () => number;
  /** The statistics' rows a day keeps per language for pages, referrers and campaigns (server/stats/top-keys.ts); tests set fewer. */
  statsKeptPerDay?: number;
}

export function createServices(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  { now, statsKeptPerDay }: ServiceOptions = {},
): Services {
  const { db, engine } = database;
  const changes = new ContentChanges(db);
  const mediaStore = new MediaStore(engine);
  const activity = new ActivityLog(db);
  const writer = new PageWriter(engine, changes, mediaStore, activity);
  const pages = new PageService(db, engine, writer, mediaStore);
  const getPage = (id: number) => pages.get(id);
  const revisions = new RevisionService(db, writer, mediaStore, getPage);
  const trash = new TrashService(db, writer, getPage);
  const schedule = new ScheduledPublications(() => pages.nextScheduledAt(), changes, logger);
  const languages = new LanguageService(db, changes, activity);
  const localized = new LocalizedReads(db, pages, languages);
  const translations = new TranslationService(db, writer, pages, languages);
  const glossary = new GlossaryService(db, activity);
  const xliff = new XliffService(db, writer, languages, translations, glossary);
  const tmx = new TmxService(db, writer, languages, xliff, activity);
  const content = new PageContentService(db, pages, mediaStore, localized, logger);
  const settings = new SettingsService(db, pages, writer, localized, logger);
  // Every mail names the business as the settings do when it is sent (the one source of the name).
  const mail = createMailer(config, logger, async () => (await settings.read()).settings.values.business_name);
  const auth = new AuthService({ db, engine, mailer: mail, logger, publicUrl: config.publicUrl, outboxMode: !config.smtpUrl, activity });
  const media = new MediaService(db, engine, changes, pages);
  const stats = new StatsService({
    db,
    engine,
    logger,
    publicUrl: config.publicUrl,
    servedSlugs: async (among) => {
      const bases = [...new Set(among.map(baseSlug))];
      const [english, translated] = await Promise.all([pages.listPublishedSlugs(bases), localized.servedTranslations(bases)]);
      const asked = new Set(among);
      return [...english, ...[...translated].flatMap(([slug, locales]) => locales.map((locale) => translationSlug(locale, slug)))].filter(
        (slug) => asked.has(slug),
      );
    },
    onContentChange: (listener) => void changes.onChange(listener),
    now,
    keptPerDay: statsKeptPerDay,
  });
  const languageDemand = new LanguageDemand({
    db,
    waiting: (locales) => translations.waiting(locales),
    enabledCodes: () => languages.enabledCodes(),
    // As the Statistics screen's report does: figures of what could be written.
    flush: () => stats.flush().catch(() => undefined),
    now,
  });
  const emailChanges = new EmailChangeService({
    db,
    auth,
    mailer: mail,
    activity,
    logger,
    publicUrl: config.publicUrl,
    outboxMode: !config.smtpUrl,
  });
  const livePaths = async () => {
    const entries = await sitemapEntries(pages, localized);
    return new Set(entries.map((entry) => redirectKey(entry.path)).filter((key) => key !== null));
  };
  const redirects = new RedirectService(db, changes, livePaths);
  writer.followAddress = (trx, moves) => redirects.followPages(trx, moves);
  changes.onChange(() => void redirects.reload().catch((err: unknown) => logger.error({ err }, "could not read the redirects")));
  void redirects.reload().catch((err: unknown) => logger.error({ err }, "could not read the redirects"));
  const notFound = new NotFoundLog(db);
  // Links to other sites are checked only where the environment turns it on (docs/product.md, "Links").
  const external = config.linkCheck.external
    ? new ExternalLinkChecker(db, logger, {
        userAgent: `GuamTranslationSiteLinkChecker/1.0 (+${config.publicUrl})`,
        allowPrivate: config.linkCheck.allowPrivate,
      })
    : undefined;
  const links = new LinkService(db, pages, { livePaths, siteOrigin: new URL(config.publicUrl).origin, logger, external });
  changes.onChange(() => links.changed());
  // Hits of redirects and missing addresses, counted in memory, written every few seconds.
  const flush = () => Promise.all([redirects.flushHits(), notFound.flush()]);
  const flushTimer = setInterval(
    () => void flush().catch((err: unknown) => logger.warn({ err }, "could not write the redirects' hits")),
    5_000,
  );
  flushTimer.unref();
  return {
    database,
    changes,
    pages,
    revisions,
    trash,
    schedule,
    auth,
    content,
    settings,
    media,
    languages,
    translations,
    xliff,
    tmx,
    glossary,
    comments: new CommentService(db, engine),
    localized,
    mail,
    activity,
    accounts: new AccountService(db, auth, activity, emailChanges),
    people: new PeopleService(db, engine, activity),
    invitations: new InvitationService({ db, auth, mailer: mail, activity, publicUrl: config.publicUrl }),
    emailChanges,
    pageFacts: new PageFactsReader(db),
    stats,
    languageDemand,
    redirects,
    notFound,
    links,
    previewLinks: new PreviewLinkService(db, config.publicUrl, now),
    reviews: new ReviewService(
      db,
      writer,
      activity,
      new ReviewMail(db, mail, config.publicUrl, (err) => logger.warn({ err }, "could not send a review's e-mail")),
      now,
    ),
    async close() {
      schedule.stop();
      await links.stop();
      clearInterval(flushTimer);
      await flush().catch((err: unknown) => logger.warn({ err }, "could not write the redirects' hits"));
      await stats.stop();
      await auth.settle();
      await database.close();
    },
  };
}
