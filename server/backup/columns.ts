import { z } from "zod";
import { ALL_LOCALES, TRANSLATION_LOCALES } from "../../app/content/locales";
import { LIMITS } from "../../app/lib/limits";
import { loginSchema } from "../../app/domain/schemas/auth";
import { PAGE_STATUSES } from "../../app/domain/schemas/pages";
import { SECTION_TYPES } from "../../app/domain/schemas/sections";
import { MAX_ID } from "../db/connect";
import { MEDIA_MAX_BYTES } from "../../app/domain/media-upload";
import { MEDIA_FORMATS, MEDIA_MAX_PIXELS } from "../media/process";
import type { Table } from "./format";
import { type Kind, addedLater, id, nullable, oneOf, text, time, whole } from "./values";
import { ROLES } from "../../app/domain/people/roles";
import { VARIANT_COLUMNS } from "./variants";
import { STATS_DAILY_COLUMNS } from "./stats-rows";
import { REDIRECT_COLUMNS } from "./redirect-rows";
import { GLOSSARY_COLUMNS } from "./glossary-rows";
import { COMMENT_COLUMNS } from "./translation-rows";
import { REVIEW_COLUMNS } from "./review-rows";

/** Usernames: the sign-in form's rule; authors and deleters are usernames or "system". */
export const usernameSchema = z.object({ username: loginSchema.shape.username });
const author = text({ min: 1, max: LIMITS.usernameMax });

/**
 * Stored HTML is what the sanitiser made of at most LIMITS.contentMaxBytes: it writes a character
 * as an entity of up to six bytes (`"` in an attribute as `&quot;`), so it may be up to six times
 * longer than what was typed.
 */
export const HTML_STORED_MAX_BYTES = LIMITS.contentMaxBytes * 6;

/**
 * The columns of each table as the current schema has them (server/db/schema.ts). A column that a
 * later migration adds is listed in OPTIONAL_COLUMNS too: files written before it lack it, and
 * the database's default fills it in.
 */
export const COLUMNS: Record<Table, Record<string, Kind>> = {
  admins: {
    id,
    username: text(),
    email: text({ min: 1, max: LIMITS.emailMax }),
    password_hash: text({ max: 200 }),
    created_at: time,
    updated_at: time,
    // People and accounts (migration 008): files written before it hold administrators.
    role: addedLater(oneOf(ROLES), "administrator"),
    languages: addedLater(text({ max: 200 }), "[]"),
    can_publish: addedLater(whole(0, 1), 0),
    // Review before publishing (migration 019).
    can_review: addedLater(whole(0, 1), 0),
    must_change_password: addedLater(whole(0, 1), 0),
    last_sign_in_at: addedLater(nullable(time), null),
    totp_secret: addedLater(nullable(text({ min: 32, max: 32 })), null),
    totp_enabled_at: addedLater(nullable(time), null),
    totp_last_step: addedLater(nullable(whole(0, MAX_ID)), null),
    totp_pending_secret: addedLater(nullable(text({ min: 32, max: 32 })), null),
    totp_pending_at: addedLater(nullable(time), null),
  },
  media: {
    id,
    key: text({ max: 20 }),
    file_name: text({ min: 1, max: 200 }),
    alt: text(),
    format: oneOf(MEDIA_FORMATS),
    fallback: oneOf(["jpeg", "png"]),
    width: whole(1, MEDIA_MAX_PIXELS),
    height: whole(1, MEDIA_MAX_PIXELS),
    bytes: whole(1, MEDIA_MAX_BYTES),
    created_at: time,
    created_by: author,
  },
  media_variants: VARIANT_COLUMNS,
  pages: {
    id,
    title: text(),
    slug: text(),
    status: oneOf(PAGE_STATUSES),
    meta_description: nullable(text()),
    meta_keywords: nullable(text()),
    published_at: nullable(time),
    version: whole(1, MAX_ID),
    created_at: time,
    updated_at: time,
    deleted_at: nullable(time),
    deleted_by: nullable(author),
    og_image_id: nullable(id),
    locale: oneOf(ALL_LOCALES.map((locale) => locale.code)),
    source_page_id: nullable(id),
  },
  sections: {
    id,
    page_id: id,
    section_key: text(),
    section_type: oneOf(SECTION_TYPES),
    content: text(),
    sort_order: whole(0, 1_000_000),
    created_at: time,
    updated_at: time,
  },
  page_revisions: { id, page_id: id, version: whole(1, MAX_ID), author, summary: text({ max: 1000 }), snapshot: text(), created_at: time },
  site_languages: {
    id,
    code: oneOf(TRANSLATION_LOCALES.map((locale) => locale.code)),
    enabled: whole(0, 1),
    review_required: addedLater(whole(0, 1), 1),
    updated_at: time,
  },
  translation_sources: {
    id,
    page_id: id,
    section_key: text({ min: 1, max: 100 }),
    source_text: text({ max: HTML_STORED_MAX_BYTES }),
    updated_at: time,
    from_memory: whole(0, 1),
  },
  stats_daily: STATS_DAILY_COLUMNS,
  redirects: REDIRECT_COLUMNS,
  glossary_terms: GLOSSARY_COLUMNS,
  part_comments: COMMENT_COLUMNS,
  translation_reviews: REVIEW_COLUMNS,
};

/** Columns that files written before their migration lack (schema 007 added a page's language). */
export const OPTIONAL_COLUMNS: Partial<Record<Table, ReadonlySet<string>>> = {
  pages: new Set(["locale", "source_page_id"]),
  // Schema 016 marked the parts filled from a translation memory.
  translation_sources: new Set(["from_memory"]),
};
