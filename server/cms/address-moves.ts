import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { PageRow } from "./page-rows";

/** A page's public address before and after a save, and whether it was and is live there. */
export interface AddressMove {
  before: { path: string; live: boolean } | null;
  after: { path: string; live: boolean };
}

/** Told of the addresses a save moved, in its transaction (the redirects: server/redirects/service.ts). */
export type AddressFollower = (trx: Transaction<Database>, moves: AddressMove[]) => Promise<void>;

type Publication = Pick<PageRow, "status" | "published_at"> & { deleted_at?: string | null };

/** The one rule of being live (server/cms/live.ts), on a row in hand. */
const liveAt = (row: Publication, now: string) =>
  row.status === "published" && row.published_at !== null && row.published_at <= now && !row.deleted_at;

/**
 * What a save did to addresses: the page's own (a translation's slug is "ja/contact", its
 * address /ja/contact), and, when an English page's slug changed, each of its translations'.
 */
export async function addressMoves(
  trx: Transaction<Database>,
  id: number,
  previous: PageRow | undefined,
  row: { slug: string } & Publication,
  now: string,
): Promise<AddressMove[]> {
  const moves: AddressMove[] = [
    {
      before: previous ? { path: `/${previous.slug}`, live: liveAt(previous, now) } : null,
      after: { path: `/${row.slug}`, live: liveAt(row, now) },
    },
  ];
  if (previous && previous.slug !== row.slug && previous.source_page_id === null) {
    const translations = await trx
      .selectFrom("pages")
      .select(["slug", "locale", "status", "published_at", "deleted_at"])
      .where("source_page_id", "=", id)
      .execute();
    for (const translation of translations) {
      const live = liveAt(translation, now);
      moves.push({ before: { path: `/${translation.locale}/${previous.slug}`, live }, after: { path: `/${translation.slug}`, live } });
    }
  }
  return moves;
}
