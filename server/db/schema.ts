import type { Generated } from "kysely";

/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings (`toISOString()`) on both engines:
 * they sort correctly as text, compare without time-zone surprises and reach the API unchanged.
 */
export interface Database {
  admins: AdminsTable;
  sessions: SessionsTable;
  pages: PagesTable;
  sections: SectionsTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  content_state: ContentStateTable;
  page_revisions: PageRevisionsTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  site_languages: SiteLanguagesTable;
  translation_sources: TranslationSourcesTable;
  stats_daily: StatsDailyTable;
  stats_visitors: StatsVisitorsTable;
  stats_salts: StatsSaltsTable;
}

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen database does not yield usable cookies. */
  id: string;
  admin_id: number;
  created_at: string;
  last_seen_at: string;
  /** Absolute expiry; the idle expiry is computed from last_seen_at. */
  expires_at: string;
}

export interface PagesTable {
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
  /** Set while the page is in the trash: off the dashboard's list and the public site. */
  deleted_at: string | null;
  /** The username of the administrator who moved it to the trash. */
  deleted_by: string | null;
  /** The page's social-sharing image (og:image), from the media library. */
  og_image_id: number | null;
  /** "en" for the English pages; a translation's language (app/content/locales.ts). */
  locale: Generated<string>;
  /** The English page a translation translates; null for English pages. */
  source_page_id: number | null;
}

/** The languages the owner enabled (a language without a row is off). */
export interface SiteLanguagesTable {
  id: Generated<number>;
  code: string;
  /** 1 on, 0 off (kept, with every translation, when turned off). */
  enabled: number;
  updated_at: string;
}

/** For each section of a translation, the English text it was translated from. */
export interface TranslationSourcesTable {
  id: Generated<number>;
  page_id: number;
  section_key: string;
  source_text: string;
  updated_at: string;
}

/** An uploaded image; its bytes live in its variants only (the upload itself is not kept). */
export interface MediaTable {
  id: Generated<number>;
  /** The content address: first 20 hex digits of the upload's SHA-256; part of every variant's URL. */
  key: string;
  /** The uploaded file's name, for finding it again (never used to decide the type). */
  file_name: string;
  alt: string;
  /** The decoded format of the upload. */
  format: "jpeg" | "png" | "webp" | "avif" | "gif";
  /** The variants' fallback format (PNG for transparency). */
  fallback: "jpeg" | "png";
  /** Upright dimensions. */
  width: number;
  height: number;
  /** The upload's size. */
  bytes: number;
  created_at: string;
  created_by: string;
}

export interface MediaVariantsTable {
  id: Generated<number>;
  media_id: number;
  /** The file name it is served at under /media/: "{key}-{width}.{ext}". */
  file: string;
  format: "avif" | "webp" | "jpeg" | "png";
  width: number;
  height: number;
  /** A strong ETag from the bytes. */
  etag: string;
  data: Buffer;
}

/** One saved state of a page: every save records one, in the same transaction. */
export interface PageRevisionsTable {
  id: Generated<number>;
  page_id: number;
  /** The page version this save produced. */
  version: number;
  /** The username of the administrator who saved ("system" for writes outside a session). */
  author: string;
  summary: string;
  /** JSON of RevisionSnapshot (server/cms/revisions.ts): the page's fields and sections in order. */
  snapshot: string;
  created_at: string;
}

export interface SectionsTable {
  id: Generated<number>;
  page_id: number;
  section_key: string;
  section_type: "text" | "html" | "json";
  /** The section's `content.text`. */
  content: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  /** The requested password, already hashed: it is never stored in clear, even while pending. */
  password_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  /** What was attempted ("login", "reset"), never the request path. */
  action: string;
  /** Lower-cased username, when the attempt named one. */
  username: string | null;
  address: string;
  created_at: string;
}

/** One row (id 1): a counter of changes to what the public site shows. */
export interface ContentStateTable {
  id: number;
  version: number;
  changed_at: string;
}

/**
 * Visitor statistics, one row per day (Guam), language ("" for every language), dimension and key
 * (server/stats/, docs/product.md 5.14). Only the columns its dimension counts are used.
 */
export interface StatsDailyTable {
  id: Generated<number>;
  /** "2026-03-05", in Guam. */
  day: string;
  locale: string;
  dimension: string;
  key: string;
  visitors: number;
  pageviews: number;
  visits: number;
  entries: number;
  bounces: number;
  /** The visits' lengths, added up, in seconds. */
  seconds: number;
}

/** A visitor of one day, known only by a keyed hash; deleted after two days (server/stats/store.ts). */
export interface StatsVisitorsTable {
  id: Generated<number>;
  /** HMAC-SHA256 of the address and user agent under the day's salt, hex. */
  visitor: string;
  day: string;
  last_at: string;
  /** JSON of the visit in progress (server/stats/rollup.ts `Visit`). */
  visit: string;
  /** What this visitor was already counted for today, one key a line. */
  seen: string;
}

/** The random salt of a day; only today's and yesterday's exist. */
export interface StatsSaltsTable {
  day: string;
  /** 32 random bytes, hex. */
  salt: string;
}

export type Engine = "sqlite" | "postgres";
