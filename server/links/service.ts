import { type Kysely, type Selectable, sql } from "kysely";
import type { Logger } from "pino";
import type { LinkDTO, LinkWarning } from "../../app/domain/links";
import type { Database } from "../db/schema";
import type { LinksTable } from "../db/schema-links";
import { isStorableId, nowIso } from "../db/connect";
import { inTransaction } from "../db/transaction";
import { AppError, notFound } from "../errors";
import type { PageService, WriteOptions } from "../cms/pages";
import { pageLinks, sectionReplaced } from "./extract";
import { type LinkAddress, InternalResolver, addressOf } from "./internal";
import type { ExternalLinkChecker } from "./external";

type Row = Selectable<LinksTable>;

/** The most links one answer lists: the broken and redirected ones come first, so none of those is left out on any likely site. */
export const LINKS_LISTED_MAX = 5000;

const toDTO = (row: Row & { title: string }): LinkDTO => ({
  id: row.id,
  pageId: row.page_id,
  pageTitle: row.title,
  locale: row.locale,
  kind: row.kind,
  href: row.href,
  text: row.text,
  external: Boolean(row.external),
  state: row.state,
  httpStatus: row.http_status,
  target: row.target,
  checkedAt: row.checked_at,
});

/**
 * The link checker (docs/product.md, "Links"): the links and images every page shows (English and
 * translations), read again from a page whenever it changed, and the site's own ones checked
 * again after every change of content (a page gone from the site breaks the links to it); the
 * links to other sites are checked in the background (ExternalLinkChecker) where that is on.
 */
