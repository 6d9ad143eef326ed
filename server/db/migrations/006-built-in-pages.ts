import type { Generated, Kysely } from "kysely";

/**
 * Every built-in route becomes a managed page, as the home page already is: published, with no
 * sections (each field shows its default until the owner changes it), and one revision so that
 * History starts at its creation. Also the site settings' record (`site-settings`, never served as
 * a page). The list is frozen here as it was when this migration was written; the live list is
 * app/content/pages/registry.ts.
 *
 * `site-settings` was not a reserved slug before: an owner's page that used it keeps its content
 * under `site-settings-page` (or `-2`, `-3`, ...). The other slugs were always reserved.
 */
const BUILT_IN = [
  ["home", "Home"],
  ["languages", "Languages We Translate"],
  ["services", "What We Translate"],
  ["samples", "Translation Samples"],
  ["how-it-works", "How It Works"],
  ["get-quote", "Get a Free Quote"],
  ["buy-translation", "Buy Translation"],
  ["xact-guarantee", "The Xact Guarantee"],
  ["contact", "Contact Us"],
  ["terms-of-use", "Terms of Use"],
  ["disclaimer", "Disclaimer"],
  ["not-found", "Page Not Found"],
  ["site-settings", "Settings"],
] as const;

type Tables = {
  pages: {
    id: Generated<number>;
    title: string;
    slug: string;
    status: "draft" | "published";
    meta_description: string | null;
    meta_keywords: string | null;
    published_at: string | null;
    version: number;
    created_at: string;
    updated_at: string;
  };
  page_revisions: { page_id: number; version: number; author: string; summary: string; snapshot: string; created_at: string };
};

export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as unknown as Kysely<Tables>;
  const now = new Date().toISOString();
  const taken = await db.selectFrom("pages").select(["id", "slug"]).where("slug", "=", "site-settings").executeTakeFirst();
  if (taken) {
    let slug = "site-settings-page";
    for (let n = 2; await db.selectFrom("pages").select("id").where("slug", "=", slug).executeTakeFirst(); n += 1)
      slug = `site-settings-${n}`;
    await db.updateTable("pages").set({ slug, updated_at: now }).where("id", "=", taken.id).execute();
  }
  for (const [slug, title] of BUILT_IN) {
    const existing = await db.selectFrom("pages").select("id").where("slug", "=", slug).executeTakeFirst();
    if (existing) continue;
    const row = {
      title,
      slug,
      status: "published" as const,
      meta_description: null,
      meta_keywords: null,
      published_at: now,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    const { id } = await db.insertInto("pages").values(row).returning("id").executeTakeFirstOrThrow();
    const snapshot = {
      title,
      slug,
      status: "published",
      metaDescription: null,
      metaKeywords: null,
      publishedAt: now,
      ogImageId: null,
      sections: [],
    };
    await db
      .insertInto("page_revisions")
      .values({ page_id: id, version: 1, author: "system", summary: "Created", snapshot: JSON.stringify(snapshot), created_at: now })
      .execute();
  }
}

export async function down(): Promise<void> {}
