/**
 * The page editor's state and the pure rules around it: a new section, moving sections, the
 * payload a save sends, and whether anything changed. Validation is in editor-errors.ts.
 */
import type { PageDTO, PageStatus, SectionType } from "~/lib/cms-schemas";
import { slugify } from "~/lib/slug";

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

export interface EditorPage {
  title: string;
  slug: string;
  status: PageStatus;
  metaDescription: string;
  metaKeywords: string;
  sections: EditorSection[];
}

/** The page's own fields, in the order the screen shows them. */
export const PAGE_FIELDS = ["title", "slug", "status", "metaDescription", "metaKeywords"] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

let clientCounter = 0;
const nextClientId = () => `n${++clientCounter}`;

export function emptyPage(): EditorPage {
  return { title: "", slug: "", status: "draft", metaDescription: "", metaKeywords: "", sections: [] };
}

/**
 * The editor's copy of a saved page. `previous` keeps the client ids of the sections already on
 * screen (same positions after a save), so text areas are not re-created and focus stays put.
 */
export function fromPage(page: PageDTO, previous?: EditorPage): EditorPage {
  const sections = [...page.sections].sort((a, b) => a.sortOrder - b.sortOrder);
  return {
    title: page.title,
    slug: page.slug,
    status: page.status,
    metaDescription: page.metaDescription ?? "",
    metaKeywords: page.metaKeywords ?? "",
    sections: sections.map((s, index) => ({
      clientId: previous?.sections[index]?.clientId ?? `s${s.id}`,
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

/** What a save sends: the page and every section in screen order (sortOrder = position). */
export function toPayload(page: EditorPage, version?: number) {
  return {
    title: page.title,
    slug: page.slug,
    status: page.status,
    metaDescription: page.metaDescription,
    metaKeywords: page.metaKeywords,
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

/** Whether the editor holds changes that a save would send. */
export function isDirty(current: EditorPage, saved: EditorPage): boolean {
  return JSON.stringify(toPayload(current)) !== JSON.stringify(toPayload(saved));
}
