/**
 * What restoring a revision would change (docs/product.md, 5.7): the page as the editor last
 * loaded or saved it ("now") against the page as the revision holds it ("then"). Every text
 * difference reads from now to then: removed text is what restoring takes away, added text is
 * what it brings back. Sections are matched by their key, which is unique on a page.
 */
import type { PageFieldsDTO, PageStatus } from "~/domain/schemas/pages";
import type { SectionDTO, SectionType } from "~/domain/schemas/sections";
import { diffText, type TextDiff } from "~/lib/text-diff";
import { formatPublishedAt } from "~/lib/guam-time";

/** The page's own fields, as History compares them. */
export interface ComparablePage extends PageFieldsDTO {
  sections: readonly SectionDTO[];
}

export type ComparedField = keyof PageFieldsDTO;

export interface FieldChange {
  field: ComparedField;
  label: string;
  /** The values as the administrator reads them ("Published", a Guam time, "" for none). */
  now: string;
  then: string;
  /** Word differences, for the fields that hold free text. */
  diff: TextDiff | null;
}

export interface SectionSide {
  /** 1-based place on the page. */
  position: number;
  sectionType: SectionType;
  text: string;
}

export type SectionChange =
  /** Only in the revision: restoring brings it back. */
  | { kind: "onlyThen"; key: string; then: SectionSide }
  /** Only in the page now: restoring removes it. */
  | { kind: "onlyNow"; key: string; now: SectionSide }
  | { kind: "changed"; key: string; now: SectionSide; then: SectionSide; typeChanged: boolean; moved: boolean; text: TextDiff | null };

export interface RevisionComparison {
  fields: FieldChange[];
  sections: SectionChange[];
  /** Sections the same in both (key, type, text and place). */
  unchangedSections: number;
  identical: boolean;
}

const STATUS_LABELS: Record<PageStatus, string> = { draft: "Draft", published: "Published" };
const FIELD_LABELS: Record<ComparedField, string> = {
  title: "Title",
  slug: "Slug",
  status: "Status",
  publishedAt: "Published time",
  metaDescription: "Meta description",
  metaKeywords: "Meta keywords",
  ogImageId: "Sharing image",
};

const inOrder = (sections: readonly SectionDTO[]) => [...sections].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

export function compareRevision(now: ComparablePage, then: ComparablePage): RevisionComparison {
  const fields: FieldChange[] = [];
  const textField = (field: "title" | "slug" | "metaDescription" | "metaKeywords") => {
    const a = now[field] ?? "";
    const b = then[field] ?? "";
    if (a !== b) fields.push({ field, label: FIELD_LABELS[field], now: a, then: b, diff: field === "slug" ? null : diffText(a, b) });
  };
  textField("title");
  textField("slug");
  if (now.status !== then.status) {
    fields.push({
      field: "status",
      label: FIELD_LABELS.status,
      now: STATUS_LABELS[now.status],
      then: STATUS_LABELS[then.status],
      diff: null,
    });
  }
  if (!sameInstant(now.publishedAt, then.publishedAt)) {
    const show = (iso: string | null) => (iso ? formatPublishedAt(iso) : "");
    fields.push({
      field: "publishedAt",
      label: FIELD_LABELS.publishedAt,
      now: show(now.publishedAt),
      then: show(then.publishedAt),
      diff: null,
    });
  }
  textField("metaDescription");
  textField("metaKeywords");
  if (now.ogImageId !== undefined && then.ogImageId !== undefined && now.ogImageId !== then.ogImageId) {
    const show = (id: number | null) => (id === null ? "" : `Image ${id} of the media library`);
    fields.push({ field: "ogImageId", label: FIELD_LABELS.ogImageId, now: show(now.ogImageId), then: show(then.ogImageId), diff: null });
  }

  const nowSections = inOrder(now.sections);
  const thenSections = inOrder(then.sections);
  const side = (s: SectionDTO, index: number): SectionSide => ({ position: index + 1, sectionType: s.sectionType, text: s.content.text });
  const nowByKey = new Map(nowSections.map((s, i) => [s.sectionKey, side(s, i)]));
  const thenKeys = new Set(thenSections.map((s) => s.sectionKey));

  const sections: SectionChange[] = [];
  let unchangedSections = 0;
  // In the revision's order (the order restoring gives), then what only the page now holds.
  thenSections.forEach((s, i) => {
    const thenSide = side(s, i);
    const nowSide = nowByKey.get(s.sectionKey);
    if (!nowSide) {
      sections.push({ kind: "onlyThen", key: s.sectionKey, then: thenSide });
      return;
    }
    const typeChanged = nowSide.sectionType !== thenSide.sectionType;
    const moved = nowSide.position !== thenSide.position;
    const textChanged = nowSide.text !== thenSide.text;
    if (!typeChanged && !moved && !textChanged) {
      unchangedSections += 1;
      return;
    }
    sections.push({
      kind: "changed",
      key: s.sectionKey,
      now: nowSide,
      then: thenSide,
      typeChanged,
      moved,
      text: textChanged ? diffText(nowSide.text, thenSide.text) : null,
    });
  });
  nowSections.forEach((s, i) => {
    if (!thenKeys.has(s.sectionKey)) sections.push({ kind: "onlyNow", key: s.sectionKey, now: side(s, i) });
  });

  return { fields, sections, unchangedSections, identical: fields.length === 0 && sections.length === 0 };
}

function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Date.parse(a) === Date.parse(b);
}

/** One line for the list of differences: "Title changed; 2 sections changed, 1 only in this version". */
export function describeComparison(comparison: RevisionComparison): string {
  if (comparison.identical) return "The same as the page now";
  const parts: string[] = [];
  if (comparison.fields.length > 0)
    parts.push(`${comparison.fields.map((f) => f.label).join(", ")} differ${comparison.fields.length === 1 ? "s" : ""}`);
  const count = (kind: SectionChange["kind"]) => comparison.sections.filter((s) => s.kind === kind).length;
  const plural = (n: number) => (n === 1 ? "1 section" : `${n} sections`);
  if (count("changed")) parts.push(`${plural(count("changed"))} changed`);
  if (count("onlyThen")) parts.push(`${plural(count("onlyThen"))} only in this version`);
  if (count("onlyNow")) parts.push(`${plural(count("onlyNow"))} not in this version`);
  return parts.join("; ");
}
