/**
 * The element ids of the page editor, built in one place: the components give them to their
 * fields and buttons, and the focus logic looks them up, so no id is spelled twice.
 * FormField derives a field's hint and error ids from these (`{id}-hint`, `{id}-error`).
 */
import type { ClientId, FieldRef, PageField } from "./editor-state";

const PAGE_FIELD_IDS: Record<PageField, string> = {
  title: "page-title",
  slug: "page-slug",
  status: "page-status",
  publishedAt: "page-published-at",
  metaDescription: "page-meta-description",
  metaKeywords: "page-meta-keywords",
};

/** The parts of one section on screen: its heading, three fields and two move buttons. */
export type SectionPart = "heading" | "key" | "type" | "content" | "up" | "down";

export const editorIds = {
  pageField: (field: PageField): string => PAGE_FIELD_IDS[field],
  section: (clientId: ClientId, part: SectionPart): string => `section-${clientId}-${part}`,
  addSection: "add-section",
  settingsHeading: "settings-heading",
  contentHeading: "content-heading",
} as const;

/** The element that shows a field's message (and takes focus for it). */
export function fieldElementId(ref: FieldRef): string {
  if (ref.kind === "page") return editorIds.pageField(ref.field);
  return editorIds.section(ref.clientId, ref.field === "sectionKey" ? "key" : "content");
}

/**
 * The move button that keeps focus after a section moved: the one pressed, unless the section
 * reached that end of the list, where it is disabled, so the other one.
 */
export function moveButtonAfterMove(index: number, direction: -1 | 1, count: number): "up" | "down" {
  const target = index + direction;
  const atEnd = target === 0 || target === count - 1;
  const pressed = direction === -1 ? "up" : "down";
  const other = direction === -1 ? "down" : "up";
  return atEnd ? other : pressed;
}
