import { z } from "zod";
import { PAGE_STATUSES, type PageFieldsDTO } from "../../app/domain/schemas/pages";
import { SECTION_TYPES, type SectionType } from "../../app/domain/schemas/sections";
import { plainIssueMessage } from "../../app/lib/validation";

/** A page as one save left it: what a revision holds, and what a restore writes back. */
export interface RevisionSnapshot extends Omit<PageFieldsDTO, "ogImageId"> {
  /** Absent in revisions recorded before the media library. */
  ogImageId?: number | null;
  /** In order; `text` is the stored (already sanitised) content; ids as they were at that save. */
  sections: Array<{ id: number; sectionKey: string; sectionType: SectionType; text: string; sortOrder: number }>;
}

export const CREATED_SUMMARY = "Created";
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A restore's summary; it names the images left out because they were deleted from the library since. */
export const restoredSummary = (version: number, imagesLeftOut = 0) =>
  `Restored version ${version}${imagesLeftOut > 0 ? `; ${plural(imagesLeftOut, "image")} deleted from the media library since left out` : ""}`;

function publication(before: RevisionSnapshot, after: RevisionSnapshot, now: number): string | null {
  const scheduled = (s: RevisionSnapshot) => s.status === "published" && s.publishedAt !== null && Date.parse(s.publishedAt) > now;
  if (after.status === "draft") return before.status === "published" ? "Unpublished" : null;
  if (scheduled(after)) return !scheduled(before) || before.publishedAt !== after.publishedAt ? "Scheduled" : null;
  return before.status !== "published" || scheduled(before) ? "Published" : null;
}

/**
 * What a save changed, in one line: "Title changed; 2 sections edited, 1 added". Sections are
 * matched by id, so a section that kept its id but changed its key, type or text is "edited".
 */
export function summarise(before: RevisionSnapshot | undefined, after: RevisionSnapshot, now = Date.now()): string {
  if (!before) return CREATED_SUMMARY;
  const parts: string[] = [];
  if (before.title !== after.title) parts.push("Title changed");
  if (before.slug !== after.slug) parts.push("Slug changed");
  const published = publication(before, after, now);
  if (published) parts.push(published);
  if (before.metaDescription !== after.metaDescription) parts.push("Meta description changed");
  if (before.metaKeywords !== after.metaKeywords) parts.push("Meta keywords changed");
  if ((before.ogImageId ?? null) !== (after.ogImageId ?? null)) parts.push("Sharing image changed");

  const old = new Map(before.sections.map((s) => [s.id, s]));
  const kept = new Set<number>();
  let edited = 0;
  let added = 0;
  for (const section of after.sections) {
    const was = old.get(section.id);
    if (!was) {
      added += 1;
      continue;
    }
    kept.add(section.id);
    if (was.sectionKey !== section.sectionKey || was.sectionType !== section.sectionType || was.text !== section.text) edited += 1;
  }
  const removed = before.sections.filter((s) => !kept.has(s.id)).length;
  const counts = [edited && `${edited} edited`, added && `${added} added`, removed && `${removed} removed`].filter(Boolean) as string[];
  if (counts.length > 0) {
    const total = edited || added || removed;
    counts[0] = `${plural(total, "section")} ${counts[0]!.replace(/^\d+ /, "")}`;
    parts.push(counts.join(", "));
  }
  const order = (s: RevisionSnapshot) =>
    s.sections
      .filter((x) => kept.has(x.id))
      .map((x) => x.id)
      .join(",");
  if (order(before) !== order(after)) parts.push("Sections reordered");
  return parts.length > 0 ? parts.join("; ") : "No changes";
}

const snapshotSchema = z.object({
  title: z.string(),
  slug: z.string(),
  status: z.enum(PAGE_STATUSES),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  publishedAt: z.string().nullable(),
  ogImageId: z.number().int().nullable().optional(),
  sections: z.array(
    z.object({
      id: z.number().int(),
      sectionKey: z.string(),
      sectionType: z.enum(SECTION_TYPES),
      text: z.string(),
      sortOrder: z.number().int(),
    }),
  ),
});

/** A stored snapshot that is not one: not JSON, or not a page as a save records it. */
export class SnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SnapshotError";
  }
}

/**
 * A revision's snapshot, as History, a restore and the import read it: JSON of the shape a save
 * records (the rules of each field are the API's, checked when it was saved and by the import).
 */
export function parseSnapshot(json: string): RevisionSnapshot {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new SnapshotError("is not valid JSON");
  }
  const result = snapshotSchema.safeParse(value, { error: (issue) => plainIssueMessage(issue) });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const [first, index] = issue.path;
    const where = first === "sections" && typeof index === "number" ? `section ${index + 1}: ` : "";
    throw new SnapshotError(`is not a page as a save records it (${where}${issue.message})`);
  }
  return result.data;
}
