/**
 * The page editor's state and the pure rules around it: a new section, moving sections, the
 * payload a save sends, and whether anything changed. Validation is in editor-errors.ts.
 */
import { isScheduled } from "~/domain/publication";
import type { PageDTO, PageStatus } from "~/domain/schemas/pages";
import type { SectionType } from "~/domain/schemas/sections";
import { guamLocalToIso, isoToGuamLocal } from "~/lib/guam-time";
import { slugify } from "~/domain/slug";

/** A section's identity in the editor: stable across moves and saves, never sent. */
export type ClientId = string;

export interface EditorSection {
  /** Stable React key, element-id part and key of the section's errors. */
  clientId: ClientId;
  id?: number;
  sectionKey: string;
  sectionType: SectionType;
  text: string;
  sortOrder: number;
}

/** A published page goes live when saved ("now"), or at a chosen moment ("schedule"). */
export type PublishMode = "now" | "schedule";

export interface EditorPage {
  title: string;
  slug: string;
  status: PageStatus;
  /** Only read while the status is published. */
  publishMode: PublishMode;
  /** The moment to go live, as the `datetime-local` field holds it, in Guam time; "" when none. */
  scheduledFor: string;
  metaDescription: string;
  metaKeywords: string;
  /** The sharing image (og:image): a media library id, or null for none. */
  ogImageId: number | null;
  sections: EditorSection[];
}

/** The page's own fields, in the order the screen shows them (publishedAt: the schedule's time). */
export const PAGE_FIELDS = ["title", "slug", "status", "publishedAt", "metaDescription", "metaKeywords"] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

/**
 * The client id of a built-in page's field section (app/components/cms/fields): stable whether or
 * not the section exists yet, so the field's control keeps focus when its first edit creates it.
 */
export const fieldClientId = (key: string): ClientId => `field-${key}`;

let clientCounter = 0;
const nextClientId = () => `n${++clientCounter}`;

export function emptyPage(): EditorPage {
  return {
    title: "",
    slug: "",
    status: "draft",
    publishMode: "now",
    scheduledFor: "",
    metaDescription: "",
    metaKeywords: "",
    ogImageId: null,
    sections: [],
  };
}

/**
 * The editor's copy of a saved page. `previous` keeps the client ids of the sections already on
 * screen (same positions after a save), so text areas are not re-created and focus stays put.
 */
export function fromPage(page: PageDTO, previous?: EditorPage): EditorPage {
  const sections = [...page.sections].sort((a, b) => a.sortOrder - b.sortOrder);
  // A field's section has the client id its control was drawn with, section or not (fields/field-state.ts).
  const fieldKeys = new Set(page.fields?.map((field) => field.key));
  return {
    title: page.title,
    slug: page.slug,
    status: page.status,
    // A scheduled page opens with Schedule chosen and its time; any other page with Publish now.
    publishMode: isScheduled(page) ? "schedule" : "now",
    scheduledFor: isScheduled(page) && page.publishedAt ? isoToGuamLocal(page.publishedAt) : "",
    metaDescription: page.metaDescription ?? "",
    metaKeywords: page.metaKeywords ?? "",
    ogImageId: page.ogImageId ?? null,
    sections: sections.map((s, index) => ({
      clientId: fieldKeys.has(s.sectionKey) ? fieldClientId(s.sectionKey) : (previous?.sections[index]?.clientId ?? `s${s.id}`),
      id: s.id,
      sectionKey: s.sectionKey,
      sectionType: s.sectionType,
      text: s.content.text,
      sortOrder: index,
    })),
  };
}

/** A new section: key section_{timestamp}, type html, empty text, sort order the current count. */
export function newSection(existing: readonly EditorSection[], now: number = Date.now()): EditorSection {
  const keys = new Set(existing.map((s) => s.sectionKey));
  let stamp = now;
  while (keys.has(`section_${stamp}`)) stamp += 1;
  return { clientId: nextClientId(), sectionKey: `section_${stamp}`, sectionType: "html", text: "", sortOrder: existing.length };
}

