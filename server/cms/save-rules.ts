// What a page save decides without writing anything: when the page is live, what the activity
// records of it, and which parts a translation's save wrote anew. PageWriter.save
// (server/cms/page-writer.ts) applies them.
import { DESCRIPTION_KEY, TITLE_KEY } from "../../app/lib/fields/translation";
import type { PageFields, PageRow, SectionRow } from "./page-rows";

/**
 * When a page is (or goes) live. A published page with a time still ahead is scheduled: off the
 * public site until that moment. `requested` is the client's publishedAt: a future time schedules;
 * null, or a time already past, means "publish now" (a page already live keeps its time, any other
 * goes live now); leaving it out keeps a published page's time, schedule included. A draft keeps
 * the time it was last live (so the dashboard can say so), and a schedule it never reached is dropped.
 */
export function nextPublishedAt(
  status: PageFields["status"],
  previous: PageRow | undefined,
  now: string,
  requested: string | null | undefined,
): string | null {
  const previousTime = previous?.published_at ?? null;
  const wasLive = previous?.status === "published" && previousTime !== null && previousTime <= now;
  if (status === "draft") return previousTime !== null && previousTime <= now ? previousTime : null;
  const wanted = requested ? new Date(requested).toISOString() : requested;
  if (wanted && wanted > now) return wanted;
  if (wanted === undefined && previous?.status === "published") return previousTime ?? now;
  return wasLive ? previousTime : now;
}

/** The parts of a page a save wrote anew: sections added or changed, and the title and description if they changed. */
export function changedParts(
  previous: PageRow | undefined,
  row: { title: string; meta_description: string | null },
  existing: SectionRow[],
  written: SectionRow[],
): string[] {
  const before = new Map(existing.map((section) => [section.section_key, section.content]));
  const keys = written.filter((section) => before.get(section.section_key) !== section.content).map((section) => section.section_key);
  if (previous?.title !== row.title) keys.push(TITLE_KEY);
  if ((previous?.meta_description ?? "") !== (row.meta_description ?? "") || !previous) keys.push(DESCRIPTION_KEY);
  return keys;
}

/**
 * What a save did to the page's place on the public site, for the activity record: published
 * (live now), scheduled (live later), unpublished (live or scheduled before, a draft now), or
 * nothing that visitors see.
 */
export function publicationChange(
  previous: PageRow | undefined,
  next: { status: PageRow["status"]; published_at: string | null },
  now: string,
): "page-published" | "page-scheduled" | "page-unpublished" | null {
  const was = previous?.status === "published" ? previous.published_at : null;
  const is = next.status === "published" ? next.published_at : null;
  if (is === was) return null;
  if (is === null) return "page-unpublished";
  if (is > now) return "page-scheduled";
  return was === null || was > now ? "page-published" : null;
}
