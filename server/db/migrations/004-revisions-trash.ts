import type { Kysely } from "kysely";
import { idColumn } from "../engine";

/**
 * Revisions and the trash. A page in the trash keeps its row (and so its slug) with the time and
 * the administrator of its deletion; every save records a revision: a snapshot of the page's
 * fields and sections as JSON, the version it produced, who saved and what changed. Pages that
 * exist already get one revision of their current state, so even the first edit can be undone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pages").addColumn("deleted_at", "text").execute();
  await db.schema.alterTable("pages").addColumn("deleted_by", "text").execute();

  await idColumn(db, db.schema.createTable("page_revisions"))
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_revisions_page").on("page_revisions").columns(["page_id", "id"]).execute();

  const typed = db as unknown as Kysely<{
    pages: {
      id: number;
      title: string;
      slug: string;
      status: string;
      meta_description: string | null;
      meta_keywords: string | null;
      published_at: string | null;
      version: number;
    };
    sections: { id: number; page_id: number; section_key: string; section_type: string; content: string; sort_order: number };
    page_revisions: { page_id: number; version: number; author: string; summary: string; snapshot: string; created_at: string };
  }>;
  const pages = await typed.selectFrom("pages").selectAll().execute();
  const now = new Date().toISOString();
  for (const page of pages) {
    const sections = await typed
      .selectFrom("sections")
      .selectAll()
      .where("page_id", "=", page.id)
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    const snapshot = {
      title: page.title,
      slug: page.slug,
      status: page.status,
      metaDescription: page.meta_description,
      metaKeywords: page.meta_keywords,
      publishedAt: page.published_at,
      sections: sections.map((s) => ({
        id: s.id,
        sectionKey: s.section_key,
        sectionType: s.section_type,
        text: s.content,
        sortOrder: s.sort_order,
      })),
    };
    await typed
      .insertInto("page_revisions")
      .values({
        page_id: page.id,
        version: page.version,
        author: "system",
        summary: "As it was when revisions began",
        snapshot: JSON.stringify(snapshot),
        created_at: now,
      })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_revisions").execute();
  await db.schema.alterTable("pages").dropColumn("deleted_by").execute();
  await db.schema.alterTable("pages").dropColumn("deleted_at").execute();
}