/** The list with the section at `index` swapped with its neighbour; unchanged at either end. */
export function moveSection<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/**
 * While the slug is empty, editing a new page's title generates it. A slug that
 * was generated keeps following the title as it is typed (otherwise typing "About" letter by
 * letter would leave the slug "a"); a slug the administrator typed is never touched.
 */
export function withTitle(page: EditorPage, title: string, { isNew }: { isNew: boolean }): EditorPage {
  const generated = page.slug === "" || page.slug === slugify(page.title);
  const slug = isNew && generated ? slugify(title) : page.slug;
  return { ...page, title, slug };
}

/**
 * The publication time a save sends (docs/product.md, 5.6): nothing for a draft; null for
 * "publish now" (a page already live keeps its time); the ISO instant of a schedule; nothing
 * when the schedule is the one the page was saved with (it stays as it is, even if that moment
 * has passed meanwhile and the page went live). A time that is not a real date sends nothing:
 * validation stops such a save first.
 */
export function publishedAtOf(page: EditorPage, baseline?: EditorPage): { publishedAt?: string | null } {
  if (page.status !== "published") return {};
  if (page.publishMode === "now") return { publishedAt: null };
  if (baseline && isUnchangedSchedule(page, baseline)) return {};
  const iso = guamLocalToIso(page.scheduledFor);
  return iso ? { publishedAt: iso } : {};
}

/** Whether the page keeps the schedule it was saved with. */
export function isUnchangedSchedule(page: EditorPage, baseline: EditorPage): boolean {
  return (
    baseline.status === "published" &&
    baseline.publishMode === "schedule" &&
    page.publishMode === "schedule" &&
    guamLocalToIso(page.scheduledFor) === guamLocalToIso(baseline.scheduledFor)
  );
}

/**
 * What a save sends: the page and every section in screen order (sortOrder = position).
 * `baseline` is the page as last saved, which decides whether a schedule changed.
 */
export function toPayload(page: EditorPage, version?: number, baseline?: EditorPage) {
  return {
    title: page.title,
    slug: page.slug,
    status: page.status,
    ...publishedAtOf(page, baseline),
    metaDescription: page.metaDescription,
    metaKeywords: page.metaKeywords,
    ogImageId: page.ogImageId,
    ...(version !== undefined ? { version } : {}),
    sections: page.sections.map((s, index) => ({
      ...(s.id !== undefined ? { id: s.id } : {}),
      sectionKey: s.sectionKey,
      sectionType: s.sectionType,
      content: { text: s.text },
      sortOrder: index,
    })),
  };
}

/**
 * Whether the editor holds changes that a save would send. Runs on every keystroke: sections are
 * compared one by one (an unchanged one is the same object), not as one long JSON text.
 */
export function isDirty(current: EditorPage, saved: EditorPage): boolean {
  if (current === saved) return false;
  const { sections: a, ...own } = toPayload(current, undefined, saved);
  const { sections: b, ...savedOwn } = toPayload(saved, undefined, saved);
  if (JSON.stringify(own) !== JSON.stringify(savedOwn) || a.length !== b.length) return true;
  return a.some((section, i) => {
    const other = b[i]!;
    return (
      section.id !== other.id ||
      section.sectionKey !== other.sectionKey ||
      section.sectionType !== other.sectionType ||
      section.content.text !== other.content.text
    );
  });
}

/** The fields of a section that show a message: its key, and its content (also for a problem with the section as a whole). */
export type SectionField = "sectionKey" | "text";

/** One field of the form. */
export type FieldRef = { kind: "page"; field: PageField } | { kind: "section"; clientId: ClientId; field: SectionField };

/** A section's type as the owner reads it (the section editor's Type choice, and History's notes). */
export const SECTION_TYPE_LABELS: Record<SectionType, string> = {
  text: "Plain text",
  html: "Formatted text",
  json: "Data for the site's code (JSON)",
};
