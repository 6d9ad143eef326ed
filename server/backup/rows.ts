import { z } from "zod";
import { SOURCE_LOCALE, baseSlug, translationSlug } from "../../app/content/locales";
import { LIMITS } from "../../app/lib/limits";
import { unstorableIn, unstorableSentence } from "../../app/lib/validation";
import { mediaAltSchema } from "../../app/domain/schemas/media";
import { pagePayloadSchema } from "../../app/domain/schemas/pages";
import { pageSectionSchema } from "../../app/domain/schemas/sections";
import { isOwnPasswordHash } from "../auth/passwords";
import { sectionValueProblem } from "../cms/fields";
import { rendersAsHtml } from "../cms/render-rules";
import { type RevisionSnapshot, SnapshotError, parseSnapshot } from "../cms/revisions";
import { MEDIA_MAX_PIXELS } from "../media/process";
import { imageKeysIn } from "../media/references";
import { HTML_MAX_DEPTH, htmlTooDeep, sanitizeHtmlContent } from "../security/sanitize";
import { COLUMNS, HTML_STORED_MAX_BYTES, OPTIONAL_COLUMNS, usernameSchema } from "./columns";
import type { Table } from "./format";
import type { FileRow } from "./reader";
import { asStored, asTheApi, checkColumns, refuse } from "./values";
import { languagesSchema } from "../../app/domain/schemas/people";
import { type MediaFacts, checkVariant } from "./variants";
import { StatsRowChecker } from "./stats-rows";
import { RedirectRowChecker } from "./redirect-rows";
import { GlossaryRowChecker } from "./glossary-rows";
import { TranslationPartRowChecker } from "./translation-rows";
import { checkReviewRow } from "./review-rows";

/** A section's own fields but its text, by the API's rules. */
const sectionFieldsSchema = z.object({
  sectionKey: pageSectionSchema.shape.sectionKey,
  sectionType: pageSectionSchema.shape.sectionType,
  sortOrder: pageSectionSchema.shape.sortOrder,
});
type SectionFields = { sectionKey: string; sectionType: string; text: string; sortOrder: number };

interface PageFacts {
  slug: string;
  /** "en", or a translation's language (its slug is then "{locale}/{English slug}"). */
  locale: string;
  sections: number;
  keys: Set<string>;
}

/** A row the site would not have written, with where it is. */
export interface Refusal {
  line: number;
  table: Table;
  id: unknown;
  message: string;
}

/**
 * Checks the rows of a file, in order, as the API checks what it saves: each row on its own (its
 * columns, then the API's schema and rules for its fields) and against the rows before it (unique
 * ids, slugs, keys and file names, foreign keys to rows of the file, sections per page). It keeps
 * a few facts per row (ids, slugs, keys), never the rows themselves.
 */
export class RowChecker {
  private readonly ids = new Map<Table, Set<number>>();
  private readonly usernames = new Set<string>();
  private readonly media = new Map<number, MediaFacts>();
  private readonly mediaKeys = new Set<string>();
  private readonly files = new Set<string>();
  private readonly pages = new Map<number, PageFacts>();
  private readonly slugs = new Set<string>();
  private readonly languages = new Set<string>();
  private readonly stats = new StatsRowChecker();
  private readonly redirects = new RedirectRowChecker();
  private readonly glossary = new GlossaryRowChecker();
  private readonly parts = new TranslationPartRowChecker(this.pages, this.ids);

  /** Checks one row; throws a RowProblem. The check of an image's bytes is returned, to be awaited. */
  check({ line, table, row }: FileRow): Promise<void> | undefined {
    checkColumns(row, COLUMNS[table], OPTIONAL_COLUMNS[table]);
    const ids = this.ids.get(table) ?? new Set<number>();
    this.ids.set(table, ids);
    if (ids.has(row.id as number)) refuse(`Id ${String(row.id)} is another row's of this table`);
    let work: Promise<void> | undefined;
    if (table === "admins") this.admin(row);
    else if (table === "media") this.image(line, row);
    else if (table === "media_variants") work = checkVariant(row, this.media, this.files);
    else if (table === "pages") this.page(row);
    else if (table === "sections") this.section(row);
    else if (table === "page_revisions") this.revision(row);
    else if (table === "site_languages") this.language(row);
    else if (table === "stats_daily") this.stats.check(row);
    else if (table === "redirects") this.redirects.check(row);
    else if (table === "glossary_terms") this.glossary.check(row);
    else if (table === "part_comments") this.parts.comment(row);
    else if (table === "translation_reviews") checkReviewRow(row, (pageId) => this.pages.get(pageId)?.locale);
    else this.parts.sourcePart(row);
    ids.add(row.id as number);
    return work;
  }

