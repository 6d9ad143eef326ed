import type { Generated } from "kysely";
import type { StatsDailyTable, StatsSaltsTable, StatsVisitorsTable } from "./schema-stats";
import type { BackupRunsTable } from "./schema-backup";
import type { SystemAlertsTable } from "./schema-system";
import type { NotFoundDailyTable, RedirectsTable } from "./schema-redirects";
import type { LinksTable } from "./schema-links";
import type { PreviewLinksTable } from "./schema-preview";
import type { GlossaryTermsTable } from "./schema-glossary";
import type { TranslationReviewsTable } from "./schema-reviews";
import type { PartCommentsTable } from "./schema-comments";

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
  email_changes: EmailChangesTable;
  login_attempts: LoginAttemptsTable;
  content_state: ContentStateTable;
  page_revisions: PageRevisionsTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  recovery_codes: RecoveryCodesTable;
  invitations: InvitationsTable;
  activity: ActivityTable;
  account_policy: AccountPolicyTable;
  site_languages: SiteLanguagesTable;
  translation_sources: TranslationSourcesTable;
  stats_daily: StatsDailyTable;
  redirects: RedirectsTable;
  not_found_daily: NotFoundDailyTable;
  links: LinksTable;
  glossary_terms: GlossaryTermsTable;
  translation_reviews: TranslationReviewsTable;
  stats_visitors: StatsVisitorsTable;
  stats_salts: StatsSaltsTable;
  backup_runs: BackupRunsTable;
  system_alerts: SystemAlertsTable;
  preview_links: PreviewLinksTable;
  part_comments: PartCommentsTable;
}

/** Administrator, Editor or Translator (docs/product.md, "Roles"). */
export type RoleName = "administrator" | "editor" | "translator";

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  role: Generated<RoleName>;
  /** JSON array of locale codes: the languages a translator works in. */
  languages: Generated<string>;
  /** 1 when a translator may publish the translations of their languages. */
  can_publish: Generated<number>;
  /** 1 when a translator may review the translations of their languages. */
  can_review: Generated<number>;
  /** 1 when the password was made for them (generated, or breaking today's rules): changed at the next sign-in. */
  must_change_password: Generated<number>;
  last_sign_in_at: Generated<string | null>;
  /** Base32 TOTP secret once the second factor is on. */
  totp_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** The last time step a code was accepted at: a code of that step or before is refused (replay). */
  totp_last_step: Generated<number | null>;
  /** A secret shown for setting up, until a code confirms it (or it is 15 minutes old). */
  totp_pending_secret: Generated<string | null>;
  totp_pending_at: Generated<string | null>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen database does not yield usable cookies. */
  id: string;
  admin_id: number;
  created_at: string;
  last_seen_at: string;
  /** Absolute expiry; the idle expiry is computed from last_seen_at. */
  expires_at: string;
  /** What the Account screen names the session by (the id above is a hash of the cookie's token). */
  public_id: string | null;
  /** The address it was last seen from. */
  ip: string | null;
  /** The browser's User-Agent, at most 512 characters, shown as "Chrome on Windows". */
  user_agent: string | null;
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
  /** 1 when its translations are reviewed before they are published (a language without a row: on). */
  review_required: Generated<number>;
  updated_at: string;
}

/** For each section of a translation, the English text it was translated from. */
export interface TranslationSourcesTable {
  id: Generated<number>;
  page_id: number;
  section_key: string;
  source_text: string;
  updated_at: string;
  /** 1 while the part's words are a translation memory's (migration 016). */
  from_memory: Generated<number>;
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

/** An e-mail address change waiting for its link to be opened (migration 010). */
export interface EmailChangesTable {
  id: Generated<number>;
  admin_id: number;
  new_email: string;
  /** SHA-256 of the link's token: the token itself is never stored. */
  token_hash: string;
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
  /** The latest scheduled publication counted as a change (server/cms/scheduled-publications.ts). */
  scheduled_through: Generated<string | null>;
}

/** Ten per person when the second factor is turned on; only their SHA-256 is stored (120 random bits each). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface InvitationsTable {
  id: Generated<number>;
  email: string;
  role: RoleName;
  languages: string;
  can_publish: number;
  can_review: Generated<number>;
  /** SHA-256 of the e-mailed link's token. */
  token_hash: string;
  /** The username of the administrator who invited. */
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  /** The username the invitee chose. */
  accepted_by: string | null;
  withdrawn_at: string | null;
}

/** The record of who did what (docs/product.md, "Activity"); nothing secret is ever written here. */
export interface ActivityTable {
  id: Generated<number>;
  created_at: string;
  /** The account that acted (kept as a number: a removed person's entries stay). */
  actor_id: number | null;
  /** Their username then; null for a failed sign-in that named no account, "shell" for the command line. */
  actor_name: string | null;
  kind: string;
  target_type: "page" | "person" | "invitation" | "site" | null;
  target_id: number | null;
  target_label: string | null;
  address: string | null;
  /** JSON of a few facts (a role before and after, a locale); never a password, token or code. */
  detail: string | null;
}

/** One row (id 1). */
export interface AccountPolicyTable {
  id: number;
  require_second_factor: number;
  updated_at: string;
}

export type Engine = "sqlite" | "postgres";
