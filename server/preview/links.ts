import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import {
  type CreatedPreviewLinkDTO,
  PREVIEW_LINKS_PER_PAGE,
  PREVIEW_PATH,
  type PreviewLinkDTO,
  previewLinkState,
} from "../../app/domain/preview-links";
import { SETTINGS_PAGE } from "../../app/content/pages/settings";
import { baseSlug } from "../../app/content/locales";
import type { Database } from "../db/schema";
import { isStorableId } from "../db/connect";
import { AppError, invalidInput, notFound } from "../errors";

const DAY_MS = 86_400_000;
/** Links that ended (expired or withdrawn) this long ago are forgotten when the page gets a new one. */
const FORGET_ENDED_AFTER_MS = 90 * DAY_MS;
/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token's stored form: its SHA-256, base64url. The token itself is never stored. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The page a link shows: what the public site needs to render it as it is now. */
export interface PreviewedPage {
  id: number;
  /** "en", or the translation's language. */
  locale: string;
  /** The English page's slug (a translation's "ja/contact" is "contact"). */
  englishSlug: string;
}

/** What opening a link found: the page, or why there is none. */
export type Opening = { kind: "open"; page: PreviewedPage; expiresAt: string } | { kind: "expired" | "withdrawn" | "removed" | "unknown" };

/**
 * Preview links (docs/product.md, "Preview links"; docs/decisions/036-preview-links.md): made,
 * listed and withdrawn by whoever may edit the page; opened by anyone holding the token.
 */
export class PreviewLinkService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly publicUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  private async livePage(pageId: number) {
    const page = isStorableId(pageId)
      ? await this.db.selectFrom("pages").select(["id", "slug"]).where("id", "=", pageId).where("deleted_at", "is", null).executeTakeFirst()
      : undefined;
    if (!page) throw notFound("Page not found");
    return page;
  }

  async create(pageId: number, expiresInDays: number, createdBy: string): Promise<CreatedPreviewLinkDTO> {
    const page = await this.livePage(pageId);
    if (page.slug === SETTINGS_PAGE.slug) throw invalidInput("The settings are no page to preview: share a page that shows them");
    const now = this.now();
    const nowIso = new Date(now).toISOString();
    await this.db
      .deleteFrom("preview_links")
      .where("page_id", "=", pageId)
      .where((eb) =>
        eb.or([
          eb("withdrawn_at", "<", new Date(now - FORGET_ENDED_AFTER_MS).toISOString()),
          eb("expires_at", "<", new Date(now - FORGET_ENDED_AFTER_MS).toISOString()),
        ]),
      )
      .execute();
    const active = await this.db
      .selectFrom("preview_links")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("page_id", "=", pageId)
      .where("withdrawn_at", "is", null)
      .where("expires_at", ">", nowIso)
      .executeTakeFirstOrThrow();
    if (Number(active.n) >= PREVIEW_LINKS_PER_PAGE)
      throw new AppError("in_use", `A page can have at most ${PREVIEW_LINKS_PER_PAGE} preview links open at once: withdraw one first`);
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now + expiresInDays * DAY_MS).toISOString();
    const row = await this.db
      .insertInto("preview_links")
      .values({ page_id: pageId, token_hash: hashToken(token), expires_at: expiresAt, created_at: nowIso, created_by: createdBy })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id, url: `${this.publicUrl}${PREVIEW_PATH}/${token}`, expiresAt };
  }

  async list(pageId: number): Promise<PreviewLinkDTO[]> {
    await this.livePage(pageId);
    const rows = await this.db
      .selectFrom("preview_links")
      .selectAll()
      .where("page_id", "=", pageId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    const now = this.now();
    return rows.map((row) => ({
      id: row.id,
      expiresAt: row.expires_at,
      createdAt: row.created_at,
      createdBy: row.created_by,
      openings: Number(row.openings),
      lastOpenedAt: row.last_opened_at,
      ...(row.withdrawn_at ? { withdrawnAt: row.withdrawn_at } : {}),
      state: previewLinkState({ expiresAt: row.expires_at, withdrawnAt: row.withdrawn_at }, now),
    }));
  }

  /** The page a link belongs to (for the policy), or null. */
  async pageIdOf(linkId: number): Promise<number | null> {
    if (!isStorableId(linkId)) return null;
    const row = await this.db.selectFrom("preview_links").select("page_id").where("id", "=", linkId).executeTakeFirst();
    return row?.page_id ?? null;
  }

  /** Withdraws a link: it stops opening at once. Withdrawing it again changes nothing. */
  async withdraw(linkId: number): Promise<void> {
    if ((await this.pageIdOf(linkId)) === null) throw notFound("Preview link not found");
    await this.db
      .updateTable("preview_links")
      .set({ withdrawn_at: new Date(this.now()).toISOString() })
      .where("id", "=", linkId)
      .where("withdrawn_at", "is", null)
      .execute();
  }

  /** Opens a link: counts the opening of one that works, says why another does not. */
  async open(token: string): Promise<Opening> {
    if (!TOKEN_PATTERN.test(token)) return { kind: "unknown" };
    const row = await this.db
      .selectFrom("preview_links")
      .innerJoin("pages", "pages.id", "preview_links.page_id")
      .select([
        "preview_links.id",
        "preview_links.expires_at",
        "preview_links.withdrawn_at",
        "pages.id as page_id",
        "pages.slug",
        "pages.locale",
        "pages.deleted_at",
      ])
      .where("preview_links.token_hash", "=", hashToken(token))
      .executeTakeFirst();
    if (!row) return { kind: "unknown" };
    const now = this.now();
    const state = previewLinkState({ expiresAt: row.expires_at, withdrawnAt: row.withdrawn_at }, now);
    if (state !== "active") return { kind: state };
    if (row.deleted_at !== null) return { kind: "removed" };
    await this.db
      .updateTable("preview_links")
      .set((eb) => ({ openings: eb("openings", "+", 1), last_opened_at: new Date(now).toISOString() }))
      .where("id", "=", row.id)
      .execute();
    return { kind: "open", page: { id: row.page_id, locale: row.locale, englishSlug: baseSlug(row.slug) }, expiresAt: row.expires_at };
  }
}