  /** What only the whole file tells: every image has a variant in its fallback format (the library shows that one). */
  finish(): Refusal | undefined {
    for (const image of this.media.values()) {
      if (!image.hasFallback)
        return {
          line: image.line,
          table: "media",
          id: image.id,
          message: `The image has no ${image.fallback} variant (its fallback format)`,
        };
    }
    return undefined;
  }

  private admin(row: Record<string, unknown>): void {
    const { username } = asTheApi(usernameSchema, { username: row.username });
    asStored("username", row.username, username);
    if (this.usernames.has(username)) refuse(`Username "${username}" is another administrator's of this file`);
    const email = row.email as string;
    if (email.trim() !== email || !email.includes("@")) refuse("Email must be an e-mail address, without spaces at either end");
    if (!isOwnPasswordHash(row.password_hash as string)) {
      refuse("Password hash is not one this site makes (scrypt with N=16384, r=8, p=1, a 16-byte salt and a 64-byte key)");
    }
    let languages: unknown;
    try {
      languages = JSON.parse(row.languages as string);
    } catch {
      refuse("Languages must be a JSON list of language codes");
    }
    asTheApi(languagesSchema, languages);
    this.usernames.add(username);
  }

  private image(line: number, row: Record<string, unknown>): void {
    const key = row.key as string;
    if (!/^[0-9a-f]{20}$/.test(key)) refuse("Key must be 20 lower-case hexadecimal digits");
    if (this.mediaKeys.has(key)) refuse(`Key ${key} is another image's of this file`);
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    if (/[\u0000-\u001f\u007f]/.test(row.file_name as string)) refuse("File name must not contain control characters");
    const { alt } = asTheApi(mediaAltSchema, { alt: row.alt });
    asStored("alt", row.alt, alt);
    const [width, height] = [row.width as number, row.height as number];
    if (width * height > MEDIA_MAX_PIXELS) refuse(`The image is too large: ${width} by ${height} pixels (at most 50 megapixels)`);
    this.mediaKeys.add(key);
    this.media.set(row.id as number, {
      line,
      id: row.id as number,
      key,
      width,
      height,
      fallback: row.fallback as "jpeg" | "png",
      hasFallback: false,
    });
  }

  private page(row: Record<string, unknown>): void {
    const locale = (row.locale as string | undefined) ?? SOURCE_LOCALE;
    const sourceId = (row.source_page_id as number | null | undefined) ?? null;
    const slug = row.slug as string;
    // A translation's slug is its language and its English page's slug; the API's rules judge the latter.
    if (locale !== SOURCE_LOCALE) this.translationOf(locale, sourceId, slug);
    else if (sourceId !== null) refuse("Source page id must be empty on an English page");
    const fields = this.pageFields(
      {
        title: row.title as string,
        slug: baseSlug(slug),
        status: row.status as RevisionSnapshot["status"],
        metaDescription: row.meta_description as string | null,
        metaKeywords: row.meta_keywords as string | null,
        publishedAt: row.published_at as string | null,
        ogImageId: row.og_image_id as number | null,
        sections: [],
      },
      "",
    );
    if (locale === SOURCE_LOCALE && slug !== fields.slug) refuse("Slug may contain only lower-case letters, digits and single hyphens");
    if (row.status === "published" && row.published_at === null) refuse("Published date must be set on a published page");
    if ((row.deleted_at === null) !== (row.deleted_by === null))
      refuse("Deleted at and deleted by must both be set (a page in the trash) or both be null");
    if (row.og_image_id !== null && !this.media.has(row.og_image_id as number))
      refuse(`Sharing image ${String(row.og_image_id)} is not an image of this file`);
    if (this.slugs.has(slug)) refuse(`Slug "${slug}" is another page's of this file`);
    this.slugs.add(slug);
    this.pages.set(row.id as number, { slug, locale, sections: 0, keys: new Set() });
  }

  /** A translation names an English page of the file before it, and is served at that page's address in its language. */
  private translationOf(locale: string, sourceId: number | null, slug: string): void {
    if (sourceId === null) refuse("Source page id must name the English page of a translation");
    const source = this.pages.get(sourceId) ?? refuse(`Source page id ${sourceId} is not a page of this file`);
    if (source.locale !== SOURCE_LOCALE) refuse(`Source page id ${sourceId} is a translation, not an English page`);
    if (slug !== translationSlug(locale, source.slug))
      refuse(`Slug must be "${translationSlug(locale, source.slug)}" for this translation`);
  }

  private language(row: Record<string, unknown>): void {
    if (this.languages.has(row.code as string)) refuse(`Code "${String(row.code)}" is another row's of this table`);
    this.languages.add(row.code as string);
  }

