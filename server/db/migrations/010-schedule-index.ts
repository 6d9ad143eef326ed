import type { Kysely } from "kysely";

/**
 * Scheduled publications as content changes (server/cms/scheduled-publications.ts):
 * - the next one (`PageService.nextScheduledAt`: the smallest `published_at` still ahead) is looked
 *   up after every content change. Without an index it read every page, so a save cost more the
 *   more pages the site had; with this one it reads the few pages scheduled ahead.
 * - `content_state.scheduled_through`: the latest moment counted as a change, so that each moment
 *   counts once however many servers wait for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("pages_published_at").on("pages").column("published_at").execute();
  await db.schema.alterTable("content_state").addColumn("scheduled_through", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("content_state").dropColumn("scheduled_through").execute();
  await db.schema.dropIndex("pages_published_at").execute();
}