export class LinkService {
  /** Each page's version and time of its last save, as last read. */
  private readonly scanned = new Map<number, string>();
  /** The rows the table held after the last refresh: another count means another writer (an import) changed it. */
  private rows = -1;
  private running: Promise<void> | null = null;
  private again = false;
  private started = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pages: PageService,
    private readonly deps: {
      /** The keys of every live page's address (English and translations). */
      livePaths: () => Promise<Set<string>>;
      /** The site's own origin: an absolute address of it is one of its own links. */
      siteOrigin: string;
      logger: Logger;
      external?: ExternalLinkChecker;
    },
  ) {}

  /** Reads every page now and after every change of content (server/start.ts). */
  start(): void {
    this.started = true;
    this.deps.external?.start();
    this.changed();
  }

  /** The content changed: read the pages again, soon. */
  changed(): void {
    if (!this.started) return;
    this.refresh().catch((err: unknown) => this.deps.logger.error({ err }, "could not check the pages' links"));
  }

  async stop(): Promise<void> {
    this.started = false;
    await this.deps.external?.stop();
    await this.running?.catch(() => undefined);
  }

  /** Reads the pages that changed and checks the site's own links again; one run at a time, one more when asked meanwhile. */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.refreshOnce();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** GET /api/cms/links: the links found, broken first (at most LINKS_LISTED_MAX), as of every change made until now. */
  async list(): Promise<LinkDTO[]> {
    // A refresh that failed was logged; the list answers as the table stands.
    while (this.running) await this.running.catch(() => undefined);
    if (this.rows === -1) await this.refresh();
    const rows = await this.db
      .selectFrom("links")
      .innerJoin("pages", "pages.id", "links.page_id")
      .selectAll("links")
      .select("pages.title")
      .orderBy(sql`case links.state when 'broken' then 0 when 'redirected' then 1 when 'unchecked' then 2 else 3 end`)
      .orderBy("links.page_id")
      .orderBy("links.id")
      .limit(LINKS_LISTED_MAX)
      .execute();
    return rows.map(toDTO);
  }

  /** The links of content about to be saved that are broken or redirected (the editor's warning before a save). */
  async check(sections: ReadonlyArray<{ sectionType: string; text: string }>): Promise<LinkWarning[]> {
    const found = pageLinks(sections);
    const addresses = found.map((link) => addressOf(link.href, this.deps.siteOrigin));
    const resolver = await InternalResolver.load(
      this.db,
      await this.deps.livePaths(),
      addresses.filter((a) => a !== null),
    );
    const externals = found.filter((_, i) => addresses[i]?.type === "external").map((link) => link.href);
    const known = new Map<string, Pick<Row, "state" | "http_status" | "target">>();
    if (externals.length > 0) {
      const rows = await this.db
        .selectFrom("links")
        .select(["href", "state", "http_status", "target"])
        .where("external", "=", 1)
        .where("href", "in", externals)
        .execute();
      for (const row of rows) known.set(row.href, row);
    }
    const warnings: LinkWarning[] = [];
    found.forEach((link, i) => {
      const address = addresses[i];
      if (!address) return;
      const finding =
        address.type === "external"
          ? (({ state, http_status, target }) => ({ state, httpStatus: http_status, target }))(
              known.get(link.href) ?? { state: "unchecked", http_status: null, target: null },
            )
          : resolver.resolve(address);
      if (finding.state === "broken" || finding.state === "redirected") warnings.push({ ...link, ...finding, state: finding.state });
    });
    return warnings;
  }

  /** POST /api/cms/links/{id}/fix: a redirected link written as where it ends up, through the page's save. */
  async fix(id: number, options?: WriteOptions): Promise<{ replaced: number }> {
    if (!isStorableId(id)) throw notFound("Link not found");
    await this.refresh();
    const row = await this.db.selectFrom("links").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound("Link not found");
    if (row.state !== "redirected" || !row.target) throw new AppError("invalid_input", "Only a redirected link can be fixed this way");
    const target = row.target;
    const replaced = await this.pages.rewriteSections(row.page_id, (section) => sectionReplaced(section, row.href, target), options);
    if (replaced === 0) throw new AppError("invalid_input", "The page no longer shows this link: it was changed meanwhile");
    await this.refresh();
    return { replaced };
  }

  private async refreshOnce(): Promise<void> {
    const pages = await this.db
      .selectFrom("pages")
      .select(["id", "locale", "version", "updated_at"])
      .where("deleted_at", "is", null)
      .execute();
    if ((await this.count()) !== this.rows) this.scanned.clear();
    // The links of pages in the trash, or deleted for ever, go with them.
    await this.db
      .deleteFrom("links")
      .where((eb) =>
        eb.or([
          eb("page_id", "not in", eb.selectFrom("pages").select("id")),
          eb("page_id", "in", eb.selectFrom("pages").select("id").where("deleted_at", "is not", null)),
        ]),
      )
      .execute();
    const present = new Set(pages.map((page) => page.id));
    for (const id of this.scanned.keys()) if (!present.has(id)) this.scanned.delete(id);
    let added = false;
    for (const page of pages) {
      const mark = `${page.version} ${page.updated_at}`;
      if (this.scanned.get(page.id) === mark) continue;
      added = (await this.readPage(page.id, page.locale)) || added;
      this.scanned.set(page.id, mark);
    }
    await this.checkOwnLinks();
    this.rows = await this.count();
    if (added)
      void this.deps.external?.run().catch((err: unknown) => this.deps.logger.warn({ err }, "could not check the links to other sites"));
  }

  private async count(): Promise<number> {
    const row = await this.db
      .selectFrom("links")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Writes a page's links as its content has them; a link to another site keeps what its last check found. Answers whether one is new. */
  private async readPage(pageId: number, locale: string): Promise<boolean> {
    const sections = await this.db.selectFrom("sections").select(["section_type", "content"]).where("page_id", "=", pageId).execute();
    const found = pageLinks(sections.map((s) => ({ sectionType: s.section_type, text: s.content })));
    const external = found.filter((link) => addressOf(link.href, this.deps.siteOrigin)?.type === "external").map((link) => link.href);
    const known = new Map<string, Pick<Row, "state" | "http_status" | "target" | "checked_at">>();
    for (let i = 0; i < external.length; i += 500) {
      const rows = await this.db
        .selectFrom("links")
        .select(["href", "state", "http_status", "target", "checked_at"])
        .where("external", "=", 1)
        .where("href", "in", external.slice(i, i + 500))
        .execute();
      for (const row of rows) if (!known.has(row.href) || row.checked_at) known.set(row.href, row);
    }
    const values = found.map((link) => {
      const isExternal = addressOf(link.href, this.deps.siteOrigin)?.type === "external";
      const kept = isExternal ? known.get(link.href) : undefined;
      return {
        page_id: pageId,
        locale,
        kind: link.kind,
        href: link.href,
        text: link.text,
        external: isExternal ? 1 : 0,
        state: kept?.state ?? ("unchecked" as const),
        http_status: kept?.http_status ?? null,
        target: kept?.target ?? null,
        checked_at: kept?.checked_at ?? null,
      };
    });
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom("links").where("page_id", "=", pageId).execute();
      for (let i = 0; i < values.length; i += 50)
        await trx
          .insertInto("links")
          .values(values.slice(i, i + 50))
          .execute();
    });
    return values.some((value) => value.external === 1 && value.checked_at === null);
  }

  /** Checks every link of the site's own again: the pages live now, the redirects and the library as they are. */
  private async checkOwnLinks(): Promise<void> {
    const rows = await this.db
      .selectFrom("links")
      .select(["id", "href", "state", "http_status", "target"])
      .where("external", "=", 0)
      .execute();
    const addresses = rows.map((row) => addressOf(row.href, this.deps.siteOrigin));
    const own = addresses.filter((a): a is Exclude<LinkAddress, { type: "external" }> => a !== null && a.type !== "external");
    const resolver = await InternalResolver.load(this.db, await this.deps.livePaths(), own);
    const changes = new Map<string, number[]>();
    rows.forEach((row, i) => {
      const address = addresses[i];
      const finding =
        address && address.type !== "external"
          ? resolver.resolve(address)
          : { state: "unchecked" as const, httpStatus: null, target: null };
      if (finding.state === row.state && finding.httpStatus === row.http_status && finding.target === row.target) return;
      const key = JSON.stringify(finding);
      changes.set(key, [...(changes.get(key) ?? []), row.id]);
    });
    const at = nowIso();
    for (const [key, ids] of changes) {
      const finding = JSON.parse(key) as { state: Row["state"]; httpStatus: number | null; target: string | null };
      for (let i = 0; i < ids.length; i += 500) {
        await this.db
          .updateTable("links")
          .set({ state: finding.state, http_status: finding.httpStatus, target: finding.target, checked_at: at })
          .where("id", "in", ids.slice(i, i + 500))
          .execute();
      }
    }
  }
}