  /**
   * A page's own fields and sections by the API's schema, each as the API would have stored it.
   * Section texts are stored ones (sanitised when they render as HTML): checkSection judges them.
   */
  private pageFields(snapshot: RevisionSnapshot, prefix: string) {
    const payload = {
      title: snapshot.title,
      slug: snapshot.slug,
      status: snapshot.status,
      metaDescription: snapshot.metaDescription,
      metaKeywords: snapshot.metaKeywords,
      publishedAt: snapshot.publishedAt,
      ogImageId: snapshot.ogImageId,
      // Texts are judged by checkSection; a neutral one stands in for each (valid JSON for json).
      sections: snapshot.sections.map((s) => ({
        id: s.id,
        sectionKey: s.sectionKey,
        sectionType: s.sectionType,
        content: { text: "null" },
        sortOrder: s.sortOrder,
      })),
    };
    const parsed = asTheApi(pagePayloadSchema, payload, prefix);
    asStored("title", snapshot.title, parsed.title, prefix);
    asStored("slug", snapshot.slug, parsed.slug, prefix);
    asStored("meta_description", snapshot.metaDescription, parsed.metaDescription, prefix);
    asStored("meta_keywords", snapshot.metaKeywords, parsed.metaKeywords, prefix);
    snapshot.sections.forEach((section, index) => checkSection(section, parsed.slug, `${prefix}Section ${index + 1}: `, index + 1));
    return parsed;
  }

  private section(row: Record<string, unknown>): void {
    const page = this.pages.get(row.page_id as number) ?? refuse(`Page id ${String(row.page_id)} is not a page of this file`);
    const section = {
      sectionKey: row.section_key as string,
      sectionType: row.section_type as string,
      text: row.content as string,
      sortOrder: row.sort_order as number,
    };
    const html = checkSection(section, page.slug, "", page.sections + 1);
    if (page.sections >= LIMITS.sectionsMax)
      refuse(`A page can hold at most ${LIMITS.sectionsMax} sections, and page ${String(row.page_id)} has more`);
    if (page.keys.has(section.sectionKey)) refuse(`Section key "${section.sectionKey}" is used more than once on this page`);
    if (html) {
      if (htmlTooDeep(section.text)) refuse(`Section content nests elements more than ${HTML_MAX_DEPTH} levels deep`);
      // Saves store the sanitiser's output, which it leaves as it is: anything else was never saved.
      if (sanitizeHtmlContent(section.text) !== section.text) {
        refuse(
          "Section content holds HTML that saving would remove or change (such as a script, a style, an event handler, or a link or image the site does not allow)",
        );
      }
      for (const key of imageKeysIn(section.text)) {
        if (!this.mediaKeys.has(key)) refuse(`Section content shows an image that is not in this file's media library (${key})`);
      }
    }
    page.sections += 1;
    page.keys.add(section.sectionKey);
  }

  private revision(row: Record<string, unknown>): void {
    const page = this.pages.get(row.page_id as number) ?? refuse(`Page id ${String(row.page_id)} is not a page of this file`);
    let snapshot: RevisionSnapshot;
    try {
      snapshot = parseSnapshot(row.snapshot as string);
    } catch (err) {
      if (err instanceof SnapshotError) refuse(`Snapshot ${err.message}`);
      throw err;
    }
    // A translation's versions carry its address ("ja/contact"): its English slug is judged.
    if (page.locale !== SOURCE_LOCALE) {
      if (!snapshot.slug.startsWith(`${page.locale}/`)) refuse(`Snapshot: Slug must start with "${page.locale}/" on a translation`);
      snapshot = { ...snapshot, slug: baseSlug(snapshot.slug) };
    }
    this.pageFields(snapshot, "Snapshot: ");
  }
}

/**
 * A section's fields by the API's rules, as the API stores them; its text as stored: HTML (which
 * a save sanitised) within what the sanitiser can make of the content limit, any other text
 * within the limit and, for json, valid JSON. Returns whether the text renders as HTML.
 */
function checkSection(section: SectionFields, pageSlug: string, prefix: string, position: number): boolean {
  const { sectionKey, sectionType, sortOrder } = section;
  const parsed = asTheApi(sectionFieldsSchema, { sectionKey, sectionType, sortOrder }, prefix);
  const bad = unstorableIn(section.text);
  if (bad) refuse(`${prefix}${unstorableSentence("Section content", bad)}`);
  asStored("section_key", section.sectionKey, parsed.sectionKey, prefix);
  // A built-in page's field must fit it, and a block be sound, as a save checks them.
  const problem = sectionValueProblem(pageSlug, { ...parsed, text: section.text }, position);
  if (problem) refuse(`${prefix}${problem}`);
  const html = rendersAsHtml(pageSlug, parsed);
  if (!html) {
    asTheApi(pageSectionSchema, { ...parsed, content: { text: section.text } }, prefix);
  } else if (Buffer.byteLength(section.text) > HTML_STORED_MAX_BYTES) {
    refuse(`${prefix}Section content is longer than saving ${LIMITS.contentMaxBytes / 1024} KB of HTML can make it`);
  }
  return html;
}
